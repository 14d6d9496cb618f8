import { Clock } from '../../../src/core/clock/clock.js';
import { Schedules } from '../../../src/modules/notifications/schedules.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/** The daily pruning of notification records, on a controlled clock (periodic outbox relays off). */
describe('pruning of the delivery ledger and the outbox', () => {
  let t: TestApp;
  let now: Date;

  beforeAll(async () => {
    t = await startTestApp({ env: { OUTBOX_RELAY_INTERVAL_MS: '0' } });
    now = new Date('2027-03-10T02:45:00Z');
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => t.close());

  const ago = (days: number, from = now) => new Date(from.getTime() - days * DAY);

  async function seed(tag: string, from: Date) {
    for (const [key, days] of [
      [`${tag}-ledger-old`, 181],
      [`${tag}-ledger-kept`, 179],
      [`${tag}-ledger-new`, 0.01],
    ] as const) {
      await t.dataSource.query(`INSERT INTO notification_deliveries (key, channel, sent_at) VALUES ($1, 'mail', $2)`, [key, ago(days, from)]);
    }
    const outbox = (jobId: string, createdDaysAgo: number, relayedDaysAgo: number | null) =>
      t.dataSource.query(`INSERT INTO outbox (job_name, payload, job_id, created_at, relayed_at) VALUES ('SendTransactionalEmail', '{}', $1, $2, $3)`, [
        jobId,
        ago(createdDaysAgo, from),
        relayedDaysAgo === null ? null : ago(relayedDaysAgo, from),
      ]);
    await outbox(`${tag}-outbox-old`, 9, 8);
    await outbox(`${tag}-outbox-kept`, 6, 6);
    // Never relayed (the queue was unreachable for a month): kept until it is delivered.
    await outbox(`${tag}-outbox-waiting`, 30, null);
  }

  const ledgerKeys = async (tag: string) =>
    ((await t.dataSource.query(`SELECT key FROM notification_deliveries WHERE key LIKE $1 ORDER BY key`, [`${tag}-%`])) as { key: string }[]).map(
      (row) => row.key,
    );
  const outboxIds = async (tag: string) =>
    ((await t.dataSource.query(`SELECT job_id FROM outbox WHERE job_id LIKE $1 ORDER BY job_id`, [`${tag}-%`])) as { job_id: string }[]).map(
      (row) => row.job_id,
    );

  it('daily: deletes ledger rows past 180 days and outbox rows relayed more than 7 days ago; keeps the rest and rows still waiting', async () => {
    await seed('a', now);
    const schedules = t.app.get(Schedules);
    await schedules.pruneNotificationHistory();
    await schedules.pruneNotificationHistory(); // the same day fires twice (two workers): one job
    await t.jobs.drain();
    expect(await ledgerKeys('a')).toEqual(['a-ledger-kept', 'a-ledger-new']);
    expect(await outboxIds('a')).toEqual(['a-outbox-kept', 'a-outbox-waiting']);

    // Rows written "today" for a later run; two days later the kept ones cross their limits.
    await seed('b', now);
    now = new Date(now.getTime() + 2 * DAY);
    await schedules.pruneNotificationHistory();
    await t.jobs.drain();
    expect(await ledgerKeys('a')).toEqual(['a-ledger-new']);
    expect(await outboxIds('a')).toEqual(['a-outbox-waiting']);
    expect(await ledgerKeys('b')).toEqual(['b-ledger-new']);
    expect(await outboxIds('b')).toEqual(['b-outbox-waiting']);
  });
});

describe('pruning with a longer retention (NOTIFICATION_LEDGER_RETENTION_DAYS, OUTBOX_RETENTION_DAYS)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { OUTBOX_RELAY_INTERVAL_MS: '0', NOTIFICATION_LEDGER_RETENTION_DAYS: '400', OUTBOX_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  it('keeps what the configured retention still covers', async () => {
    const now = new Date('2027-03-10T02:45:00Z');
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    await t.dataSource.query(`INSERT INTO notification_deliveries (key, channel, sent_at) VALUES ('c-300', 'push', $1), ('c-401', 'mail', $2)`, [
      new Date(now.getTime() - 300 * DAY),
      new Date(now.getTime() - 401 * DAY),
    ]);
    await t.dataSource.query(
      `INSERT INTO outbox (job_name, payload, job_id, relayed_at) VALUES ('SendTransactionalEmail', '{}', 'c-20', $1), ('SendTransactionalEmail', '{}', 'c-31', $2)`,
      [new Date(now.getTime() - 20 * DAY), new Date(now.getTime() - 31 * DAY)],
    );
    await t.app.get(Schedules).pruneNotificationHistory();
    await t.jobs.drain();
    expect((await t.dataSource.query(`SELECT key FROM notification_deliveries WHERE key LIKE 'c-%'`)).map((row: { key: string }) => row.key)).toEqual([
      'c-300',
    ]);
    expect((await t.dataSource.query(`SELECT job_id FROM outbox WHERE job_id LIKE 'c-%'`)).map((row: { job_id: string }) => row.job_id)).toEqual(['c-20']);
  });
});
