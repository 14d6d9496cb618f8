import { SchedulerRegistry } from '@nestjs/schedule';
import { buildAppConfig } from '../../../src/config/app-config.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { problemsOf } from '../../support/config-problems.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const EVERY_MS = 500;

/**
 * SCHEDULES_EVERY_MINUTE (the embedded soak): every schedule also fires every minute, here shortened
 * to EVERY_MS by SCHEDULES_EVERY_MS, each tick with job ids of its own; the real app, its real jobs.
 */
describe('SCHEDULES_EVERY_MINUTE', () => {
  it('is refused in production, SCHEDULES_EVERY_MS only comes with it, and a minute is the default', () => {
    expect(problemsOf({ NODE_ENV: 'production', SCHEDULES_EVERY_MINUTE: 'true' })).toContain(
      'SCHEDULES_EVERY_MINUTE: refused in production (it fires every schedule every minute; soak and tests only)',
    );
    expect(problemsOf({ SCHEDULES_EVERY_MS: '1000' })).toContain('SCHEDULES_EVERY_MS: only with SCHEDULES_EVERY_MINUTE=true');
    expect(problemsOf({ SCHEDULES_EVERY_MINUTE: 'true', SCHEDULES_EVERY_MS: '50' }).map((problem) => problem.split(':')[0])).toEqual(['SCHEDULES_EVERY_MS']);
    const base = { DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) };
    expect(buildAppConfig(base).schedulesEveryMs).toBeNull();
    expect(buildAppConfig({ ...base, SCHEDULES_EVERY_MINUTE: 'true' }).schedulesEveryMs).toBe(60_000);
    expect(buildAppConfig({ ...base, NODE_ENV: 'development', SCHEDULES_EVERY_MINUTE: 'true', SCHEDULES_EVERY_MS: '1000' }).schedulesEveryMs).toBe(1000);
  });

  describe('on a running app', () => {
    let t: TestApp;
    const enqueued: { name: JobName; jobId: string }[] = [];

    beforeAll(async () => {
      t = await startTestApp({ env: { SCHEDULES_EVERY_MINUTE: 'true', SCHEDULES_EVERY_MS: String(EVERY_MS) } });
      const enqueue = t.jobs.enqueue.bind(t.jobs);
      // Records what is enqueued, then enqueues it for real (the jobs run on the test database).
      t.jobs.enqueue = ((name, payload, options) => {
        enqueued.push({ name, jobId: options?.jobId ?? '' });
        return enqueue(name, payload, options);
      }) as typeof t.jobs.enqueue;
    });
    afterAll(() => t?.close());

    it('enqueues the job of every schedule at every tick, each tick with ids of its own, and the jobs succeed', async () => {
      const crons = t.app.get(SchedulerRegistry).getCronJobs().size;
      expect(crons).toBe(16);
      /** The ticks seen so far: tick number → the job ids it enqueued. */
      const ticks = () => {
        const byTick = new Map<string, Set<string>>();
        for (const { jobId } of enqueued) {
          const tick = new RegExp(`every${EVERY_MS}ms(\\d+)$`).exec(jobId)?.[1];
          if (tick) byTick.set(tick, (byTick.get(tick) ?? new Set()).add(jobId));
        }
        return [...byTick.values()];
      };
      // Three ticks: the first two are complete once the third has begun.
      await expect.poll(() => ticks().length, { timeout: 10 * EVERY_MS + 5000, interval: 100 }).toBeGreaterThanOrEqual(3);
      const [first, second] = ticks();
      // One job per schedule (the two saved-search digests are two schedules of one job).
      expect(first!.size).toBe(crons);
      expect(second!.size).toBe(crons);
      expect([...first!].some((id) => second!.has(id))).toBe(false);
      const names = new Set(enqueued.filter(({ jobId }) => first!.has(jobId)).map(({ name }) => name));
      expect([...names].sort()).toEqual(
        [
          JobName.ExpireDueListings,
          JobName.RemindExpiringListings,
          JobName.CloseFundCalls,
          JobName.SendFundsDigest,
          JobName.DeleteUnverifiedAccounts,
          JobName.PruneNotificationHistory,
          JobName.CancelUnpaidOrders,
          JobName.DeleteUnattachedUploads,
          JobName.PruneRateCounters,
          JobName.PruneListingViewMarks,
          JobName.AlertFundDeadlines,
          JobName.SendDueSavedSearchAlerts,
          JobName.ReconcileCardPayments,
          JobName.PruneDataExports,
          JobName.SendSavedSearchDigests,
        ].sort(),
      );
      expect(
        [...first!]
          .filter((id) => id.startsWith(`${JobName.SendSavedSearchDigests}-`))
          .map((id) => id.split('-')[1])
          .sort(),
      ).toEqual(['daily', 'weekly']);
      await t.jobs.drain();
      expect(await t.jobs.failed()).toEqual([]);
    });
  });
});
