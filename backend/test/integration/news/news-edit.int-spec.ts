import { randomUUID } from 'node:crypto';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** `PUT /api/news` (spec section 7: news has PUT at its base path, no update or renew routes). */
describe('PUT /api/news: staff edits of news articles', () => {
  let t: TestApp;
  let moderator: Member;
  let admin: Member;
  let consultant: Member;
  let user: Member;
  let article: { id: string; slug: string };

  const read = async () => (await t.http.get(`/api/news/${article.slug}`).expect(200)).body as Record<string, unknown>;
  const put = (member: Member | null, body: unknown) => {
    const request = t.http.put('/api/news');
    if (member) request.set(...member.auth);
    return request.send(body as object);
  };

  beforeAll(async () => {
    // The response cache stays on: an edit must show at once all the same.
    t = await startTestApp();
    moderator = await newMember(t, { role: 'moderator' });
    admin = await newMember(t, { role: 'admin' });
    consultant = await newMember(t, { role: 'consultant' });
    user = await newMember(t);
    const created = await t.http
      .post('/api/news')
      .set(...moderator.auth)
      .send({
        title: 'Parteneriat cu Camera de Comerț Brașov',
        description: '<p>Membrii camerei primesc o reducere.</p>',
        features: ['parteneriat'],
        source: 'CCI Brașov',
      })
      .expect(201);
    article = { id: created.body.id, slug: created.body.slug };
  });
  afterAll(() => t.close());

  it('a moderator changes the article; the public answer (cached before) shows the change at once', async () => {
    expect(await read()).toMatchObject({ source: 'CCI Brașov', tags: ['parteneriat'] });
    const answer = await put(moderator, {
      id: article.id,
      source: 'Camera de Comerț și Industrie Brașov',
      authorName: 'Ioana Țăranu',
      features: ['parteneriat', 'evenimente'],
    }).expect(200);
    expect(answer.body).toMatchObject({ id: article.id, status: 'approved', source: 'Camera de Comerț și Industrie Brașov', authorName: 'Ioana Țăranu' });

    const shown = await read();
    expect(shown).toMatchObject({ source: 'Camera de Comerț și Industrie Brașov', authorName: 'Ioana Țăranu', tags: ['parteneriat', 'evenimente'] });
    const list = (await t.http.get('/api/news/list/web?tag=evenimente').expect(200)).body.docs as { id: string }[];
    expect(list.map((doc) => doc.id)).toEqual([article.id]);

    // An admin too; the description is cleaned like on creation.
    await put(admin, { id: article.id, description: '<p>Reducere de 20%.</p><script>alert(1)</script>' }).expect(200);
    const cleaned = await read();
    expect(cleaned.description).toContain('Reducere de 20%.');
    expect(String(cleaned.description)).not.toContain('<script');

    const audit = await t.dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 AND action = 'listing.edit'`, [article.id]);
    expect(audit).toHaveLength(2);
  });

  it('refuses everyone but content staff (403) and anonymous visitors (401), changing nothing', async () => {
    const before = await read();
    for (const member of [user, consultant]) {
      const refused = await put(member, { id: article.id, source: 'Altă sursă' }).expect(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    await put(null, { id: article.id, source: 'Altă sursă' }).expect(401);
    expect(await read()).toEqual(before);
  });

  it('bad input answers 400 with Romanian field messages and stores nothing', async () => {
    const before = await read();
    const tooShort = await put(moderator, { id: article.id, title: 'Ab', source: 'Sursă nouă' }).expect(400);
    expect(tooShort.body.error.code).toBe('VALIDATION_FAILED');
    expect(tooShort.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title', message: expect.any(String) })]));

    const unknownField = await put(moderator, { id: article.id, price: 'mult', status: 'archived' }).expect(400);
    const fields = (unknownField.body.error.details as { field: string }[]).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['price', 'status']));

    const badId = await put(moderator, { id: 'nu-e-uuid', title: 'Titlu corect pentru articol' }).expect(400);
    expect(badId.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul anunțului nu este valid.' }]);
    await put(moderator, { title: 'Titlu corect pentru articol' }).expect(400);

    const longSource = await put(moderator, { id: article.id, source: 'x'.repeat(201) }).expect(400);
    expect(longSource.body.error.details[0]).toMatchObject({ field: 'source' });
    expect(await read()).toEqual(before);
  });

  it('an unknown id, or the id of a listing of another family, is 404', async () => {
    const missing = await put(moderator, { id: randomUUID(), title: 'Titlu corect pentru articol' }).expect(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const fund = await t.http
      .post('/api/fund')
      .set(...moderator.auth)
      .send({ title: 'Apel de finanțare pentru IMM', fundType: 1, region: 'all', callStatus: 'open' })
      .expect(201);
    await put(moderator, { id: fund.body.id, title: 'Titlu schimbat prin știri' }).expect(404);
    expect((await t.http.get(`/api/fund/${fund.body.slug}`).expect(200)).body.title).toBe('Apel de finanțare pentru IMM');
  });
});
