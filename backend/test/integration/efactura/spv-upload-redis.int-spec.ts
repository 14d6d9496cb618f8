import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

/** The upload and state checks through Redis (BullMQ's `efactura` queue and its delayed jobs), as in production. */
describe('e-Factura through the BullMQ queue', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;

  beforeAll(async () => {
    spv = await startAnafSpvStandIn({ pendingChecks: 1 });
    t = await startTestApp({ redis: true, env: spv.env });
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });

  it('uploads once and ends validated', async () => {
    const buyer = await newMember(t);
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await expect.poll(async () => (await efacturaState(t, id)).status, { timeout: 15_000 }).toBe('validated');
    expect(spv.uploads).toHaveLength(1);
    expect(spv.uploads[0].checks).toBe(2);
  });

  it('an upload whose answer never came is looked up in the SPV through a delayed job, not uploaded again, and validated', async () => {
    const buyer = await newMember(t);
    spv.verdict({ result: 'ok', answer: 'drop', listed: false });
    const id = await issueInvoice(t, buyer, valuationInvoice());
    const listed = () => spv.requests.filter((request) => request.startsWith('GET /listaMesajeFactura')).length;
    // Not listed yet (ANAF still checking it): looked up again and again, never uploaded.
    await expect.poll(listed, { timeout: 15_000 }).toBeGreaterThan(2);
    expect(spv.uploads).toHaveLength(2);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'queued', uploadId: null });
    spv.publish();
    await expect.poll(async () => (await efacturaState(t, id)).status, { timeout: 15_000 }).toBe('validated');
    expect(spv.uploads).toHaveLength(2);
    expect((await efacturaState(t, id)).uploadId).toBe(spv.uploads[1].uploadId);
  });
});
