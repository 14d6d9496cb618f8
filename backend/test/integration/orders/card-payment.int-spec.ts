import { randomUUID } from 'node:crypto';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startStripeStandIn, type SignedEvent, type StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const billing = (email: string) => ({ type: 'person', name: 'Ioana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email });

interface Order {
  id: string;
  number: string;
  status: string;
  payment: { methods: string[]; redirectUrl: string | null } | null;
}

/** Card payment through Stripe Checkout against the Stripe stand-in: checkout, the signed webhook, refunds. */
describe('card payment: Stripe Checkout, webhook and refunds', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let client: Member;
  let stranger: Member;
  let admin: Member;

  const valuation = async (member = client): Promise<Order> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...member.auth)
        .send({ companyName: 'Brutăria Țărănească SRL', billing: billing(member.email) })
        .expect(201)
    ).body;
  const payByCard = (member: Member, orderId: string) =>
    t.http
      .post('/api/checkout')
      .set(...member.auth)
      .send({ orderId, method: 'card' });
  const deliver = (event: SignedEvent, signature = event.signature) =>
    t.http.post('/api/checkout/webhook/stripe').set('content-type', 'application/json; charset=utf-8').set('stripe-signature', signature).send(event.payload);
  const sessionOf = (redirectUrl: string) => redirectUrl.split('/pay/')[1];
  const eventOutcome = async (id: string) =>
    (await t.dataSource.query(`SELECT outcome FROM payment_events WHERE id = $1`, [id]))[0]?.outcome as string | undefined;
  /** Delivers the event (recorded, answered at once), lets its job run, and answers what it did. */
  const applied = async (event: SignedEvent) => {
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'recorded' });
    await t.jobs.drain();
    return eventOutcome(event.id);
  };
  const orderRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT status, paid_at, payment_method, payment_reference, payment_flag, payment_flag_message, consulting_request_id, refund_status, refund_reference FROM orders WHERE id = $1`,
        [id],
      )
    )[0];
  const consultingRequests = async (orderId: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM consulting_requests WHERE answers->>'orderId' = $1`, [orderId]))[0].n as number;
  const documents = async (orderId: string) =>
    (await t.dataSource.query(`SELECT kind FROM invoices WHERE order_id = $1 ORDER BY issued_at`, [orderId])).map(
      (row: { kind: string }) => row.kind,
    ) as string[];
  const paidMails = async (order: Order) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.subject.includes(`Plata pentru comanda ${order.number} a fost confirmată`));
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({ env: { ...stripe.env, PUBLIC_URL: 'https://site.test' } });
    client = await newMember(t, { name: 'Client Card' });
    stranger = await newMember(t, { name: 'Alt Client' });
    admin = await newMember(t, { role: 'admin', name: 'Admin Plăți' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(async () => {
    await t.jobs.drain();
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('answers a card checkout with the Checkout Session made with the order total in EUR, the order number and id, and the order page', async () => {
    expect((await t.http.get('/api/checkout/methods').expect(200)).body).toEqual({ methods: ['card', 'bank_transfer'] });
    const order = await valuation();
    expect(order.payment).toMatchObject({ methods: ['card', 'bank_transfer'], redirectUrl: null });
    const answer = await payByCard(client, order.id).expect(200);
    expect(answer.body).toMatchObject({
      id: order.id,
      status: 'awaiting_payment',
      payment: { method: 'card', methods: ['card', 'bank_transfer'], redirectUrl: expect.stringMatching(new RegExp(`^${stripe.url}/pay/cs_test_`)) },
    });
    const created = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.body).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      client_reference_id: order.number,
      metadata: { orderId: order.id },
      success_url: `https://site.test/plata/comanda/${order.id}?plata=card`,
      cancel_url: `https://site.test/plata/comanda/${order.id}?plata=anulata`,
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '35090' } }],
    });
    // Asked again while the session is open: the same hosted page (retrieved, not made again).
    const again = await payByCard(client, order.id).expect(200);
    expect(again.body.payment.redirectUrl).toBe(answer.body.payment.redirectUrl);
    expect(
      stripe.requests.some((request) => request.method === 'GET' && request.path === `/v1/checkout/sessions/${sessionOf(answer.body.payment.redirectUrl)}`),
    ).toBe(true);
    expect((await orderRow(order.id)).payment_method).toBe('card');
  });

  it('pays the order once on the signed checkout.session.completed event, as a staff confirmation does; the same event again changes nothing', async () => {
    const order = await valuation();
    const { body } = await payByCard(client, order.id).expect(200);
    const event = stripe.pay(sessionOf(body.payment.redirectUrl));

    expect(await applied(event)).toBe('paid');
    const row = await orderRow(order.id);
    const intent = stripe.sessions.get(sessionOf(body.payment.redirectUrl))!.payment_intent;
    expect(row).toMatchObject({
      status: 'paid',
      payment_method: 'card',
      payment_reference: intent,
      payment_flag: null,
      consulting_request_id: expect.any(String),
    });
    expect(await consultingRequests(order.id)).toBe(1);
    expect(await paidMails(order)).toHaveLength(1);
    expect(await documents(order.id)).toEqual(['invoice']);
    const view = await t.http
      .get(`/api/checkout/status/${order.id}`)
      .set(...client.auth)
      .expect(200);
    expect(view.body).toMatchObject({ status: 'paid', statusName: 'Plătită', payment: null, paidAt: expect.any(String), invoice: { kind: 'invoice' } });

    // Stripe delivers again: answered, nothing new.
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'duplicate' });
    await t.jobs.drain();
    expect(await consultingRequests(order.id)).toBe(1);
    expect(await paidMails(order)).toHaveLength(1);
    expect(await documents(order.id)).toEqual(['invoice']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM payment_events WHERE id = $1`, [event.id]))[0].n).toBe(1);
  });

  it('applies two concurrent deliveries of the payment once', async () => {
    const order = await valuation();
    const { body } = await payByCard(client, order.id).expect(200);
    const event = stripe.pay(sessionOf(body.payment.redirectUrl));
    // The same event twice and a second event of the same session (Stripe may send both), all at once.
    const other = stripe.pay(sessionOf(body.payment.redirectUrl));
    const answers = await Promise.all([deliver(event), deliver(event), deliver(other)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['duplicate', 'recorded', 'recorded']);
    await t.jobs.drain();
    expect([await eventOutcome(event.id), await eventOutcome(other.id)].sort()).toEqual(['not_awaiting', 'paid']);
    expect(await consultingRequests(order.id)).toBe(1);
    expect(await documents(order.id)).toEqual(['invoice']);
    expect(await paidMails(order)).toHaveLength(1);
  });

  it('refuses an unsigned, forged or stale event with 400 and changes nothing', async () => {
    const order = await valuation();
    const { body } = await payByCard(client, order.id).expect(200);
    const event = stripe.pay(sessionOf(body.payment.redirectUrl));
    const forged = stripe.sign(JSON.parse(event.payload), { secret: 'whsec_not_the_site_secret' });
    const stale = stripe.sign(JSON.parse(event.payload), { timestamp: Math.floor(Date.now() / 1000) - 301 });

    const unsigned = await t.http.post('/api/checkout/webhook/stripe').set('content-type', 'application/json').send(event.payload).expect(400);
    expect(unsigned.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'Stripe-Signature', message: 'Semnătura evenimentului lipsește, nu este validă sau a expirat.' }],
    });
    // Stripe's servers send no Origin; a foreign one changes nothing: the signature alone decides (400, not the origin check's 403).
    await deliver(forged).set('origin', 'https://elsewhere.example').expect(400);
    await deliver(stale).expect(400);
    // The body changed after signing (the amount), with the genuine signature.
    await deliver({ ...event, payload: event.payload.replace('"amount_total": 35090', '"amount_total": 100') }).expect(400);
    expect(await orderRow(order.id)).toMatchObject({ status: 'awaiting_payment', paid_at: null });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM payment_events WHERE id = $1`, [event.id]))[0].n).toBe(0);
    // The genuine one still goes through afterwards.
    expect(await applied(event)).toBe('paid');
  });

  it('does not pay an order whose payment differs in amount or currency: flags it for staff', async () => {
    const order = await valuation();
    const { body } = await payByCard(client, order.id).expect(200);
    const event = stripe.pay(sessionOf(body.payment.redirectUrl), { amount_total: 100 });
    expect(await applied(event)).toBe('flagged');
    expect(await orderRow(order.id)).toMatchObject({ status: 'awaiting_payment', paid_at: null, payment_flag: 'amount_mismatch' });
    expect(await consultingRequests(order.id)).toBe(0);
    expect(await documents(order.id)).toEqual([]);
    const staff = await t.http
      .get(`/api/admin/orders/${order.id}`)
      .set(...admin.auth)
      .expect(200);
    expect(staff.body.paymentFlag).toEqual({
      code: 'amount_mismatch',
      message: expect.stringContaining('1,00 EUR, comanda are 350,90 EUR: nu a fost aplicată'),
    });

    const other = await valuation();
    const second = await payByCard(client, other.id).expect(200);
    const inRon = stripe.pay(sessionOf(second.body.payment.redirectUrl), { currency: 'ron' });
    expect(await applied(inRon)).toBe('flagged');
    expect(await orderRow(other.id)).toMatchObject({ status: 'awaiting_payment', payment_flag: 'amount_mismatch' });
  });

  it("answers 404 for another user's order and 400 with Romanian field messages for bad input", async () => {
    const order = await valuation();
    const sessions = stripe.sessions.size;
    await payByCard(stranger, order.id).expect(404);
    await payByCard(stranger, randomUUID()).expect(404);
    const bad = await t.http
      .post('/api/checkout')
      .set(...client.auth)
      .send({ orderId: 'nu-e-uuid', method: 'bitcoin' })
      .expect(400);
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'orderId', message: 'Identificatorul comenzii nu este valid.' },
        { field: 'method', message: 'Alege metoda de plată: card sau transfer bancar (bank_transfer).' },
      ]),
    );
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('refunds a paid card order once through Stripe when staff cancel it with a reason; a paid transfer is marked to refund by hand', async () => {
    const listing = await insertListing(t, client.id, { title: 'Pensiune în Bran' });
    const { body: order } = await t.http
      .post('/api/checkout/orderForEntity')
      .set(...client.auth)
      .send({ listingId: listing.id, product: 'promotion-30', billing: billing(client.email) })
      .expect(201);
    const { body } = await payByCard(client, order.id).expect(200);
    const session = sessionOf(body.payment.redirectUrl);
    expect(await applied(stripe.pay(session))).toBe('paid');
    const intent = stripe.sessions.get(session)!.payment_intent!;

    const cancelled = await t.http
      .post(`/api/admin/orders/${order.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Clientul a cerut anularea promovării.' })
      .expect(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Clientul a cerut anularea promovării.',
      refund: { status: 'requested' },
      cardPaymentId: intent,
      refundReference: expect.stringMatching(/^re_test_/),
    });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 5929, currency: 'eur', metadata: { orderId: order.id, orderNumber: order.number } }),
    ]);
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds' && request.body.payment_intent === intent)).toHaveLength(1);
    // Cancelled once: again is refused and nothing is refunded again.
    await t.http
      .post(`/api/admin/orders/${order.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Încă o dată, din greșeală.' })
      .expect(400);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    const mine = await t.http
      .get(`/api/checkout/status/${order.id}`)
      .set(...client.auth)
      .expect(200);
    expect(mine.body.refund).toEqual({ status: 'requested', statusName: 'Rambursare trimisă către procesatorul de plăți' });
    expect(await documents(order.id)).toEqual(['invoice', 'credit_note']);
    const cancelledMail = await t.mail.waitFor(client.email, new RegExp(`Comanda ${order.number} a fost anulată`));
    expect(cancelledMail.body).toContain('Suma de 59,29 EUR a fost rambursată pe cardul cu care ai plătit');
    expect(mine.body).toMatchObject({ promotedUntil: null, creditNotes: [{ kind: 'credit_note' }] });

    // Stripe refusing the refund (an unknown payment here) changes nothing: still paid, no credit note; the admin may try again.
    const other = await valuation();
    const started = await payByCard(client, other.id).expect(200);
    expect(await applied(stripe.pay(sessionOf(started.body.payment.redirectUrl)))).toBe('paid');
    await t.dataSource.query(`UPDATE orders SET stripe_payment_intent_id = 'pi_test_unknown' WHERE id = $1`, [other.id]);
    const refused = await t.http
      .post(`/api/admin/orders/${other.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Anulare cu rambursare refuzată.' })
      .expect(503);
    expect(refused.body.error).toMatchObject({ code: 'EXTERNAL_SERVICE_UNAVAILABLE' });
    expect(await orderRow(other.id)).toMatchObject({ status: 'paid', refund_status: null });
    expect(await documents(other.id)).toEqual(['invoice']);

    const transfer = await valuation();
    await t.http
      .post(`/api/admin/orders/${transfer.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 77 / BT' })
      .expect(200);
    const refunds = stripe.refunds.length;
    const manual = await t.http
      .post(`/api/admin/orders/${transfer.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Raportul nu mai este necesar.' })
      .expect(200);
    expect(manual.body).toMatchObject({ status: 'cancelled', refund: { status: 'manual', statusName: 'De rambursat manual' }, refundReference: null });
    expect(stripe.refunds).toHaveLength(refunds);
  });
});

/** Without the Stripe keys the site offers bank transfer only and has no webhook. */
describe('card payment: off without Stripe keys', () => {
  let t: TestApp;
  let client: Member;
  beforeAll(async () => {
    t = await startTestApp();
    client = await newMember(t);
  });
  afterAll(() => t?.close());

  it('offers bank transfer only, refuses card and answers the webhook 404', async () => {
    expect((await t.http.get('/api/checkout/methods').expect(200)).body).toEqual({ methods: ['bank_transfer'] });
    const { body: order } = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...client.auth)
      .send({ companyName: 'Firma SRL', billing: billing(client.email) })
      .expect(201);
    expect(order.payment).toMatchObject({ methods: ['bank_transfer'], redirectUrl: null });
    const refused = await t.http
      .post('/api/checkout')
      .set(...client.auth)
      .send({ orderId: order.id, method: 'card' })
      .expect(400);
    expect(refused.body.error.details).toEqual([{ field: 'method', message: 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.' }]);
    await t.http.post('/api/checkout/webhook/stripe').set('content-type', 'application/json').set('stripe-signature', 't=1,v1=00').send('{}').expect(404);
  });
});
