import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import { SAVED_SEARCH_INSTANT_EMAIL_MINUTES } from '../../contracts/saved-searches.js';
import { Clock } from '../../core/clock/clock.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { AccountService } from '../account/account.service.js';
import { MailService } from '../mail/mail.service.js';
import { SavedSearchAlertMail } from './saved-search-alerts.js';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository.js';

const MINUTE_MS = 60_000;

/**
 * The instant alerts of saved searches (and deadline reminders of any): one email and one push per
 * search with its untold matches, at most once an hour. The email and push are written to the outbox
 * in the transaction that marks the matches told, so each match is announced exactly once.
 */
@Injectable()
export class SavedSearchInstantAlerts {
  constructor(
    private readonly repository: SavedSearchAlertsRepository,
    private readonly emails: SavedSearchAlertMail,
    private readonly accounts: AccountService,
    private readonly mail: MailService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every few minutes: instant searches (and any with a deadline reminder) whose hour is over and that have untold matches. */
  @HandlesJob(JobName.SendDueSavedSearchAlerts)
  async sendDue(_payload: JobPayloads[JobName.SendDueSavedSearchAlerts]): Promise<JobResult> {
    const due = await this.repository.dueForInstantAlert();
    let sent = 0;
    for (const row of due) if ((await this.alert({ searchId: row.id })) === 'done') sent++;
    return sent ? 'done' : 'skipped';
  }

  /** One search's untold matches: one email (and one push), unless its last email is less than an hour old (then later). */
  @HandlesJob(JobName.SendSavedSearchAlert)
  async alert({ searchId }: JobPayloads[JobName.SendSavedSearchAlert]): Promise<JobResult> {
    return this.repository.transaction(async (manager): Promise<JobResult> => {
      const search = await this.repository.lockSearch(manager, searchId);
      if (!search || search.paused) return 'skipped';
      const lastAlertAt = search.last_alert_at ? new Date(search.last_alert_at as string) : null;
      const now = this.clock.now();
      // Less than an hour since the last email: the sweep sends this one when the hour is over.
      if (lastAlertAt && now.getTime() - lastAlertAt.getTime() < SAVED_SEARCH_INSTANT_EMAIL_MINUTES * MINUTE_MS) return 'skipped';
      const pending = await this.repository.pendingOf(manager, [searchId]);
      if (!pending.length) return 'skipped';
      const user = await this.accounts.contactOf(search.user_id as string, manager);
      if (!user) return 'skipped';
      const row = this.repository.entityOf(search);
      const group = this.emails.groupOf(row, pending);
      await this.repository.markTold(manager, pending, now);
      await this.repository.setLastAlert(manager, searchId, now);
      const last = pending.at(-1)!;
      const key = `saved-search-${searchId}-${last.listing_id}-${last.event}`;
      const pauseUrl = group.pauseUrl;
      await this.mail.send(
        'saved-search-alert',
        user.email,
        {
          fullName: user.fullName,
          searchName: row.name,
          count: String(new Set(pending.map((match) => match.listing_id)).size),
          groups: JSON.stringify([group]),
          url: this.emails.searchUrl(row),
          pauseUrl,
          manageUrl: this.emails.manageUrl,
        },
        { transaction: manager, jobId: `mail-${key}`, headers: this.emails.unsubscribeHeaders(pauseUrl) },
      );
      if (this.config.push.publicKey) {
        const first = pending[0]!;
        const body = pending.length === 1 ? first.title : `${first.title} și încă ${pending.length - 1}`;
        await this.outbox.add(
          manager,
          JobName.SendPushNotification,
          {
            userId: row.userId,
            title: `Anunț nou: ${row.name}`,
            body,
            url: listingPublicPath({ type: first.family, slug: first.slug, category: first.category }),
            key: `push-${key}`,
          },
          `push-${key}`,
        );
      }
      return 'done';
    });
  }
}
