import { performance } from 'node:perf_hooks';
import { Clock } from '../../../src/core/clock/clock.js';
import { CardWebhookService } from '../../../src/modules/orders/payments/card-webhook.service.js';
import { CARD_CONFIRMING } from '../../../src/modules/orders/payments/stripe-card.provider.js';
import { Schedules } from '../../../src/modules/notifications/schedules.js';
import { newMember, type Member } from '../../support/members.js';
import { startStripeStandIn, type SignedEvent, type StripeStandIn } from '../../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const billing = (email: string) => ({ type: 'person', name: 'Ioana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email });
const SESSIONS = '/v1/checkout/sessions';
const DECLINED =
  'Plata cu cardul a fost refuzată: Fondurile de pe card nu sunt suficiente. Poți încerca din nou, cu același card sau cu altul, ori poți plăti prin transfer bancar.';

interface Order {
  id: string;
  number: string;
}

/**
 * Card payment exactly once, with the real Stripe client against the Stripe stand-in (which keeps
 * each idempotency key's first answer, as Stripe does, and can time out, refuse a card or rate-limit
 * on demand): idempotency keys per order and attempt, Stripe's errors classified, webhook events
 * recorded and applied by a job, and the reconciliation of payments whose webhook never came.
 */
describe('card payment exactly once: idempotency keys, Stripe errors, events applied by a job, reconciliation', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let client: Member;
  let admin: Member;

  const valuation = async (): Promise<Order> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Tipografia Dacia SRL', billing: billing(client.email) })
        .expect(201)
    ).body;
  const payByCard = (orderId: string) =>
    t.http
      .post('/api/checkout')
      .set(...client.auth)
      .send({ orderId, method: 'card' });
  const status = async (orderId: string) =>
    (
      await t.http
        .get(`/api/checkout/status/${orderId}`)
        .set(...client.auth)
        .expect(200)
    ).body;
  const deliver = (event: SignedEvent) =>
    t.http
      .post('/api/checkout/webhook/stripe')
      .set('content-type', 'application/json; charset=utf-8')
      .set('stripe-signature', event.signature)
      .send(event.payload);
  const sessionOf = (redirectUrl: string) => redirectUrl.split('/pay/')[1];
  /** The Checkout Sessions the stand-in made for the order (each create it carried out, not replayed). */
  const sessionsOf = (orderId: string) => [...stripe.sessions.values()].filter((session) => session.metadata.orderId === orderId);
  const createCalls = (orderId: string) =>
    stripe.requests.filter(
      (request) => request.method === 'POST' && request.path === SESSIONS && (request.body.metadata as { orderId?: string } | undefined)?.orderId === orderId,
    );
  const documents = async (orderId: string) =>
    (await t.dataSource.query(`SELECT kind FROM invoices WHERE order_id = $1 ORDER BY issued_at`, [orderId])).map(
      (row: { kind: string }) => row.kind,
    ) as string[];
  const orderStatus = async (orderId: string) => (await t.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status as string;
  const eventOutcome = async (id: string) =>
    (await t.dataSource.query(`SELECT outcome FROM payment_events WHERE id = $1`, [id]))[0]?.outcome as string | undefined;
  const paidMails = (order: Order) => t.mail.mails.filter((mail) => mail.subject.includes(`Plata pentru comanda ${order.number} a fost confirmată`));

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    // A short timeout per call (the client tries three times), so a held answer is given up on quickly.
    t = await startTestApp({ env: { ...stripe.env, PUBLIC_URL: 'https://site.test', STRIPE_TIMEOUT_MS: '700' } });
    client = await newMember(t, { name: 'Client Card' });
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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes one session when the create call times out once (the client asks again with the same key); the webhook then pays the order once, one invoice', async () => {
    const order = await valuation();
    stripe.failNext(SESSIONS, { kind: 'timeout', delayMs: 3_000 });
    const answer = await payByCard(order.id).expect(200);

    expect(sessionsOf(order.id)).toHaveLength(1);
    expect(createCalls(order.id).map(({ idempotencyKey, fault, replayed }) => ({ idempotencyKey, fault, replayed }))).toEqual([
      { idempotencyKey: `checkout-${order.id}-1`, fault: 'timeout', replayed: false },
      { idempotencyKey: `checkout-${order.id}-1`, fault: null, replayed: true },
    ]);
    const session = sessionsOf(order.id)[0];
    expect(answer.body.payment.redirectUrl).toBe(`${stripe.url}/pay/${session.id}`);
    expect(answer.body.cardPayment).toMatchObject({ state: 'started' });

    const event = stripe.pay(session.id);
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'recorded' });
    await t.jobs.drain();
    expect(await eventOutcome(event.id)).toBe('paid');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await documents(order.id)).toEqual(['invoice']);
    expect(sessionsOf(order.id)).toHaveLength(1);
  });

  it('leaves the order being confirmed when no try gets an answer; the next checkout asks Stripe again with the same key and gets the same session', async () => {
    const order = await valuation();
    // The client's three tries all time out: the first was carried out, its answer (and the replays') lost.
    stripe.failNext(SESSIONS, { kind: 'timeout', delayMs: 3_000 }, 3);
    const lost = await payByCard(order.id).expect(503);
    expect(lost.body.error).toMatchObject({ code: 'EXTERNAL_SERVICE_UNAVAILABLE', message: CARD_CONFIRMING });
    expect(sessionsOf(order.id)).toHaveLength(1);
    expect((await status(order.id)).cardPayment).toMatchObject({ state: 'unknown', stateName: 'Plata cu cardul se confirmă', message: null });

    const again = await payByCard(order.id).expect(200);
    expect(sessionsOf(order.id)).toHaveLength(1);
    expect(again.body.payment.redirectUrl).toBe(`${stripe.url}/pay/${sessionsOf(order.id)[0].id}`);
    expect(new Set(createCalls(order.id).map((call) => call.idempotencyKey))).toEqual(new Set([`checkout-${order.id}-1`]));
    expect(again.body.cardPayment).toMatchObject({ state: 'started' });

    const event = stripe.pay(sessionOf(again.body.payment.redirectUrl));
    await deliver(event).expect(200);
    await t.jobs.drain();
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await documents(order.id)).toEqual(['invoice']);
  });

  it('tells the buyer in Romanian why the card was declined, on the answer and on the order; trying again makes a new attempt that works', async () => {
    const order = await valuation();
    stripe.failNext(SESSIONS, { kind: 'card_error', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const refused = await payByCard(order.id).expect(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: DECLINED, details: [{ field: 'method', message: DECLINED }] });
    expect((await status(order.id)).cardPayment).toEqual({
      state: 'declined',
      stateName: 'Plata cu cardul a fost refuzată',
      message: DECLINED,
      since: expect.any(String),
    });
    expect(sessionsOf(order.id)).toHaveLength(0);

    const retried = await payByCard(order.id).expect(200);
    expect(createCalls(order.id).map((call) => call.idempotencyKey)).toEqual([`checkout-${order.id}-1`, `checkout-${order.id}-2`]);
    expect(sessionsOf(order.id)).toHaveLength(1);
    expect(retried.body.cardPayment).toMatchObject({ state: 'started', message: null });
    await deliver(stripe.pay(sessionOf(retried.body.payment.redirectUrl))).expect(200);
    await t.jobs.drain();
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await status(order.id)).cardPayment).toBeNull();
  });

  it('retries a rate-limited create with backoff under the same key: one session', async () => {
    const order = await valuation();
    stripe.failNext(SESSIONS, { kind: 'rate_limit' }, 2);
    await payByCard(order.id).expect(200);
    expect(createCalls(order.id).map(({ idempotencyKey, fault }) => ({ idempotencyKey, fault }))).toEqual([
      { idempotencyKey: `checkout-${order.id}-1`, fault: 'rate_limit' },
      { idempotencyKey: `checkout-${order.id}-1`, fault: 'rate_limit' },
      { idempotencyKey: `checkout-${order.id}-1`, fault: null },
    ]);
    expect(sessionsOf(order.id)).toHaveLength(1);
  });

  it('answers the same event delivered 5 times at once with 2xx within 200 ms each, and applies it once: paid once, one invoice, one email', async () => {
    const order = await valuation();
    const { body } = await payByCard(order.id).expect(200);
    const event = stripe.pay(sessionOf(body.payment.redirectUrl));
    // An event of another kind first: recorded only (the route warmed up, as on a running site).
    const other = stripe.sign({
      id: 'evt_test_warm_up_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_test_1', object: 'customer' } },
    });
    expect((await deliver(other).expect(200)).body).toEqual({ received: true, outcome: 'ignored' });
    // The order's own jobs (its proforma email) done first: they share this process with the webhook.
    await t.jobs.drain();
    // The job applying the event waits until the five answers are in: they must not wait for it (on the
    // embedded default in-process jobs share the process, and an invoice's PDF would take the CPU meanwhile).
    const webhook = t.app.get(CardWebhookService);
    const apply = webhook.apply.bind(webhook);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(webhook, 'apply').mockImplementation(async (eventId) => {
      await answered;
      return apply(eventId);
    });
    const timed = async () => {
      const start = performance.now();
      const answer = await deliver(event);
      return { status: answer.status, outcome: answer.body.outcome as string, ms: performance.now() - start };
    };
    const answers = await Promise.all(Array.from({ length: 5 }, timed));
    release();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'recorded']);
    const times = answers.map((answer) => Math.round(answer.ms));
    expect(Math.max(...times), `answered in ${times.join(', ')} ms`).toBeLessThan(200);

    await t.jobs.drain();
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await documents(order.id)).toEqual(['invoice']);
    expect(paidMails(order)).toHaveLength(1);
    expect(await t.dataSource.query(`SELECT outcome, applied_at IS NOT NULL AS applied FROM payment_events WHERE id = $1`, [event.id])).toEqual([
      { outcome: 'paid', applied: true },
    ]);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox WHERE job_id = $1`, [`stripe-event-${event.id}`]))[0].n).toBe(1);
  });

  it('reconciles a paid session whose webhook never came, once the payment has been unsettled for over an hour', async () => {
    const clock = t.app.get(Clock);
    const schedules = t.app.get(Schedules);
    let now = new Date();
    vi.spyOn(clock, 'now').mockImplementation(() => now);
    const order = await valuation();
    const { body } = await payByCard(order.id).expect(200);
    const session = sessionOf(body.payment.redirectUrl);
    // Paid at Stripe; the event is never sent.
    const event = stripe.pay(session);
    const retrieved = () => stripe.requests.filter((request) => request.method === 'GET' && request.path === `${SESSIONS}/${session}`).length;

    // Within the hour the webhook is waited for: Stripe is not asked.
    now = new Date(now.getTime() + 30 * 60_000);
    await schedules.reconcileCardPayments();
    await t.jobs.drain();
    expect(retrieved()).toBe(0);
    expect(await orderStatus(order.id)).toBe('awaiting_payment');

    now = new Date(now.getTime() + 31 * 60_000);
    await schedules.reconcileCardPayments();
    await t.jobs.drain();
    expect(retrieved()).toBe(1);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await documents(order.id)).toEqual(['invoice']);
    expect(paidMails(order)).toHaveLength(1);
    expect((await status(order.id)).cardPayment).toBeNull();

    // The webhook comes late after all: recorded, and nothing more is applied.
    await deliver(event).expect(200);
    await t.jobs.drain();
    expect(await eventOutcome(event.id)).toBe('not_awaiting');
    expect(await documents(order.id)).toEqual(['invoice']);

    // The next run has nothing to settle.
    now = new Date(now.getTime() + 15 * 60_000);
    await schedules.reconcileCardPayments();
    await t.jobs.drain();
    expect(retrieved()).toBe(1);
    expect(await t.jobs.failed()).toEqual([]);
  });

  it('reconciles a creation that never got an answer by asking again with its key: the session made then, not a new one', async () => {
    const clock = t.app.get(Clock);
    let now = new Date();
    vi.spyOn(clock, 'now').mockImplementation(() => now);
    const order = await valuation();
    stripe.failNext(SESSIONS, { kind: 'timeout', delayMs: 3_000 }, 3);
    await payByCard(order.id).expect(503);
    const [made] = sessionsOf(order.id);
    stripe.pay(made.id);

    // (Another minute than the runs of the test before: each run's job id is its minute.)
    now = new Date(now.getTime() + 90 * 60_000);
    await t.app.get(Schedules).reconcileCardPayments();
    await t.jobs.drain();
    expect(sessionsOf(order.id)).toHaveLength(1);
    expect(new Set(createCalls(order.id).map((call) => call.idempotencyKey))).toEqual(new Set([`checkout-${order.id}-1`]));
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await documents(order.id)).toEqual(['invoice']);
  });

  it('asks Stripe before staff act on an order whose card payment is unsettled: a paid session is not paid a second time by transfer', async () => {
    const order = await valuation();
    const { body } = await payByCard(order.id).expect(200);
    stripe.pay(sessionOf(body.payment.redirectUrl));
    const refused = await t.http
      .post(`/api/admin/orders/${order.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 12 / BT' })
      .expect(400);
    expect(refused.body.error.details).toEqual([{ field: 'status', message: 'Comanda nu mai poate fi marcată ca plătită: este plătită.' }]);
    expect(
      await t.dataSource.query(`SELECT status, payment_method, payment_reference LIKE 'pi_test_%' AS by_card FROM orders WHERE id = $1`, [order.id]),
    ).toEqual([{ status: 'paid', payment_method: 'card', by_card: true }]);
    expect(await documents(order.id)).toEqual(['invoice']);
  });
});
