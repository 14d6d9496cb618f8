import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { UNATTACHED_UPLOAD_HOURS, UploadsService } from './uploads.service.js';

/** The hourly job of the `delete-unattached-uploads` schedule (notifications/schedules.ts). */
@Injectable()
export class UnattachedUploadsJob {
  private readonly logger = new Logger(UnattachedUploadsJob.name);

  constructor(private readonly uploads: UploadsService) {}

  @HandlesJob(JobName.DeleteUnattachedUploads)
  async deleteUnattached({ at }: JobPayloads[JobName.DeleteUnattachedUploads]): Promise<JobResult> {
    const count = await this.uploads.deleteUnattachedBefore(new Date(new Date(at).getTime() - UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000));
    if (count) this.logger.log(`Deleted ${count} uploads left unattached for ${UNATTACHED_UPLOAD_HOURS} hours`);
    return count ? 'done' : 'skipped';
  }
}
