import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { restartApp } from './app-restart.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

/**
 * Exactly once across a crash, with the in-process queue (PostgreSQL, and the embedded database
 * with TEST_DATABASE=embedded): the application stops after ANAF took the upload and before its
 * index was stored; started again, it finds the upload in the SPV's list instead of sending it again.
 * spv-worker-crash.int-spec.ts does the same with Redis and a killed worker process.
 */
describe('e-Factura exactly once: the app stopped between ANAF’s acceptance and the stored index', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;

  beforeAll(async () => {
    spv = await startAnafSpvStandIn({ pendingChecks: 1 });
    t = await startTestApp({ env: spv.env });
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });

  it('on restart finds the upload in the SPV, does not upload it again, and ends validated', async () => {
    const buyer = await newMember(t);
    // ANAF takes the file; its answer is held until the application has stopped.
    spv.verdict({ result: 'ok', answer: 'hold' });
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await expect.poll(() => spv.uploads.length, { timeout: 15_000 }).toBe(1);
    // The upload was recorded before the call: claimed, no index.
    const [claimed] = await t.dataSource.query(`SELECT efactura_upload_started_at AS started, efactura_upload_id AS "uploadId" FROM invoices WHERE id = $1`, [
      id,
    ]);
    expect(claimed.started).not.toBeNull();
    expect(claimed.uploadId).toBeNull();

    await t.app.close();
    // The connection ends only once the application is gone: the stopped job never stores anything.
    spv.releaseHeld();
    t = await restartApp(t, { stopped: true });

    await expect.poll(async () => (await efacturaState(t, id)).status, { timeout: 20_000 }).toBe('validated');
    await t.jobs.drain();
    expect(spv.uploads).toHaveLength(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated', uploadId: spv.uploads[0].uploadId, message: null, attempt: 1 });
    expect(spv.requests.filter((request) => request.startsWith('GET /listaMesajeFactura')).length).toBeGreaterThan(0);
  });
});
