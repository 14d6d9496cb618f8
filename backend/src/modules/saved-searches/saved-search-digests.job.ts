import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../core/clock/clock.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { AccountService } from '../account/account.service.js';
import { MailService } from '../mail/mail.service.js';
import { SavedSearchAlertMail } from './saved-search-alerts.js';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository.js';

/**
 * The daily and weekly digests of saved searches: one email per user with every untold match of their
 * searches of that frequency, written to the outbox in the transaction that marks the matches told.
 */
@Injectable()
export class SavedSearchDigests {
  private readonly logger = new Logger(SavedSearchDigests.name);

  constructor(
    private readonly repository: SavedSearchAlertsRepository,
    private readonly emails: SavedSearchAlertMail,
    private readonly accounts: AccountService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The daily (weekly) digest: one email per user with every untold match of their daily (weekly) searches. */
  @HandlesJob(JobName.SendSavedSearchDigests)
  async digests({ at, frequency }: JobPayloads[JobName.SendSavedSearchDigests]): Promise<JobResult> {
    const users = await this.repository.usersWithUntoldMatches(frequency);
    const day = romanianDay(new Date(at));
    let sent = 0;
    for (const userId of users) {
      const told = await this.repository.transaction(async (manager) => {
        const searches = await this.repository.lockUserSearches(manager, userId, frequency);
        const pending = await this.repository.pendingOf(
          manager,
          searches.map((search) => search.id as string),
        );
        const user = await this.accounts.contactOf(userId, manager);
        if (!pending.length || !user) return false;
        const groups = searches
          .map((search) => this.repository.entityOf(search))
          .map((row) => ({ row, matches: pending.filter((match) => match.search_id === row.id) }))
          .filter(({ matches }) => matches.length)
          .map(({ row, matches }) => ({ ...this.emails.groupOf(row, matches), url: this.emails.searchUrl(row) }));
        await this.repository.markTold(manager, pending, this.clock.now());
        await this.mail.send(
          'saved-search-digest',
          user.email,
          {
            fullName: user.fullName,
            period: frequency,
            count: String(new Set(pending.map((match) => match.listing_id)).size),
            groups: JSON.stringify(groups),
            manageUrl: this.emails.manageUrl,
          },
          {
            transaction: manager,
            jobId: `mail-saved-search-digest-${frequency}-${day}-${userId}`,
            headers: groups.length === 1 ? this.emails.unsubscribeHeaders(groups[0]!.pauseUrl) : undefined,
          },
        );
        return true;
      });
      if (told) sent++;
    }
    if (sent) this.logger.log(`Sent ${sent} ${frequency} saved-search digests`);
    return sent ? 'done' : 'skipped';
  }
}
