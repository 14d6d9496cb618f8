import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../core/auth/decorators.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';

/**
 * How long /api/health waits for the database and the queue. A pool whose connections are all held
 * (on the embedded database: its only one) must make the check fail, not hang with it.
 */
export const HEALTH_TIMEOUT_MS = 2000;

type DatabaseState = 'up' | 'down' | 'timeout';

/** `work`'s value, or `late` when it has not settled within `ms` (it goes on either way). */
async function within<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness: 200 when the database and the queue answer within HEALTH_TIMEOUT_MS, 503
 * otherwise (`database: 'down'` when it refused, `'timeout'` when it did not answer in time).
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  /** The database probe under way: checks arriving while it waits share it instead of queueing more. */
  private probe: Promise<DatabaseState> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, queue] = await Promise.all([
      within(this.probeDatabase(), HEALTH_TIMEOUT_MS, 'timeout' as const),
      within(this.jobs.health(), HEALTH_TIMEOUT_MS, { mode: this.jobs.mode, up: false }),
    ]);
    const ok = database === 'up' && queue.up;
    reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'error', database, queue: { mode: queue.mode, status: queue.up ? 'up' : 'down' } };
  }

  private probeDatabase(): Promise<DatabaseState> {
    this.probe ??= this.dataSource
      .query('SELECT 1')
      .then(
        () => 'up' as const,
        () => 'down' as const,
      )
      .finally(() => (this.probe = null));
    return this.probe;
  }
}
