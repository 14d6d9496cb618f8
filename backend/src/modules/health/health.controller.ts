import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../core/auth/decorators.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';

/** Liveness and readiness: 200 when the database and the queue answer, 503 otherwise. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const queue = await this.jobs.health();
    const ok = database === 'up' && queue.up;
    reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'error', database, queue: { mode: queue.mode, status: queue.up ? 'up' : 'down' } };
  }
}
