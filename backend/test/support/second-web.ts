import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import supertest from 'supertest';
import { buildAppConfig } from '../../src/config/app-config.js';
import { openAppDatabase } from '../../src/entities.js';
import { createWebApp } from '../../src/core/http/create-app.js';
import type { TestApp } from './test-app.js';

/** A second web process of the same deployment: the same database, Redis prefix, secret and data folder. */
export async function secondWeb(first: TestApp): Promise<{ http: ReturnType<typeof supertest>; app: NestFastifyApplication }> {
  const config = buildAppConfig({
    NODE_ENV: 'test',
    ROLE: 'web',
    DATABASE_URL: first.config.db.kind === 'postgres' ? first.config.db.url : '',
    REDIS_URL: first.config.redis!.url,
    REDIS_PREFIX: first.config.redis!.prefix,
    SMTP_URL: `smtp://127.0.0.1:${first.mail.port}`,
    JWT_SECRET: first.config.jwt.secret,
    DATA_DIR: first.config.dataDir,
    LOG_LEVEL: 'silent',
    FRONTEND_BUILD_DIR: first.config.paths.frontendBuild,
    ADMIN_BUILD_DIR: first.config.paths.adminBuild,
  });
  const app = await createWebApp(config, await openAppDatabase(config));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { http: supertest(app.getHttpServer()), app };
}

/** Polls until `check` holds; answers how long it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${ms} ms`);
}

