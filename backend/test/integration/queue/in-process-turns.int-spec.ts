import { JobName, PermanentJobError } from '../../../src/core/queue/job-registry.js';
import type { JobHandler } from '../../../src/core/queue/job-discovery.js';
import { TEST_EMBEDDED } from '../../support/postgres.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * In-process jobs on the embedded database take turns (one connection: a dozen jobs fired by a
 * schedule would queue a dozen transactions ahead of the next visitor); on PostgreSQL they run side
 * by side. The queue runner is under test here, so the job's handler is one that only records how
 * many of its runs overlap.
 */
describe('in-process jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it(TEST_EMBEDDED ? 'run one at a time on the embedded database' : 'run side by side on PostgreSQL', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const handlers = (t.jobs as unknown as { handlers: Map<JobName, JobHandler> }).handlers;
    handlers.set(JobName.PruneRateCounters, async () => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running--;
      runs++;
      return 'done' as const;
    });
    for (let i = 0; i < 6; i++) await t.jobs.enqueue(JobName.PruneRateCounters, { at: `turns-${i}` });
    await t.jobs.drain();
    expect(runs).toBe(6);
    expect(mostAtOnce).toBe(TEST_EMBEDDED ? 1 : 6);
  });

  it.runIf(TEST_EMBEDDED)('a failing job hands its turn on, and a health check is answered between two jobs', async () => {
    const handlers = (t.jobs as unknown as { handlers: Map<JobName, JobHandler> }).handlers;
    const order: string[] = [];
    handlers.set(JobName.PruneRateCounters, (async ({ at }: { at: string }) => {
      // Each job holds the one connection in a transaction for a while, as a sweep does.
      await t.dataSource.transaction(async (manager) => {
        await manager.query('SELECT 1');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await manager.query('SELECT 1');
      });
      order.push(at);
      if (at === 'fails') throw new PermanentJobError('refused');
      return 'done' as const;
    }) as JobHandler);
    await t.jobs.enqueue(JobName.PruneRateCounters, { at: 'fails' });
    for (let i = 0; i < 5; i++) await t.jobs.enqueue(JobName.PruneRateCounters, { at: `sweep-${i}` });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.http.get('/api/health');
    const doneBeforeHealth = order.length;
    expect(health.status).toBe(200);
    // Behind the running job's transaction (and at most the next), not behind all six.
    expect(doneBeforeHealth).toBeLessThanOrEqual(2);
    await t.jobs.drain();
    expect(order).toEqual(['fails', 'sweep-0', 'sweep-1', 'sweep-2', 'sweep-3', 'sweep-4']);
    expect((await t.jobs.failed()).map(({ error }) => error)).toEqual(['refused']);
  });
});
