import { randomUUID } from 'node:crypto';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const billing = (email: string, name = 'Ioana Pop') => ({ type: 'person', name, address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email });

interface Order {
  id: string;
  number: string;
  status: string;
}

/** Orders in the console: reading, confirming a payment (which applies the order), cancelling; roles and audit. */
describe('staff orders: payment confirmation and cancellation', () => {
  let t: TestApp;
  let admin: Member;
  let consultant: Member;
  let moderator: Member;
  let client: Member;

  const promotionOrder = async (listingId: string, product = 'promotion-30', email = client.email, member = client): Promise<Order> =>
    (
      await t.http
        .post('/api/checkout/orderForEntity')
        .set(...member.auth)
        .send({ listingId, product, billing: billing(email) })
        .expect(201)
    ).body;
  const valuationOrder = async (email = client.email): Promise<Order> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Brutăria Țărănească SRL', companyCui: '1590082', notes: 'Vânzare parțială.', billing: billing(email) })
        .expect(201)
    ).body;
  const markPaid = (member: Member, id: string, paymentReference: unknown = 'OP 123 / BT') =>
    t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...member.auth)
      .send({ paymentReference });
  const cancel = (member: Member, id: string, reason: unknown = 'Clientul a renunțat la comandă.') =>
    t.http
      .post(`/api/admin/orders/${id}/cancel`)
      .set(...member.auth)
      .send({ reason });
  const mailsTo = async (to: string, subject: RegExp) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  };
  const audits = (id: string) =>
    t.dataSource.query(`SELECT action, actor_id, before, after FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 ORDER BY created_at`, [id]);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newMember(t, { role: 'admin', name: 'Admin Plăți' });
    consultant = await newMember(t, { role: 'consultant', name: 'Consultant Evaluări' });
    moderator = await newMember(t, { role: 'moderator' });
    client = await newMember(t, { name: 'Client Plătitor' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('marking a promotion paid promotes the listing for the package, shows it promoted in the public list, audits and emails once', async () => {
    const listing = await insertListing(t, client.id, { title: 'Atelier de ceramică în Horezu' });
    await insertListing(t, client.id, { title: 'Alt anunț, mai nou' });
    const order = await promotionOrder(listing.id);
    // The public list is read (and cached) before the payment: the payment must refresh it.
    const unpaid = await t.http.get('/api/company/list/web?page=1&pageSize=10').expect(200);
    expect(unpaid.body.docs.find((doc: { id: string }) => doc.id === listing.id)).toMatchObject({ promoted: false });
    const before = Date.now();

    const answer = await markPaid(admin, order.id, '  OP 4711 / BT  ').expect(200);
    expect(answer.body).toMatchObject({
      id: order.id,
      status: 'paid',
      statusName: 'Plătită',
      paymentReference: 'OP 4711 / BT',
      payment: null,
      user: { id: client.id, fullName: 'Client Plătitor', email: client.email },
    });
    const until = new Date(answer.body.promotedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
    const [row] = await t.dataSource.query(`SELECT promoted_until FROM listings WHERE id = $1`, [listing.id]);
    expect(new Date(row.promoted_until).getTime()).toBe(until);

    // The public list puts it first, promoted.
    const list = await t.http.get('/api/company/list/web?page=1&pageSize=10').expect(200);
    expect(list.body.docs[0]).toMatchObject({ id: listing.id, promoted: true });
    expect(list.body.pagination.featuredCount).toBe(1);

    const [entry] = await audits(order.id);
    expect(entry).toMatchObject({
      action: 'order.mark_paid',
      actor_id: admin.id,
      before: { status: 'awaiting_payment', paidAt: null },
      after: { status: 'paid', paymentReference: 'OP 4711 / BT' },
    });

    const mails = await mailsTo(client.email, new RegExp(`Plata pentru comanda ${order.number} a fost confirmată`));
    expect(mails).toHaveLength(1);
    const day = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(until));
    expect(mails[0].body).toContain(`Anunțul „Atelier de ceramică în Horezu” este promovat până pe ${day}`);

    // Once paid, not paid again; nothing changes, nobody is emailed again (a paid order's cancellation: card-payment.int-spec.ts).
    const again = await markPaid(admin, order.id).expect(400);
    expect(again.body.error).toMatchObject({
      message: 'Comanda nu mai așteaptă plata.',
      details: [{ field: 'status', message: 'Comanda nu mai poate fi marcată ca plătită: este plătită.' }],
    });
    expect(await mailsTo(client.email, /a fost confirmată|a fost anulată/)).toHaveLength(1);
    const [ledger] = await t.dataSource.query(`SELECT count(*)::int AS n FROM notification_deliveries WHERE key = $1`, [`order-paid-${order.id}`]);
    expect(ledger.n).toBe(1);
    expect(await audits(order.id)).toHaveLength(1);
    const [{ promoted_until }] = await t.dataSource.query(`SELECT promoted_until FROM listings WHERE id = $1`, [listing.id]);
    expect(new Date(promoted_until).getTime()).toBe(until);
  });

  it('extends a promotion still running from its end, not from now', async () => {
    const listing = await insertListing(t, client.id);
    const running = new Date(Date.now() + 10 * DAY);
    await t.dataSource.query(`UPDATE listings SET promoted_until = $2 WHERE id = $1`, [listing.id, running]);
    const order = await promotionOrder(listing.id, 'premium-60');
    const answer = await markPaid(admin, order.id).expect(200);
    expect(new Date(answer.body.promotedUntil).getTime()).toBe(running.getTime() + 60 * DAY);
  });

  it('still records the payment of a listing no longer published, without promoting it, and tells the client', async () => {
    const listing = await insertListing(t, client.id, { title: 'Anunț retras între timp' });
    const order = await promotionOrder(listing.id);
    await t.dataSource.query(`UPDATE listings SET status = 'archived' WHERE id = $1`, [listing.id]);
    const answer = await markPaid(admin, order.id).expect(200);
    expect(answer.body).toMatchObject({ status: 'paid', promotedUntil: null });
    const [row] = await t.dataSource.query(`SELECT promoted_until FROM listings WHERE id = $1`, [listing.id]);
    expect(row.promoted_until).toBeNull();
    const [mail] = await mailsTo(client.email, new RegExp(`comanda ${order.number} a fost confirmată`));
    expect(mail.body).toContain('nu este publicat în acest moment, așa că promovarea nu a putut porni');
  });

  it('marking a valuation paid opens a consulting request (valuation) that consultants work and the client sees', async () => {
    const order = await valuationOrder('plata.evaluare@example.ro');
    const answer = await markPaid(admin, order.id).expect(200);
    expect(answer.body).toMatchObject({
      status: 'paid',
      promotedUntil: null,
      consultingRequestId: expect.any(String),
      consultingRequestNumber: expect.stringMatching(/^RC-\d{4}-\d{6}$/),
    });

    const queue = await t.http
      .get('/api/admin/consulting?topic=valuation')
      .set(...consultant.auth)
      .expect(200);
    const request = queue.body.docs.find((doc: { id: string }) => doc.id === answer.body.consultingRequestId);
    expect(request).toMatchObject({
      number: answer.body.consultingRequestNumber,
      kind: 'consulting',
      topic: 'valuation',
      status: 'new',
      fullName: 'Client Plătitor',
      email: 'plata.evaluare@example.ro',
      companyName: 'Brutăria Țărănească SRL',
      cui: '1590082',
      userId: client.id,
    });
    expect(request.message).toContain(`Comanda ${order.number} (Raport de evaluare a afacerii)`);
    expect(request.message).toContain('Vânzare parțială.');
    const mine = await t.http
      .get('/api/consulting/mine')
      .set(...client.auth)
      .expect(200);
    expect(mine.body.docs.map((doc: { id: string }) => doc.id)).toContain(answer.body.consultingRequestId);

    const [mail] = await mailsTo('plata.evaluare@example.ro', new RegExp(`comanda ${order.number} a fost confirmată`));
    expect(mail.body).toContain(`Am deschis cererea de evaluare ${answer.body.consultingRequestNumber} pentru firma Brutăria Țărănească SRL`);
    // The consultants are alerted once; the client gets no separate acknowledgement of the request.
    expect(await mailsTo(consultant.email, new RegExp(`Cerere nouă ${answer.body.consultingRequestNumber}`))).toHaveLength(1);
    expect(await mailsTo('plata.evaluare@example.ro', /Am primit cererea ta/)).toHaveLength(0);
  });

  it('cancels with a reason sent to the client, audited; only an order waiting for payment', async () => {
    const order = await valuationOrder('anulare@example.ro');
    const missing = await cancel(admin, order.id, '').expect(400);
    expect(missing.body.error.details).toEqual([{ field: 'reason', message: 'Scrie motivul anulării (îl primește clientul).' }]);
    await cancel(admin, order.id, 'Nu').expect(400);
    expect(
      (
        await t.http
          .get(`/api/admin/orders/${order.id}`)
          .set(...admin.auth)
          .expect(200)
      ).body.status,
    ).toBe('awaiting_payment');

    const answer = await cancel(admin, order.id, 'Datele de facturare nu au putut fi verificate.').expect(200);
    expect(answer.body).toMatchObject({
      status: 'cancelled',
      statusName: 'Anulată',
      cancelReason: 'Datele de facturare nu au putut fi verificate.',
      cancelledAt: expect.any(String),
      payment: null,
    });
    const [mail] = await mailsTo('anulare@example.ro', new RegExp(`Comanda ${order.number} a fost anulată`));
    expect(mail.body).toContain('Datele de facturare nu au putut fi verificate.');
    expect(await audits(order.id)).toEqual([
      expect.objectContaining({ action: 'order.cancel', actor_id: admin.id, after: expect.objectContaining({ status: 'cancelled' }) }),
    ]);
    await markPaid(admin, order.id).expect(400);
    await cancel(admin, order.id).expect(400);
    expect(await mailsTo('anulare@example.ro', /anulată|confirmată/)).toHaveLength(1);
  });

  it('refuses a missing or too long payment reference and changes nothing', async () => {
    const order = await valuationOrder();
    const empty = await markPaid(admin, order.id, ' ').expect(400);
    expect(empty.body.error.details).toEqual([{ field: 'paymentReference', message: 'Scrie referința plății din extrasul de cont.' }]);
    const long = await markPaid(admin, order.id, 'x'.repeat(101)).expect(400);
    expect(long.body.error.details).toEqual([{ field: 'paymentReference', message: 'Referința plății poate avea cel mult 100 de caractere.' }]);
    await markPaid(admin, randomUUID()).expect(404);
    await markPaid(admin, 'nu-e-id').expect(400);
    const [row] = await t.dataSource.query(`SELECT status, paid_at, consulting_request_id FROM orders WHERE id = $1`, [order.id]);
    expect(row).toEqual({ status: 'awaiting_payment', paid_at: null, consulting_request_id: null });
    expect(await audits(order.id)).toEqual([]);
  });

  it('lets consultants read orders but not confirm or cancel them; moderators see nothing', async () => {
    const order = await valuationOrder();
    expect(
      (
        await t.http
          .get('/api/admin/orders')
          .set(...consultant.auth)
          .expect(200)
      ).body.docs.length,
    ).toBeGreaterThan(0);
    await t.http
      .get(`/api/admin/orders/${order.id}`)
      .set(...consultant.auth)
      .expect(200);
    await markPaid(consultant, order.id).expect(403);
    await cancel(consultant, order.id).expect(403);
    await t.http
      .get('/api/admin/orders')
      .set(...moderator.auth)
      .expect(403);
    await t.http
      .get(`/api/admin/orders/${order.id}`)
      .set(...moderator.auth)
      .expect(403);
    await markPaid(moderator, order.id).expect(403);
    await t.http
      .get('/api/admin/orders')
      .set(...client.auth)
      .expect(403);
    await t.http.get('/api/admin/orders').expect(401);
    const [row] = await t.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [order.id]);
    expect(row.status).toBe('awaiting_payment');
  });

  it('filters the list by status, kind and text (number, email, name) and sorts it', async () => {
    const buyer = await newMember(t, { name: 'Ștefan Căutat' });
    const listing = await insertListing(t, buyer.id);
    const promo = await promotionOrder(listing.id, 'premium-60', 'stefan.facturi@example.ro', buyer);
    const { body: valuation } = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...buyer.auth)
      .send({ companyName: 'Firma Căutată', billing: billing('stefan.facturi@example.ro', 'Țesătoria Ștefănescu SRL') })
      .expect(201);
    await cancel(admin, valuation.id).expect(200);

    const ids = async (query: string) =>
      (
        (
          await t.http
            .get(`/api/admin/orders?${query}`)
            .set(...admin.auth)
            .expect(200)
        ).body.docs as Order[]
      ).map((doc) => doc.id);
    expect(await ids(`q=${promo.number}`)).toEqual([promo.id]);
    expect(await ids('q=STEFAN.FACTURI')).toEqual([valuation.id, promo.id]);
    expect(await ids(`q=${encodeURIComponent('tesatoria stefanescu')}`)).toEqual([valuation.id]);
    expect(await ids(`q=${encodeURIComponent('Ștefan Căutat')}&sort=oldest`)).toEqual([promo.id, valuation.id]);
    expect(await ids('q=stefan.facturi&status=cancelled')).toEqual([valuation.id]);
    expect(await ids('q=stefan.facturi&kind=promotion')).toEqual([promo.id]);
    expect(await ids('q=stefan.facturi&sort=total-desc')).toEqual([valuation.id, promo.id]);
    expect(await ids('q=stefan.facturi&sort=total-asc')).toEqual([promo.id, valuation.id]);
    const page = await t.http
      .get('/api/admin/orders?q=stefan.facturi&pageSize=1&page=2')
      .set(...admin.auth)
      .expect(200);
    expect(page.body.pagination).toMatchObject({ page: 2, perPage: 1, total: 2, totalPages: 2, prevPage: 1, nextPage: null });
    const bad = await t.http
      .get('/api/admin/orders?status=open&kind=x&sort=price')
      .set(...admin.auth)
      .expect(400);
    expect(bad.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['kind', 'sort', 'status']);
  });

  it('counts orders on the dashboard for admins and consultants only', async () => {
    const counts = async (member: Member) =>
      (
        await t.http
          .get('/api/admin/dashboard')
          .set(...member.auth)
          .expect(200)
      ).body.orders;
    const start = await counts(admin);
    expect(start).toEqual({ awaitingPayment: expect.any(Number), paidLast30Days: expect.any(Number) });
    const order = await valuationOrder();
    expect(await counts(admin)).toEqual({ awaitingPayment: start.awaitingPayment + 1, paidLast30Days: start.paidLast30Days });
    await markPaid(admin, order.id).expect(200);
    expect(await counts(consultant)).toEqual({ awaitingPayment: start.awaitingPayment, paidLast30Days: start.paidLast30Days + 1 });
    // Paid more than 30 days ago: no longer counted.
    await t.dataSource.query(`UPDATE orders SET paid_at = now() - interval '31 days' WHERE id = $1`, [order.id]);
    expect((await counts(admin)).paidLast30Days).toBe(start.paidLast30Days);
    const forModerator = await t.http
      .get('/api/admin/dashboard')
      .set(...moderator.auth)
      .expect(200);
    expect(forModerator.body).not.toHaveProperty('orders');
  });
});
