import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { AppModule } from '../../../src/app.module.js';
import { buildAppConfig } from '../../../src/config/app-config.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { S3Storage } from '../../../src/core/storage/s3.storage.js';
import { openAppDatabase } from '../../../src/entities.js';
import { pdf, pngWithGps } from '../../fixtures/uploads.js';
import { newMember, type Member } from '../../support/members.js';
import { startS3StandIn, type S3StandIn } from '../../support/s3-stand-in.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, workerEnv, type TestApp } from '../../support/test-app.js';
import { binary, servedPicture } from '../../support/served-files.js';

const backend = join(dirname(fileURLToPath(import.meta.url)), '../../..');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Polls until `check` holds, for at most `ms`. */
async function eventually(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Uploads on an S3-compatible bucket (s3rver) shared by the processes of one deployment: two web
 * processes and a worker on one database, one Redis prefix and one bucket, each with a data folder
 * of its own. Files written through one are served by the other, through the app (the bucket stays
 * private); the worker's cleanup deletes from the same bucket.
 */
describe('uploads with STORAGE_DRIVER=s3, two web processes and a worker', () => {
  let s3: S3StandIn;
  let bucket: S3Storage;
  let first: TestApp;
  let second: TestApp;
  let worker: INestApplicationContext | undefined;
  let workerDir: string;
  let alice: Member;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    bucket = new S3Storage(s3.settings);
    first = await startTestApp({ redis: true, env: { ...s3.env, ROLE: 'web' } });
    const queues = { REDIS_URL: first.config.redis!.url, REDIS_PREFIX: first.config.redis!.prefix };
    second = await startTestApp({ sameDatabaseAs: first, env: { ...s3.env, ...queues, ROLE: 'web' } });
    workerDir = await mkdtemp(join(tmpdir(), 'rf-s3-worker-'));
    const workerConfig = buildAppConfig({ ...workerEnv(first), ...s3.env, DATA_DIR: workerDir, LOG_LEVEL: 'silent' });
    worker = await NestFactory.createApplicationContext(AppModule.forRoot(workerConfig, await openAppDatabase(workerConfig)), { logger: false });
    await worker.init();
    alice = await newMember(first);
  });
  afterAll(async () => {
    await worker?.close();
    await second?.close();
    const prefix = first?.config.redis?.prefix;
    await first?.close();
    if (prefix) {
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    if (workerDir) await rm(workerDir, { recursive: true, force: true });
    bucket?.close();
    await s3?.close();
  });

  it('stores a listing picture in the bucket and serves it publicly from either process, with the same headers', async () => {
    expect(first.config.storage.driver).toBe('s3');
    const uploaded = await first.http
      .post('/api/uploads/images')
      .set(...alice.auth)
      .attach('images', await pngWithGps(), 'Birou.png');
    expect(uploaded.status).toBe(201);
    const [image] = uploaded.body.images;
    const shard = image.key.slice(0, 2);
    expect(await bucket.exists(`images/${shard}/${image.key}-large.webp`)).toBe(true);
    expect(await bucket.exists(`images/${shard}/${image.key}-thumb.webp`)).toBe(true);
    // Nothing went to either process's disk.
    expect(await filesUnder(first.config.paths.uploads)).toEqual([]);

    const bodies: Buffer[] = [];
    for (const app of [first, second]) {
      for (const url of [image.location, image.thumbnail]) {
        // Anonymous visitors see pictures.
        const body = await servedPicture(app.http, url);
        expect((await sharp(body).metadata()).format).toBe('webp');
        bodies.push(body);
      }
    }
    // The second process serves the very bytes the first stored.
    expect(bodies[2].equals(bodies[0])).toBe(true);
    expect(bodies[3].equals(bodies[1])).toBe(true);

    expect((await second.http.get(`/api/uploads/images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}-large.webp`)).status).toBe(404);
  });

  it('serves a private document only through the authorised route, from either process', async () => {
    const file = pdf(2 * 1024 * 1024);
    const uploaded = await first.http
      .post('/api/uploads/documents')
      .set(...alice.auth)
      .attach('documents', file, 'Bilanț 2025.pdf');
    expect(uploaded.status).toBe(201);
    const [document] = uploaded.body.documents;
    expect(await bucket.exists(`documents/${document.key}`)).toBe(true);
    const url = `/api/uploads/documents/${document.key}`;

    const served = await second.http
      .get(url)
      .set(...alice.auth)
      .buffer(true)
      .parse(binary);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toMatch(/no-store/);
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''Bilan%C8%9B%202025.pdf`);
    expect((served.body as Buffer).equals(file)).toBe(true);

    expect((await second.http.get(url)).status).toBe(401);
    const bob = await newMember(second);
    expect((await second.http.get(url).set(...bob.auth)).status).toBe(404);
  });

  it('keeps profile pictures in the bucket too, served by either process', async () => {
    const png = await pngWithGps(8, 8);
    const updated = await first.http
      .post('/api/account/profile')
      .set(...alice.auth)
      .field('fullName', alice.name)
      .attach('avatar', png, 'poza.png');
    expect(updated.status).toBe(200);
    const key = String(updated.body.avatarUrl).split('/').pop()!;
    expect(await bucket.exists(`avatars/${key}`)).toBe(true);
    const served = await second.http.get(updated.body.avatarUrl).buffer(true).parse(binary);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((served.body as Buffer).equals(png)).toBe(true);
    expect(await filesUnder(first.config.paths.uploads)).toEqual([]);
  });

  it("the worker's cleanup of unattached uploads deletes their files from the bucket", async () => {
    const uploaded = await second.http
      .post('/api/uploads/images')
      .set(...alice.auth)
      .attach('images', await pngWithGps(), 'uitata.png');
    const [image] = uploaded.body.images;
    const storageKey = `images/${image.key.slice(0, 2)}/${image.key}-large.webp`;
    expect(await bucket.exists(storageKey)).toBe(true);
    await first.dataSource.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE key = $1`, [image.key]);
    // The web process only enqueues; the worker runs the job.
    await first.jobs.enqueue(JobName.DeleteUnattachedUploads, { at: new Date().toISOString() });
    await eventually(10_000, async () => !(await bucket.exists(storageKey)));
    expect((await first.http.get(image.location)).status).toBe(404);
    expect((await second.http.get(image.location)).status).toBe(404);
  });

  it('deletes through one process what the other serves', async () => {
    const uploaded = await first.http
      .post('/api/uploads/images')
      .set(...alice.auth)
      .attach('images', await pngWithGps(), 'x.png');
    const [image] = uploaded.body.images;
    expect((await second.http.get(image.location)).status).toBe(200);
    expect((await second.http.delete(`/api/uploads/${image.key}`).set(...alice.auth)).status).toBe(204);
    expect(await bucket.exists(`images/${image.key.slice(0, 2)}/${image.key}-large.webp`)).toBe(false);
    expect((await first.http.get(image.location)).status).toBe(404);
  });
});

describe('uploads with STORAGE_DRIVER=s3 while the service is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A port nothing listens on: every connection is refused. The process still starts (the boot check only logs).
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await startTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'rf-down',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After, and a refused upload leaves no row', async () => {
    const picture = await t.http.get(`/api/uploads/images/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}-large.webp`);
    expect(picture.status).toBe(503);
    expect(picture.headers['retry-after']).toBe('5');
    expect(picture.body.error.code).toBe('EXTERNAL_SERVICE_UNAVAILABLE');

    const member = await newMember(t);
    const upload = await t.http
      .post('/api/uploads/images')
      .set(...member.auth)
      .attach('images', await pngWithGps(), 'x.png');
    expect(upload.status).toBe(503);
    expect((await t.dataSource.query(`SELECT count(*)::int AS count FROM uploads`))[0].count).toBe(0);
  });
});

describe('a process started with STORAGE_DRIVER=s3 and no bucket', () => {
  it('stops at boot naming S3_BUCKET', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rf-s3-boot-'));
    const child = spawn(process.execPath, [join(backend, 'dist/main.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A build that does not check the setting would start serving: stop it rather than wait forever.
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(stderr).toContain('Invalid configuration:');
      expect(stderr).toContain('S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3');
      expect(code).toBe(1);
    } finally {
      clearTimeout(guard);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
