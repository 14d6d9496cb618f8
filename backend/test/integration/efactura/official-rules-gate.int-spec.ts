import { STORAGE_DRIVER, type StorageDriver } from '../../../src/core/storage/storage-driver.js';
import { EfacturaService } from '../../../src/modules/efactura/efactura.service.js';
import { InvoicesService } from '../../../src/modules/invoices/invoices.service.js';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

/**
 * The gate of the official rules (UBL 2.1 schema, EN 16931, CIUS-RO) before a document's first upload
 * to the SPV (the loopback stand-in) or hand-over to its buyer (email, PDF and XML downloads, the order
 * page), on the real database: what is real here is everything but ANAF, which the stand-in plays.
 */
describe('e-Factura: no document leaves before it passes the official rules', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;
  let buyer: Member;
  let admin: Member;

  const rulesOf = async (id: string) =>
    (
      await t.dataSource.query(`SELECT rules_status AS status, rules_failures AS failures, rules_checked_at AS "checkedAt" FROM invoices WHERE id = $1`, [id])
    )[0] as {
      status: string;
      failures: { id: string; ruleSet: string; text: string }[] | null;
      checkedAt: Date | null;
    };
  const orderOf = async (id: string) => (await t.dataSource.query(`SELECT order_id FROM invoices WHERE id = $1`, [id]))[0].order_id as string;
  const mailsFor = async (number: string) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.subject.includes(number));
  };

  beforeAll(async () => {
    spv = await startAnafSpvStandIn({ pendingChecks: 0 });
    t = await startTestApp({ env: spv.env });
    buyer = await newMember(t, { name: 'Ioana Cumpărătoarea' });
    admin = await newMember(t, { role: 'admin', name: 'Ana Administratoarea' });
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });
  beforeEach(() => t.jobs.drain());

  it('checks an issued invoice once, records that it passed, uploads it once and hands it to the buyer', async () => {
    const before = spv.uploads.length;
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await t.jobs.drain();

    expect(spv.uploads.length - before).toBe(1);
    const rules = await rulesOf(id);
    expect(rules).toMatchObject({ status: 'passed', failures: null });
    expect(rules.checkedAt).toBeInstanceOf(Date);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated' });

    // The email job finds the verdict recorded (not checked again) and sends the PDF.
    const number = (await t.dataSource.query(`SELECT number FROM invoices WHERE id = $1`, [id]))[0].number as string;
    expect(await t.app.get(InvoicesService).prepareDocument({ invoiceId: id, notify: true })).toBe('done');
    expect(await mailsFor(number)).toHaveLength(1);
    expect((await rulesOf(id)).checkedAt).toEqual(rules.checkedAt);
    await t.http
      .get(`/api/checkout/invoices/${id}/pdf`)
      .set(...buyer.auth)
      .expect(200);
    await t.http
      .get(`/api/checkout/invoices/${id}/xml`)
      .set(...buyer.auth)
      .expect(200);
    const { body: order } = await t.http
      .get(`/api/checkout/status/${await orderOf(id)}`)
      .set(...buyer.auth)
      .expect(200);
    expect(order.invoice).toMatchObject({ id, ready: true });
    const { body: listed } = await t.http
      .get(`/api/admin/efactura/${id}`)
      .set(...admin.auth)
      .expect(200);
    expect(listed).toMatchObject({ rules: { status: 'passed', failures: [] }, atRisk: false });
  });

  it('holds back a document one cent off: not uploaded, not emailed nor downloadable by the buyer, at risk in the console with the rule it breaks', async () => {
    const before = spv.uploads.length;
    const asked = spv.requests.length;
    // As stored in the database, its total is one cent more than its lines and VAT: 350.91 for 290.00 + 60.90.
    const id = await issueInvoice(t, buyer, valuationInvoice({ totalCents: 35091 }));
    const number = (await t.dataSource.query(`SELECT number FROM invoices WHERE id = $1`, [id]))[0].number as string;
    await t.jobs.drain();

    // Nothing reached the SPV: no upload, not even a token request.
    expect(spv.uploads.length - before).toBe(0);
    expect(spv.requests.length).toBe(asked);
    const rules = await rulesOf(id);
    expect(rules.status).toBe('failed');
    expect(rules.failures!.map((failure) => failure.id)).toContain('BR-CO-15');
    const state = await efacturaState(t, id);
    expect(state).toMatchObject({ status: 'error', uploadId: null });
    expect(state.message).toContain('nu respectă regulile oficiale e-Factura');
    expect(state.message).toContain('BR-CO-15');

    // The upload job run again (a retry, a second worker) uploads nothing and does not check it again.
    expect(await t.app.get(EfacturaService).upload({ invoiceId: id, attempt: 1 })).toBe('done');
    expect(spv.uploads.length - before).toBe(0);
    expect((await rulesOf(id)).checkedAt).toEqual(rules.checkedAt);

    // The buyer gets no email, no PDF and no XML; the order page says it is being prepared.
    expect(await t.app.get(InvoicesService).prepareDocument({ invoiceId: id, notify: true })).toBe('done');
    expect(await mailsFor(number)).toEqual([]);
    for (const file of ['pdf', 'xml']) {
      const { body } = await t.http
        .get(`/api/checkout/invoices/${id}/${file}`)
        .set(...buyer.auth)
        .expect(404);
      expect(body.error.message).toBe('Factura este în pregătire și va fi disponibilă în curând.');
    }
    const { body: order } = await t.http
      .get(`/api/checkout/status/${await orderOf(id)}`)
      .set(...buyer.auth)
      .expect(200);
    expect(order.invoice).toMatchObject({ id, ready: false });
    expect(await t.app.get(InvoicesService).prepareDocument({ invoiceId: id, notify: true })).toBe('done');
    expect(await mailsFor(number)).toEqual([]);
    // Nor was its PDF stored (a data export would otherwise carry it).
    expect(await t.app.get<StorageDriver>(STORAGE_DRIVER).exists(`invoices/${id}.pdf`)).toBe(false);

    // Staff see it at risk at once (not only after 4 working days), with the rule it breaks; admins may read its XML.
    const { body: atRisk } = await t.http
      .get('/api/admin/efactura?atRisk=true')
      .set(...admin.auth)
      .expect(200);
    const row = atRisk.docs.find((doc: { id: string }) => doc.id === id);
    expect(row).toMatchObject({ status: 'error', atRisk: true, rules: { status: 'failed' } });
    expect(row.rules.failures).toEqual(
      expect.arrayContaining([expect.objectContaining({ ruleSet: 'EN 16931', id: 'BR-CO-15', text: expect.stringContaining('BR-CO-15') })]),
    );
    const { body: notAtRisk } = await t.http
      .get('/api/admin/efactura?atRisk=false')
      .set(...admin.auth)
      .expect(200);
    expect(notAtRisk.docs.map((doc: { id: string }) => doc.id)).not.toContain(id);
    await t.http
      .get(`/api/checkout/invoices/${id}/xml`)
      .set(...admin.auth)
      .expect(200);
    expect(await t.app.get<StorageDriver>(STORAGE_DRIVER).exists(`invoices/${id}.pdf`)).toBe(false);

    // An admin's retry checks it again: still failing, still not uploaded.
    await t.http
      .post(`/api/admin/efactura/${id}/retry`)
      .set(...admin.auth)
      .expect(200);
    await t.jobs.drain();
    expect(spv.uploads.length - before).toBe(0);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'error', attempt: 2 });
    expect((await rulesOf(id)).status).toBe('failed');
  });
});
