import { EfacturaService } from '../../../src/modules/efactura/efactura.service.js';
import { renderInvoiceXml } from '../../../src/modules/efactura/ubl-invoice.js';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { valuationInvoice } from './documents.js';
import { efacturaState, issueInvoice } from './issued-invoices.js';

const REJECTION =
  'E: validari globale  eroare: [BR-RO-100] Daca Codul tarii vanzatorului este RO si Subdiviziunea este RO-B, Orasul trebuie sa fie SECTOR1..SECTOR6';

/** The upload of issued invoices to ANAF's SPV (through the loopback stand-in), states and retry in the console's API. */
describe('e-Factura: upload to the SPV, states and retry', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;
  let buyer: Member;
  let admin: Member;
  let consultant: Member;

  const admins = (path: string, member = admin) => t.http.get(`/api/admin/efactura${path}`).set(...member.auth);
  const retry = (id: string, member = admin) => t.http.post(`/api/admin/efactura/${id}/retry`).set(...member.auth);

  beforeAll(async () => {
    spv = await startAnafSpvStandIn({ pendingChecks: 2 });
    t = await startTestApp({ env: spv.env });
    buyer = await newMember(t, { name: 'Ioana Cumpărătoarea' });
    admin = await newMember(t, { role: 'admin', name: 'Ana Administratoarea' });
    consultant = await newMember(t, { role: 'consultant', name: 'Carmen Consultanta' });
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });
  beforeEach(() => t.jobs.drain());

  it('uploads an issued invoice once, checks its state until ANAF validates it and keeps the download id', async () => {
    const before = spv.uploads.length;
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await t.jobs.drain();

    const uploads = spv.uploads.slice(before);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ cif: '18547290', standard: 'UBL', checks: 3 });
    expect(uploads[0].xml).toContain('urn:efactura.mfinante.ro:CIUS-RO:1.0.1');
    expect(uploads[0].xml).toContain('<cbc:PayableAmount currencyID="EUR">350.90</cbc:PayableAmount>');
    // The OAuth2 refresh-token grant with the client's credentials; the token is reused.
    expect(spv.tokenRequests.length).toBe(1);
    expect(Object.fromEntries(spv.tokenRequests[0])).toMatchObject({
      grant_type: 'refresh_token',
      client_id: 'roafaceri-test',
      client_secret: 'anaf-client-secret',
    });

    const state = await efacturaState(t, id);
    expect(state).toMatchObject({ status: 'validated', uploadId: uploads[0].uploadId, message: null, attempt: 1 });
    expect(state.downloadId).toMatch(/^\d+$/);

    const { body } = await admins(`/${id}`).expect(200);
    expect(body).toMatchObject({
      id,
      kind: 'invoice',
      status: 'validated',
      uploadId: uploads[0].uploadId,
      buyerName: 'Marinescu & Fiii Consult SRL',
      orderNumber: 'RAF-C-2026-000042',
      canRetry: false,
      totalCents: 35090,
    });
  });

  it('shows a rejection with ANAF’s message in the console; an admin retries it and it is validated', async () => {
    spv.verdict({ result: 'nok', errors: [REJECTION, 'E: validari globale  eroare: [BR-RO-120] Adresa cumparatorului nu este completa'] });
    const before = spv.uploads.length;
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await t.jobs.drain();

    expect(spv.uploads.length - before).toBe(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'rejected', attempt: 1 });
    const { body: listed } = await admins('?status=rejected', consultant).expect(200);
    const row = listed.docs.find((doc: { id: string }) => doc.id === id);
    expect(row).toMatchObject({ status: 'rejected', canRetry: true });
    expect(row.message.split('\n')).toEqual([REJECTION, 'E: validari globale  eroare: [BR-RO-120] Adresa cumparatorului nu este completa']);

    // Consultants read, only admins retry.
    await retry(id, consultant).expect(403);
    const { body: retried } = await retry(id).expect(200);
    expect(retried).toMatchObject({ status: 'queued', attempt: 2, message: null, canRetry: false });
    // A second press while it is on its way does nothing more.
    const again = await retry(id).expect(400);
    expect(again.body.error.details[0]).toMatchObject({ field: 'efactura' });
    await t.jobs.drain();

    expect(spv.uploads.length - before).toBe(2);
    const { body: validated } = await admins(`/${id}`).expect(200);
    expect(validated).toMatchObject({ status: 'validated', attempt: 2, message: null, canRetry: false });
    expect(validated.uploadId).toBe(spv.uploads.at(-1)!.uploadId);
    await retry(id).expect(400);
    // The retry is in the audit log, under the invoice's order.
    const audit = await t.dataSource.query(
      `SELECT actor_id, entity_type, entity_id, before, after FROM audit_log WHERE action = 'order.efactura_retry' AND entity_id = $1`,
      [validated.orderId],
    );
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        entity_type: 'order',
        entity_id: validated.orderId,
        before: { invoice: validated.number, efacturaStatus: 'rejected', efacturaMessage: expect.stringContaining('[BR-RO-100]'), attempt: 1 },
        after: { invoice: validated.number, efacturaStatus: 'queued', attempt: 2 },
      },
    ]);
  });

  it('keeps ANAF’s refusal of a file at upload as a rejection', async () => {
    spv.verdict({ result: 'refused', error: 'Fisierul transmis nu este valid. cvc-elt.1.a: Cannot find the declaration of element Invoice1.' });
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await t.jobs.drain();
    expect(await efacturaState(t, id)).toMatchObject({
      status: 'rejected',
      uploadId: null,
      message: 'Fisierul transmis nu este valid. cvc-elt.1.a: Cannot find the declaration of element Invoice1.',
    });
  });

  it('uploads once when the upload job runs twice, also at the same time, and not again once uploaded', async () => {
    const service = t.app.get(EfacturaService);
    const before = spv.uploads.length;
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    const results = await Promise.all([service.upload({ invoiceId: id, attempt: 1 }), service.upload({ invoiceId: id, attempt: 1 })]);
    await t.jobs.drain();
    expect(results.sort()).toEqual(['done', 'skipped']);
    expect(await service.upload({ invoiceId: id, attempt: 1 })).toBe('skipped');
    // A state check run again after the answer changes nothing and asks nothing.
    const asked = spv.requests.length;
    expect(await service.checkState({ invoiceId: id, attempt: 1, check: 3 })).toBe('skipped');
    expect(spv.requests.length).toBe(asked);
    expect(spv.uploads.length - before).toBe(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated' });
  });

  it('marks a failed transmission as an error and uploads on the next attempt', async () => {
    const service = t.app.get(EfacturaService);
    spv.verdict({ result: 'http-error', status: 503 });
    const before = spv.uploads.length;
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    // The queue's first run fails (the queue would try again after its backoff); then its next run.
    await expect(service.upload({ invoiceId: id, attempt: 1 })).rejects.toThrow(/503/);
    const failed = await efacturaState(t, id);
    expect(failed).toMatchObject({ status: 'error', uploadId: null });
    expect(failed.message).toMatch(/^Transmiterea către ANAF a eșuat/);
    expect(await service.upload({ invoiceId: id, attempt: 1 })).toBe('done');
    await t.jobs.drain();
    expect(spv.uploads.length - before).toBe(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated' });
  });

  it('lets an admin send again an upload cut short (claimed long ago, no answer stored), and not a fresh one; the new attempt looks it up before uploading', async () => {
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    await t.dataSource.query(`UPDATE invoices SET efactura_upload_started_at = now() WHERE id = $1`, [id]);
    expect((await admins(`/${id}`).expect(200)).body).toMatchObject({ status: 'queued', canRetry: false });
    await retry(id).expect(400);
    await t.dataSource.query(`UPDATE invoices SET efactura_upload_started_at = now() - interval '20 minutes' WHERE id = $1`, [id]);
    expect((await admins(`/${id}`).expect(200)).body).toMatchObject({ status: 'queued', canRetry: true });
    const before = spv.uploads.length;
    const listed = () => spv.requests.filter((request) => request.startsWith('GET /listaMesajeFactura')).length;
    const asked = listed();
    await retry(id).expect(200);
    // The SPV's list does not hold it, but 20 minutes is too early to conclude ANAF never took it: looked up again, not uploaded.
    await expect.poll(listed, { timeout: 10_000 }).toBeGreaterThan(asked + 1);
    expect(spv.uploads.length - before).toBe(0);
    const waiting = (await admins(`/${id}`).expect(200)).body;
    expect(waiting).toMatchObject({ status: 'queued', attempt: 2 });
    expect(waiting.message).toMatch(/^Răspunsul ANAF la transmitere nu a sosit/);
    // A day after the claim the list still answers without it: uploaded again, once.
    await t.dataSource.query(`UPDATE invoices SET efactura_upload_started_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    await t.jobs.drain();
    expect(spv.uploads.length - before).toBe(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated', attempt: 2, message: null });
  });

  it('an upload whose answer never came (ANAF took it, the connection dropped) is found in the SPV and not uploaded again', async () => {
    const service = t.app.get(EfacturaService);
    spv.verdict({ result: 'ok', answer: 'drop' });
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    const [{ number }] = await t.dataSource.query(`SELECT number FROM invoices WHERE id = $1`, [id]);
    expect(await service.upload({ invoiceId: id, attempt: 1 })).toBe('done');
    expect(spv.uploadsOf(number)).toHaveLength(1);
    // The claim stays: the job run again (and the lookup it scheduled) looks the upload up instead of sending it.
    expect(await efacturaState(t, id)).toMatchObject({ status: 'queued', uploadId: null });
    await service.upload({ invoiceId: id, attempt: 1 });
    await t.jobs.drain();
    expect(spv.uploadsOf(number)).toHaveLength(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated', uploadId: spv.uploadsOf(number)[0].uploadId, message: null });
    // Looked up in the list of sent invoices since the claim, then its download opened to match the number.
    expect(spv.requests.some((request) => /^GET \/listaMesajeFactura\?zile=2&cif=18547290&filtru=T$/.test(request))).toBe(true);
  });

  it('reads the paged list when the plain one holds too many messages, and finds the upload on a later page', async () => {
    const service = t.app.get(EfacturaService);
    spv.limitLists({ listLimit: 1, pageSize: 2 });
    try {
      spv.verdict({ result: 'ok', answer: 'drop' });
      const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
      const [{ number }] = await t.dataSource.query(`SELECT number FROM invoices WHERE id = $1`, [id]);
      const paged = () => spv.requests.filter((request) => request.startsWith('GET /listaMesajePaginatieFactura')).length;
      const before = paged();
      // Several invoices sent otherwise since: this one's message is on the last page (newest first).
      expect(await service.upload({ invoiceId: id, attempt: 1 })).toBe('done');
      for (const other of ['RAF-2026-999901', 'RAF-2026-999902', 'RAF-2026-999903'])
        spv.addUpload(renderInvoiceXml({ ...valuationInvoice(), number: other }), '18547290');
      await t.jobs.drain();
      expect(spv.uploadsOf(number)).toHaveLength(1);
      expect(await efacturaState(t, id)).toMatchObject({ status: 'validated', uploadId: spv.uploadsOf(number)[0].uploadId });
      expect(paged() - before).toBeGreaterThan(1);
    } finally {
      spv.limitLists({ listLimit: 500, pageSize: 500 });
    }
  });

  it('waits for a slow ANAF: not listed yet, nothing uploaded; once listed, its index is kept and it is validated', async () => {
    const service = t.app.get(EfacturaService);
    spv.verdict({ result: 'ok', answer: 'drop', listed: false });
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    const [{ number }] = await t.dataSource.query(`SELECT number FROM invoices WHERE id = $1`, [id]);
    expect(await service.upload({ invoiceId: id, attempt: 1 })).toBe('done');
    const listed = () => spv.requests.filter((request) => request.startsWith('GET /listaMesajeFactura')).length;
    const asked = listed();
    await expect.poll(listed, { timeout: 10_000 }).toBeGreaterThan(asked + 2);
    expect(spv.uploadsOf(number)).toHaveLength(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'queued', uploadId: null });
    spv.publish();
    await t.jobs.drain();
    expect(spv.uploadsOf(number)).toHaveLength(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated', uploadId: spv.uploadsOf(number)[0].uploadId });
  });

  it('does not take another invoice’s message for this one, and uploads nothing while the SPV’s list does not answer', async () => {
    const service = t.app.get(EfacturaService);
    // An invoice the seller sent otherwise (through the SPV's own form) is in the list since the claim.
    spv.addUpload(renderInvoiceXml({ ...valuationInvoice(), number: 'RAF-2026-999999' }), '18547290');
    const id = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    const [{ number }] = await t.dataSource.query(`SELECT number FROM invoices WHERE id = $1`, [id]);
    // Claimed a day ago, nothing stored since (the process stopped before the call went out).
    await t.dataSource.query(`UPDATE invoices SET efactura_upload_started_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    spv.listsUnavailable(true);
    expect(await service.upload({ invoiceId: id, attempt: 1 })).toBe('done');
    expect(spv.uploadsOf(number)).toHaveLength(0);
    const waiting = await efacturaState(t, id);
    expect(waiting).toMatchObject({ status: 'queued', uploadId: null });
    expect(waiting.message).toContain('SPV nu a răspuns la căutare');
    // The list answers again, holding only the other invoice: this one was never taken, uploaded once under its own index.
    spv.listsUnavailable(false);
    await t.jobs.drain();
    expect(spv.uploadsOf(number)).toHaveLength(1);
    expect(await efacturaState(t, id)).toMatchObject({ status: 'validated', uploadId: spv.uploadsOf(number)[0].uploadId, message: null });
    expect(spv.uploadsOf('RAF-2026-999999')[0].uploadId).not.toBe(spv.uploadsOf(number)[0].uploadId);
  });

  it('guards the console routes: ids, roles and sign-in', async () => {
    const plain = await newMember(t, { name: 'Paul Utilizatorul' });
    await t.http.get('/api/admin/efactura').expect(401);
    await admins('', plain).expect(403);
    await retry('00000000-0000-4000-8000-000000000000', plain).expect(403);
    const bad = await admins('/nu-e-id').expect(400);
    expect(bad.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul facturii nu este valid.' }]);
    await admins('/00000000-0000-4000-8000-000000000000').expect(404);
    await retry('00000000-0000-4000-8000-000000000000').expect(404);
    const badStatus = await admins('?status=trimisa').expect(400);
    expect(badStatus.body.error.details[0].field).toBe('status');
    expect((await admins('/settings').expect(200)).body).toEqual({ enabled: true });
  });
});

describe('e-Factura off (EFACTURA_* unset)', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;

  beforeAll(async () => {
    spv = await startAnafSpvStandIn();
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });

  it('marks issued invoices disabled, sends nothing and refuses a retry', async () => {
    const buyer = await newMember(t);
    const admin = await newMember(t, { role: 'admin' });
    const id = await issueInvoice(t, buyer, valuationInvoice());
    await t.jobs.drain();
    expect(await efacturaState(t, id)).toMatchObject({ status: 'disabled', uploadId: null });
    expect(spv.requests).toEqual([]);
    const { body } = await t.http
      .get(`/api/admin/efactura/${id}`)
      .set(...admin.auth)
      .expect(200);
    expect(body).toMatchObject({ status: 'disabled', canRetry: false });
    const refused = await t.http
      .post(`/api/admin/efactura/${id}/retry`)
      .set(...admin.auth)
      .expect(400);
    expect(refused.body.error.details).toEqual([{ field: 'efactura', message: 'e-Factura nu este configurată: factura nu poate fi transmisă.' }]);
    expect(
      (
        await t.http
          .get('/api/admin/efactura/settings')
          .set(...admin.auth)
          .expect(200)
      ).body,
    ).toEqual({ enabled: false });
    expect(await t.app.get(EfacturaService).upload({ invoiceId: id, attempt: 1 })).toBe('skipped');
    expect(spv.requests).toEqual([]);
  });
});
