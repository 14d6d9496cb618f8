import supertest from 'supertest';
import { AppModule } from '../../../src/app.module.js';
import { createWebApp } from '../../../src/core/http/create-app.js';
import { JobQueueService } from '../../../src/core/queue/job-queue.service.js';
import { openAppDatabase } from '../../../src/entities.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * `t`'s application stopped (unless `stopped`: the test stopped it already) and started again on the
 * same database, data folder and settings: what the process held in memory is gone (its in-process
 * jobs, its cached tokens), what it stored stays. Closing the answer also cleans up after `t`.
 */
export async function restartApp(t: TestApp, options: { stopped?: boolean } = {}): Promise<TestApp> {
  if (!options.stopped) await t.app.close();
  // `t.close()` closes its application once more before dropping the database: it is closed already.
  t.app.close = async () => undefined;
  const opened = await openAppDatabase(t.config);
  const app = await createWebApp(t.config, AppModule.forRoot(t.config, opened));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    ...t,
    app,
    http: supertest(app.getHttpServer()),
    dataSource: opened.dataSource,
    jobs: app.get(JobQueueService),
    async close() {
      await app.close();
      await t.close();
    },
  };
}
