import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { ListingStatsService } from './listing-stats.service.js';

/** The daily deletion of view marks past their 2 days (schedules.ts enqueues it). */
@Injectable()
export class PruneViewMarksJob {
  private readonly logger = new Logger(PruneViewMarksJob.name);

  constructor(private readonly stats: ListingStatsService) {}

  @HandlesJob(JobName.PruneListingViewMarks)
  async run({ at }: JobPayloads[JobName.PruneListingViewMarks]): Promise<JobResult> {
    const count = await this.stats.pruneViewMarks(new Date(at));
    if (count) this.logger.log(`Pruned ${count} listing view marks`);
    return count ? 'done' : 'skipped';
  }
}
