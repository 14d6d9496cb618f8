import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AfterCommit } from '../database/after-commit.js';
import { detached } from '../database/transaction-guard.js';
import { JobQueueService } from './job-queue.service.js';
import { JobName, type JobPayloads } from './job-registry.js';

/** Rows relayed per transaction. */
const BATCH = 100;

interface OutboxRow {
  id: string;
  job_name: string;
  payload: unknown;
  job_id: string;
}

const isJobName = (name: string): name is JobName => (Object.values(JobName) as string[]).includes(name);

/**
 * Transactional outbox. A producer writes the job it wants (`add`) with the transaction of the change
 * it announces, so the job exists exactly when the change does: a rolled-back change leaves no row,
 * a committed one always has its row, even if the process dies right after the commit.
 *
 * The relay moves committed rows to the queue with their deterministic job id and marks them relayed:
 * - right after the commit, in this process (the fast path), for the rows that transaction wrote;
 * - where the schedules run (SCHEDULER_ENABLED, by default every role but web): at boot and every
 *   OUTBOX_RELAY_INTERVAL_MS, for every row still waiting (left by a process that died, or written
 *   while the queue was unreachable).
 * Rows are locked with SKIP LOCKED, so relays in several processes do not take the same row; a row
 * relayed twice anyway (a crash after the enqueue, before it was marked) makes one job, because the
 * queue ignores a job id it already holds, and the delivery ledger stops a second send after that.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Outbox.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly afterCommit: AfterCommit,
    private readonly jobs: JobQueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Writes a job to run once `manager`'s transaction commits (never if it rolls back). `jobId` is its
   * queue id and must be deterministic: writing the same id again is ignored.
   */
  async add<N extends JobName>(manager: EntityManager, name: N, payload: JobPayloads[N], jobId: string): Promise<void> {
    if (jobId.includes(':')) throw new Error(`Job id "${jobId}" must not contain ':'`);
    if (!manager.queryRunner?.isTransactionActive) throw new Error(`Outbox.add(${name}) needs the transaction of the change it announces`);
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO outbox (job_name, payload, job_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO NOTHING RETURNING id`,
      [name, JSON.stringify(payload), jobId],
    );
    if (!rows.length) return;
    // The relay must not run inside the commit: on the embedded database the committing transaction
    // still holds the only connection. It starts now and runs on its own; `jobs.drain()` waits for it.
    await this.afterCommit.run(manager, async () => this.jobs.track(detached(() => this.relaySafely(rows.map((row) => row.id))).then(() => undefined)));
  }

  /**
   * Enqueues committed rows still waiting (only `ids`, when given) and marks them relayed; a row the
   * queue refused stays waiting, with its error, for the next run. Answers how many were relayed.
   */
  async relay(ids?: string[]): Promise<number> {
    let relayed = 0;
    let after = '0';
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const rows: OutboxRow[] = await manager.query(
          `SELECT id, job_name, payload, job_id FROM outbox
            WHERE relayed_at IS NULL AND id > $1 ${ids ? 'AND id = ANY($3::bigint[])' : ''}
            ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          ids ? [after, BATCH, ids] : [after, BATCH],
        );
        const done: string[] = [];
        // In-process, a row is marked relayed once its job has run to its end: a job a shutdown cut
        // short is relayed again at the next start (a queued BullMQ job survives the process itself).
        const inProcess = this.jobs.mode === 'in-process';
        let handed = 0;
        for (const row of rows) {
          try {
            if (!isJobName(row.job_name)) throw new Error(`Unknown job ${row.job_name}`);
            await this.jobs.enqueue(row.job_name, row.payload as never, {
              jobId: row.job_id,
              ...(inProcess ? { onSettled: () => this.markRelayed(row.id) } : {}),
            });
            if (inProcess) handed++;
            else done.push(row.id);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            this.logger.warn(`Outbox row ${row.id} (${row.job_name} ${row.job_id}) not relayed: ${message}`);
            await manager.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [row.id, message.slice(0, 500)]);
          }
        }
        if (done.length) await manager.query(`UPDATE outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])`, [done]);
        return { read: rows.length, last: rows.at(-1)?.id ?? after, relayed: inProcess ? handed : done.length };
      });
      relayed += batch.relayed;
      if (batch.read < BATCH) return relayed;
      after = batch.last;
    }
  }

  private async markRelayed(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE outbox SET relayed_at = now() WHERE id = $1 AND relayed_at IS NULL`, [id]);
  }

  /** Relays every row still waiting; one sweep at a time in this process. Never throws. */
  sweep(): Promise<number> {
    if (!this.sweeping) {
      this.sweeping = this.relaySafely().finally(() => {
        this.sweeping = null;
      });
      this.jobs.track(this.sweeping.then(() => undefined));
    }
    return this.sweeping;
  }

  /** Drops relayed rows relayed before `before` (the daily pruning); rows still waiting are kept. */
  async prune(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM outbox WHERE relayed_at IS NOT NULL AND relayed_at < $1`, [before])) as [unknown, number];
    return count ?? 0;
  }

  onApplicationBootstrap(): void {
    if (!this.config.schedulerEnabled) return;
    void this.jobs.ready.then(() => (this.stopped ? undefined : this.sweep()));
    const every = this.config.jobs.outboxRelayIntervalMs;
    if (every > 0) {
      this.timer = setInterval(() => void this.sweep(), every);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }

  private async relaySafely(ids?: string[]): Promise<number> {
    try {
      return await this.relay(ids);
    } catch (error) {
      this.logger.warn(`Outbox relay failed (rows stay for the next run): ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
