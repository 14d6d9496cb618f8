import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { AccountService } from '../account/account.service.js';
import { ListingCoreService } from '../listing-core/listing-core.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UNVERIFIED_ACCOUNT_DAYS = 30;
/** Reminders before a listing's end: a week, then the day before. */
export const REMINDER_DAYS = [7, 1] as const;

/** The scheduled jobs of listings and accounts (funding calls are the fund module's). */
@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(
    private readonly listings: ListingCoreService,
    private readonly accounts: AccountService,
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
}
