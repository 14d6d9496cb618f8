import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../core/auth/decorators.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';

/** What the job runner is doing, for admins and the embedded soak (`npm run soak -- --embedded`). */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/health')
export class HealthAdminController {
  constructor(private readonly jobs: JobQueueService) {}

  /**
   * `inFlight`: in-process jobs running or waiting for their delay or retry, and outbox relays under
   * way (null on BullMQ, whose jobs are in Redis); `failed`: jobs that failed for good.
   */
  @Get('jobs')
  @ApiOperation({ summary: 'Jobs in flight in this process and failed jobs' })
  async jobsState(): Promise<{ mode: 'bullmq' | 'in-process'; inFlight: number | null; failed: number }> {
    return { mode: this.jobs.mode, inFlight: this.jobs.mode === 'in-process' ? this.jobs.inFlightCount : null, failed: await this.jobs.failedCount() };
  }
}
