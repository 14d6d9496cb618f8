import { JobName } from '../../../src/core/queue/job-registry.js';
import { problemsOf } from '../../support/config-problems.js';
import { newMember } from '../../support/members.js';
import { startPushEndpoint } from '../../support/push-endpoint.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * JOB_RETRY_DELAY_MS (browser journeys): every job's first retry waits this long instead of its own
 * delay, so a job that keeps failing fails for good in well under a second, not half a minute.
 */
describe('JOB_RETRY_DELAY_MS', () => {
  it('is refused in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', JOB_RETRY_DELAY_MS: '200' })).toContain(
      'JOB_RETRY_DELAY_MS: refused in production (tests only: every job retries after it instead of its own delay)',
    );
    expect(problemsOf({ JOB_RETRY_DELAY_MS: '5' }).map((problem) => problem.split(':')[0])).toEqual(['JOB_RETRY_DELAY_MS']);
  });

  describe('on a running app', () => {
    let t: TestApp;
    let push: Awaited<ReturnType<typeof startPushEndpoint>>;
    afterAll(async () => {
      await t?.close();
      await push?.close();
    });

    it('a push job to a browser whose push service is down makes its five attempts at the short delay, then fails for good', async () => {
      push = await startPushEndpoint();
      t = await startTestApp({ env: { JOB_RETRY_DELAY_MS: '20', PUSH_ENDPOINT_HOSTS: push.host } });
      const member = await newMember(t);
      // The push service answers 503 to every delivery (a push service down).
      const browser = push.subscribe('down');
      push.answer('down', 503);
      await t.http
        .post('/api/account/subscribeToWebPush')
        .set(...member.auth)
        .send(browser)
        .expect(201);

      const started = Date.now();
      await t.jobs.enqueue(JobName.SendPushNotification, { userId: member.id, title: 'Test', body: 'Test', url: '/', key: `retry-delay-${started}` });
      const failedPush = async () => (await t.jobs.failed()).find((job) => job.name === JobName.SendPushNotification);
      // By the job's own delay the five attempts take 2 + 4 + 8 + 16 s.
      await expect.poll(failedPush, { timeout: 10_000, interval: 100 }).toMatchObject({ attempts: 5 });
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });
});
