import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { AfterCommit } from '../../../src/core/database/after-commit.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { Outbox } from '../../../src/core/queue/outbox.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface OutboxRow {
  id: string;
  job_name: string;
  job_id: string;
  relayed_at: Date | null;
  payload: { listingId?: string; event?: string };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The transactional outbox on real PostgreSQL and BullMQ/Redis. Periodic relays are off
 * (SCHEDULER_ENABLED=false), so each test decides when the relay runs.
 */
describe('transactional outbox (BullMQ on Redis)', () => {
  let t: TestApp;
  let outbox: Outbox;
  let owner: Member;
  let moderator: Member;
  let lifecycle: Queue;

  beforeAll(async () => {
    t = await startTestApp({ redis: true, env: { SCHEDULER_ENABLED: 'false' } });
    outbox = t.app.get(Outbox);
    owner = await newMember(t, { name: 'Maria Outbox' });
    moderator = await newMember(t, { role: 'moderator' });
    lifecycle = new Queue('listing-lifecycle', { connection: { url: t.config.redis!.url }, prefix: t.config.redis!.prefix });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await lifecycle.close();
    const prefix = t.config.redis!.prefix;
    await t.close();
    const client = new Redis(TEST_REDIS_URL);
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(...keys);
    await client.quit();
  });

  const rowsOf = (listingId: string): Promise<OutboxRow[]> =>
    t.dataSource.query(`SELECT id, job_name, job_id, relayed_at, payload FROM outbox WHERE payload->>'listingId' = $1 ORDER BY id`, [listingId]);
  const mailsTo = (address: string, subject: RegExp) => t.mail.mails.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
  const jobsOf = async (listingId: string) =>
    (await lifecycle.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'])).filter(
      (job) => job.name === JobName.NotifyListingEvent && (job.data as { listingId: string }).listingId === listingId,
    );

  async function completed(id: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await lifecycle.getJob(id);
      if (job && (await job.isCompleted())) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} did not complete: ${job ? await job.getState() : 'missing'}`);
      await pause(100);
    }
  }

  it('writes the decision’s notification in its transaction and relays it right after the commit, with the row’s job id', async () => {
    const listing = await insertListing(t, owner.id, { status: 'pending', title: 'Pensiune în Bran' });
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.mail.waitFor(owner.email, /aprobat: Pensiune în Bran/);
    const [row] = await rowsOf(listing.id);
    expect(row).toMatchObject({ job_name: JobName.NotifyListingEvent, payload: { listingId: listing.id, event: 'approved' } });
    expect(row.job_id).toMatch(new RegExp(`^listing-approved-${listing.id}-\\d+$`));
    await t.jobs.drain();
    expect((await rowsOf(listing.id))[0].relayed_at).not.toBeNull();
    expect((await completed(row.job_id)).name).toBe(JobName.NotifyListingEvent);
  });

  it('a row written in a transaction that rolls back never becomes a job', async () => {
    const write = t.dataSource.transaction(async (manager) => {
      await outbox.add(
        manager,
        JobName.SendTransactionalEmail,
        { template: 'welcome', to: 'anulat@example.ro', data: { fullName: 'Anulat', url: 'http://localhost/cont' }, key: 'outbox-rolled-back' },
        'outbox-rolled-back',
      );
      throw new Error('the change failed');
    });
    await expect(write).rejects.toThrow('the change failed');
    expect(await outbox.relay()).toBe(0);
    await t.jobs.drain();
    expect(await t.dataSource.query(`SELECT 1 FROM outbox WHERE job_id = 'outbox-rolled-back'`)).toHaveLength(0);
    const mailQueue = new Queue('mail', { connection: { url: t.config.redis!.url }, prefix: t.config.redis!.prefix });
    try {
      expect(await mailQueue.getJob('outbox-rolled-back')).toBeUndefined();
    } finally {
      await mailQueue.close();
    }
    await pause(300);
    expect(t.mail.mails.filter((mail) => mail.to.includes('anulat@example.ro'))).toHaveLength(0);
  });

  it('outside a transaction, writing to the outbox is refused (it would not be atomic with anything)', async () => {
    await expect(
      outbox.add(t.dataSource.manager, JobName.SendTransactionalEmail, { template: 'welcome', to: 'x@example.ro', data: {}, key: 'no-tx' }, 'no-tx'),
    ).rejects.toThrow(/needs the transaction/);
  });

  it('a committed decision whose process died before the enqueue is relayed at the next run and delivered exactly once; relaying again makes no second job', async () => {
    const listing = await insertListing(t, owner.id, { status: 'pending', title: 'Brutărie în Sighișoara' });
    // The process "dies" right after the commit: nothing registered for after the commit runs.
    const afterCommit = vi.spyOn(t.app.get(AfterCommit), 'run').mockImplementation(async () => undefined);
    try {
      await t.http
        .post(`/api/admin/listings/${listing.id}/reject`)
        .set(...moderator.auth)
        .send({ reason: 'Lipsesc fotografiile.' })
        .expect(200);
    } finally {
      afterCommit.mockRestore();
    }
    const [row] = await rowsOf(listing.id);
    expect(row.relayed_at).toBeNull();
    const [state] = await t.dataSource.query(`SELECT status FROM listings WHERE id = $1`, [listing.id]);
    expect(state.status).toBe('rejected');
    await pause(300);
    expect(await lifecycle.getJob(row.job_id)).toBeUndefined();
    expect(mailsTo(owner.email, /Brutărie în Sighișoara/)).toHaveLength(0);

    // The next relay run (a worker's sweep) finds the committed row.
    expect(await outbox.relay()).toBe(1);
    const mail = await t.mail.waitFor(owner.email, /nu a fost aprobat: Brutărie în Sighișoara/);
    expect(mail.body).toContain('Lipsesc fotografiile.');
    await completed(row.job_id);
    expect((await rowsOf(listing.id))[0].relayed_at).not.toBeNull();

    // A second run finds nothing; a row relayed again anyway (a crash after the enqueue, before it
    // was marked) makes no second job and no second email.
    expect(await outbox.relay()).toBe(0);
    await t.dataSource.query(`UPDATE outbox SET relayed_at = NULL WHERE id = $1`, [row.id]);
    expect(await outbox.relay()).toBe(1);
    expect(await outbox.relay()).toBe(0);
    await pause(500);
    expect(await jobsOf(listing.id)).toHaveLength(1);
    expect(mailsTo(owner.email, /Brutărie în Sighișoara/)).toHaveLength(1);
  });

  it('consulting: a stored request and a status change whose process died after the commit are mailed once at the next run', async () => {
    const consultant = await newMember(t, { role: 'consultant' });
    const dying = () => vi.spyOn(t.app.get(AfterCommit), 'run').mockImplementation(async () => undefined);
    let afterCommit = dying();
    const created = await t.http
      .post('/api/consulting/contact')
      .send({ fullName: 'Dana Client', email: 'dana.client@example.ro', topic: 'funding', message: 'Caut finanțare.' });
    afterCommit.mockRestore();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.id;
    const waiting: { job_id: string }[] = await t.dataSource.query(`SELECT job_id FROM outbox WHERE relayed_at IS NULL AND job_id LIKE $1 ORDER BY job_id`, [
      `consulting-%${id}%`,
    ]);
    expect(waiting.map((row) => row.job_id)).toEqual([`consulting-alert-${id}-${consultant.id}`, `consulting-received-${id}`]);
    await pause(300);
    expect(t.mail.mails.filter((mail) => mail.to.includes('dana.client@example.ro'))).toHaveLength(0);

    expect(await outbox.relay()).toBe(2);
    await t.mail.waitFor('dana.client@example.ro', /Am primit cererea ta/);
    await t.mail.waitFor(consultant.email, /Cerere nouă/);

    afterCommit = dying();
    try {
      await t.http
        .post(`/api/admin/consulting/${id}/status`)
        .set(...consultant.auth)
        .send({ status: 'in_progress', message: 'Am preluat cererea.' })
        .expect(200);
    } finally {
      afterCommit.mockRestore();
    }
    expect(await outbox.relay()).toBe(1);
    await t.mail.waitFor('dana.client@example.ro', /În lucru/);
    expect(await outbox.relay()).toBe(0);
    await pause(500);
    expect(t.mail.mails.filter((mail) => mail.to.includes('dana.client@example.ro')).map((mail) => mail.subject)).toHaveLength(2);
    expect(t.mail.mails.filter((mail) => mail.to.includes(consultant.email) && /Cerere nouă/.test(mail.subject))).toHaveLength(1);
  });

  it('a row the queue refused stays waiting with its error and is relayed by a later run', async () => {
    const listing = await insertListing(t, owner.id, { status: 'pending', title: 'Cramă în Recaș' });
    // The approval writes two rows (the owner's notification, the saved-search matching): the queue refuses the first.
    const original = t.jobs.enqueue.bind(t.jobs);
    let refused = false;
    const enqueue = vi.spyOn(t.jobs, 'enqueue').mockImplementation((async (name: JobName, payload: never, options: never) => {
      if (name === JobName.NotifyListingEvent && !refused) {
        refused = true;
        throw new Error('Redis is unreachable');
      }
      return original(name, payload, options);
    }) as never);
    try {
      await t.http
        .post(`/api/admin/listings/${listing.id}/approve`)
        .set(...moderator.auth)
        .expect(200);
      await t.jobs.drain();
    } finally {
      enqueue.mockRestore();
    }
    const [waiting] = await t.dataSource.query(
      `SELECT id, relayed_at, attempts, last_error, job_id FROM outbox WHERE payload->>'listingId' = $1 AND job_name = $2`,
      [listing.id, JobName.NotifyListingEvent],
    );
    expect(waiting).toMatchObject({ relayed_at: null, attempts: 1, last_error: 'Redis is unreachable' });
    expect(await outbox.sweep()).toBe(1);
    await t.mail.waitFor(owner.email, /aprobat: Cramă în Recaș/);
    await completed(waiting.job_id);
    expect(mailsTo(owner.email, /Cramă în Recaș/)).toHaveLength(1);
  });
});

describe('transactional outbox: rows left by a dead process are relayed when a worker boots', () => {
  let crashed: TestApp;
  let worker: TestApp | null = null;

  beforeAll(async () => {
    crashed = await startTestApp({ env: { SCHEDULER_ENABLED: 'false' } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await worker?.close();
    await crashed.close();
  });

  it('a worker starting on the same database relays the committed row once', async () => {
    const owner = await newMember(crashed, { name: 'Ion Repornire' });
    const moderator = await newMember(crashed, { role: 'moderator' });
    const listing = await insertListing(crashed, owner.id, { status: 'pending', title: 'Moară în Maramureș' });
    const afterCommit = vi.spyOn(crashed.app.get(AfterCommit), 'run').mockImplementation(async () => undefined);
    await crashed.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    afterCommit.mockRestore();
    await crashed.jobs.drain();
    expect(crashed.mail.mails.filter((mail) => mail.to.includes(owner.email) && /Moară/.test(mail.subject))).toHaveLength(0);

    // A worker (schedules on: relays at boot) on the same database, with its own mail server.
    worker = await startTestApp({
      env: {
        DATABASE_URL: crashed.config.db.kind === 'postgres' ? crashed.config.db.url : '',
        ROLE: 'all',
        SCHEDULER_ENABLED: 'true',
        OUTBOX_RELAY_INTERVAL_MS: '0',
      },
    });
    const mail = await worker.mail.waitFor(owner.email, /aprobat: Moară în Maramureș/);
    expect(mail.subject).toContain('Moară în Maramureș');
    await worker.jobs.drain();
    const [row] = await worker.dataSource.query(`SELECT relayed_at FROM outbox WHERE payload->>'listingId' = $1`, [listing.id]);
    expect(row.relayed_at).not.toBeNull();
    expect(await worker.app.get(Outbox).sweep()).toBe(0);
    await worker.jobs.drain();
    expect(worker.mail.mails.filter((item) => item.to.includes(owner.email) && /Moară/.test(item.subject))).toHaveLength(1);
  });
});
