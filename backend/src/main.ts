import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { buildAppConfig, type AppConfig } from './config/app-config.js';
import { InvalidConfigError } from './config/env.schema.js';
import { openAppDatabase } from './entities.js';
import type { OpenedDatabase } from './core/database/data-source.js';
import { DataDirLockedError } from './core/database/pglite-lock.js';
import { JobQueueService } from './core/queue/job-queue.service.js';
import { createWebApp } from './core/http/create-app.js';
import { isWebSupervisor, superviseWebProcesses } from './core/http/web-processes.js';
import { seedDemoData } from './demo/demo-seeder.js';

function loadConfig(): AppConfig {
  try {
    return buildAppConfig();
  } catch (error) {
    if (error instanceof InvalidConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** After SIGTERM or SIGINT the process ends within this, whatever its requests and jobs are doing. */
const SHUTDOWN_DEADLINE_MS = 8000;
/** Of which the embedded database gets at most this to close once the deadline has passed. */
const ABANDON_CLOSE_MS = 1500;
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Ends the process within SHUTDOWN_DEADLINE_MS of the first SIGTERM/SIGINT. Nest's shutdown hooks
 * (enableShutdownHooks) do the orderly part: stop taking requests, wait for running jobs (at most
 * SHUTDOWN_DRAIN_MS, job-queue.service.ts), close the database, then raise the signal again, which
 * ends the process. A request that never ends or a transaction that never commits would hold that
 * forever: at the deadline the embedded database is closed without waiting for its connection (an
 * open transaction is rolled back, the files and the lock file are left sane) and the process exits
 * with code 1. A second signal before then does the same at once. Before the app exists (`attach`),
 * a signal closes the database and exits at once.
 */
function exitWithinDeadline(database: OpenedDatabase): { attach(app: INestApplicationContext): void } {
  let app: INestApplicationContext | null = null;
  let deadline: NodeJS.Timeout | null = null;
  let abandoning = false;

  const abandon = async (reason: string) => {
    if (abandoning) return;
    abandoning = true;
    let jobs: JobQueueService | undefined;
    try {
      jobs = app?.get(JobQueueService, { strict: false });
    } catch {
      jobs = undefined;
    }
    const left = !jobs
      ? ''
      : jobs.mode === 'bullmq'
        ? ' Jobs still running are left to be retried once their lock expires (JOB_LOCK_DURATION_MS).'
        : ` ${jobs.inFlightCount} in-process jobs still in flight are left unfinished; the schedules fire again and outbox rows not yet relayed are relayed at the next start.`;
    console.error(`${reason}: closing the database without waiting and exiting.${left}`);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      database.abandon().catch((error: unknown) => console.error(`The database did not close: ${error instanceof Error ? error.message : String(error)}`)),
      new Promise((resolve) => (timer = setTimeout(resolve, ABANDON_CLOSE_MS))),
    ]);
    clearTimeout(timer);
    process.exit(1);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (!app) return void abandon(`${signal} while starting`);
    if (deadline) return void abandon(`${signal} received again during the shutdown`);
    deadline = setTimeout(() => void abandon(`The shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s of ${signal}`), SHUTDOWN_DEADLINE_MS);
    // The same shutdown Nest's own listener runs (one at a time). Once it is over this listener goes,
    // so the signal Nest then raises again ends the process as usual.
    void app.close().then(
      () => {
        if (deadline) clearTimeout(deadline);
        for (const name of SIGNALS) process.removeListener(name, onSignal);
      },
      () => undefined,
    );
  };
  for (const name of SIGNALS) process.on(name, onSignal);
  return { attach: (opened) => void (app = opened) };
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (isWebSupervisor(config.role, config.webProcesses)) {
    superviseWebProcesses(config.webProcesses);
    return;
  }
  let database;
  try {
    database = await openAppDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const shutdown = exitWithinDeadline(database);
  if (config.role === 'worker') {
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, database), { bufferLogs: true });
    context.enableShutdownHooks();
    shutdown.attach(context);
    await context.init();
    console.log('Worker started: consuming queues.');
    return;
  }
  const app = await createWebApp(config, AppModule.forRoot(config, database));
  shutdown.attach(app);
  await app.init();
  if (config.seedDemo) await seedDemoData(app);
  await app.listen({ port: config.http.port, host: config.http.host });
  const proxies = config.http.trustProxy === false ? 'none' : String(config.http.trustProxy);
  const processes = config.webProcesses > 1 ? `, web process ${process.pid} of ${config.webProcesses}` : '';
  console.log(
    `RoAfaceri listens on http://${config.http.host}:${config.http.port} (public URL ${config.http.publicUrl}, role ${config.role}, database ${config.db.kind}, trusted proxies ${proxies}${processes})`,
  );
}

void main();
