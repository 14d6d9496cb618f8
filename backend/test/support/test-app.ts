import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { AppModule } from '../../src/app.module.js';
import { buildAppConfig, type AppConfig } from '../../src/config/app-config.js';
import { openAppDatabase } from '../../src/entities.js';
import { createWebApp } from '../../src/core/http/create-app.js';
import { JobQueueService } from '../../src/core/queue/job-queue.service.js';
import { takeTransactionViolations } from '../../src/core/database/transaction-guard.js';
import { adminQuery, databaseUrl, TEST_EMBEDDED, TEST_REDIS_URL, uniqueName } from './postgres.js';
import { startSmtpCapture } from './smtp-capture.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof supertest>;
  config: AppConfig;
  dataSource: DataSource;
  jobs: JobQueueService;
  mail: Awaited<ReturnType<typeof startSmtpCapture>>;
  close(): Promise<void>;
}

/**
 * The real application on a database of its own (cloned from the migrated template), a real SMTP
 * server capturing mail, and optionally Redis with a key prefix of its own. `sameDatabaseAs`: a
 * second process of the same deployment instead (that app's database, its own data folder); close
 * it before the first, which drops the database.
 */
export async function startTestApp(
  options: { redis?: boolean; env?: Record<string, string>; databasePort?: number; logStream?: NodeJS.WritableStream; sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  // TEST_DATABASE=embedded: the embedded database of `npm start` (one connection), copied from a migrated template.
  const embedded = TEST_EMBEDDED && !shared && !options.databasePort;
  const database = shared || embedded ? null : uniqueName('rf_test');
  if (database) await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${inject('templateDatabase')}`);
  const url = shared ? (shared.config.db as { url: string }).url : embedded ? '' : databaseUrl(database!);
  const mail = await startSmtpCapture();
  const dataDir = await mkdtemp(join(tmpdir(), 'rf-test-'));
  if (embedded) await cp(inject('templateDataDir'), join(dataDir, 'pglite'), { recursive: true });
  const config = buildAppConfig({
    NODE_ENV: 'test',
    // `databasePort`: the app reaches PostgreSQL through a stand-in on that port (tcp-proxy.ts).
    ...(embedded ? {} : { DATABASE_URL: options.databasePort ? viaPort(url, options.databasePort) : url }),
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    LOG_LEVEL: 'silent',
    FRONTEND_BUILD_DIR: join(dataDir, 'no-frontend'),
    ADMIN_BUILD_DIR: join(dataDir, 'no-admin'),
    // Test files register many members from one address (newMember); tests of that limit set it back.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    // Invoices: a fixed EUR/RON rate, so no test reaches BNR (tests of the rate source set BNR_RATES_URL and unset it).
    INVOICE_EUR_RON_RATE: '5.0000',
    // ANAF company data: a closed loopback port, so no test reaches ANAF (tests of it point this at anaf-company-stand-in.ts).
    ANAF_API_URL: 'http://127.0.0.1:9',
    // The embedded default seeds demo data; tests start empty (the demo tests ask for it).
    SEED_DEMO: 'false',
    ...(options.redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: uniqueName('rftest') } : {}),
    ...options.env,
  });
  if (options.logStream) config.logStream = options.logStream;
  await forgetEarlierAppsLogger();
  const opened = await openAppDatabase(config);
  const app = await createWebApp(config, AppModule.forRoot(config, opened));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    http: supertest(app.getHttpServer()),
    config,
    dataSource: opened.dataSource,
    jobs: app.get(JobQueueService),
    mail,
    async close() {
      await app.close();
      await mail.close();
      if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
      // A query sent past its transaction freezes the embedded database: fail the file even when
      // the code that made it swallowed the error (a job retried, a fallback taken).
      const violations = takeTransactionViolations();
      if (violations.length) throw new Error(`Queries outside their transaction:\n${[...new Set(violations.map((error) => error.message))].join('\n')}`);
    },
  };
}

function viaPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

/**
 * Environment of a worker process sharing a test app's database, Redis prefix, SMTP capture, secret
 * and data folder: what a second process of the same deployment would be given.
 */
export function workerEnv(web: TestApp): Record<string, string> {
  return {
    NODE_ENV: 'test',
    ROLE: 'worker',
    DATABASE_URL: web.config.db.kind === 'postgres' ? web.config.db.url : '',
    REDIS_URL: web.config.redis!.url,
    REDIS_PREFIX: web.config.redis!.prefix,
    SMTP_URL: `smtp://127.0.0.1:${web.mail.port}`,
    JWT_SECRET: web.config.jwt.secret,
    DATA_DIR: web.config.dataDir,
  };
}

/**
 * nestjs-pino builds its pino logger once per process, from the first application's settings, and
 * every later application logs through it. Test files share their worker's modules (isolate: false
 * in vitest.config.ts), so each test app clears it first: its own LOG_LEVEL and logStream then apply.
 * The reset is the library's own (rootLogger.js), which its package does not export.
 */
async function forgetEarlierAppsLogger(): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('nestjs-pino');
  const rootLogger = join(dirname(entry), '..', 'esm', 'rootLogger.js');
  const { resetRootLogger } = (await import(pathToFileURL(rootLogger).href)) as { resetRootLogger(): void };
  resetRootLogger();
}
