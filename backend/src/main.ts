import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { buildAppConfig, type AppConfig } from './config/app-config.js';
import { InvalidConfigError } from './config/env.schema.js';
import { openAppDatabase } from './entities.js';
import { DataDirLockedError } from './core/database/pglite-lock.js';
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
  if (config.role === 'worker') {
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, database), { bufferLogs: true });
    context.enableShutdownHooks();
    await context.init();
    console.log('Worker started: consuming queues.');
    return;
  }
  const app = await createWebApp(config, database);
  await app.init();
  if (config.seedDemo) await seedDemoData(app);
  await app.listen({ port: config.http.port, host: config.http.host });
  const proxies = config.http.trustProxy === false ? 'none' : String(config.http.trustProxy);
  const processes = config.webProcesses > 1 ? `, web process ${process.pid} of ${config.webProcesses}` : '';
  console.log(`RoAfaceri listens on http://${config.http.host}:${config.http.port} (public URL ${config.http.publicUrl}, role ${config.role}, database ${config.db.kind}, trusted proxies ${proxies}${processes})`);
}

void main();
