import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ListingStatus } from '../../contracts/listings.js';
import { ListingType } from '../../contracts/lists.js';
import { FUND_DEADLINE_ALERT_DAYS } from '../../contracts/saved-searches.js';
import { Clock } from '../../core/clock/clock.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { ListingRegistry } from '../listing-core/listing-registry.js';
import { INVESTOR_SEARCH_FAMILIES, investorSearchFilters } from './investor-profile-search.js';
import type { SavedSearchMatchEvent } from './saved-search.entity.js';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository.js';
import { columnsOf } from './saved-search-filters.js';
import { SavedSearchMatcher } from './saved-search.matcher.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The worker's matching side of saved searches: a published listing is matched against them (and an
 * investor profile keeps its own searches in step), funding calls 7 days before their deadline; the
 * instant alerts of the searches matched are queued (SavedSearchInstantAlerts sends them), the others
 * wait for their digest (SavedSearchDigests).
 */
@Injectable()
export class SavedSearchMatching {
  constructor(
    private readonly repository: SavedSearchAlertsRepository,
    private readonly matcher: SavedSearchMatcher,
    private readonly registry: ListingRegistry,
    private readonly jobs: JobQueueService,
    private readonly clock: Clock,
  ) {}

  @HandlesJob(JobName.MatchSavedSearches)
  async match({ listingId }: JobPayloads[JobName.MatchSavedSearches]): Promise<JobResult> {
    const listing = await this.repository.listingToMatch(listingId);
    if (!listing || listing.status !== ListingStatus.Approved) return 'skipped';
    if (listing.family === ListingType.Investor) await this.syncInvestorSearches(listingId);
    // A funding call is announced when it is published as upcoming, and when it opens; a closed one is not.
    if (listing.call_status === 'closed') return 'skipped';
    const event: SavedSearchMatchEvent = listing.call_status === 'open' ? 'opened' : 'new';
    const recorded = await this.matcher.record(listingId, event);
    await this.announce(recorded);
    return recorded.length ? 'done' : 'skipped';
  }

  /** Open calls whose deadline is FUND_DEADLINE_ALERT_DAYS days after `at` (Bucharest day): their searches are told at once. */
  @HandlesJob(JobName.AlertFundDeadlines)
  async fundDeadlines({ at }: JobPayloads[JobName.AlertFundDeadlines]): Promise<JobResult> {
    const day = romanianDay(new Date(new Date(at).getTime() + FUND_DEADLINE_ALERT_DAYS * DAY_MS));
    const calls = await this.repository.openCallsWithDeadline(day);
    const recorded = new Set<string>();
    for (const call of calls) for (const searchId of await this.matcher.record(call.id, 'deadline')) recorded.add(searchId);
    await this.announce([...recorded], true);
    return recorded.size ? 'done' : 'skipped';
  }

  /**
   * Queues the alert of each instant search among `searchIds` (every search, for deadlines) whose last
   * email is more than an hour old; the others are sent by the sweep (SendDueSavedSearchAlerts) once
   * their hour is over, with whatever arrived meanwhile. Nothing waits in the queue for an hour.
   */
  private async announce(searchIds: string[], allFrequencies = false): Promise<void> {
    if (!searchIds.length) return;
    const due = await this.repository.dueAmong(searchIds, allFrequencies);
    // One job per search and moment: the job itself sends nothing twice (row lock, the hour, told matches).
    for (const row of due)
      await this.jobs.enqueue(JobName.SendSavedSearchAlert, { searchId: row.id }, { jobId: `saved-search-alert-${row.id}-${randomUUID()}` });
  }

  /**
   * An approved investor profile's searches over companies and investment offers, kept in step with
   * it (its interests, ticket and counties); created daily, their frequency and pause left as the user set them.
   */
  async syncInvestorSearches(listingId: string): Promise<void> {
    const profile = await this.repository.investorProfile(listingId);
    if (!profile) return;
    const filters = investorSearchFilters({
      interests: profile.domain_ids ?? [],
      ticketMin: profile.ticket_min === null ? null : Number(profile.ticket_min),
      ticketMax: profile.ticket_max === null ? null : Number(profile.ticket_max),
      targetCounties: profile.target_counties ?? [],
    });
    const name = `Profil de investitor: ${profile.title}`.slice(0, 80);
    for (const type of INVESTOR_SEARCH_FAMILIES) {
      const columns = columnsOf(this.registry.get(type), filters);
      await this.repository.upsertInvestorSearch(
        {
          userId: profile.owner_id,
          kind: 'investor',
          family: type,
          name,
          frequency: 'daily',
          paused: false,
          filters,
          ...columns,
          investorListingId: listingId,
          lastVisitedAt: this.clock.now(),
        },
        columns,
      );
    }
  }
}
