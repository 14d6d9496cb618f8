import { billingIncomplete } from '../../../src/contracts/orders.js';
import { DEMO_ACCOUNTS } from '../../../src/demo/demo-accounts.js';
import { seedDemoOrders } from '../../../src/demo/demo-orders-seeder.js';
import { AccountService } from '../../../src/modules/account/account.service.js';
import { rateText } from '../../../src/modules/invoices/invoice-pdf.js';
import { insertListing } from '../../support/listings.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/** The demo orders of the embedded default: written as rows, no email, once. */
describe('demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo company one order waiting for payment and one paid, without emailing, only once', async () => {
    // Nothing to do before the demo account and its listings exist.
    expect(await seedDemoOrders(t.app)).toBe(0);
    const demo = DEMO_ACCOUNTS.find((account) => account.email === 'demo@roafaceri.ro')!;
    const buyer = await t.app.get(AccountService).createVerified(demo);
    const plain = await insertListing(t, buyer.id, { title: 'Anunț nepromovat' });
    const promoted = await insertListing(t, buyer.id, { title: 'Anunț promovat' });
    const until = new Date(Date.now() + 20 * DAY);
    await t.dataSource.query(`UPDATE listings SET promoted_until = $2 WHERE id = $1`, [promoted.id, until]);

    expect(await seedDemoOrders(t.app)).toBe(2);
    expect(await seedDemoOrders(t.app)).toBe(0);

    const login = await t.http.post('/api/login').send({ email: demo.email, password: demo.password }).expect(200);
    const mine = await t.http.get('/api/checkout/mine').set('authorization', `Bearer ${login.body.token}`).expect(200);
    expect(mine.body.docs).toEqual([
      expect.objectContaining({
        status: 'awaiting_payment',
        product: 'promotion-30',
        listing: expect.objectContaining({ id: plain.id }),
        payment: expect.objectContaining({ iban: 'RO49AAAA1B31007593840000' }),
      }),
      expect.objectContaining({
        status: 'paid',
        product: 'premium-60',
        listing: expect.objectContaining({ id: promoted.id }),
        promotedUntil: until.toISOString(),
        payment: null,
      }),
    ]);
    // The paid one was paid by bank transfer, confirmed with a statement reference: the demo has no card payment.
    const [paid] = await t.dataSource.query(`SELECT payment_method, payment_reference, stripe_payment_intent_id FROM orders WHERE id = $1`, [
      mine.body.docs[1].id,
    ]);
    expect(paid).toEqual({ payment_method: 'bank_transfer', payment_reference: 'OP 418 din extrasul de cont', stripe_payment_intent_id: null });
    // Its invoice says so, and names the rate's real source: „cursul BNR” only for a rate BNR published.
    const [{ document }] = await t.dataSource.query(`SELECT document FROM invoices WHERE kind = 'invoice'`);
    expect(document.paymentMethod).toBe('bank_transfer');
    expect(['bnr', 'bnr_last_known', 'fallback', 'fixed']).toContain(document.rateSource);
    const [kept] = await t.dataSource.query(`SELECT count(*)::int AS n FROM exchange_rates WHERE rate_date = $1 AND ron_per_unit = $2`, [
      document.rateDate,
      document.eurRonRate,
    ]);
    if (document.rateSource === 'bnr') expect(kept.n).toBe(1);
    else expect(rateText(document)).not.toContain('cursul BNR');
    expect(mine.body.docs[0].number).toMatch(/^CMD-\d{4}-\d{6}$/);
    // The demo holds only billing data that can be invoiced (a București address names its sector).
    const billings: { billing: Parameters<typeof billingIncomplete>[0] }[] = await t.dataSource.query(`SELECT billing FROM orders`);
    expect(billings.map(({ billing }) => billingIncomplete(billing))).toEqual([null, null]);
    // The paid one has its invoice (PDF downloadable by the buyer), the other none.
    expect(mine.body.docs[0].invoice).toBeNull();
    expect(mine.body.docs[1].invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^RAF-\d{4}-000001$/), totalCents: 11979 });
    const pdf = await t.http.get(mine.body.docs[1].invoice.pdfUrl).set('authorization', `Bearer ${login.body.token}`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const admin = await newMember(t, { role: 'admin' });
    const dashboard = await t.http
      .get('/api/admin/dashboard')
      .set(...admin.auth)
      .expect(200);
    expect(dashboard.body.orders).toEqual({ awaitingPayment: 1, paidLast30Days: 1 });
    await t.jobs.drain();
    expect(t.mail.mails.filter((mail) => mail.subject.includes('CMD-'))).toEqual([]);
    expect(t.mail.mails.filter((mail) => mail.subject.includes('RAF-'))).toEqual([]);
    // The one waiting for payment can be confirmed from the console like any other.
    await t.http
      .post(`/api/admin/orders/${mine.body.docs[0].id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP demo' })
      .expect(200);
  });
});
