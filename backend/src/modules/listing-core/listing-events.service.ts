import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { JobName, type ListingEventName, type ListingSubmission } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';

/**
 * What a listing change tells others, through the outbox in the change's transaction (`manager`):
 * a rolled-back change never notifies, a committed one always does, even if the process dies right
 * after the commit.
 */
@Injectable()
export class ListingEventsService {
  constructor(
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Tells the owner (email, push) through the listing-lifecycle queue. `key` (default: the event and
   * the moment) makes it happen once.
   */
  async announce(
    manager: EntityManager,
    listingId: string,
    event: ListingEventName,
    extra: { reason?: string; daysLeft?: number } = {},
    key = `listing-${event}-${listingId}-${Date.now()}`,
  ): Promise<void> {
    await this.outbox.add(manager, JobName.NotifyListingEvent, { listingId, event, key, ...extra }, key);
  }

  /**
   * A listing became public, or what visitors see of it changed: the worker looks for the saved
   * searches (and investor profiles) it matches.
   */
  async published(manager: EntityManager, listingId: string): Promise<void> {
    const key = `saved-search-match-${listingId}-${Date.now()}`;
    await this.outbox.add(manager, JobName.MatchSavedSearches, { listingId, key }, key);
  }

  /**
   * Alerts the moderators (email) that a listing waits for them: once per submission (new,
   * resubmitted, or an edit of a published listing); edits of a listing already waiting add none.
   * Off with STAFF_LISTING_ALERTS=false.
   */
  async alertModerators(manager: EntityManager, listingId: string, submission: ListingSubmission): Promise<void> {
    if (!this.config.alerts.staffListings) return;
    const key = `listing-submitted-${listingId}-${Date.now()}`;
    await this.outbox.add(manager, JobName.AlertModerators, { listingId, submission, key }, key);
  }
}
