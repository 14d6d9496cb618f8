import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { MailService } from '../../../src/modules/mail/mail.service.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { assertWorkerBuilt, removeRedisPrefix, workerProcesses } from '../../support/worker-process.js';

/**
 * A real worker process (the built backend, ROLE=worker) is killed with SIGKILL in the middle of a
 * delivery and a new one is started: each email must arrive exactly once. The web side only enqueues.
 */
describe('killing the worker mid-job', () => {
  let web: TestApp;
  const processes = workerProcesses(() => web);

  beforeAll(async () => {
    assertWorkerBuilt();
    web = await startTestApp({ redis: true, env: { ROLE: 'web' } });
  });
  afterAll(async () => {
    processes.killAll();
    const prefix = web.config.redis!.prefix;
    await web.close();
    await removeRedisPrefix(prefix);
  });

  const startWorker = (env: Record<string, string>, waitFor: RegExp) => processes.start(env, waitFor);

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
  const ledgerRows = async (key: string) =>
    (await web.dataSource.query(`SELECT count(*)::int AS count FROM notification_deliveries WHERE key = $1`, [key]))[0].count as number;

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
    processes.killAll();
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
