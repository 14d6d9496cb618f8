import { MailService } from '../../../src/modules/mail/mail.service.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface Row {
  relayed_at: Date | null;
}

/**
 * The outbox with the in-process runner (the embedded default): a row is marked relayed once its job
 * has run to its end, so a job a process did not finish (a shutdown, a crash) is relayed and run again
 * by the next process, and the delivery ledger still sends its email once.
 */
describe('outbox with in-process jobs', () => {
  let held: TestApp;
  let next: TestApp | undefined;

  beforeAll(async () => {
    // Every email held a long time before it is sent: the job never reaches its end in this process.
    held = await startTestApp({ env: { TEST_DELIVERY_PAUSE: 'before-send', TEST_DELIVERY_PAUSE_MS: '600000', SCHEDULER_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await next?.close();
    await held.close();
  });

  const rowOf = async (jobId: string): Promise<Row | undefined> => (await held.dataSource.query(`SELECT relayed_at FROM outbox WHERE job_id = $1`, [jobId]))[0];

  it('keeps a row waiting while its job runs, and a later process relays it and sends the email once', async () => {
    const jobId = 'welcome-outbox-in-process';
    await held.dataSource.transaction((manager) =>
      held.app
        .get(MailService)
        .send('welcome', 'pastrat@example.ro', { fullName: 'Ana Păstrată', url: 'http://127.0.0.1/cont' }, { jobId, transaction: manager }),
    );
    // Relayed to the in-process runner right after the commit: running, held before the send.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rowOf(jobId)).toEqual({ relayed_at: null });
    expect(held.mail.mails).toHaveLength(0);

    // Another process of the same deployment (or this one after a restart) relays what was left.
    next = await startTestApp({ sameDatabaseAs: held, env: { SCHEDULER_ENABLED: 'true' } });
    const deadline = Date.now() + 15_000;
    while (!(await rowOf(jobId))?.relayed_at && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await next.jobs.drain();
    expect((await rowOf(jobId))?.relayed_at).toBeInstanceOf(Date);
    expect(next.mail.mails.filter((mail) => mail.to.includes('pastrat@example.ro'))).toHaveLength(1);
  }, 60_000);
});
