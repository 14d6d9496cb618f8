import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppModule } from '../../../src/app.module.js';
import { buildAppConfig } from '../../../src/config/app-config.js';
import { openAppDatabase } from '../../../src/entities.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, workerEnv, type TestApp } from '../../support/test-app.js';

/** ROLE=web only enqueues; a separate ROLE=worker process (same code) consumes the queue. */
describe('web and worker roles', () => {
  let web: TestApp;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    web = await startTestApp({ redis: true, env: { ROLE: 'web' } });
  });
  afterAll(async () => {
    await worker?.close();
    const prefix = web.config.redis!.prefix;
    await web.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('leaves the mail job waiting until a worker starts, then the worker delivers it', async () => {
    await web.http
      .post('/api/account/register')
      .send({ fullName: 'Rol Web', email: 'rol@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true })
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(web.mail.mails).toHaveLength(0);

    const workerConfig = buildAppConfig({ ...workerEnv(web), LOG_LEVEL: 'silent' });
    const database = await openAppDatabase(workerConfig);
    worker = await NestFactory.createApplicationContext(AppModule.forRoot(workerConfig, database), { logger: false });
    await worker.init();
    const mail = await web.mail.waitFor('rol@example.ro', /Confirmă adresa de email/);
    expect(mail.body).toContain('Rol Web');
  });
});
