import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MailService } from '../../../src/modules/mail/mail.service.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, workerEnv, type TestApp } from '../../support/test-app.js';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const workerEntry = join(backend, 'dist/main.js');

/**
 * A real worker process (the built backend, ROLE=worker) is killed with SIGKILL in the middle of a
 * delivery and a new one is started: each email must arrive exactly once. The web side only enqueues.
 */
describe('killing the worker mid-job', () => {
  let web: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(workerEntry)) throw new Error(`${workerEntry} is missing: build the backend first (npm run build -w backend; npm test does it)`);
    web = await startTestApp({ redis: true, env: { ROLE: 'web' } });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    const prefix = web.config.redis!.prefix;
    await web.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /** Starts `node dist/main.js` as a worker; resolves once it printed `waitFor`. */
  function startWorker(env: Record<string, string>, waitFor: RegExp): Promise<ChildProcess> {
    const worker = spawn(process.execPath, [workerEntry], {
      cwd: backend,
      env: {
        PATH: process.env.PATH ?? '',
        ...workerEnv(web),
        SCHEDULER_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        JOB_LOCK_DURATION_MS: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(worker);
    return new Promise((resolvePromise, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`worker did not print ${waitFor} within 20 s:\n${output}`)), 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (waitFor.test(output)) {
          clearTimeout(timer);
          resolvePromise(worker);
        }
      };
      worker.stdout!.on('data', onData);
      worker.stderr!.on('data', onData);
      worker.on('exit', (code) => {
        clearTimeout(timer);
        if (!waitFor.test(output)) reject(new Error(`worker exited (${code}) before ${waitFor}:\n${output}`));
      });
    });
  }

  async function kill(worker: ChildProcess): Promise<void> {
    const exited = new Promise((resolvePromise) => worker.once('exit', resolvePromise));
    worker.kill('SIGKILL');
    await exited;
  }

  async function finishedJob(id: string, timeoutMs = 20_000) {
    const queue = new Queue('mail', { connection: { url: web.config.redis!.url }, prefix: web.config.redis!.prefix });
    try {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await queue.getJob(id);
        if (job && (await job.isCompleted())) return job;
        if (Date.now() > deadline) throw new Error(`job ${id} did not complete: ${job ? await job.getState() : 'missing'}`);
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
      }
    } finally {
      await queue.close();
    }
  }

  const sentTo = (address: string) => web.mail.mails.filter((mail) => mail.to.includes(address));
  const ledgerRows = async (key: string) => (await web.dataSource.query(`SELECT count(*)::int AS count FROM notification_deliveries WHERE key = $1`, [key]))[0].count as number;

  it('killed after the email left but before the job completed: the new worker takes the job over and sends nothing again', async () => {
    const mail = web.app.get(MailService);
    await mail.send('welcome', 'dupa-trimitere@example.ro', { fullName: 'Ana Once', url: 'http://localhost/cont' }, { jobId: 'crash-after-send' });
    const first = await startWorker({ TEST_DELIVERY_PAUSE: 'after-send', TEST_DELIVERY_PAUSE_MS: '60000' }, /delivery paused after-send/);
    expect(sentTo('dupa-trimitere@example.ro')).toHaveLength(1);
    await kill(first);

    await startWorker({}, /Worker started/);
    const job = await finishedJob('crash-after-send');
    // The job ran again (its lock expired with the killed worker) and the ledger stopped a second email.
    expect(job.returnvalue).toBe('skipped');
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
    expect(sentTo('dupa-trimitere@example.ro')).toHaveLength(1);
    expect(await ledgerRows('crash-after-send')).toBe(1);
  });

  it('killed before sending: the new worker sends the email once', async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    const mail = web.app.get(MailService);
    await mail.send('welcome', 'inainte-de-trimitere@example.ro', { fullName: 'Dan Once', url: 'http://localhost/cont' }, { jobId: 'crash-before-send' });
    const first = await startWorker({ TEST_DELIVERY_PAUSE: 'before-send', TEST_DELIVERY_PAUSE_MS: '60000' }, /delivery paused before-send/);
    await kill(first);
    expect(sentTo('inainte-de-trimitere@example.ro')).toHaveLength(0);

    await startWorker({}, /Worker started/);
    const job = await finishedJob('crash-before-send');
    expect(job.returnvalue).toBe('done');
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
    expect(sentTo('inainte-de-trimitere@example.ro')).toHaveLength(1);
    expect(await ledgerRows('crash-before-send')).toBe(1);
  });
});
