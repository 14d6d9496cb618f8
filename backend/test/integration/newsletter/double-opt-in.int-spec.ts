import { linkIn, type CapturedMail } from '../../support/smtp-capture.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const CONFIRM_SUBJECT = /Confirmă abonarea la newsletterul RoAfaceri/;
const EVIL = 'https://evil.example';

/** Double opt-in on real PostgreSQL and a real SMTP server: sign-up, confirmation, preferences, one-click unsubscribe. */
describe('newsletter double opt-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  // Every sign-up here comes from one address: each test starts with a fresh per-address budget.
  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  const subscriber = async (email: string) =>
    (
      await t.dataSource.query(`SELECT id, name, topics, pending_topics, confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = $1`, [email])
    )[0] as
      { id: string; name: string | null; topics: string[]; pending_topics: string[]; confirmed_at: Date | null; unsubscribed_at: Date | null } | undefined;
  const mailsTo = (email: string, subject = CONFIRM_SUBJECT) => t.mail.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  const settled = () => t.jobs.drain();
  const tokenOf = (mail: CapturedMail, path: string) => linkIn(mail, path).searchParams.get('token')!;

  /** Signs up and confirms through the mailed link; answers the preferences token. */
  const confirmed = async (email: string, path = '/api/newsletter') => {
    await t.http.post(path).send({ email }).expect(201);
    await settled();
    const mail = await t.mail.waitFor(email, CONFIRM_SUBJECT);
    const answer = await t.http
      .post('/api/newsletter/confirm')
      .send({ token: tokenOf(mail, '/newsletter/confirmare') })
      .expect(200);
    return answer.body.preferencesToken as string;
  };

  it('stores a sign-up as pending and mails one confirmation link; nothing is received before it is clicked', async () => {
    const email = 'ana.noua@example.ro';
    const answer = await t.http.post('/api/newsletter/funds').send({ email: ' Ana.Noua@Example.ro ' }).expect(201);
    expect(answer.body).toEqual({ ok: true, message: 'Mulțumim! Verifică-ți căsuța de email și confirmă abonarea din mesajul primit.' });
    expect(await subscriber(email)).toMatchObject({ topics: [], pending_topics: ['funds'], confirmed_at: null });
    await settled();
    const mail = await t.mail.waitFor(email, CONFIRM_SUBJECT);
    expect(mail.body).toContain('Finanțări');
    const link = linkIn(mail, '/newsletter/confirmare');
    expect(link.origin).toBe(new URL(t.config.http.publicUrl).origin);

    // Asking again (another topic) while the first email is fresh sends no second one; the link confirms both.
    await t.http.post('/api/newsletter/business').send({ email }).expect(201);
    await settled();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await subscriber(email))!.pending_topics).toEqual(['funds', 'business']);

    const done = await t.http
      .post('/api/newsletter/confirm')
      .send({ token: link.searchParams.get('token') })
      .expect(200);
    expect(done.body).toEqual({ ok: true, topics: ['funds', 'business'], preferencesToken: expect.any(String) });
    expect(await subscriber(email)).toMatchObject({ topics: ['funds', 'business'], pending_topics: [], confirmed_at: expect.any(Date), unsubscribed_at: null });
    // A second click answers the same.
    await t.http
      .post('/api/newsletter/confirm')
      .send({ token: link.searchParams.get('token') })
      .expect(200);
  });

  it('re-sends the confirmation of a pending address only after the resend interval', async () => {
    const email = 'bogdan.uituc@example.ro';
    await t.http.post('/api/newsletter').send({ email }).expect(201);
    await t.http.post('/api/newsletter').send({ email }).expect(201);
    await settled();
    expect(mailsTo(email)).toHaveLength(1);
    await t.dataSource.query(`UPDATE newsletter_subscribers SET confirmation_sent_at = now() - interval '16 minutes' WHERE email = $1`, [email]);
    await t.http.post('/api/newsletter').send({ email }).expect(201);
    await t.http.post('/api/newsletter').send({ email }).expect(201);
    await settled();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('answers a confirmed address exactly like a new one and mails it nothing for a topic it has', async () => {
    const email = 'cristina.abonata@example.ro';
    await confirmed(email);
    const before = t.mail.mails.length;
    const known = await t.http.post('/api/newsletter').send({ email }).expect(201);
    const fresh = await t.http.post('/api/newsletter').send({ email: 'cineva.nou@example.ro' }).expect(201);
    expect(known.body).toEqual(fresh.body);
    await settled();
    expect(t.mail.mails.slice(before).filter((mail) => mail.to.includes(email))).toEqual([]);
    expect(await subscriber(email)).toMatchObject({ topics: ['general'], pending_topics: [] });
  });

  it('shows and changes the topics on the preferences page, and none unsubscribes', async () => {
    const email = 'dan.preferinte@example.ro';
    const token = await confirmed(email);
    const shown = await t.http.get('/api/newsletter/preferences').query({ token }).expect(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toEqual({ email, topics: ['general'], pendingTopics: [], subscribed: true });

    const changed = await t.http
      .put('/api/newsletter/preferences')
      .send({ token, topics: ['business', 'funds'] })
      .expect(200);
    expect(changed.body).toEqual({ email, topics: ['funds', 'business'], pendingTopics: [], subscribed: true });

    const bad = await t.http
      .put('/api/newsletter/preferences')
      .send({ token, topics: ['sport'] })
      .expect(400);
    expect(bad.body.error.details).toEqual([{ field: 'topics', message: 'Subiectul ales nu există (general, funds sau business).' }]);

    const none = await t.http.put('/api/newsletter/preferences').send({ token, topics: [] }).expect(200);
    expect(none.body).toEqual({ email, topics: [], pendingTopics: [], subscribed: false });
    expect((await subscriber(email))!.unsubscribed_at).not.toBeNull();
    // The page's link still works: choosing topics again subscribes again (the link proves the address).
    const again = await t.http
      .put('/api/newsletter/preferences')
      .send({ token, topics: ['general'] })
      .expect(200);
    expect(again.body.subscribed).toBe(true);
  });

  it('refuses forged and cross-purpose tokens with a field message', async () => {
    const email = 'elena.token@example.ro';
    const manage = await confirmed(email);
    const { id } = (await subscriber(email))!;
    const forged = `${id}.${'A'.repeat(43)}`;
    for (const token of [forged, 'nu-este-un-token', manage]) {
      const refused = await t.http.post('/api/newsletter/confirm').send({ token }).expect(400);
      expect(refused.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'token', message: expect.stringContaining('Linkul nu este valid') }],
      });
    }
    await t.http.get('/api/newsletter/preferences').query({ token: forged }).expect(400);
    await t.http.post('/api/newsletter/unsubscribe').query({ token: forged }).expect(400);
    expect((await subscriber(email))!.unsubscribed_at).toBeNull();
  });

  it('one-click unsubscribe (RFC 8058): POST unsubscribes without a session, even with a foreign origin and cookies; GET only leads to the page', async () => {
    const email = 'florin.oclic@example.ro';
    const token = await confirmed(email);
    const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

    // A mail scanner opening the link: a redirect to the page that asks, nothing changes.
    const opened = await t.http.get(url).expect(303);
    expect(opened.headers.location).toBe(`/newsletter/dezabonare?token=${encodeURIComponent(token)}`);
    expect((await subscriber(email))!.unsubscribed_at).toBeNull();

    // A webmail posting from the visitor's browser: another origin, the visitor's session cookie.
    const member = await newMember(t);
    const posted = await t.http
      .post(url)
      .set('content-type', 'application/x-www-form-urlencoded')
      .set('origin', EVIL)
      .set('cookie', `auth_token=${member.auth[1].replace(/^Bearer /, '')}`)
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(posted.body).toEqual({ ok: true, message: 'Te-ai dezabonat de la newsletterul RoAfaceri.' });
    expect((await subscriber(email))!.unsubscribed_at).not.toBeNull();
    // The same request again changes nothing and answers the same.
    await t.http.post(url).set('content-type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(200);
    // Other routes under /api/newsletter keep the origin check.
    const member2 = await newMember(t);
    await t.http
      .put('/api/newsletter/preferences')
      .set('origin', EVIL)
      .set('cookie', `auth_token=${member2.auth[1].replace(/^Bearer /, '')}`)
      .send({ token, topics: ['general'] })
      .expect(403);

    // An old confirmation link does not subscribe the address again.
    await t.http
      .post('/api/newsletter/confirm')
      .send({ token: tokenOf(mailsTo(email)[0]!, '/newsletter/confirmare') })
      .expect(400);
    // Signing up again needs a new confirmation.
    await t.http.post('/api/newsletter').send({ email }).expect(201);
    expect(await subscriber(email)).toMatchObject({ pending_topics: ['general'], unsubscribed_at: expect.any(Date) });
  });

  it('letterScribers: the general newsletter with a name, double opt-in; bad input is a 400 with Romanian field messages and nothing stored', async () => {
    const email = 'gabriela.nume@example.ro';
    const answer = await t.http.post('/api/masterdata/letterScribers').send({ name: '  Gabriela Ionescu ', email }).expect(201);
    expect(answer.body).toEqual({ ok: true, message: 'Mulțumim! Verifică-ți căsuța de email și confirmă abonarea din mesajul primit.' });
    expect(await subscriber(email)).toMatchObject({ name: 'Gabriela Ionescu', topics: [], pending_topics: ['general'], confirmed_at: null });
    await settled();
    await t.mail.waitFor(email, CONFIRM_SUBJECT);

    const bad = await t.http.post('/api/masterdata/letterScribers').send({ name: 'G', email: 'nu-e-email', extra: 1 }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(bad.body.error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]))).toEqual({
      name: 'Minimum 2 caractere.',
      email: 'Adresa de email nu este validă.',
      extra: 'Câmpul nu este permis.',
    });
    const missing = await t.http.post('/api/masterdata/letterScribers').send({}).expect(400);
    expect(missing.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['email', 'name']);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'nu-e-email'`);
    expect(n).toBe(0);
  });

  it('the footer feedback form: POST /api/consulting/contact with email and message only; bad input stores nothing', async () => {
    const email = 'hrisanta.feedback@example.ro';
    const created = await t.http.post('/api/consulting/contact').send({ email, message: 'Site-ul este foarte util, mulțumesc!' }).expect(201);
    expect(created.body.number).toMatch(/^RC-\d{4}-\d{6}$/);
    const [row] = await t.dataSource.query(`SELECT kind, topic, full_name, email, message FROM consulting_requests WHERE id = $1`, [created.body.id]);
    expect(row).toEqual({ kind: 'contact', topic: 'other', full_name: '', email, message: 'Site-ul este foarte util, mulțumesc!' });
    await settled();
    const ack = await t.mail.waitFor(email, new RegExp(created.body.number));
    expect(ack.body).toContain('Bună ziua,');
    expect(ack.body).not.toContain('Bună ziua, ,');

    const count = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM consulting_requests`))[0].n as number;
    const before = await count();
    const bad = await t.http.post('/api/consulting/contact').send({ email: 'nu-e-email', message: '' }).expect(400);
    expect(Object.fromEntries(bad.body.error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]))).toEqual({
      email: 'Adresa de email nu este validă.',
      message: 'Câmpul este obligatoriu.',
    });
    const shortName = await t.http.post('/api/consulting/contact').send({ fullName: 'A', email, message: 'Un mesaj suficient de lung.' }).expect(400);
    expect(shortName.body.error.details).toEqual([{ field: 'fullName', message: 'Minimum 2 caractere.' }]);
    expect(await count()).toBe(before);
    // The contact page still sends the name.
    const named = await t.http
      .post('/api/consulting/contact')
      .send({ fullName: 'Ioana Pop', email: 'ioana.pop@example.ro', message: 'Aș dori o programare.' })
      .expect(201);
    const [namedRow] = await t.dataSource.query(`SELECT full_name FROM consulting_requests WHERE id = $1`, [named.body.id]);
    expect(namedRow.full_name).toBe('Ioana Pop');
  });
});
