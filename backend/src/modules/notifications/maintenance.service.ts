import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DeliveryLedger } from '../../core/queue/delivery-ledger.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { SUBMISSION_RETENTION_HOURS, Submissions } from '../../core/idempotency/submissions.js';
import { RATE_COUNTER_RETENTION_DAYS, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { AccountService } from '../account/account.service.js';
import { ListingLifecycleService } from '../listing-core/listing-lifecycle.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UNVERIFIED_ACCOUNT_DAYS = 30;
/** Reminders before a listing's end: a week, then the day before. */
export const REMINDER_DAYS = [7, 1] as const;

/** The scheduled jobs of listings, accounts and notification records (funding calls are the fund module's). */
@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(
    private readonly listings: ListingLifecycleService,
    private readonly accounts: AccountService,
    private readonly ledger: DeliveryLedger,
    private readonly outbox: Outbox,
    private readonly counters: RateCounters,
    private readonly submissions: Submissions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesJob(JobName.ExpireDueListings)
  async expireListings({ at }: JobPayloads[JobName.ExpireDueListings]): Promise<JobResult> {
    const ids = await this.listings.expireDue(new Date(at));
    this.logger.log(`Expired ${ids.length} listings`);
    return ids.length ? 'done' : 'skipped';
  }

  @HandlesJob(JobName.RemindExpiringListings)
  async remindExpiring({ at }: JobPayloads[JobName.RemindExpiringListings]): Promise<JobResult> {
    let count = 0;
    for (const days of REMINDER_DAYS) count += (await this.listings.remindExpiring(new Date(at), days)).length;
    return count ? 'done' : 'skipped';
  }

  @HandlesJob(JobName.DeleteUnverifiedAccounts)
  async deleteUnverified({ at }: JobPayloads[JobName.DeleteUnverifiedAccounts]): Promise<JobResult> {
    const count = await this.accounts.deleteUnverified(new Date(new Date(at).getTime() - UNVERIFIED_ACCOUNT_DAYS * DAY_MS));
    if (count) this.logger.log(`Erased ${count} accounts left unverified for ${UNVERIFIED_ACCOUNT_DAYS} days`);
    return count ? 'done' : 'skipped';
  }

  /**
   * Delivery-ledger rows older than the retention (longer than any retry: a failed job can be run
   * again from the console for 7 days) and outbox rows relayed more than a few days before `at`.
   * Outbox rows still waiting are never deleted.
   */
  @HandlesJob(JobName.PruneNotificationHistory)
  async pruneNotificationHistory({ at }: JobPayloads[JobName.PruneNotificationHistory]): Promise<JobResult> {
    const now = new Date(at).getTime();
    const { ledgerRetentionDays, outboxRetentionDays } = this.config.jobs;
    const deliveries = await this.ledger.prune(new Date(now - ledgerRetentionDays * DAY_MS));
    const relayed = await this.outbox.prune(new Date(now - outboxRetentionDays * DAY_MS));
    if (deliveries || relayed) this.logger.log(`Pruned ${deliveries} delivery records and ${relayed} relayed outbox rows`);
    return deliveries || relayed ? 'done' : 'skipped';
  }

  /**
   * Counters whose window started more than RATE_COUNTER_RETENTION_DAYS before `at` (every window is
   * shorter), and create requests remembered for more than SUBMISSION_RETENTION_HOURS.
   */
  @HandlesJob(JobName.PruneRateCounters)
  async pruneRateCounters({ at }: JobPayloads[JobName.PruneRateCounters]): Promise<JobResult> {
    const now = new Date(at).getTime();
    const count = await this.counters.prune(new Date(now - RATE_COUNTER_RETENTION_DAYS * DAY_MS));
    const submissions = await this.submissions.prune(new Date(now - SUBMISSION_RETENTION_HOURS * 60 * 60 * 1000));
    if (count || submissions) this.logger.log(`Pruned ${count} rate counters and ${submissions} remembered create requests`);
    return count || submissions ? 'done' : 'skipped';
  }
}
