import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

async function registerUser(t: TestApp, email: string) {
  await t.http
    .post('/api/account/register')
    .send({ fullName: 'Coada Test', email, password: 'Parola123', confirmPassword: 'Parola123', userType: '1', acceptTerms: 'true' })
    .expect(201);
}

describe('mail job through BullMQ (REDIS_URL set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: true });
  });
  afterAll(async () => {
    const prefix = t.config.redis!.prefix;
    await t.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('runs the SendTransactionalEmail job on Redis and delivers the email', async () => {
    expect(t.jobs.mode).toBe('bullmq');
    await registerUser(t, 'coada@example.ro');
    const mail = await t.mail.waitFor('coada@example.ro', /Confirmă adresa de email/);
    expect(mail.body).toContain('Coada Test');
    const queue = new Queue('mail', { connection: new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null }) as never, prefix: t.config.redis!.prefix });
    const deadline = Date.now() + 5000;
    let completed = await queue.getJobs(['completed']);
    while (!completed.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      completed = await queue.getJobs(['completed']);
    }
    expect(completed.map((job) => job.name)).toEqual(['SendTransactionalEmail']);
    expect(completed[0].data).toMatchObject({ template: 'verify-email', to: 'coada@example.ro' });
    const health = await t.http.get('/api/health');
    expect(health.body.queue).toEqual({ mode: 'bullmq', status: 'up' });
    await queue.close();
  });

  it('sends the welcome email once after verification (deterministic job id accepted by BullMQ)', async () => {
    const { linkIn } = await import('../../support/smtp-capture.js');
    await registerUser(t, 'bun-venit@example.ro');
    const token = linkIn(await t.mail.waitFor('bun-venit@example.ro', /Confirmă adresa/), '/auth/verifica-email?token=').searchParams.get('token');
    expect((await t.http.post('/api/auth/verifyEmail').send({ token })).status).toBe(200);
    await t.mail.waitFor('bun-venit@example.ro', /Bine ai venit/);
    // Written with the verification through the transactional outbox (a direct enqueue leaves no row).
    const rows: { job_name: string }[] = await t.dataSource.query(
      `SELECT o.job_name FROM outbox o JOIN users u ON o.job_id = 'welcome-' || u.id WHERE u.email = $1`,
      ['bun-venit@example.ro'],
    );
    expect(rows).toEqual([{ job_name: 'SendTransactionalEmail' }]);
  });

  it('refuses a job id BullMQ would reject', async () => {
    const { JobName } = await import('../../../src/core/queue/job-registry.js');
    await expect(t.jobs.enqueue(JobName.SendTransactionalEmail, { template: 'welcome', to: 'x@example.ro', data: {} }, { jobId: 'a:b' })).rejects.toThrow(
      /must not contain ':'/,
    );
  });

  it('runs a job with a deterministic id once', async () => {
    const { JobName } = await import('../../../src/core/queue/job-registry.js');
    const payload = { template: 'welcome', to: 'odata@example.ro', data: { fullName: 'O Dată', url: 'http://localhost/cont' } };
    await t.jobs.enqueue(JobName.SendTransactionalEmail, payload, { jobId: 'welcome-once' });
    await t.jobs.enqueue(JobName.SendTransactionalEmail, payload, { jobId: 'welcome-once' });
    await t.mail.waitFor('odata@example.ro', /Bine ai venit/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.mail.mails.filter((mail) => mail.to.includes('odata@example.ro'))).toHaveLength(1);
  });
});

describe('mail job in-process (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('runs the same handler in-process and delivers the email', async () => {
    expect(t.jobs.mode).toBe('in-process');
    await registerUser(t, 'local@example.ro');
    await t.jobs.drain();
    const mail = await t.mail.waitFor('local@example.ro', /Confirmă adresa de email/);
    expect(mail.body).toContain('/auth/verifica-email?token=');
  });

  it('retries a failing delivery with backoff, then succeeds', async () => {
    const { JobName } = await import('../../../src/core/queue/job-registry.js');
    // A transport whose first delivery fails (as a refused connection would), later ones succeed.
    const service = t.app.get((await import('../../../src/modules/mail/mail.service.js')).MailService) as unknown as { transport: unknown };
    let calls = 0;
    service.transport = {
      send: async () => {
        calls++;
        if (calls === 1) throw new Error('connection refused');
      },
      close: () => undefined,
    };
    await t.jobs.enqueue(JobName.SendTransactionalEmail, { template: 'welcome', to: 'retry@example.ro', data: { fullName: 'R', url: 'http://x' } });
    await t.jobs.drain();
    expect(calls).toBe(2);
    service.transport = null;
  });
});
