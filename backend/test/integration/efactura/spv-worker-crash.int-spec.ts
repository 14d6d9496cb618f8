import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember } from '../../support/members.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, workerEnv, type TestApp } from '../../support/test-app.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const workerEntry = join(backend, 'dist/main.js');
const TOKEN_KEY = randomBytes(32).toString('base64');

/**
 * Exactly once on PostgreSQL and Redis, as in production: a real worker process (the built backend,
 * ROLE=worker) is killed with SIGKILL after ANAF took the upload and before the index was stored; a
 * new worker takes the job over once its lock expires and must not upload the invoice again.
 */
describe('e-Factura: the worker killed between ANAF’s acceptance and the stored index', () => {
  let spv: AnafSpvStandIn;
  let web: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(workerEntry)) throw new Error(`${workerEntry} is missing: build the backend first (npm run build -w backend; npm test does it)`);
    spv = await startAnafSpvStandIn({ pendingChecks: 1 });
    web = await startTestApp({ redis: true, env: { ...spv.env, ROLE: 'web', EFACTURA_TOKEN_KEY: TOKEN_KEY } });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    const prefix = web.config.redis!.prefix;
    await web.close();
    await spv.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /** Starts `node dist/main.js` as a worker; resolves once it printed `waitFor`. */
  function startWorker(waitFor: RegExp): Promise<ChildProcess> {
    const worker = spawn(process.execPath, [workerEntry], {
      cwd: backend,
      env: { PATH: process.env.PATH ?? '', ...workerEnv(web), ...spv.env, EFACTURA_TOKEN_KEY: TOKEN_KEY, SCHEDULER_ENABLED: 'false', LOG_LEVEL: 'warn', JOB_LOCK_DURATION_MS: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(worker);
    return new Promise((resolvePromise, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`worker did not print ${waitFor} within 20 s:\n${output}`)), 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (waitFor.test(output)) {
          clearTimeout(timer);
          resolvePromise(worker);
        }
      };
      worker.stdout!.on('data', onData);
      worker.stderr!.on('data', onData);
      worker.on('exit', (code) => {
        clearTimeout(timer);
        if (!waitFor.test(output)) reject(new Error(`worker exited (${code}) before ${waitFor}:\n${output}`));
      });
    });
  }

  it('the new worker finds the upload in the SPV, uploads nothing again, and the invoice ends validated', async () => {
    const buyer = await newMember(web);
    // ANAF takes the file; its answer never leaves the stand-in while the worker lives.
    spv.verdict({ result: 'ok', answer: 'hold' });
    const first = await startWorker(/Worker started/);
    const id = await issueInvoice(web, buyer, valuationInvoice());
    await expect.poll(() => spv.uploads.length, { timeout: 20_000 }).toBe(1);
    const [claimed] = await web.dataSource.query(`SELECT efactura_upload_started_at AS started, efactura_upload_id AS "uploadId" FROM invoices WHERE id = $1`, [id]);
    expect(claimed.started).not.toBeNull();
    expect(claimed.uploadId).toBeNull();

    const exited = new Promise((resolvePromise) => first.once('exit', resolvePromise));
    first.kill('SIGKILL');
    await exited;
    spv.releaseHeld();

    await startWorker(/Worker started/);
    await expect.poll(async () => (await efacturaState(web, id)).status, { timeout: 30_000 }).toBe('validated');
    expect(spv.uploads).toHaveLength(1);
    expect(await efacturaState(web, id)).toMatchObject({ status: 'validated', uploadId: spv.uploads[0].uploadId, attempt: 1 });
  }, 90_000);
});
