import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Clock } from '../../core/clock/clock.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName } from '../../core/queue/job-registry.js';

const TIME_ZONE = 'Europe/Bucharest';
/** The jobs the schedules below enqueue through `fire` (the saved-search digests go through `digest`). */
const SCHEDULED_JOBS = [
  JobName.ExpireDueListings,
  JobName.RemindExpiringListings,
  JobName.CloseFundCalls,
  JobName.SendFundsDigest,
  JobName.DeleteUnverifiedAccounts,
  JobName.PruneNotificationHistory,
  JobName.CancelUnpaidOrders,
  JobName.DeleteUnattachedUploads,
  JobName.PruneRateCounters,
  JobName.PruneListingViewMarks,
  JobName.AlertFundDeadlines,
  JobName.SendDueSavedSearchAlerts,
  JobName.ReconcileCardPayments,
  JobName.PruneDataExports,
] as const;
type ScheduledJob = (typeof SCHEDULED_JOBS)[number];

/**
 * The schedules (worker only: registered where SCHEDULER_ENABLED, by default every role but web).
 * Each only enqueues a job for the moment it fired; the job id is that moment's slot, so several
 * workers firing together still make one job.
 */
@Injectable()
export class Schedules implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Schedules.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly jobs: JobQueueService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** SCHEDULES_EVERY_MINUTE (soak, tests): every schedule also fires every `schedulesEveryMs`. */
  onApplicationBootstrap(): void {
    const every = this.config.schedulesEveryMs;
    if (!every) return;
    this.logger.warn(`SCHEDULES_EVERY_MINUTE: every schedule also fires every ${every / 1000} s`);
    this.timer = setInterval(() => void this.fireAll(), every);
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Fires every schedule now, each with a job id of this tick (the tick's number since the epoch,
   * so two ticks never share one and several processes ticking in the same period make one job).
   */
  async fireAll(): Promise<void> {
    const every = this.config.schedulesEveryMs ?? 60_000;
    const slot = `every${every}ms${Math.floor(this.clock.now().getTime() / every)}`;
    const fired = await Promise.allSettled([
      ...SCHEDULED_JOBS.map((name) => this.fire(name, 0, slot)),
      this.digest('daily', slot),
      this.digest('weekly', slot),
    ]);
    for (const result of fired) if (result.status === 'rejected') this.logger.warn(`A schedule could not enqueue its job: ${String(result.reason)}`);
  }

  /** Listings past their end date are expired within the hour. */
  @Cron('5 * * * *', { name: 'expire-listings', timeZone: TIME_ZONE })
  expireListings(): Promise<void> {
    return this.fire(JobName.ExpireDueListings, 13);
  }

  /** Owners are reminded 7 days and 1 day before the end, every morning. */
  @Cron('0 8 * * *', { name: 'remind-expiring', timeZone: TIME_ZONE })
  remindExpiring(): Promise<void> {
    return this.fire(JobName.RemindExpiringListings, 10);
  }

  @Cron('15 0 * * *', { name: 'close-fund-calls', timeZone: TIME_ZONE })
  closeFundCalls(): Promise<void> {
    return this.fire(JobName.CloseFundCalls, 10);
  }

  /** Mondays at 09:00: the week's new funding calls to the funds newsletter. */
  @Cron('0 9 * * 1', { name: 'funds-digest', timeZone: TIME_ZONE })
  fundsDigest(): Promise<void> {
    return this.fire(JobName.SendFundsDigest, 10);
  }

  @Cron('30 3 * * *', { name: 'delete-unverified-accounts', timeZone: TIME_ZONE })
  deleteUnverifiedAccounts(): Promise<void> {
    return this.fire(JobName.DeleteUnverifiedAccounts, 10);
  }

  /** Delivery-ledger rows past NOTIFICATION_LEDGER_RETENTION_DAYS and relayed outbox rows past OUTBOX_RETENTION_DAYS. */
  @Cron('45 4 * * *', { name: 'prune-notification-history', timeZone: TIME_ZONE })
  pruneNotificationHistory(): Promise<void> {
    return this.fire(JobName.PruneNotificationHistory, 10);
  }

  /** Orders still waiting for payment ORDER_PAYMENT_DUE_DAYS after they were placed are cancelled (orders module). */
  @Cron('20 2 * * *', { name: 'cancel-unpaid-orders', timeZone: TIME_ZONE })
  cancelUnpaidOrders(): Promise<void> {
    return this.fire(JobName.CancelUnpaidOrders, 10);
  }

  /** Uploads left unattached for UNATTACHED_UPLOAD_HOURS are deleted with their files, hourly (uploads module). */
  @Cron('35 * * * *', { name: 'delete-unattached-uploads', timeZone: TIME_ZONE })
  deleteUnattachedUploads(): Promise<void> {
    return this.fire(JobName.DeleteUnattachedUploads, 13);
  }

  /** Rate counters whose window started more than RATE_COUNTER_RETENTION_DAYS before are deleted. */
  @Cron('15 4 * * *', { name: 'prune-rate-counters', timeZone: TIME_ZONE })
  pruneRateCounters(): Promise<void> {
    return this.fire(JobName.PruneRateCounters, 10);
  }

  /** Listing view marks older than VIEW_MARK_RETENTION_DAYS (listing-stats module). */
  @Cron('25 4 * * *', { name: 'prune-listing-view-marks', timeZone: TIME_ZONE })
  pruneListingViewMarks(): Promise<void> {
    return this.fire(JobName.PruneListingViewMarks, 10);
  }

  /** Every 5 minutes: instant saved-search alerts held back by the one-email-an-hour rule. */
  @Cron('*/5 * * * *', { name: 'saved-search-due-alerts', timeZone: TIME_ZONE })
  savedSearchDueAlerts(): Promise<void> {
    return this.fire(JobName.SendDueSavedSearchAlerts, 16);
  }

  /** Every 15 minutes: card payments unsettled for over an hour are asked of Stripe and applied (orders module). */
  @Cron('*/15 * * * *', { name: 'reconcile-card-payments', timeZone: TIME_ZONE })
  reconcileCardPayments(): Promise<void> {
    return this.fire(JobName.ReconcileCardPayments, 16);
  }

  /** Hourly: archives of users' own data, once downloaded or a day old, are deleted from storage (privacy module). */
  @Cron('40 * * * *', { name: 'prune-data-exports', timeZone: TIME_ZONE })
  pruneDataExports(): Promise<void> {
    return this.fire(JobName.PruneDataExports, 13);
  }

  /** Every morning at 08:00: the daily digest of saved searches' new matches. */
  @Cron('0 8 * * *', { name: 'saved-search-daily-digest', timeZone: TIME_ZONE })
  savedSearchDailyDigest(): Promise<void> {
    return this.digest('daily');
  }

  /** Mondays at 08:30: the weekly digest. */
  @Cron('30 8 * * 1', { name: 'saved-search-weekly-digest', timeZone: TIME_ZONE })
  savedSearchWeeklyDigest(): Promise<void> {
    return this.digest('weekly');
  }

  /** Every morning at 07:30: saved searches hear of open funding calls whose deadline is 7 days away. */
  @Cron('30 7 * * *', { name: 'fund-deadline-alerts', timeZone: TIME_ZONE })
  fundDeadlineAlerts(): Promise<void> {
    return this.fire(JobName.AlertFundDeadlines, 10);
  }

  private async digest(frequency: 'daily' | 'weekly', slot?: string): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.jobs.enqueue(
      JobName.SendSavedSearchDigests,
      { at, frequency },
      { jobId: `${JobName.SendSavedSearchDigests}-${frequency}-${slot ?? at.slice(0, 10).replace(/-/g, '')}` },
    );
  }

  /** `slotLength` characters of the ISO time name the slot: 16 = the minute, 13 = the hour, 10 = the day (unless `slot` is given). */
  private async fire(name: ScheduledJob, slotLength: number, slot?: string): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.jobs.enqueue(name, { at }, { jobId: `${name}-${slot ?? at.slice(0, slotLength).replace(/[^0-9]/g, '')}` });
  }
}
