import type { QueryRunner } from 'typeorm';
import { HEALTH_TIMEOUT_MS } from '../../../src/modules/health/health.controller.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The pool of node-postgres under TypeORM: its size and how many queries wait for a connection. */
const poolOf = (t: TestApp) => (t.dataSource.driver as unknown as { master: { options: { max: number }; waitingCount: number } }).master;

/**
 * /api/health on a pool whose connections are all held (TEST_DATABASE=embedded: the embedded
 * database's only one, as when a query waits for its own transaction; PostgreSQL: all ten).
 */
describe('/api/health', () => {
  let t: TestApp;
  const held: QueryRunner[] = [];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    for (const runner of held.splice(0)) {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  });
  afterAll(() => t.close());

  /** Takes every connection of the pool, each in an open transaction. */
  async function holdEveryConnection(): Promise<void> {
    for (let index = 0; index < poolOf(t).options.max; index++) {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      held.push(runner);
    }
  }

  it('answers 200 with the database and the queue up', async () => {
    const answer = await t.http.get('/api/health').expect(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'up', queue: { mode: 'in-process', status: 'up' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 within its timeout while no connection can be had, and 200 once one is free again', async () => {
    await holdEveryConnection();
    const started = Date.now();
    // Several checks at once (a load balancer and a monitor): each answers in time, and they share one probe.
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => t.http.get('/api/health')));
    const elapsed = Date.now() - started;
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'error', database: 'timeout', queue: { mode: 'in-process', status: 'up' } });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(elapsed).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(3000);
    // One probe waits for a connection, not five (an outbox sweep may be waiting beside it).
    expect(poolOf(t).waitingCount).toBeGreaterThanOrEqual(1);
    expect(poolOf(t).waitingCount).toBeLessThanOrEqual(2);

    for (const runner of held.splice(0)) {
      await runner.rollbackTransaction();
      await runner.release();
    }
    const after = await t.http.get('/api/health');
    expect(after.status).toBe(200);
    expect(after.body.database).toBe('up');
  });

  it('tells admins how many in-process jobs are in flight and how many failed; nobody else', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const moderator = await newMember(t, { role: 'moderator' });
    await t.http.get('/api/admin/health/jobs').expect(401);
    await t.http
      .get('/api/admin/health/jobs')
      .set(...moderator.auth)
      .expect(403);
    await t.jobs.drain();
    const answer = await t.http
      .get('/api/admin/health/jobs')
      .set(...admin.auth)
      .expect(200);
    expect(answer.body).toEqual({ mode: 'in-process', inFlight: 0, failed: 0 });
  });
});
