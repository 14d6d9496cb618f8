import type { CommentEntry, MyComment, PublicComment } from '../../../src/contracts/comments.js';
import type { ListResponse } from '../../../src/contracts/listings.js';
import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing, type SeededListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const ADMIN = '/api/admin/comments';

describe('comments on news articles and their moderation', () => {
  let t: TestApp;
  let author: Member;
  let other: Member;
  let moderator: Member;
  let admin: Member;
  let consultant: Member;
  let article: SeededListing;

  const publicComments = async (listingId = article.id) => (await t.http.get(`/api/comments/${listingId}`).expect(200)).body as ListResponse<PublicComment>;
  const commentCount = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS count FROM comments`))[0].count);
  const post = (member: Member, body: Record<string, unknown>) =>
    t.http
      .post('/api/comments')
      .set(...member.auth)
      .send(body);
  const auditOf = (id: string) =>
    t.dataSource.query(`SELECT action, entity_type, actor_id, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at`, [id]);

  beforeAll(async () => {
    t = await startTestApp();
    author = await newMember(t, { name: 'Ioana Țârcă' });
    other = await newMember(t, { name: 'Mihai Străin' });
    moderator = await newMember(t, { role: 'moderator' });
    admin = await newMember(t, { role: 'admin' });
    consultant = await newMember(t, { role: 'consultant' });
    article = await insertListing(t, admin.id, { family: ListingType.News, title: 'Granturi noi pentru IMM-uri' });
  });
  beforeEach(() => t.dataSource.query(`DELETE FROM rate_counters WHERE key LIKE 'comment-user:%'`));
  afterAll(() => t.close());

  it('stores a comment as pending, hidden until a moderator approves it; then public with the author name and no email', async () => {
    const sent = await post(author, { listingId: article.id, text: 'Foarte util articolul, mulțumesc!' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(String), status: 'pending', message: 'Comentariul tău a fost trimis și va apărea după verificare.' });
    const id: string = sent.body.id;

    expect((await publicComments()).docs.map((comment) => comment.id)).not.toContain(id);
    const mine = (
      await t.http
        .get('/api/comments')
        .set(...author.auth)
        .expect(200)
    ).body as ListResponse<MyComment>;
    expect(mine.docs).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        listingId: article.id,
        listingTitle: 'Granturi noi pentru IMM-uri',
        text: 'Foarte util articolul, mulțumesc!',
      }),
    ]);

    // Another user sees neither the pending comment publicly nor in their own list.
    const theirs = (
      await t.http
        .get('/api/comments')
        .set(...other.auth)
        .expect(200)
    ).body as ListResponse<MyComment>;
    expect(theirs.docs.map((comment) => comment.id)).not.toContain(id);

    const queue = (
      await t.http
        .get(ADMIN)
        .set(...moderator.auth)
        .expect(200)
    ).body as ListResponse<CommentEntry>;
    expect(queue.docs.find((comment) => comment.id === id)).toMatchObject({
      status: 'pending',
      authorName: 'Ioana Țârcă',
      authorEmail: author.email,
      listingTitle: 'Granturi noi pentru IMM-uri',
    });

    const approved = await t.http.post(`${ADMIN}/${id}/approve`).set(...moderator.auth);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'approved', moderatedBy: moderator.id });

    const listed = await publicComments();
    expect(listed.docs).toEqual([{ id, text: 'Foarte util articolul, mulțumesc!', authorName: 'Ioana Țârcă', createdAt: expect.any(String) }]);
    expect(listed.pagination).toMatchObject({ page: 1, total: 1 });
    expect(JSON.stringify(listed)).not.toContain(author.email);

    const audit = await auditOf(id);
    expect(audit).toEqual([expect.objectContaining({ action: 'comment.approve', entity_type: 'comment', actor_id: moderator.id })]);
    expect(audit[0].before).toMatchObject({ status: 'pending' });
    expect(audit[0].after).toMatchObject({ status: 'approved' });

    // Approving again changes nothing and writes no second entry.
    await t.http
      .post(`${ADMIN}/${id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('lists approved comments oldest first', async () => {
    const first = (await post(other, { listingId: article.id, text: 'Primul comentariu.' }).expect(201)).body.id;
    const second = (await post(other, { listingId: article.id, text: 'Al doilea comentariu.' }).expect(201)).body.id;
    await t.dataSource.query(`UPDATE comments SET created_at = created_at - interval '1 day' WHERE id = $1`, [first]);
    await t.http
      .post(`${ADMIN}/${second}/approve`)
      .set(...admin.auth)
      .expect(200);
    await t.http
      .post(`${ADMIN}/${first}/approve`)
      .set(...admin.auth)
      .expect(200);
    const ids = (await publicComments()).docs.map((comment) => comment.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
  });

  it('rejects with a required reason the author sees; the comment stays hidden', async () => {
    const id = (await post(author, { listingId: article.id, text: 'Vindem ieftin, sunați acum!' }).expect(201)).body.id;
    const missing = await t.http
      .post(`${ADMIN}/${id}/reject`)
      .set(...moderator.auth)
      .send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reason' })]));
    expect((await t.dataSource.query(`SELECT status FROM comments WHERE id = $1`, [id]))[0].status).toBe('pending');

    const rejected = await t.http
      .post(`${ADMIN}/${id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'Publicitate nesolicitată.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', moderationNote: 'Publicitate nesolicitată.' });
    expect((await publicComments()).docs.map((comment) => comment.id)).not.toContain(id);
    const mine = (
      await t.http
        .get('/api/comments')
        .set(...author.auth)
        .expect(200)
    ).body as ListResponse<MyComment>;
    expect(mine.docs.find((comment) => comment.id === id)).toMatchObject({ status: 'rejected', moderationNote: 'Publicitate nesolicitată.' });
    const audit = await auditOf(id);
    expect(audit).toEqual([expect.objectContaining({ action: 'comment.reject', actor_id: moderator.id })]);
    expect(audit[0].after).toMatchObject({ status: 'rejected', moderationNote: 'Publicitate nesolicitată.' });

    const byStatus = (
      await t.http
        .get(`${ADMIN}?status=rejected&q=${encodeURIComponent('ieftin')}`)
        .set(...moderator.auth)
        .expect(200)
    ).body as ListResponse<CommentEntry>;
    expect(byStatus.docs.map((comment) => comment.id)).toEqual([id]);
    const byTitle = (
      await t.http
        .get(`${ADMIN}?status=all&listingId=${article.id}&q=${encodeURIComponent('granturi noi')}`)
        .set(...moderator.auth)
        .expect(200)
    ).body as ListResponse<CommentEntry>;
    expect(byTitle.docs.map((comment) => comment.id)).toContain(id);
  });

  it('deletes a comment with an audit entry holding it as it was', async () => {
    const id = (await post(author, { listingId: article.id, text: 'De șters.' }).expect(201)).body.id;
    await t.http
      .delete(`${ADMIN}/${id}`)
      .set(...admin.auth)
      .expect(200);
    expect(await t.dataSource.query(`SELECT id FROM comments WHERE id = $1`, [id])).toEqual([]);
    const audit = await auditOf(id);
    expect(audit).toEqual([expect.objectContaining({ action: 'comment.delete', actor_id: admin.id, after: null })]);
    expect(audit[0].before).toMatchObject({ text: 'De șters.', authorEmail: author.email });
    await t.http
      .delete(`${ADMIN}/${id}`)
      .set(...admin.auth)
      .expect(404);
  });

  it('keeps the staff routes to admins and moderators', async () => {
    const id = (await post(author, { listingId: article.id, text: 'Comentariu de verificat.' }).expect(201)).body.id;
    await t.http.get(ADMIN).expect(401);
    await t.http.post(`${ADMIN}/${id}/approve`).expect(401);
    await t.http
      .get(ADMIN)
      .set(...author.auth)
      .expect(403);
    await t.http
      .post(`${ADMIN}/${id}/approve`)
      .set(...author.auth)
      .expect(403);
    await t.http
      .post(`${ADMIN}/${id}/reject`)
      .set(...consultant.auth)
      .send({ reason: 'Nu am voie aici.' })
      .expect(403);
    await t.http
      .delete(`${ADMIN}/${id}`)
      .set(...consultant.auth)
      .expect(403);
    expect((await t.dataSource.query(`SELECT status FROM comments WHERE id = $1`, [id]))[0].status).toBe('pending');
    // Signing in is required to comment and to list one's own comments.
    await t.http.post('/api/comments').send({ listingId: article.id, text: 'Anonim' }).expect(401);
    await t.http.get('/api/comments').expect(401);
  });

  it('answers bad input with 400 and Romanian field messages, storing nothing', async () => {
    const before = await commentCount();
    const company = await insertListing(t, admin.id, { family: ListingType.Company });
    const hidden = await insertListing(t, admin.id, { family: ListingType.News, status: 'pending' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ listingId: article.id, text: 'x' }, 'text', 'Comentariul trebuie să aibă între 2 și 1000 de caractere.'],
      [{ listingId: article.id, text: '' }, 'text', 'Scrie comentariul.'],
      [{ listingId: article.id, text: 'a'.repeat(1001) }, 'text', 'Comentariul trebuie să aibă între 2 și 1000 de caractere.'],
      [{ listingId: article.id, text: '<b></b><i> </i>' }, 'text', 'Comentariul trebuie să aibă între 2 și 1000 de caractere.'],
      [{ listingId: 'nu-e-uuid', text: 'Text bun' }, 'listingId', 'Identificatorul articolului nu este valid.'],
      [{ text: 'Text bun' }, 'listingId', 'Alege articolul pe care îl comentezi.'],
      [{ listingId: company.id, text: 'Text bun' }, 'listingId', 'Articolul nu există sau nu acceptă comentarii.'],
      [{ listingId: hidden.id, text: 'Text bun' }, 'listingId', 'Articolul nu există sau nu acceptă comentarii.'],
      [{ listingId: '3f0c2b9e-1d2a-4c3b-9a8f-0e1d2c3b4a59', text: 'Text bun' }, 'listingId', 'Articolul nu există sau nu acceptă comentarii.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await post(author, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details, JSON.stringify(body)).toEqual(expect.arrayContaining([{ field, message }]));
    }
    expect(await commentCount()).toBe(before);
    // The public list of a listing that takes no comments is not found; a malformed id is a 400.
    await t.http.get(`/api/comments/${company.id}`).expect(404);
    await t.http.get(`/api/comments/${hidden.id}`).expect(404);
    await t.http.get('/api/comments/nu-e-uuid').expect(400);
  });

  it('requires a confirmed email address', async () => {
    const unverified = await newMember(t, { verified: false });
    const answer = await post(unverified, { listingId: article.id, text: 'Comentariu fără email confirmat.' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe('Confirmă adresa de email înainte de a comenta.');
    expect(await t.dataSource.query(`SELECT id FROM comments WHERE user_id = $1`, [unverified.id])).toEqual([]);
  });

  it('strips markup and keeps the text', async () => {
    const sent = await post(author, {
      listingId: article.id,
      text: '<script>alert(1)</script><b>Bună</b> <a href="http://x.ro" onclick="x()">ziua</a>, ş şi ţ',
    }).expect(201);
    const [row] = await t.dataSource.query(`SELECT text FROM comments WHERE id = $1`, [sent.body.id]);
    expect(row.text).toBe('Bună ziua, ș și ț');
  });

  it('allows at most 10 comments an hour per user', async () => {
    const limited = await newMember(t);
    for (let i = 1; i <= 10; i += 1) await post(limited, { listingId: article.id, text: `Comentariul numărul ${i}` }).expect(201);
    const eleventh = await post(limited, { listingId: article.id, text: 'Unul prea mult' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toBe('Poți trimite cel mult 10 comentarii pe oră. Încearcă din nou mai târziu.');
    expect(Number((await t.dataSource.query(`SELECT count(*)::int AS count FROM comments WHERE user_id = $1`, [limited.id]))[0].count)).toBe(10);
    // Another user is not affected.
    await post(other, { listingId: article.id, text: 'Eu pot comenta.' }).expect(201);
  });

  it('counts pending comments on the dashboard', async () => {
    const pending = Number((await t.dataSource.query(`SELECT count(*)::int AS count FROM comments WHERE status = 'pending'`))[0].count);
    const dashboard = await t.http
      .get('/api/admin/dashboard')
      .set(...moderator.auth)
      .expect(200);
    expect(dashboard.body.comments).toEqual({ pending });
    await post(other, { listingId: article.id, text: 'Încă unul în așteptare.' }).expect(201);
    expect(
      (
        await t.http
          .get('/api/admin/dashboard')
          .set(...moderator.auth)
          .expect(200)
      ).body.comments,
    ).toEqual({ pending: pending + 1 });
  });
});
