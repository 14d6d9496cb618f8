import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { pdfText } from '../../support/pdf-text.js';
import { binary } from '../../support/served-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { startBnrStandIn, type BnrStandIn } from './bnr-stand-in.js';
import { InvoicesService } from '../../../src/modules/invoices/invoices.service.js';
import { OrdersRepository } from '../../../src/modules/orders/orders.repository.js';

const billing = (email: string, name = 'Ioana Pop') => ({ type: 'person', name, address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email });
const YEAR = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', year: 'numeric' }).format(new Date()));

interface InvoiceView {
  id: string;
  kind: string;
  number: string;
  issuedAt: string;
  pdfUrl: string;
  xmlUrl: string;
  totalCents: number;
  efactura: { status: string; message: string | null };
}
interface Order {
  id: string;
  number: string;
  status: string;
  invoice: InvoiceView | null;
  creditNotes: InvoiceView[];
}

/** The PDF files attached to a raw MIME message. */
function pdfAttachments(raw: string): { filename: string; content: Buffer }[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((part) => /content-type:\s*application\/pdf/i.test(part))
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
      return {
        filename,
        content: Buffer.from(
          body
            .join('\n')
            .replace(/--[^\s]*--\s*$/, '')
            .replace(/\s+/g, ''),
          'base64',
        ),
      };
    });
}

describe('fiscal invoices and credit notes', () => {
  let t: TestApp;
  let admin: Member;
  let consultant: Member;
  let moderator: Member;
  let client: Member;
  let stranger: Member;

  const valuationOrder = async (member: Member = client, name = 'Ioana Pop'): Promise<Order> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...member.auth)
        .send({ companyName: 'Brutăria Țărănească SRL', billing: billing(member.email, name) })
        .expect(201)
    ).body;
  const markPaid = (id: string) =>
    t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 17 / BT' });
  const cancel = (id: string, reason = 'Clientul a renunțat la raport.') =>
    t.http
      .post(`/api/admin/orders/${id}/cancel`)
      .set(...admin.auth)
      .send({ reason });
  const documents = (orderId: string) =>
    t.dataSource.query(`SELECT id, kind, number, sequence, document, total_cents, corrected_invoice_id FROM invoices WHERE order_id = $1 ORDER BY issued_at`, [
      orderId,
    ]);
  const mailsTo = async (to: string, subject: RegExp) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newMember(t, { role: 'admin' });
    consultant = await newMember(t, { role: 'consultant' });
    moderator = await newMember(t, { role: 'moderator' });
    client = await newMember(t, { name: 'Ioana Pop' });
    stranger = await newMember(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('a confirmed transfer issues one invoice: number, 21% VAT, RON equivalent, PDF emailed once, shown on the order', async () => {
    const order = await valuationOrder();
    expect(order.invoice).toBeNull();
    const paid: Order = (await markPaid(order.id).expect(200)).body;
    expect(paid.invoice).toMatchObject({
      kind: 'invoice',
      number: `RAF-${YEAR}-000001`,
      pdfUrl: `/api/checkout/invoices/${paid.invoice!.id}/pdf`,
      xmlUrl: `/api/checkout/invoices/${paid.invoice!.id}/xml`,
      totalCents: 35090,
      // Its e-Factura state belongs to the e-Factura upload (off in tests unless configured).
      efactura: { status: expect.any(String) },
    });
    expect(paid.creditNotes).toEqual([]);

    const [invoice] = await documents(order.id);
    expect(invoice.document).toMatchObject({
      kind: 'invoice',
      number: `RAF-${YEAR}-000001`,
      currency: 'EUR',
      orderNumber: order.number,
      paymentMethod: 'bank_transfer',
      seller: { name: 'RoAfaceri Demo SRL', taxId: 'RO18547290', vatPayer: true, countyId: 41, city: 'Sector 1' },
      buyer: { name: 'Ioana Pop', taxId: null, countyId: 41, city: 'Sector 4', email: client.email },
      lines: [{ quantity: 1, unitPriceCents: 29000, netCents: 29000, vatRate: 21, vatCents: 6090 }],
      netCents: 29000,
      vatCents: 6090,
      totalCents: 35090,
      eurRonRate: 5,
      totalRonCents: 175450,
      vatRonCents: 30450,
    });

    // The buyer sees it on the order and in the list of their orders.
    expect(
      (
        await t.http
          .get(`/api/checkout/status/${order.id}`)
          .set(...client.auth)
          .expect(200)
      ).body.invoice,
    ).toEqual(paid.invoice);
    const mine = (
      await t.http
        .get('/api/checkout/mine')
        .set(...client.auth)
        .expect(200)
    ).body.docs.find((doc: Order) => doc.id === order.id);
    expect(mine.invoice.number).toBe(`RAF-${YEAR}-000001`);
    expect(
      (
        await t.http
          .get(`/api/admin/orders/${order.id}`)
          .set(...admin.auth)
          .expect(200)
      ).body.invoice.number,
    ).toBe(`RAF-${YEAR}-000001`);

    // The PDF: the buyer's name and the total are in its text.
    const pdf = await t.http
      .get(paid.invoice!.pdfUrl)
      .set(...client.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`RAF-${YEAR}-000001.pdf`);
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Ioana Pop');
    expect(text).toContain('350,90');
    expect(text).toContain('60,90');
    expect(text).toContain('1.754,50');

    // Emailed once to the billing address, with the PDF attached; a rerun of the email job sends nothing more.
    const mails = await mailsTo(client.email, new RegExp(`Factura RAF-${YEAR}-000001 pentru comanda ${order.number}`));
    expect(mails).toHaveLength(1);
    const [attachment] = pdfAttachments(mails[0].raw);
    expect(attachment.filename).toBe(`RAF-${YEAR}-000001.pdf`);
    expect(attachment.content.subarray(0, 4).toString()).toBe('%PDF');
    expect(await pdfText(attachment.content)).toContain('Ioana Pop');
    // The document's job run again (a retry, a second worker) finds the PDF stored and the email sent.
    const [outbox] = await t.dataSource.query(`SELECT job_name, payload FROM outbox WHERE job_id = $1`, [`invoice-document-${paid.invoice!.id}`]);
    expect(outbox).toEqual({ job_name: 'PrepareInvoiceDocument', payload: { invoiceId: paid.invoice!.id, notify: true } });
    expect(await t.app.get(InvoicesService).prepareDocument(outbox.payload)).toBe('done');
    expect(await mailsTo(client.email, /Factura RAF-/)).toHaveLength(1);
    const [ledger] = await t.dataSource.query(`SELECT count(*)::int AS n FROM notification_deliveries WHERE key = $1`, [`invoice-issued-${paid.invoice!.id}`]);
    expect(ledger.n).toBe(1);
  });

  it('is downloadable by its buyer, admins and consultants, a 404 for anyone else', async () => {
    const order = await valuationOrder();
    const { invoice } = (await markPaid(order.id).expect(200)).body as Order;
    for (const member of [client, admin, consultant])
      await t.http
        .get(invoice!.pdfUrl)
        .set(...member.auth)
        .expect(200);
    for (const member of [stranger, moderator]) {
      const answer = await t.http
        .get(invoice!.pdfUrl)
        .set(...member.auth)
        .expect(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
      await t.http
        .get(invoice!.xmlUrl)
        .set(...member.auth)
        .expect(404);
    }
    await t.http.get(invoice!.pdfUrl).expect(401);
    await t.http
      .get('/api/checkout/invoices/00000000-0000-4000-8000-000000000000/pdf')
      .set(...admin.auth)
      .expect(404);
    expect(
      (
        await t.http
          .get('/api/checkout/invoices/nu-e-un-id/pdf')
          .set(...client.auth)
          .expect(400)
      ).body.error.details,
    ).toEqual([{ field: 'id', message: 'Identificatorul facturii nu este valid.' }]);
  });

  it('issues exactly one invoice per order when the paid path runs twice or concurrently', async () => {
    const order = await valuationOrder();
    const answers = await Promise.all([markPaid(order.id), markPaid(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    // The paid path's invoice step run again on the paid order answers the same invoice.
    const orders = t.app.get(OrdersRepository);
    const invoices = t.app.get(InvoicesService);
    const again = await orders.transaction(async (manager) => invoices.issueInvoice(manager, (await orders.find(order.id, manager, true))!));
    const rows = await documents(order.id);
    expect(rows).toHaveLength(1);
    expect(again?.id).toBe(rows[0].id);
    expect(await mailsTo(client.email, new RegExp(`^Factura RAF-.* pentru comanda ${order.number}`))).toHaveLength(1);
  });

  it('numbers 50 concurrent payments without gaps or duplicates', async () => {
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newMember(t)));
    const orders: Order[] = [];
    for (const buyer of buyers) for (let i = 0; i < 10; i++) orders.push(await valuationOrder(buyer));
    const [{ before }] = await t.dataSource.query(`SELECT count(*)::int AS before FROM invoices WHERE series = 'RAF'`);

    const answers = await Promise.all(orders.map((order) => markPaid(order.id)));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body])).toEqual([]);

    const rows: { sequence: number; number: string }[] = await t.dataSource.query(
      `SELECT sequence, number FROM invoices WHERE series = 'RAF' AND year = $1 ORDER BY sequence`,
      [YEAR],
    );
    expect(rows).toHaveLength(before + 50);
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: before + 50 }, (_, index) => index + 1));
    expect(new Set(answers.map((answer) => answer.body.invoice.number)).size).toBe(50);
    const [counter] = await t.dataSource.query(`SELECT last_number FROM invoice_counters WHERE series = 'RAF' AND year = $1`, [YEAR]);
    expect(counter.last_number).toBe(before + 50);
    // The 50 invoices are each checked against the official rules (one at a time, ~0.3 s each) before
    // they are emailed: that work is this test's, not the next one's set-up.
    await t.jobs.drain();
  }, 240_000);

  it('cancelling a paid promotion issues one credit note (negative, referencing the invoice) and ends the promotion', async () => {
    const listing = await insertListing(t, client.id, { title: 'Cafenea în Sibiu' });
    const order: Order = (
      await t.http
        .post('/api/checkout/orderForEntity')
        .set(...client.auth)
        .send({ listingId: listing.id, product: 'promotion-30', billing: billing(client.email) })
        .expect(201)
    ).body;
    const paid: Order = (await markPaid(order.id).expect(200)).body;
    const [{ promoted_until }] = await t.dataSource.query(`SELECT promoted_until FROM listings WHERE id = $1`, [listing.id]);
    expect(promoted_until).not.toBeNull();
    const [{ before }] = await t.dataSource.query(`SELECT count(*)::int AS before FROM invoices WHERE series = 'RAF-S'`);

    const cancelled: Order = (await cancel(order.id).expect(200)).body;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.invoice!.id).toBe(paid.invoice!.id);
    expect(cancelled.creditNotes).toHaveLength(1);
    expect(cancelled.creditNotes[0]).toMatchObject({ kind: 'credit_note', number: `RAF-S-${YEAR}-${String(before + 1).padStart(6, '0')}`, totalCents: -5929 });

    const [invoice, creditNote] = await documents(order.id);
    expect(creditNote.corrected_invoice_id).toBe(invoice.id);
    expect(creditNote.document).toMatchObject({
      kind: 'credit_note',
      correctedInvoice: { number: invoice.number, issueDate: invoice.document.issueDate },
      lines: [{ quantity: -1, unitPriceCents: 4900, netCents: -4900, vatRate: 21, vatCents: -1029 }],
      netCents: -4900,
      vatCents: -1029,
      totalCents: -5929,
      totalRonCents: -29645,
    });
    expect(creditNote.document.note).toContain('Clientul a renunțat la raport.');

    const [{ promoted_until: after }] = await t.dataSource.query(`SELECT promoted_until FROM listings WHERE id = $1`, [listing.id]);
    expect(after).toBeNull();

    const pdf = await t.http
      .get(cancelled.creditNotes[0].pdfUrl)
      .set(...client.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('FACTURĂ STORNO');
    expect(text).toContain(`Stornează factura ${invoice.number}`);
    expect(text).toContain('-59,29');
    expect(await mailsTo(client.email, new RegExp(`Factura storno ${cancelled.creditNotes[0].number}`))).toHaveLength(1);

    // The credit note's step run again answers the same credit note.
    const orders = t.app.get(OrdersRepository);
    const invoices = t.app.get(InvoicesService);
    await orders.transaction(async (manager) => invoices.issueCreditNote(manager, (await orders.find(order.id, manager, true))!, 'din nou'));
    expect(await documents(order.id)).toHaveLength(2);
  });

  it('never edits or deletes an issued document', async () => {
    const order = await valuationOrder();
    await markPaid(order.id).expect(200);
    const [invoice] = await documents(order.id);
    await expect(t.dataSource.query(`UPDATE invoices SET document = jsonb_set(document, '{totalCents}', '1') WHERE id = $1`, [invoice.id])).rejects.toThrow(
      /never edited/,
    );
    await expect(t.dataSource.query(`DELETE FROM invoices WHERE id = $1`, [invoice.id])).rejects.toThrow(/never deleted/);
    await t.dataSource.query(`UPDATE invoices SET efactura_status = 'queued' WHERE id = $1`, [invoice.id]);
  });
});

describe('the BNR rate of invoices', () => {
  let t: TestApp;
  let admin: Member;
  let client: Member;
  let bnr: BnrStandIn;

  const paidInvoice = async () => {
    const order = (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Firma SRL', billing: billing(client.email) })
        .expect(201)
    ).body;
    const answer = await t.http
      .post(`/api/admin/orders/${order.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 1' });
    const [row] = await t.dataSource.query(`SELECT document FROM invoices WHERE order_id = $1`, [order.id]);
    return { order, answer, document: row?.document };
  };

  beforeAll(async () => {
    bnr = await startBnrStandIn('5.0873', '2026-11-25');
    t = await startTestApp({ env: { INVOICE_EUR_RON_RATE: '', BNR_RATES_URL: bnr.url } });
    admin = await newMember(t, { role: 'admin' });
    client = await newMember(t);
  });
  afterAll(async () => {
    await t.close();
    await bnr.close();
  });
  beforeEach(() => t.dataSource.query(`DELETE FROM rate_counters`));

  it('reads the EUR rate from BNR once a day, keeps it, and uses the last known one when BNR is unreachable', async () => {
    const first = await paidInvoice();
    expect(first.answer.status).toBe(200);
    expect(first.document).toMatchObject({ eurRonRate: 5.0873, rateDate: '2026-11-25', rateSource: 'bnr', totalCents: 35090, totalRonCents: 178513 });
    expect(bnr.hits()).toBe(1);
    expect(await t.dataSource.query(`SELECT currency, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, ron_per_unit FROM exchange_rates`)).toEqual([
      { currency: 'EUR', rate_date: '2026-11-25', ron_per_unit: '5.0873' },
    ]);

    // The same day: the kept rate, BNR is not asked again.
    expect((await paidInvoice()).document).toMatchObject({ eurRonRate: 5.0873 });
    expect(bnr.hits()).toBe(1);

    // The next day BNR is unreachable: the last known rate is used, and the invoice is still issued.
    await t.dataSource.query(`UPDATE exchange_rates SET fetched_at = fetched_at - interval '1 day'`);
    await bnr.close();
    const offline = await paidInvoice();
    expect(offline.answer.status).toBe(200);
    expect(offline.document).toMatchObject({ eurRonRate: 5.0873, rateDate: '2026-11-25', rateSource: 'bnr_last_known' });
  });
});
