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
});
