import { Writable } from 'node:stream';
import { UnpaidOrdersJob } from '../../../src/modules/orders/unpaid-orders.job.js';
import { newMember, type Member } from '../../support/members.js';
import { pdfText } from '../../support/pdf-text.js';
import { binary } from '../../support/served-files.js';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { freePort, romanianDayFromNow, startBnrStandIn, UNREACHABLE_BNR_URL, type BnrStandIn } from './bnr-stand-in.js';

/**
 * Payments never wait for BNR: with BNR unreachable (a closed loopback port), staff marking a transfer
 * paid and Stripe's webhook pay the order, and its invoice is issued at BNR's last kept rate with that
 * rate's own day, or at the configured fallback rate when none was ever kept; with no fallback either
 * (production without INVOICE_FALLBACK_EUR_RON_RATE) the order is paid at once and the daily orders
 * sweep issues the invoice once BNR answers. Real PostgreSQL, SMTP capture, the Stripe stand-in.
 */

const billing = (email: string) => ({ type: 'person', name: 'Ioana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email });
const dayText = (day: string) => day.split('-').reverse().join('.');

interface OrderView {
  id: string;
  number: string;
  status: string;
  invoice: { id: string; number: string; pdfUrl: string } | null;
  payment: { redirectUrl: string | null } | null;
}

async function documentOf(t: TestApp, orderId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await t.dataSource.query(`SELECT document FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [orderId]);
  return row?.document;
}

describe('paying while BNR is unreachable', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: Member;
  let client: Member;
  let logs = '';

  const valuationOrder = async (): Promise<OrderView> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Brutăria Țărănească SRL', billing: billing(client.email) })
        .expect(201)
    ).body;
  const markPaid = (id: string) =>
    t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 12 / BT' });
  const pdfOf = async (order: OrderView) => {
    const pdf = await t.http
      .get(order.invoice!.pdfUrl)
      .set(...client.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    return (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs += String(chunk);
        done();
      },
    });
    t = await startTestApp({ logStream, env: { ...stripe.env, LOG_LEVEL: 'warn', INVOICE_EUR_RON_RATE: '', BNR_RATES_URL: UNREACHABLE_BNR_URL } });
    admin = await newMember(t, { role: 'admin' });
    client = await newMember(t, { name: 'Ioana Pop' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM rate_counters`);
    await t.dataSource.query(`DELETE FROM exchange_rates`);
  });

  it("issues the invoice at BNR's last kept rate, yesterday's, and prints that rate's day, not the issue day", async () => {
    const yesterday = romanianDayFromNow(-1);
    await t.dataSource.query(
      `INSERT INTO exchange_rates (currency, rate_date, ron_per_unit, source, fetched_at) VALUES ('EUR', $1, 5.0123, 'https://www.bnr.ro/nbrfxrates.xml', now() - interval '1 day')`,
      [yesterday],
    );
    const order = await valuationOrder();
    const paid = (await markPaid(order.id).expect(200)).body as OrderView;
    expect(paid.status).toBe('paid');
    expect(await documentOf(t, order.id)).toMatchObject({
      issueDate: romanianDayFromNow(0),
      eurRonRate: 5.0123,
      rateDate: yesterday,
      rateSource: 'bnr_last_known',
      totalCents: 35090,
      totalRonCents: 175882,
    });
    expect(await pdfOf(paid)).toContain(`la cursul BNR de 5,0123 lei/EUR din ${dayText(yesterday)}`);
    // BNR was asked, did not answer, and nothing was stored in its name.
    expect(await t.dataSource.query(`SELECT to_char(rate_date, 'YYYY-MM-DD') AS day FROM exchange_rates`)).toEqual([{ day: yesterday }]);
  });

  it('with no BNR rate ever kept, staff marking paid succeeds at the configured fallback, printed as the seller’s rate; logged as BNR, never as the database', async () => {
    const order = await valuationOrder();
    const answer = await markPaid(order.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'paid', paymentReference: 'OP 12 / BT', invoice: { number: expect.stringMatching(/^RAF-/) } });
    expect(await documentOf(t, order.id)).toMatchObject({ eurRonRate: 5, rateDate: romanianDayFromNow(0), rateSource: 'fallback', totalRonCents: 175450 });
    const text = await pdfOf(answer.body as OrderView);
    expect(text).toContain('la cursul de 5,0000 lei/EUR stabilit de emitent (cursul BNR nu a putut fi citit la emitere)');
    expect(text).not.toContain('cursul BNR de');
    expect(logs).toContain('BNR rates unreachable');
    expect(logs).not.toContain('Database unavailable');
  });

  it("pays a card order on Stripe's webhook while BNR is unreachable, invoice included", async () => {
    const order = await valuationOrder();
    const started = (
      await t.http
        .post('/api/checkout')
        .set(...client.auth)
        .send({ orderId: order.id, method: 'card' })
        .expect(200)
    ).body as OrderView;
    const event = stripe.pay(started.payment!.redirectUrl!.split('/pay/')[1]);
    const delivered = await t.http
      .post('/api/checkout/webhook/stripe')
      .set('content-type', 'application/json; charset=utf-8')
      .set('stripe-signature', event.signature)
      .send(event.payload);
    expect(delivered.status).toBe(200);
    expect(delivered.body.outcome).toBe('recorded');
    // The event is applied by its job, after the answer.
    await t.jobs.drain();
    expect(
      (
        await t.http
          .get(`/api/checkout/status/${order.id}`)
          .set(...client.auth)
          .expect(200)
      ).body,
    ).toMatchObject({ status: 'paid', invoice: { number: expect.stringMatching(/^RAF-/) } });
    expect(await documentOf(t, order.id)).toMatchObject({ eurRonRate: 5, rateSource: 'fallback', paymentMethod: 'card' });
  });
});

describe('no EUR/RON rate at all (BNR unreachable, no fallback configured): the invoice waits for the daily sweep', () => {
  let t: TestApp;
  let admin: Member;
  let client: Member;
  let bnrPort: number;
  let bnr: BnrStandIn | null = null;

  const valuationOrder = async (): Promise<OrderView> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Firma Amânată SRL', billing: billing(client.email) })
        .expect(201)
    ).body;
  const statusOf = async (id: string) =>
    (
      await t.http
        .get(`/api/checkout/status/${id}`)
        .set(...client.auth)
        .expect(200)
    ).body as OrderView;
  const sweep = () => t.app.get(UnpaidOrdersJob).cancelUnpaid({ at: new Date().toISOString() });

  beforeAll(async () => {
    // BNR's address: nothing listens there until BNR "comes back" below.
    bnrPort = await freePort();
    t = await startTestApp({
      env: { INVOICE_EUR_RON_RATE: '', INVOICE_FALLBACK_EUR_RON_RATE: 'none', BNR_RATES_URL: `http://127.0.0.1:${bnrPort}/nbrfxrates.xml` },
    });
    admin = await newMember(t, { role: 'admin' });
    client = await newMember(t, { name: 'Ioana Pop' });
  });
  afterAll(async () => {
    await t?.close();
    await bnr?.close();
  });

  it('marks the order paid at once, and issues its invoice when BNR answers again', async () => {
    const order = await valuationOrder();
    const paid = await t.http
      .post(`/api/admin/orders/${order.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 40 / ING' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', invoice: null });
    expect(await documentOf(t, order.id)).toBeUndefined();
    // The buyer is told the payment arrived (the invoice follows).
    await t.mail.waitFor(client.email, new RegExp(`Plata pentru comanda ${order.number} a fost confirmată`));

    // Paid, then cancelled by staff before any invoice: the sweep leaves it alone.
    const cancelled = await valuationOrder();
    await t.http
      .post(`/api/admin/orders/${cancelled.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 41 / ING' })
      .expect(200);
    await t.http
      .post(`/api/admin/orders/${cancelled.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Clientul a renunțat.' })
      .expect(200);

    // The daily sweep while BNR is still unreachable: it fails (BullMQ retries it, staff see it), nothing is issued.
    await expect(sweep()).rejects.toThrow(/1 paid orders still wait for their invoice/);
    expect((await statusOf(order.id)).invoice).toBeNull();

    // BNR answers again: the next run issues the invoice at BNR's rate, and the buyer gets it by email.
    bnr = await startBnrStandIn('5.0912', romanianDayFromNow(0), bnrPort);
    expect(await sweep()).toBe('done');
    expect(await documentOf(t, order.id)).toMatchObject({ eurRonRate: 5.0912, rateDate: romanianDayFromNow(0), rateSource: 'bnr', orderNumber: order.number });
    const invoice = (await statusOf(order.id)).invoice!;
    expect(invoice.number).toMatch(/^RAF-/);
    await t.jobs.drain();
    expect(t.mail.mails.filter((mail) => mail.to.includes(client.email) && mail.subject.startsWith(`Factura ${invoice.number}`))).toHaveLength(1);
    expect(await documentOf(t, cancelled.id)).toBeUndefined();

    // Run again: nothing left to issue, and BNR is not asked again today.
    const hits = bnr.hits();
    expect(await sweep()).toBe('skipped');
    expect(bnr.hits()).toBe(hits);
  });
});
