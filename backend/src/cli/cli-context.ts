import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { buildAppConfig } from '../config/app-config.js';
import { openAppDatabase } from '../entities.js';

/** Runs a command against the configured database with the application's services, then closes. */
export async function withAppContext(run: (context: INestApplicationContext) => Promise<void>): Promise<void> {
  const config = buildAppConfig({ ...process.env, ROLE: 'web', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openAppDatabase(config);
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, database), { logger: ['error', 'warn'] });
  try {
    await run(context);
  } finally {
    await context.close();
  }
}
