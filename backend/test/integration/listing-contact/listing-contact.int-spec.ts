import { randomUUID } from 'node:crypto';
import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing, type ListingSeed } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SENT = 'Mesajul a fost trimis proprietarului anunțului.';
const SUBJECT = /^Mesaj nou despre anunțul/;

const message = (extra: Record<string, unknown> = {}) => ({
  name: 'Ioana Pop',
  email: 'ioana.pop@example.ro',
  phone: '0740 123 456',
  message: 'Bună ziua, afacerea mai este de vânzare? Aș dori detalii despre cifra de afaceri.',
  ...extra,
});

describe('contacting the owner of a listing', () => {
  let t: TestApp;
  let owner: Member;
  let visitor: Member;

  const listing = (seed: ListingSeed = {}) => insertListing(t, owner.id, seed);
  const contact = (id: string, body: unknown) => t.http.post(`/api/listings/${id}/contact`).send(body as object);
  /** Mails to the owner once every queued job has run. */
  const ownerMails = async () => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(owner.email));
  };
  const counters = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (await t.dataSource.query(`SELECT key, count FROM rate_counters WHERE key LIKE 'contact-%'`)).map((row: { key: string; count: number }) => [
        row.key,
        row.count,
      ]),
    );

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Proprietar Anunț' });
    visitor = await newMember(t, { name: 'Vizitator Autentificat' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('emails the owner with the sender as Reply-To and a link to the listing; the answer never names the owner', async () => {
    const { id, slug } = await listing({ title: 'Cafenea de specialitate în Cluj-Napoca' });
    const answer = await contact(id, message({ message: 'Bună ziua,\n<script>alert(1)</script> mai este disponibilă?' })).expect(200);
    expect(answer.body).toEqual({ ok: true, message: SENT });
    expect(JSON.stringify(answer.body)).not.toContain(owner.email);
    expect(JSON.stringify(answer.headers)).not.toContain(owner.email);

    const mail = await t.mail.waitFor(owner.email, SUBJECT);
    expect(mail.subject).toBe('Mesaj nou despre anunțul „Cafenea de specialitate în Cluj-Napoca”');
    expect(mail.raw).toMatch(/^Reply-To: ioana\.pop@example\.ro\r?$/m);
    expect(mail.body).toContain('Ioana Pop');
    expect(mail.body).toContain('0740 123 456');
    expect(mail.body).toContain(`${t.config.http.publicUrl}/vanzare-cumparare-afaceri/${slug}`);
    // What the visitor typed is escaped in the HTML part (the text part keeps it as typed).
    const html = mail.body.slice(mail.body.indexOf('<!doctype html>'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(await ownerMails()).toHaveLength(1);
  });

  it('links an asset by its category, and takes the sender from the body even when signed in', async () => {
    const { id, slug } = await listing({ family: ListingType.Active, category: 'imobiliare', title: 'Hală industrială 800 mp' });
    await t.http
      .post(`/api/listings/${id}/contact`)
      .set(...visitor.auth)
      .send(message({ name: 'Altcineva Decât Contul', email: 'Alt.Expeditor@Example.ro', phone: '' }))
      .expect(200);
    const mail = await t.mail.waitFor(owner.email, SUBJECT);
    expect(mail.raw).toMatch(/^Reply-To: alt\.expeditor@example\.ro\r?$/m);
    expect(mail.body).toContain('Altcineva Decât Contul');
    expect(mail.body).not.toContain(visitor.email);
    expect(mail.body).not.toContain('Telefon');
    expect(mail.body).toContain(`${t.config.http.publicUrl}/active/imobiliare/${slug}`);
  });

  it('reaches the owners of services, investment offers and investor profiles', async () => {
    for (const family of [ListingType.Service, ListingType.Investment, ListingType.Investor]) {
      const { id } = await listing({ family });
      await contact(id, message()).expect(200);
    }
    expect(await ownerMails()).toHaveLength(3);
  });

  it('answers 404 for listings visitors do not see, for funds and news, and for a gone owner; nothing is sent', async () => {
    const hidden = [
      await listing({ status: 'pending' }),
      await listing({ status: 'rejected' }),
      await listing({ status: 'expired' }),
      await listing({ status: 'archived' }),
      await listing({ expiresAt: new Date(Date.now() - 60_000) }),
      await listing({ family: ListingType.Fund }),
      await listing({ family: ListingType.News }),
    ];
    for (const { id } of [...hidden, { id: randomUUID() }]) {
      const answer = await contact(id, message()).expect(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    const blockedOwner = await newMember(t, { name: 'Cont Blocat' });
    const ofBlocked = await insertListing(t, blockedOwner.id);
    await t.dataSource.query(`UPDATE users SET blocked_at = now() WHERE id = $1`, [blockedOwner.id]);
    await contact(ofBlocked.id, message()).expect(404);
    expect(await ownerMails()).toEqual([]);
    expect(t.mail.mails.filter((mail) => SUBJECT.test(mail.subject))).toEqual([]);
    expect(await counters()).toEqual({});
  });

  it.each([
    ['no body', {}, ['name', 'email', 'message']],
    ['a one-letter name', message({ name: 'I' }), ['name']],
    ['a name over 100 characters', message({ name: 'N'.repeat(101) }), ['name']],
    ['a bad email', message({ email: 'ioana@pop' }), ['email']],
    ['a bad phone', message({ phone: 'sună-mă' }), ['phone']],
    ['a short message', message({ message: 'Salut!' }), ['message']],
    ['a message over 3000 characters', message({ message: 'a'.repeat(3001) }), ['message']],
    ['a message of spaces', message({ message: ' '.repeat(20) }), ['message']],
    ['an unknown field', message({ ownerEmail: 'x@example.ro' }), ['ownerEmail']],
    ['values of the wrong type', message({ name: 42, email: ['a@b.ro'] }), ['name', 'email']],
  ])('refuses %s with 400 and Romanian field messages; nothing is sent', async (_case, body, fields) => {
    const { id } = await listing();
    const answer = await contact(id, body).expect(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    const details = answer.body.error.details as { field: string; message: string }[];
    expect([...new Set(details.map((detail) => detail.field))].sort()).toEqual([...fields].sort());
    for (const detail of details) expect(detail.message).not.toMatch(/should|must|property|^$/i);
    expect(await ownerMails()).toEqual([]);
    expect(await counters()).toEqual({});
  });

  it('refuses a confidential listing with 403: its seller is reached through an access request; nothing is counted or sent', async () => {
    const { id } = await listing({ title: 'Afacere confidențială în domeniul alimentar' });
    await t.dataSource.query(
      `UPDATE listings SET confidential = true, teaser = 'Afacere profitabilă în industria alimentară, cu clienți stabili.', company_name = 'Secret Gust SRL' WHERE id = $1`,
      [id],
    );
    const answer = await contact(id, message()).expect(403);
    expect(answer.body.error.message).toBe(
      'Anunțul este confidențial: solicită accesul (cu acordul de confidențialitate), apoi scrie-i vânzătorului din contul tău.',
    );
    expect(await ownerMails()).toEqual([]);
    expect(await counters()).toEqual({});
  });

  it('refuses a malformed listing id with 400', async () => {
    const answer = await contact('nu-este-un-id', message()).expect(400);
    expect(answer.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul anunțului nu este valid.' }]);
  });

  it('allows 3 messages per sender and listing a day (429 after, with nothing counted or sent)', async () => {
    const first = await listing();
    const second = await listing();
    for (let i = 0; i < 3; i++) await contact(first.id, message()).expect(200);
    const refused = await contact(first.id, message({ email: 'IOANA.POP@example.ro' })).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Ai trimis deja 3 mesaje despre acest anunț astăzi. Încearcă din nou mâine.' });
    // Another sender, or the same sender about another listing, still gets through.
    await contact(first.id, message({ email: 'altcineva@example.ro' })).expect(200);
    await contact(second.id, message()).expect(200);
    expect(await ownerMails()).toHaveLength(5);
    // The refused message took nothing from the hourly allowance of the address.
    expect(Object.entries(await counters()).find(([key]) => key.startsWith('contact-ip:'))?.[1]).toBe(5);
  });

  it('allows 5 messages per client address an hour across listings, then 429', async () => {
    for (let i = 0; i < 5; i++) {
      const { id } = await listing();
      await contact(id, message({ email: `expeditor${i}@example.ro` })).expect(200);
    }
    const { id } = await listing();
    const refused = await contact(id, message({ email: 'nou@example.ro' })).expect(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Ai trimis prea multe mesaje în ultima oră. Încearcă din nou mai târziu.' });
    expect(await ownerMails()).toHaveLength(5);
    // Once the window has passed, messages go through again.
    await t.dataSource.query(`UPDATE rate_counters SET window_start = now() - interval '61 minutes' WHERE key LIKE 'contact-ip:%'`);
    await contact(id, message({ email: 'nou@example.ro' })).expect(200);
  });
});
