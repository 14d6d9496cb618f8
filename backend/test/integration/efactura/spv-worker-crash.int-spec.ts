import { randomBytes } from 'node:crypto';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { assertWorkerBuilt, removeRedisPrefix, workerProcesses } from '../../support/worker-process.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

const TOKEN_KEY = randomBytes(32).toString('base64');

/**
 * Exactly once on PostgreSQL and Redis, as in production: a real worker process (the built backend,
 * ROLE=worker) is killed with SIGKILL after ANAF took the upload and before the index was stored; a
 * new worker takes the job over once its lock expires and must not upload the invoice again.
 */
describe('e-Factura: the worker killed between ANAF’s acceptance and the stored index', () => {
  let spv: AnafSpvStandIn;
  let web: TestApp;
  const processes = workerProcesses(() => web);

  beforeAll(async () => {
    assertWorkerBuilt();
    spv = await startAnafSpvStandIn({ pendingChecks: 1 });
    web = await startTestApp({ redis: true, env: { ...spv.env, ROLE: 'web', EFACTURA_TOKEN_KEY: TOKEN_KEY } });
  });
  afterAll(async () => {
    processes.killAll();
    const prefix = web.config.redis!.prefix;
    await web.close();
    await spv.close();
    await removeRedisPrefix(prefix);
  });

  const startWorker = (waitFor: RegExp) => processes.start({ ...spv.env, EFACTURA_TOKEN_KEY: TOKEN_KEY }, waitFor);

  it('the new worker finds the upload in the SPV, uploads nothing again, and the invoice ends validated', async () => {
    const buyer = await newMember(web);
    // ANAF takes the file; its answer never leaves the stand-in while the worker lives.
    spv.verdict({ result: 'ok', answer: 'hold' });
    const first = await startWorker(/Worker started/);
    const id = await issueInvoice(web, buyer, valuationInvoice());
    await expect.poll(() => spv.uploads.length, { timeout: 20_000 }).toBe(1);
    const [claimed] = await web.dataSource.query(`SELECT efactura_upload_started_at AS started, efactura_upload_id AS "uploadId" FROM invoices WHERE id = $1`, [
      id,
    ]);
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
