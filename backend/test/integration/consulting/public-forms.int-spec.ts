import { randomUUID } from 'node:crypto';
import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const RECEIVED = /^Am primit cererea ta RC-\d{4}-\d{6}/;
const ALERT = /^Cerere nouă RC-\d{4}-\d{6}/;
const NUMBER = /^RC-\d{4}-\d{6}$/;
const CREATED_MESSAGE = 'Cererea ta a fost înregistrată. Un consultant te contactează în cel mult o zi lucrătoare.';

const requester = (email = 'ioana.pop@example.ro') => ({ fullName: 'Ioana Pop', email, phone: '0740 123 456' });
const grantTrei = (extra: Record<string, unknown> = {}) => ({
  ...requester(),
  companyName: 'Brutăria Țării SRL',
  legalForm: 1,
  foundedYear: 2019,
  caenDomain: 3,
  employees: 8,
  turnoverEur: 400_000,
  county: 16,
  investmentEur: 120_000,
  canCoFinance: true,
  hasTaxDebts: false,
  ...extra,
});
const digital = (extra: Record<string, unknown> = {}) => ({
  foundedYear: 2015,
  employees: 12,
  turnoverEur: 300_000,
  profitable: true,
  digitalLevel: 'basic',
  investments: ['hardware', 'software'],
  county: 16,
  ...extra,
});

/** Every public form: a valid body, where it goes, and what the stored row holds. */
const FORMS = [
  {
    path: '/api/consulting',
    body: { ...requester(), topic: 'valuation', message: 'Vreau o evaluare a firmei înainte de vânzare.', companyName: 'Firma Mea SRL', cui: 'RO14399840' },
    row: { kind: 'consulting', topic: 'valuation', company_name: 'Firma Mea SRL', cui: '14399840', message: 'Vreau o evaluare a firmei înainte de vânzare.' },
  },
  {
    path: '/api/consulting/contact',
    body: { ...requester(), topic: 'funding', message: 'Bună ziua, caut finanțare pentru o linie de producție.' },
    row: { kind: 'contact', topic: 'funding' },
  },
  {
    path: '/api/consulting/contact-promo',
    body: { ...requester(), message: 'Ce pachete de promovare aveți?' },
    row: { kind: 'contact-promo', topic: 'promotion', listing_id: null },
  },
  {
    path: '/api/consulting/mindsetOwners',
    body: { ...requester(), challenge: 'delegation', employees: 14 },
    row: { kind: 'mindset-owners', topic: 'mindset-owners', answers: { challenge: 'delegation', employees: 14 } },
  },
  {
    path: '/api/consulting/eligibility/grant-trei',
    body: grantTrei(),
    row: { kind: 'eligibility-grant-trei', topic: 'grant-trei' },
  },
  {
    path: '/api/consulting/calculateDigitalizarePoints',
    body: { ...digital(), fullName: 'Ioana Pop', email: 'ioana.pop@example.ro' },
    row: { kind: 'digitalization', topic: 'digitalization' },
  },
] as const;

describe('public consulting forms', () => {
  let t: TestApp;
  let consultant: Member;
  let otherConsultant: Member;
  let blockedConsultant: Member;
  let client: Member;

  const rows = () => t.dataSource.query(`SELECT * FROM consulting_requests ORDER BY created_at, number`);
  const settledMails = async () => {
    await t.jobs.drain();
    return t.mail.mails;
  };

  beforeAll(async () => {
    t = await startTestApp();
    consultant = await newMember(t, { role: 'consultant', name: 'Consultant Unu' });
    otherConsultant = await newMember(t, { role: 'consultant', name: 'Consultant Doi' });
    blockedConsultant = await newMember(t, { role: 'consultant', name: 'Consultant Blocat' });
    await t.dataSource.query(`UPDATE users SET blocked_at = now() WHERE id = $1`, [blockedConsultant.id]);
    client = await newMember(t, { name: 'Client Autentificat' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await t.dataSource.query(`DELETE FROM rate_counters`);
    await t.dataSource.query(`DELETE FROM consulting_requests`);
  });

  it.each(FORMS)('$path: 201 with the number, a stored row, the acknowledgement and an alert to each active consultant', async ({ path, body, row }) => {
    const answer = await t.http.post(path).send(body).expect(201);
    expect(answer.body).toMatchObject({ id: expect.any(String), number: expect.stringMatching(NUMBER), message: CREATED_MESSAGE });
    expect(answer.body.number.slice(3, 7)).toBe(String(new Date().getFullYear()));

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: answer.body.id,
      number: answer.body.number,
      full_name: 'Ioana Pop',
      email: 'ioana.pop@example.ro',
      status: 'new',
      user_id: null,
      assigned_to_id: null,
      ...row,
    });

    const received = await t.mail.waitFor('ioana.pop@example.ro', RECEIVED);
    expect(received.subject).toBe(`Am primit cererea ta ${answer.body.number} — RoAfaceri`);
    expect(received.body).toContain('Ioana Pop');
    const alert = await t.mail.waitFor(consultant.email, ALERT);
    expect(alert.body).toContain(`${t.config.http.publicUrl}/admin/consulting/${answer.body.id}`);
    expect(alert.raw).toMatch(/^Reply-To: ioana\.pop@example\.ro\r?$/m);
    await t.mail.waitFor(otherConsultant.email, ALERT);
    const mails = await settledMails();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['ioana.pop@example.ro', consultant.email, otherConsultant.email].sort());
    expect(mails.some((mail) => mail.to.includes(blockedConsultant.email))).toBe(false);
  });

  it('numbers requests one after the other', async () => {
    const first = await t.http.post('/api/consulting/contact').send(FORMS[1].body).expect(201);
    const second = await t.http.post('/api/consulting/contact').send(FORMS[1].body).expect(201);
    expect(Number(second.body.number.slice(-6))).toBe(Number(first.body.number.slice(-6)) + 1);
  });

  it('links the request to a signed-in sender, whose name and email still come from the form', async () => {
    const answer = await t.http
      .post('/api/consulting/contact')
      .set(...client.auth)
      .send(FORMS[1].body)
      .expect(201);
    const [row] = await rows();
    expect(row).toMatchObject({ id: answer.body.id, user_id: client.id, email: 'ioana.pop@example.ro' });
  });

  it('answers the eligibility check with the indicative result and stores it', async () => {
    const answer = await t.http.post('/api/consulting/eligibility/grant-trei').send(grantTrei()).expect(201);
    // Măsura 3 closed on 29 January 2021: the conditions are checked, but no grant is estimated for a closed call.
    expect(answer.body.result).toEqual({
      eligible: true,
      reasons: [],
      notes: ['Apel închis: termenul de depunere a fost 29 ianuarie 2021; nu se mai pot depune cereri, de aceea grantul nu este estimat.'],
      grantEur: 0,
      coFinancingEur: 0,
      programmeId: 'masura-3',
      version: '2020.10-1',
      availability: expect.objectContaining({ status: 'closed', canApplyNow: false, closesOn: '2021-01-29' }),
    });
    const refused = await t.http
      .post('/api/consulting/eligibility/grant-trei')
      .send(grantTrei({ legalForm: '3', hasTaxDebts: 'true', employees: '0' }))
      .expect(201);
    expect(refused.body.result.eligible).toBe(false);
    expect(refused.body.result.reasons).toHaveLength(3);
    const stored = await rows();
    expect(stored[0].result).toEqual(answer.body.result);
    expect(stored[1].answers).toMatchObject({ legalForm: 3, hasTaxDebts: true, employees: 0, county: 16 });
  });

  it('computes digitalisation points without storing anything when no contact details are given', async () => {
    const answer = await t.http.post('/api/consulting/calculateDigitalizarePoints').send(digital()).expect(200);
    expect(answer.body).toEqual({
      result: expect.objectContaining({ total: 76, max: 100, threshold: 50, passesThreshold: true, programmeId: 'calculator-digitalizare', version: '2025.1' }),
    });
    expect(answer.body.result.criteria).toHaveLength(7);
    expect(await rows()).toEqual([]);
    expect(await settledMails()).toEqual([]);
    const stored = await t.http
      .post('/api/consulting/calculateDigitalizarePoints')
      .send({ ...digital(), fullName: 'Ioana Pop', email: 'ioana.pop@example.ro' })
      .expect(201);
    expect(stored.body).toMatchObject({ number: expect.stringMatching(NUMBER), result: { total: 76 } });
  });

  it('links a promotion enquiry to an existing listing, and refuses an unknown one', async () => {
    const owner = await newMember(t);
    const listing = await insertListing(t, owner.id, { family: ListingType.Company });
    await t.http
      .post('/api/consulting/contact-promo')
      .send({ ...requester(), listingId: listing.id })
      .expect(201);
    expect((await rows())[0].listing_id).toBe(listing.id);
    const refused = await t.http
      .post('/api/consulting/contact-promo')
      .send({ ...requester(), listingId: randomUUID() })
      .expect(400);
    expect(refused.body.error.details).toEqual([{ field: 'listingId', message: 'Anunțul ales nu există.' }]);
  });

  it.each([
    ['/api/consulting', {}, ['fullName', 'email', 'topic', 'message']],
    ['/api/consulting', { ...requester(), topic: 'promotion', message: 'Un mesaj destul de lung.' }, ['topic']],
    ['/api/consulting', { ...requester(), topic: 'other', message: 'Un mesaj.', cui: '12345678' }, ['message', 'cui']],
    ['/api/consulting/contact', { ...requester('ioana@pop'), message: 'Un mesaj destul de lung.' }, ['email']],
    ['/api/consulting/contact', { ...requester(), phone: 'sună-mă', message: 'Un mesaj destul de lung.' }, ['phone']],
    ['/api/consulting/contact', { ...requester(), message: 'Un mesaj destul de lung.', role: 'admin' }, ['role']],
    ['/api/consulting/contact', { ...requester(), message: 'Un mesaj destul de lung.', website: 'http://spam.example' }, ['website']],
    ['/api/consulting/contact-promo', { ...requester(), listingId: 'nu-este-id' }, ['listingId']],
    ['/api/consulting/mindsetOwners', { ...requester(), challenge: 'everything', employees: -1 }, ['challenge', 'employees']],
    [
      '/api/consulting/eligibility/grant-trei',
      grantTrei({ legalForm: 9, county: 0, caenDomain: 19, canCoFinance: 'poate', investmentEur: -5 }),
      ['legalForm', 'county', 'caenDomain', 'canCoFinance', 'investmentEur'],
    ],
    ['/api/consulting/eligibility/grant-trei', grantTrei({ foundedYear: new Date().getFullYear() + 1 }), ['foundedYear']],
    ['/api/consulting/calculateDigitalizarePoints', digital({ digitalLevel: 'total', investments: ['hardware', 'rachete'] }), ['digitalLevel', 'investments']],
    ['/api/consulting/calculateDigitalizarePoints', digital({ email: 'ioana.pop@example.ro' }), ['fullName']],
  ])('%s refuses %j with 400 and Romanian field messages; nothing is stored, sent or counted', async (path, body, fields) => {
    const answer = await t.http.post(path).send(body).expect(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    const details = answer.body.error.details as { field: string; message: string }[];
    expect([...new Set(details.map((detail) => detail.field))].sort()).toEqual([...fields].sort());
    for (const detail of details) expect(detail.message).not.toMatch(/should|must|property|^$/i);
    expect(await rows()).toEqual([]);
    expect(await settledMails()).toEqual([]);
    expect(await t.dataSource.query(`SELECT * FROM rate_counters`)).toEqual([]);
  });

  it('allows 5 requests per client address per hour over all forms (429 after, nothing stored or sent)', async () => {
    for (const form of FORMS.slice(0, 5)) await t.http.post(form.path).send(form.body).expect(201);
    const refused = await t.http.post('/api/consulting/contact').send(FORMS[1].body).expect(429);
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Ai trimis prea multe cereri în ultima oră. Încearcă din nou mai târziu sau scrie-ne pe email.',
    });
    await t.http.post('/api/consulting/calculateDigitalizarePoints').send(FORMS[5].body).expect(429);
    expect(await rows()).toHaveLength(5);
    // The points alone are still computed: nothing is stored for them.
    await t.http.post('/api/consulting/calculateDigitalizarePoints').send(digital()).expect(200);
    expect((await settledMails()).filter((mail) => RECEIVED.test(mail.subject))).toHaveLength(5);
  });

  it('counts a signed-in client per account, not per address: the address limit does not stop them, their own limit does', async () => {
    for (const form of FORMS.slice(0, 5)) await t.http.post(form.path).send(form.body).expect(201);
    await t.http.post('/api/consulting/contact').send(FORMS[1].body).expect(429);
    const member = await newMember(t, { name: 'Client Limitat' });
    for (const form of FORMS.slice(0, 5))
      await t.http
        .post(form.path)
        .set(...member.auth)
        .send(form.body)
        .expect(201);
    const refused = await t.http
      .post('/api/consulting/contact')
      .set(...member.auth)
      .send(FORMS[1].body)
      .expect(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM consulting_requests WHERE user_id = $1`, [member.id])).toEqual([{ n: 5 }]);
  });

  it('lists every consulting route in the OpenAPI document', async () => {
    const docs = await t.http.get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        ...FORMS.map((form) => form.path),
        '/api/consulting/mine',
        '/api/consulting/{id}/documents',
        '/api/admin/consulting',
        '/api/admin/consulting/{id}',
        '/api/admin/consulting/{id}/assign',
        '/api/admin/consulting/{id}/status',
        '/api/admin/consulting/{id}/notes',
      ]),
    );
  });

  it('escapes what the requester typed in the mails', async () => {
    await t.http
      .post('/api/consulting/contact')
      .send({ ...requester(), fullName: 'Ioana <b>Pop</b>', message: 'Bună ziua,\n<script>alert(1)</script> aștept un telefon.' })
      .expect(201);
    for (const to of ['ioana.pop@example.ro', consultant.email]) {
      const mail = await t.mail.waitFor(to, /RC-/);
      const html = mail.body.slice(mail.body.indexOf('<!doctype html>'));
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Pop</b>');
    }
  });
});
