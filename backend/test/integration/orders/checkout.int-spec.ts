import { randomUUID } from 'node:crypto';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const company = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'company',
  name: 'Marinescu Consult SRL',
  cui: 'RO 14399840',
  regCom: 'J12/3456/2019',
  address: 'Str. Memorandumului nr. 28, ap. 4',
  city: 'Cluj-Napoca',
  county: 16,
  email,
  phone: '0740 123 456',
  ...extra,
});
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'person',
  name: 'Ioana Pop',
  address: 'Bd. Unirii nr. 10',
  city: 'Sector 3',
  county: 41,
  email,
  ...extra,
});

/** The public checkout: catalogue, orders, proforma email, ownership, validation. */
describe('checkout: ordering as a signed-in user', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  const count = async (table = 'orders') => ((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0].n;
  const post = (member: Member | null, path: string, body: object) => {
    const request = t.http.post(`/api/checkout${path}`);
    if (member) request.set(...member.auth);
    return request.send(body);
  };

  beforeAll(async () => {
    t = await startTestApp();
    alice = await newMember(t, { name: 'Alice Vânzătoarea' });
    bob = await newMember(t, { name: 'Bogdan Străinul' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('serves the catalogue with prices to anyone', async () => {
    const { body } = await t.http.get('/api/checkout/products').expect(200);
    expect(body.map((product: { id: string }) => product.id)).toEqual(['promotion-30', 'premium-60', 'valuation-report']);
    expect(body[0]).toMatchObject({ kind: 'promotion', name: 'Promovat', netEur: 49, vatEur: 10.29, totalEur: 59.29, promotionDays: 30 });
    expect(body[2]).toMatchObject({ kind: 'valuation', netEur: 290, vatEur: 60.9, totalEur: 350.9, promotionDays: null });
  });

  it('answers 401 to anonymous visitors on every order route', async () => {
    const listing = await insertListing(t, alice.id);
    await post(null, '/orderForEntity', { listingId: listing.id, product: 'promotion-30', billing: company('a@example.ro') }).expect(401);
    await post(null, '/raportEvaluare', { companyName: 'Firma X', billing: person('a@example.ro') }).expect(401);
    await post(null, '', { orderId: randomUUID(), method: 'bank_transfer' }).expect(401);
    await t.http.get(`/api/checkout/status/${randomUUID()}`).expect(401);
    await t.http.get('/api/checkout/mine').expect(401);
    expect(await count()).toBe(0);
  });

  it('refuses bad billing data with Romanian field messages and stores nothing', async () => {
    const listing = await insertListing(t, alice.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [company('f@example.ro', { cui: undefined }), 'billing.cui', 'Codul fiscal (CUI) este obligatoriu pentru facturarea pe firmă.'],
      [company('f@example.ro', { cui: '14399841' }), 'billing.cui', 'Codul fiscal (CUI) nu este valid.'],
      [person('p@example.ro', { cui: '14399840' }), 'billing.cui', 'Persoanele fizice nu au cod fiscal (CUI): lasă câmpul gol.'],
      [
        person('p@example.ro', { regCom: 'J12/3456/2019' }),
        'billing.regCom',
        'Doar firmele au număr de înregistrare la Registrul Comerțului: lasă câmpul gol.',
      ],
      [company('f@example.ro', { county: 0 }), 'billing.county', 'Alege județul.'],
      [company('f@example.ro', { county: 43 }), 'billing.county', 'Alege județul.'],
      [company('nu-este-email'), 'billing.email', 'Adresa de email nu este validă.'],
      [company('f@example.ro', { address: 'Str' }), 'billing.address', 'Minimum 5 caractere.'],
      // CIUS-RO's limits of a locality and a street (BR-RO-L050, BR-RO-L150): longer ones could not be invoiced.
      [company('f@example.ro', { city: 'x'.repeat(51) }), 'billing.city', 'Maximum 50 caractere.'],
      [company('f@example.ro', { address: 'x'.repeat(151) }), 'billing.address', 'Maximum 150 caractere.'],
      [company('f@example.ro', { name: ' ' }), 'billing.name', 'Câmpul este obligatoriu.'],
      [company('f@example.ro', { type: 'ong' }), 'billing.type', 'Alege dacă facturezi pe o firmă sau pe o persoană fizică.'],
      [company('f@example.ro', { iban: 'RO49' }), 'billing.iban', 'Câmpul nu este permis.'],
      // A București address names its sector: e-Factura writes it as the city (CIUS-RO BR-RO-101).
      [person('p@example.ro', { city: 'București' }), 'billing.city', 'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.'],
      [
        company('f@example.ro', { county: 41, city: 'Mun. București, Sector 7' }),
        'billing.city',
        'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.',
      ],
    ];
    for (const [billing, field, message] of cases) {
      const answer = await post(alice, '/orderForEntity', { listingId: listing.id, product: 'promotion-30', billing });
      expect(answer.status, JSON.stringify(billing)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.details, field).toContainEqual({ field, message });
    }
    const noBilling = await post(alice, '/orderForEntity', { listingId: listing.id, product: 'promotion-30' }).expect(400);
    expect(noBilling.body.error.details).toContainEqual({ field: 'billing', message: 'Completează datele de facturare.' });
    const badProduct = await post(alice, '/orderForEntity', { listingId: 'x', product: 'valuation-report', billing: company('f@example.ro') }).expect(400);
    expect(badProduct.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'listingId', message: 'Identificatorul anunțului nu este valid.' },
        { field: 'product', message: 'Alege pachetul de promovare: Promovat sau Premium.' },
      ]),
    );
    const valuation = await post(alice, '/raportEvaluare', {
      companyName: 'F',
      companyCui: '123',
      notes: 'x'.repeat(2001),
      billing: person('p@example.ro'),
    }).expect(400);
    expect(valuation.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'companyName', message: 'Minimum 2 caractere.' },
        { field: 'companyCui', message: 'Codul fiscal (CUI) al firmei evaluate nu este valid.' },
        { field: 'notes', message: 'Maximum 2000 caractere.' },
      ]),
    );
    await t.jobs.drain();
    expect(await count()).toBe(0);
    expect(t.mail.mails.filter((mail) => /Comanda CMD-/.test(mail.subject))).toHaveLength(0);
    // Refused input does not spend the rate limit.
    expect(await t.dataSource.query(`SELECT * FROM rate_counters`)).toEqual([]);
  });

  it('places a promotion order and emails the proforma once, with the amounts, the IBAN, the reference and the order page', async () => {
    const listing = await insertListing(t, alice.id, { title: 'Pensiune în Bran' });
    const answer = await post(alice, '/orderForEntity', {
      listingId: listing.id,
      product: 'promotion-30',
      billing: company('facturi.alice@example.ro'),
    }).expect(201);
    const order = answer.body;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^CMD-\d{4}-\d{6}$/),
      kind: 'promotion',
      kindName: 'Promovare anunț',
      product: 'promotion-30',
      productName: 'Promovat',
      status: 'awaiting_payment',
      statusName: 'Așteaptă plata',
      netEur: 49,
      vatEur: 10.29,
      totalEur: 59.29,
      currency: 'EUR',
      billing: {
        type: 'company',
        name: 'Marinescu Consult SRL',
        cui: '14399840',
        regCom: 'J12/3456/2019',
        county: 16,
        email: 'facturi.alice@example.ro',
        phone: '0740 123 456',
      },
      listing: { id: listing.id, type: 1, title: 'Pensiune în Bran', slug: listing.slug },
      valuation: null,
      promotedUntil: null,
      paidAt: null,
      cancelledAt: null,
      cancelReason: null,
    });
    expect(order.payment).toEqual({
      method: 'bank_transfer',
      beneficiary: 'RoAfaceri Demo SRL',
      bank: 'Banca Demo',
      iban: 'RO49AAAA1B31007593840000',
      reference: order.number,
      amountEur: 59.29,
      dueDays: 14,
      // No Stripe keys in this app: bank transfer only.
      methods: ['bank_transfer'],
      redirectUrl: null,
    });

    const mail = await t.mail.waitFor('facturi.alice@example.ro', new RegExp(`Comanda ${order.number}: factură proformă`));
    expect(mail.body).toContain('Bună ziua, Alice Vânzătoarea,');
    expect(mail.body).toContain('RO49 AAAA 1B31 0075 9384 0000');
    expect(mail.body).toContain('Beneficiar: RoAfaceri Demo SRL');
    expect(mail.body).toContain(`Referința plății: ${order.number}`);
    expect(mail.body).toContain('Valoare fără TVA: 49,00 EUR');
    expect(mail.body).toContain('TVA (21%): 10,29 EUR');
    expect(mail.body).toContain('Total de plată: 59,29 EUR');
    expect(mail.body).toContain('Cumpărător: Marinescu Consult SRL, CUI 14399840, J12/3456/2019, Str. Memorandumului nr. 28, ap. 4, Cluj-Napoca, jud. Cluj');
    expect(mail.body).toContain('în cel mult 14 zile');
    expect(mail.body).toContain('Pensiune în Bran');
    const link = linkIn(mail, `/plata/comanda/${order.id}`);
    expect(link.href).toBe(`${t.config.http.publicUrl}/plata/comanda/${order.id}`);
    await t.jobs.drain();
    expect(t.mail.mails.filter((item) => item.subject.includes(order.number))).toHaveLength(1);
    const [ledger] = await t.dataSource.query(`SELECT count(*)::int AS n FROM notification_deliveries WHERE key = $1`, [`order-created-${order.id}`]);
    expect(ledger.n).toBe(1);

    // The order page, and the same package again while it waits: the same order (200), nothing new.
    expect(
      (
        await t.http
          .get(`/api/checkout/status/${order.id}`)
          .set(...alice.auth)
          .expect(200)
      ).body,
    ).toEqual(order);
    const again = await post(alice, '/orderForEntity', { listingId: listing.id, product: 'promotion-30', billing: person('alt@example.ro') }).expect(200);
    expect(again.body.id).toBe(order.id);
    // Another package is refused, naming the open order.
    const other = await post(alice, '/orderForEntity', { listingId: listing.id, product: 'premium-60', billing: company('facturi.alice@example.ro') }).expect(
      400,
    );
    expect(other.body.error.details).toEqual([
      { field: 'product', message: expect.stringContaining(`are deja comanda ${order.number} (Promovat) în așteptarea plății`) },
    ]);
    await t.jobs.drain();
    expect(await count()).toBe(1);
    expect(t.mail.mails.filter((item) => /factură proformă/.test(item.subject))).toHaveLength(1);
  });

  it('never lets a user order for, read or pay what belongs to someone else', async () => {
    const listing = await insertListing(t, alice.id);
    const { body: order } = await post(alice, '/orderForEntity', {
      listingId: listing.id,
      product: 'premium-60',
      billing: person('alice.p@example.ro'),
    }).expect(201);
    const before = await count();

    const forOther = await post(bob, '/orderForEntity', { listingId: listing.id, product: 'promotion-30', billing: person('bob@example.ro') }).expect(404);
    expect(forOther.body.error).toEqual({ code: 'NOT_FOUND', message: 'Anunțul nu există.' });
    await post(bob, '/orderForEntity', { listingId: randomUUID(), product: 'promotion-30', billing: person('bob@example.ro') }).expect(404);
    const read = await t.http
      .get(`/api/checkout/status/${order.id}`)
      .set(...bob.auth)
      .expect(404);
    expect(read.body.error).toEqual({ code: 'NOT_FOUND', message: 'Comanda nu există.' });
    await post(bob, '', { orderId: order.id, method: 'bank_transfer' }).expect(404);
    const mine = await t.http
      .get('/api/checkout/mine')
      .set(...bob.auth)
      .expect(200);
    expect(mine.body.docs).toEqual([]);
    expect(JSON.stringify(mine.body)).not.toContain(order.id);
    // A malformed id is a 400, as everywhere in the API.
    const malformed = await t.http
      .get('/api/checkout/status/not-an-id')
      .set(...bob.auth)
      .expect(400);
    expect(malformed.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul comenzii nu este valid.' }]);
    expect(await count()).toBe(before);
  });

  it('refuses to promote a listing that is not published (400) and keeps nothing', async () => {
    const before = await count();
    for (const status of ['pending', 'rejected', 'expired', 'archived']) {
      const listing = await insertListing(t, alice.id, { status });
      const answer = await post(alice, '/orderForEntity', { listingId: listing.id, product: 'promotion-30', billing: company('f@example.ro') }).expect(400);
      expect(answer.body.error.details).toEqual([
        { field: 'listingId', message: 'Poți promova doar un anunț publicat. Anunțul ales nu este aprobat sau a expirat.' },
      ]);
    }
    const ended = await insertListing(t, alice.id, { expiresAt: new Date(Date.now() - 60_000) });
    await post(alice, '/orderForEntity', { listingId: ended.id, product: 'promotion-30', billing: company('f@example.ro') }).expect(400);
    expect(await count()).toBe(before);
  });

  it('keeps a București sector as e-Factura needs it ("sectorul 2" → "Sector 2")', async () => {
    const { body: order } = await post(bob, '/raportEvaluare', {
      companyName: 'Firma din Sectorul 2',
      billing: person(bob.email, { city: 'sectorul 2' }),
    }).expect(201);
    expect(order.billing).toMatchObject({ county: 41, city: 'Sector 2' });
  });

  it('places a valuation order for any company, with its notes as plain text', async () => {
    const answer = await post(alice, '/raportEvaluare', {
      companyName: 'Brutăria Țărănească SRL',
      companyCui: '1590082',
      notes: 'Pentru vânzarea a 60% din părți.\n<b>Urgent</b>',
      billing: person('ioana.pop@example.ro', { phone: '0722 000 111' }),
    }).expect(201);
    expect(answer.body).toMatchObject({
      kind: 'valuation',
      product: 'valuation-report',
      productName: 'Raport de evaluare a afacerii',
      totalEur: 350.9,
      listing: null,
      valuation: { companyName: 'Brutăria Țărănească SRL', companyCui: '1590082', notes: 'Pentru vânzarea a 60% din părți.\n<b>Urgent</b>' },
      billing: { type: 'person', name: 'Ioana Pop', email: 'ioana.pop@example.ro', phone: '0722 000 111' },
    });
    expect(answer.body.billing.cui).toBeUndefined();
    const mail = await t.mail.waitFor('ioana.pop@example.ro', /factură proformă/);
    expect(mail.body).toContain('Firma evaluată: Brutăria Țărănească SRL');
    expect(mail.body).toContain('Total de plată: 350,90 EUR');
    expect(mail.raw).not.toContain('<b>Urgent</b>');
  });

  it('records the payment method of an own order waiting for payment and answers the instructions', async () => {
    const { body: order } = await post(alice, '/raportEvaluare', { companyName: 'Firma de evaluat', billing: person('p1@example.ro') }).expect(201);
    const answer = await post(alice, '', { orderId: order.id, method: 'bank_transfer' }).expect(200);
    expect(answer.body).toMatchObject({
      id: order.id,
      status: 'awaiting_payment',
      payment: { method: 'bank_transfer', reference: order.number, amountEur: 350.9 },
    });
    const bad = await post(alice, '', { orderId: order.id, method: 'card' }).expect(400);
    // Card is not offered without the Stripe keys.
    expect(answer.body.payment).toMatchObject({ methods: ['bank_transfer'], redirectUrl: null });
    expect(bad.body.error.details).toEqual([{ field: 'method', message: 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.' }]);
    // No longer waiting: refused, and no payment instructions any more.
    await t.dataSource.query(`UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_reason = 'Test.' WHERE id = $1`, [order.id]);
    const late = await post(alice, '', { orderId: order.id, method: 'bank_transfer' }).expect(400);
    expect(late.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Comanda nu mai așteaptă plata.',
      details: [{ field: 'status', message: 'Comanda nu mai poate fi plătită: este anulată.' }],
    });
    expect(
      (
        await t.http
          .get(`/api/checkout/status/${order.id}`)
          .set(...alice.auth)
          .expect(200)
      ).body,
    ).toMatchObject({ status: 'cancelled', payment: null, cancelReason: 'Test.' });
  });

  it('lets the buyer cancel their own order waiting for payment, once, with a confirmation email; never anyone else’s', async () => {
    const { body: order } = await post(alice, '/raportEvaluare', { companyName: 'Renunț SRL', billing: person('renunt@example.ro') }).expect(201);
    await t.mail.waitFor('renunt@example.ro', /factură proformă/);

    // Someone else's order is not found and stays as it was; a malformed id is a 400.
    await t.http
      .post(`/api/checkout/cancel/${order.id}`)
      .set(...bob.auth)
      .expect(404);
    await t.http.post(`/api/checkout/cancel/${order.id}`).expect(401);
    await t.http
      .post('/api/checkout/cancel/not-an-id')
      .set(...alice.auth)
      .expect(400);
    expect(
      (
        await t.http
          .get(`/api/checkout/status/${order.id}`)
          .set(...alice.auth)
          .expect(200)
      ).body.status,
    ).toBe('awaiting_payment');

    const cancelled = await t.http
      .post(`/api/checkout/cancel/${order.id}`)
      .set(...alice.auth)
      .expect(200);
    expect(cancelled.body).toMatchObject({ id: order.id, status: 'cancelled', payment: null, cancelReason: 'Ai anulat comanda din contul tău.' });
    const mail = await t.mail.waitFor('renunt@example.ro', /a fost anulată/);
    expect(mail.body).toContain('Ai anulat comanda din contul tău.');

    // A second cancellation is refused with the reason, and no second email leaves.
    const again = await t.http
      .post(`/api/checkout/cancel/${order.id}`)
      .set(...alice.auth)
      .expect(400);
    expect(again.body.error.details).toEqual([{ field: 'status', message: 'Comanda nu mai poate fi anulată: este anulată.' }]);
    await t.jobs.drain();
    expect(t.mail.mails.filter((message) => message.to.includes('renunt@example.ro') && /a fost anulată/.test(message.subject))).toHaveLength(1);
    // Not a staff action: nothing in the audit log.
    expect(await t.dataSource.query(`SELECT 1 FROM audit_log WHERE entity_id = $1`, [order.id])).toEqual([]);
  });

  it("lists the user's own orders newest first, in pages", async () => {
    const member = await newMember(t);
    const ids: string[] = [];
    for (const name of ['Prima SRL', 'A doua SRL', 'A treia SRL']) {
      ids.push((await post(member, '/raportEvaluare', { companyName: name, billing: person(member.email) }).expect(201)).body.id);
    }
    const first = await t.http
      .get('/api/checkout/mine?pageSize=2')
      .set(...member.auth)
      .expect(200);
    expect(first.body.docs.map((doc: { id: string }) => doc.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.pagination).toMatchObject({ page: 1, perPage: 2, total: 3, totalPages: 2, nextPage: 2 });
    const second = await t.http
      .get('/api/checkout/mine?page=2&pageSize=2')
      .set(...member.auth)
      .expect(200);
    expect(second.body.docs.map((doc: { id: string }) => doc.id)).toEqual([ids[0]]);
  });

  it('limits orders to 10 an hour per account, and asks for a confirmed email', async () => {
    const member = await newMember(t);
    await t.dataSource.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 10, now())`, [`order-user:${member.id}`]);
    const before = await count();
    const limited = await post(member, '/raportEvaluare', { companyName: 'Firma X', billing: person(member.email) }).expect(429);
    expect(limited.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Poți plasa cel mult 10 comenzi pe oră. Încearcă din nou mai târziu.' });
    expect(await count()).toBe(before);

    const unverified = await newMember(t, { verified: false });
    const refused = await post(unverified, '/raportEvaluare', { companyName: 'Firma X', billing: person(unverified.email) }).expect(403);
    expect(refused.body.error.message).toBe('Confirmă adresa de email înainte de a plasa o comandă.');
    expect(await count()).toBe(before);
  });
});
