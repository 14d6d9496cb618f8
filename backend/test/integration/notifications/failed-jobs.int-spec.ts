import { Redis } from 'ioredis';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { newMember, type Member } from '../../support/members.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

for (const redis of [true, false]) {
  describe(`failed jobs in the console (${redis ? 'BullMQ on Redis' : 'in-process runner'})`, () => {
    let t: TestApp;
    let admin: Member;
    let moderator: Member;

    beforeAll(async () => {
      t = await startTestApp({ redis });
      admin = await newMember(t, { role: 'admin' });
      moderator = await newMember(t, { role: 'moderator' });
    });
    afterAll(async () => {
      const prefix = t.config.redis?.prefix;
      await t.close();
      if (!prefix) return;
      const client = new Redis(TEST_REDIS_URL);
      const keys = await client.keys(`${prefix}:*`);
      if (keys.length) await client.del(...keys);
      await client.quit();
    });

    async function failedJobs(): Promise<{ queue: string; id: string; name: string; error: string; attempts: number; failedAt: string }[]> {
      return (
        await t.http
          .get('/api/admin/jobs/failed')
          .set(...admin.auth)
          .expect(200)
      ).body.docs;
    }

    async function waitForFailed(id: string, after = '') {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const job = (await failedJobs()).find((item) => item.id === id && item.failedAt > after);
        if (job) return job;
        if (Date.now() > deadline) throw new Error(`job ${id} is not listed as failed`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('lists a permanently failing job with its error and runs it again on retry', async () => {
      await t.jobs.enqueue(
        JobName.SendTransactionalEmail,
        { template: 'sablon-inexistent', to: 'x@example.ro', data: {}, key: 'failing-mail' },
        { jobId: 'failing-mail' },
      );
      const job = await waitForFailed('failing-mail');
      expect(job).toMatchObject({ queue: 'mail', name: 'SendTransactionalEmail', attempts: 1 });
      expect(job.error).toContain('Unknown mail template sablon-inexistent');

      await t.http
        .post('/api/admin/jobs/mail/failing-mail/retry')
        .set(...moderator.auth)
        .expect(403);
      await t.http
        .post('/api/admin/jobs/mail/failing-mail/retry')
        .set(...admin.auth)
        .expect(202);
      const again = await waitForFailed('failing-mail', job.failedAt);
      expect(again.failedAt > job.failedAt).toBe(true);
    });

    it('answers 404 for an unknown queue or a job that did not fail', async () => {
      await t.http
        .post('/api/admin/jobs/nu-exista/1/retry')
        .set(...admin.auth)
        .expect(404);
      await t.http
        .post('/api/admin/jobs/mail/nu-exista/retry')
        .set(...admin.auth)
        .expect(404);
      await t.http
        .get('/api/admin/jobs/failed')
        .set(...moderator.auth)
        .expect(403);
    });
  });
}
