import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { detached } from '../database/transaction-guard.js';
import { JobDiscovery, type JobHandler } from './job-discovery.js';
import { JOB_DEFINITIONS, PermanentJobError, QUEUE_NAMES, type JobDefinition, type JobName, type JobPayloads, type QueueName } from './job-registry.js';

/** A job that ran out of attempts (or failed permanently), as the console lists it. */
export interface FailedJob {
  queue: QueueName;
  id: string;
  name: JobName;
  data: unknown;
  error: string;
  attempts: number;
  failedAt: string | null;
}

export interface EnqueueOptions {
  /** Deterministic id (no ':'): a second enqueue with the same id is ignored (run-once jobs), e.g. `welcome-<userId>`. */
  jobId?: string;
  delayMs?: number;
  /**
   * In-process runner only: called once the job has run to its end (done, or failed for good), never
   * when a shutdown cut it short. The outbox marks its row relayed then, so a job the process did not
   * finish is relayed, and run, again at the next start (BullMQ keeps such a job itself).
   */
  onSettled?: () => Promise<void>;
}

/**
 * One way to enqueue, two ways to run: BullMQ on Redis when REDIS_URL is set (workers run where
 * ROLE is worker or all), otherwise in-process with the same handlers and retry rules.
 */
@Injectable()
export class JobQueueService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueueService.name);
  private handlers = new Map<JobName, JobHandler>();
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private connection: Redis | null = null;
  private readonly inProcessIds = new Set<string>();
  /** In-process runner only: jobs that failed for good, kept until retried or the process ends. */
  private readonly inProcessFailed = new Map<string, FailedJob & { payload: unknown }>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Embedded database only: in-process jobs running now, and those waiting for a turn (see inTurn). */
  private runningInProcess = 0;
  private readonly waitingForTurn: (() => void)[] = [];
  private closing = false;
  private markReady!: () => void;
  /** Resolves once the handlers are known and the queues open (the outbox relay waits for it at boot). */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: JobDiscovery,
  ) {}

  /** The first retry's delay of a job (each later one doubles): its own, or JOB_RETRY_DELAY_MS in tests. */
  private retryDelayOf(definition: JobDefinition): number {
    return this.config.jobs.retryDelayMs ?? definition.backoffMs;
  }

  get mode(): 'bullmq' | 'in-process' {
    return this.config.redis ? 'bullmq' : 'in-process';
  }

  onApplicationBootstrap(): void {
    this.handlers = this.discovery.discover();
    const redis = this.config.redis;
    if (!redis) return this.markReady();
    this.connection = new Redis(redis.url, { maxRetriesPerRequest: null, lazyConnect: false });
    const connection = this.connection as unknown as ConnectionOptions;
    for (const name of QUEUE_NAMES) this.queues.set(name, new Queue(name, { connection, prefix: redis.prefix }));
    this.markReady();
    if (this.config.role === 'web') return;
    for (const name of QUEUE_NAMES) {
      const lockDuration = this.config.jobs.lockDurationMs;
      const worker = new Worker(name, (job) => this.run(job.name as JobName, job.data), {
        connection,
        prefix: redis.prefix,
        concurrency: 5,
        lockDuration,
        // A killed worker's job is taken over once its lock has expired.
        stalledInterval: lockDuration,
      });
      worker.on('failed', (job, error) => this.logger.warn(`Job ${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`));
      this.workers.push(worker);
    }
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    // BullMQ refuses ':' in custom ids; refuse it in-process too, so tests without Redis catch it.
    if (options.jobId?.includes(':')) throw new Error(`Job id "${options.jobId}" must not contain ':'`);
    const definition = JOB_DEFINITIONS[name];
    const queue = this.queues.get(definition.queue);
    if (queue) {
      await queue.add(name, payload, {
        jobId: options.jobId,
        delay: options.delayMs,
        attempts: definition.attempts,
        backoff: { type: 'exponential', delay: this.retryDelayOf(definition) },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
      return;
    }
    if (options.jobId) {
      if (this.inProcessIds.has(options.jobId)) return;
      this.inProcessIds.add(options.jobId);
    }
    // The job runs on its own, not inside the enqueuing transaction (the outbox relay's).
    const settled = options.onSettled;
    this.track(
      detached(async () => {
        if ((await this.runInProcess(name, payload, options.delayMs ?? 0, options.jobId ?? randomUUID())) && settled) {
          await settled().catch((error: unknown) =>
            this.logger.warn(`Job ${name} ran, but its end was not recorded: ${error instanceof Error ? error.message : String(error)}`),
          );
        }
      }),
    );
  }

  /** Jobs that failed for good, newest first (at most `limit` per queue). */
  async failed(limit = 100): Promise<FailedJob[]> {
    if (!this.queues.size) return [...this.inProcessFailed.values()].map(({ payload: _payload, ...job }) => job).reverse();
    const lists = await Promise.all(
      [...this.queues].map(async ([queue, bull]) =>
        (await bull.getFailed(0, limit - 1)).map((job) => ({
          queue,
          id: job.id!,
          name: job.name as JobName,
          data: job.data,
          error: job.failedReason,
          attempts: job.attemptsMade,
          failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        })),
      ),
    );
    return lists.flat().sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
  }

  async failedCount(): Promise<number> {
    if (!this.queues.size) return this.inProcessFailed.size;
    const counts = await Promise.all([...this.queues.values()].map((queue) => queue.getFailedCount()));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** Runs a failed job again with a fresh set of attempts; false when there is no such failed job. */
  async retry(queue: QueueName, id: string): Promise<boolean> {
    const bull = this.queues.get(queue);
    if (bull) {
      const job = await bull.getJob(id);
      if (!job || !(await job.isFailed())) return false;
      await job.retry('failed', { resetAttemptsMade: true });
      return true;
    }
    const failed = this.inProcessFailed.get(`${queue}/${id}`);
    if (!failed) return false;
    this.inProcessFailed.delete(`${queue}/${id}`);
    this.track(detached(() => this.runInProcess(failed.name, failed.payload, 0, id)).then(() => undefined));
    return true;
  }

  /** Which runner is in use and whether Redis answers, for /api/health. */
  async health(): Promise<{ mode: 'bullmq' | 'in-process'; up: boolean }> {
    if (!this.connection) return { mode: 'in-process', up: true };
    try {
      return { mode: 'bullmq', up: (await this.connection.ping()) === 'PONG' };
    } catch {
      return { mode: 'bullmq', up: false };
    }
  }

  /** Waits until in-process jobs and tracked work (outbox relays) have finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** In-process jobs running or waiting for their delay or retry, and outbox relays under way (BullMQ's jobs are in Redis). */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /**
   * Waits for running jobs at most SHUTDOWN_DRAIN_MS: a job stuck on a database that does not answer
   * must not hold the process. What is still running then is left: on Redis a worker takes it over
   * once its lock expires; in-process it ends with the process.
   */
  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    const finished = Promise.all([this.drain(), ...this.workers.map((worker) => worker.close())]);
    if (!(await settlesWithin(finished, SHUTDOWN_DRAIN_MS))) {
      const left = this.queues.size
        ? 'running jobs are left to be retried once their lock expires (JOB_LOCK_DURATION_MS)'
        : `${this.inFlight.size} in-process jobs and relays are left unfinished`;
      this.logger.warn(`Jobs did not finish within ${SHUTDOWN_DRAIN_MS / 1000} s of the shutdown: ${left}.`);
    }
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.connection?.quit().catch(() => undefined);
  }

  private async run(name: JobName, payload: unknown): Promise<string> {
    const handler = this.handlers.get(name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${name}`);
    try {
      return await handler(payload as never);
    } catch (error) {
      if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  /** Runs a job with its retries; answers whether it reached its end (done or failed for good), not cut short by a shutdown. */
  private async runInProcess(name: JobName, payload: unknown, delayMs: number, id: string): Promise<boolean> {
    const definition = JOB_DEFINITIONS[name];
    const { attempts, queue } = definition;
    const backoffMs = this.retryDelayOf(definition);
    if (delayMs) await sleep(delayMs);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.inTurn(() => this.run(name, payload));
        return true;
      } catch (error) {
        const permanent = error instanceof UnrecoverableError;
        this.logger.warn(`Job ${name} failed (attempt ${attempt}/${attempts}): ${(error as Error).message}`);
        if (this.closing) return false;
        if (permanent || attempt === attempts) {
          this.inProcessFailed.set(`${queue}/${id}`, {
            queue,
            id,
            name,
            data: payload,
            payload,
            error: (error as Error).message,
            attempts: attempt,
            failedAt: new Date().toISOString(),
          });
          return true;
        }
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
    return true;
  }

  /**
   * On the embedded database (one connection, queries run on this thread) in-process jobs take turns:
   * a schedule firing a dozen jobs would otherwise queue a dozen transactions ahead of the next
   * visitor's query, and /api/health answered in up to 3.4 s after each tick of the 30-minute soak.
   * One job at a time leaves the connection free between two jobs' transactions. No handler waits for
   * another job to finish, so a turn is never held waiting for another. On PostgreSQL (a pool of
   * connections) jobs run side by side as before.
   */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.config.db.kind !== 'pglite') return work();
    if (this.runningInProcess < EMBEDDED_JOBS_AT_ONCE) this.runningInProcess++;
    else await new Promise<void>((resolve) => this.waitingForTurn.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waitingForTurn.shift();
      if (next) next();
      else this.runningInProcess--;
    }
  }

  /** Background work that enqueues jobs (the outbox relay after a commit): `drain` waits for it too. */
  track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** In-process jobs that run at once on the embedded database (BullMQ workers run 5 per queue on a pool). */
const EMBEDDED_JOBS_AT_ONCE = 1;

/** How long the shutdown waits for running jobs (the process's own deadline is longer, see main.ts). */
export const SHUTDOWN_DRAIN_MS = 5000;

/** Whether `work` settled within `ms` (it goes on either way). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      expired,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
