import { newMember, type Member } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Parses the CSV the export answers (no quoted line breaks in these rows). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('newsletter subscribers in the staff console (/api/admin/newsletter)', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let consultant: Member;
  let user: Member;
  const emails = {
    ana: 'ana.general@example.ro',
    bogdan: 'bogdan.fonduri@example.ro',
    cristina: 'cristina.ambele@example.ro',
    dan: 'dan.plecat@example.ro',
    eva: 'eva.neconfirmata@example.ro',
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newMember(t, { role: 'admin' });
    moderator = await newMember(t, { role: 'moderator' });
    consultant = await newMember(t, { role: 'consultant' });
    user = await newMember(t);
    // Through the public routes, oldest first; Cristina asks for two topics, Dan unsubscribes later.
    for (const [email, path] of [
      [emails.ana, '/api/newsletter'],
      [emails.bogdan, '/api/newsletter/funds'],
      [emails.cristina, '/api/newsletter/funds'],
      [emails.cristina, '/api/newsletter/business'],
      [emails.dan, '/api/newsletter/funds'],
    ]) {
      await t.http.post(path).send({ email }).expect(201);
    }
    const order = [emails.ana, emails.bogdan, emails.cristina, emails.dan];
    // Each confirms through the mailed link (Cristina's one email confirms both her topics).
    await t.jobs.drain();
    for (const email of order) {
      const mail = await t.mail.waitFor(email, /Confirmă abonarea/);
      await t.http
        .post('/api/newsletter/confirm')
        .send({ token: linkIn(mail, '/newsletter/confirmare').searchParams.get('token') })
        .expect(200);
    }
    // One who never confirms.
    await t.http.post('/api/newsletter').send({ email: emails.eva }).expect(201);
    for (const [index, email] of order.entries()) {
      await t.dataSource.query(`UPDATE newsletter_subscribers SET created_at = now() - make_interval(days => $2) WHERE email = $1`, [email, 10 - index]);
    }
    await t.dataSource.query(`UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE email = $1`, [emails.dan]);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>, member: Member = moderator) =>
    t.http
      .get('/api/admin/newsletter')
      .query(query)
      .set(...member.auth);
  const exportCsv = (query: Record<string, string>, member: Member = moderator) =>
    t.http
      .get('/api/admin/newsletter/export.csv')
      .query(query)
      .set(...member.auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const emailsOf = (body: { docs: { email: string }[] }) => body.docs.map((doc) => doc.email);

  it('lists subscribers still subscribed, newest first, with topics named in Romanian', async () => {
    const all = await list({}).expect(200);
    expect(emailsOf(all.body)).toEqual([emails.cristina, emails.bogdan, emails.ana]);
    expect(all.body.pagination).toMatchObject({ page: 1, perPage: 25, total: 3, totalPages: 1, featuredCount: 0 });
    expect(all.body.docs[0]).toEqual({
      id: expect.any(String),
      email: emails.cristina,
      topics: ['funds', 'business'],
      topicNames: ['Finanțări', 'Afaceri'],
      name: null,
      subscribed: true,
      confirmedAt: expect.any(String),
      unsubscribedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('filters by topic and status, searches the email, sorts and pages', async () => {
    expect(emailsOf((await list({ topic: 'funds' }).expect(200)).body)).toEqual([emails.cristina, emails.bogdan]);
    expect(emailsOf((await list({ topic: 'funds', status: 'all', sort: 'oldest' }).expect(200)).body)).toEqual([emails.bogdan, emails.cristina, emails.dan]);
    const gone = await list({ status: 'unsubscribed' }).expect(200);
    expect(emailsOf(gone.body)).toEqual([emails.dan]);
    expect(gone.body.docs[0]).toMatchObject({ subscribed: false, unsubscribedAt: expect.any(String) });
    expect(emailsOf((await list({ topic: 'general' }).expect(200)).body)).toEqual([emails.ana]);
    expect(emailsOf((await list({ q: 'FONDURI' }).expect(200)).body)).toEqual([emails.bogdan]);
    // LIKE wildcards typed in the search are plain characters.
    expect((await list({ q: '%' }).expect(200)).body.pagination.total).toBe(0);
    expect(emailsOf((await list({ status: 'all', sort: 'email-desc' }).expect(200)).body)).toEqual([
      emails.eva,
      emails.dan,
      emails.cristina,
      emails.bogdan,
      emails.ana,
    ]);
    const second = await list({ status: 'all', sort: 'email-asc', page: '2', pageSize: '3' }).expect(200);
    expect(emailsOf(second.body)).toEqual([emails.dan, emails.eva]);
    expect(second.body.pagination).toMatchObject({ page: 2, perPage: 3, total: 5, totalPages: 2, prevPage: 1, nextPage: null });
    // Waiting for confirmation: not among the subscribers, listed apart.
    const pending = await list({ status: 'pending' }).expect(200);
    expect(emailsOf(pending.body)).toEqual([emails.eva]);
    expect(pending.body.docs[0]).toMatchObject({ subscribed: false, confirmedAt: null, topics: [] });
  });

  it('answers bad filters with 400 and a Romanian message per field', async () => {
    const bad = await list({ topic: 'sport', status: 'toti', sort: 'random', page: '0', extra: '1' }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(bad.body.error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]))).toEqual({
      topic: 'Subiectul ales nu există (general, funds sau business).',
      status: 'Starea aleasă nu există (subscribed, pending, unsubscribed sau all).',
      sort: 'Ordonarea aleasă nu există.',
      page: 'Pagina minimă este 1.',
      extra: 'Câmpul nu este permis.',
    });
    const csv = await t.http
      .get('/api/admin/newsletter/export.csv')
      .query({ topic: 'sport' })
      .set(...moderator.auth)
      .expect(400);
    expect(csv.body.error.details).toEqual([{ field: 'topic', message: 'Subiectul ales nu există (general, funds sau business).' }]);
    // The export has no pages.
    await t.http
      .get('/api/admin/newsletter/export.csv')
      .query({ page: '1' })
      .set(...moderator.auth)
      .expect(400);
  });

  it('exports the filtered list as a CSV download: BOM, header row, the same filters', async () => {
    const answer = await exportCsv({ topic: 'funds' }).expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="abonati-newsletter-funds-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const bytes = answer.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = csvRows(text);
    expect(rows[0]).toEqual(['Email', 'Subiecte', 'Stare', 'Abonat la', 'Dezabonat la']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([emails.cristina, emails.bogdan]);
    expect(rows[1]).toEqual([emails.cristina, 'Finanțări; Afaceri', 'Abonat', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), '']);

    const everyone = csvRows((await exportCsv({ status: 'all', sort: 'email-asc' }, admin).expect(200)).body.toString('utf8'));
    expect(everyone.slice(1).map((row) => row[0])).toEqual([emails.ana, emails.bogdan, emails.cristina, emails.dan, emails.eva]);
    expect(everyone[4]!.slice(2, 3)).toEqual(['Dezabonat']);
    expect(everyone[5]!.slice(2, 3)).toEqual(['Neconfirmat']);
    const empty = csvRows((await exportCsv({ q: 'nimeni' }).expect(200)).body.toString('utf8'));
    expect(empty).toEqual([['Email', 'Subiecte', 'Stare', 'Abonat la', 'Dezabonat la']]);
  });

  it('is open to admins and moderators only', async () => {
    for (const path of ['/api/admin/newsletter', '/api/admin/newsletter/export.csv']) {
      await t.http.get(path).expect(401);
      await t.http
        .get(path)
        .set(...user.auth)
        .expect(403);
      const refused = await t.http
        .get(path)
        .set(...consultant.auth)
        .expect(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
      await t.http
        .get(path)
        .set(...moderator.auth)
        .expect(200);
      await t.http
        .get(path)
        .set(...admin.auth)
        .expect(200);
    }
  });
});
