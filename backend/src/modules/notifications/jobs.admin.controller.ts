import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../core/auth/decorators.js';
import { AppException } from '../../core/errors/app.exception.js';
import { JobQueueService, type FailedJob } from '../../core/queue/job-queue.service.js';
import { QUEUE_NAMES, type QueueName } from '../../core/queue/job-registry.js';

/** Jobs that failed for good (retries exhausted or a permanent error), and their retry: admins only. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/jobs')
export class JobsAdminController {
  constructor(private readonly jobs: JobQueueService) {}

  @Get('failed')
  @ApiOperation({ summary: 'Failed jobs of every queue, newest first' })
  async failed(): Promise<{ docs: FailedJob[]; count: number }> {
    const docs = await this.jobs.failed();
    return { docs, count: docs.length };
  }

  @Post(':queue/:id/retry')
  @HttpCode(202)
  async retry(@Param('queue') queue: string, @Param('id') id: string): Promise<{ ok: true }> {
    if (!(QUEUE_NAMES as readonly string[]).includes(queue)) throw AppException.notFound('Coada nu există.');
    if (!(await this.jobs.retry(queue as QueueName, id))) throw AppException.notFound('Lucrarea nu există sau nu a eșuat.');
    return { ok: true };
  }
}
