import { randomUUID } from 'node:crypto';
import { ListingType } from '../../../src/contracts/lists.js';
import { DEFAULT_LISTING_PHOTO } from '../../../src/contracts/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { insertListing, type ListingSeed } from '../../support/listings.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('favourites', () => {
  let t: TestApp;
  let ana: Member;
  let bogdan: Member;
  let seq = 0;

  const newListing = async (owner: Member, seed: ListingSeed = {}): Promise<string> => {
    seq += 1;
    return (await insertListing(t, owner.id, { slug: `afacere-de-vanzare-${seq}`, title: `Afacere de vânzare nr. ${seq}`, ...seed })).id;
  };
  const rowsOf = async (user: Member): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM favorites WHERE user_id = $1`, [user.id]))[0].count;
  const totalRows = async (): Promise<number> => (await t.dataSource.query(`SELECT count(*)::int AS count FROM favorites`))[0].count;
  const count = async (user: Member): Promise<number> => {
    const counted = (
      await t.http
        .get('/api/favorite/count')
        .set(...user.auth)
        .expect(200)
    ).body.count;
    // The account answer (one call per page for the site's header) carries the same count.
    expect(
      (
        await t.http
          .get('/api/account')
          .set(...user.auth)
          .expect(200)
      ).body.favoriteCount,
    ).toBe(counted);
    return counted;
  };
  const clear = () => t.dataSource.query(`DELETE FROM favorites`);

  beforeAll(async () => {
    t = await startTestApp();
    ana = await newMember(t, { name: 'Ana Favorit' });
    bogdan = await newMember(t, { name: 'Bogdan Favorit' });
  });
  afterAll(() => t.close());
  beforeEach(clear);

  it('adds a favourite (201), a second add changes nothing (200), and the list reads the listing', async () => {
    const id = await newListing(bogdan, { slug: 'cafenea-in-cluj', title: 'Cafenea în Cluj-Napoca' });
    const first = await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: id, type: ListingType.Company, entitySlug: 'slug-inventat', title: '<script>alert("x")</script>' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      entityId: id,
      type: 1,
      entitySlug: 'cafenea-in-cluj',
      title: 'Cafenea în Cluj-Napoca',
      photo: DEFAULT_LISTING_PHOTO,
      available: true,
    });
    expect(new Date(first.body.createdAt).getTime()).not.toBeNaN();
    expect(await count(ana)).toBe(1);

    const second = await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: id, type: ListingType.Company, title: 'Alt titlu' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await count(ana)).toBe(1);
    expect(await rowsOf(ana)).toBe(1);

    const list = await t.http
      .get('/api/favorite')
      .set(...ana.auth)
      .expect(200);
    expect(list.body).toEqual([first.body]);
    expect(JSON.stringify(list.body)).not.toMatch(/script|slug-inventat|Alt titlu/);
  });

  it('is race-safe: concurrent adds of the same listing store one row', async () => {
    const id = await newListing(bogdan);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.http
          .post('/api/favorite')
          .set(...ana.auth)
          .send({ entityId: id, type: ListingType.Company }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await rowsOf(ana)).toBe(1);
  });

  it('lists newest first, with current slug/title/photo, and keeps unpublished ones flagged unavailable', async () => {
    const older = await newListing(bogdan, {
      family: ListingType.Fund,
      title: 'Finanțare pentru start-up',
      gallery: [{ location: '/u/a.jpg', key: 'a', originalName: 'a.jpg', thumbnail: '/u/a-thumb.jpg' }],
    });
    const newer = await newListing(bogdan, { family: ListingType.Service, gallery: [{ location: '/u/b.jpg', key: 'b', originalName: 'b.jpg' }] });
    const photoOnly = await newListing(bogdan, { family: ListingType.News, photo: '/u/stire.jpg' });
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: older, type: ListingType.Fund })
      .expect(201);
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: newer, type: ListingType.Service })
      .expect(201);
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: photoOnly, type: ListingType.News })
      .expect(201);

    // The owner renames one listing and it expires; another is archived.
    await t.dataSource.query(
      `UPDATE listings SET title = 'Finanțare nerambursabilă', slug = 'finantare-nerambursabila', expires_at = now() - interval '1 day' WHERE id = $1`,
      [older],
    );
    await t.dataSource.query(`UPDATE listings SET status = 'archived' WHERE id = $1`, [newer]);

    const list = (
      await t.http
        .get('/api/favorite')
        .set(...ana.auth)
        .expect(200)
    ).body;
    expect(list.map((item: { entityId: string }) => item.entityId)).toEqual([photoOnly, newer, older]);
    expect(list[0]).toMatchObject({ type: 5, photo: '/u/stire.jpg', available: true });
    expect(list[1]).toMatchObject({ type: 4, photo: '/u/b.jpg', available: false });
    expect(list[2]).toMatchObject({
      type: 3,
      entitySlug: 'finantare-nerambursabila',
      title: 'Finanțare nerambursabilă',
      photo: '/u/a-thumb.jpg',
      available: false,
    });
    expect(await count(ana)).toBe(3);
  });

  it('refuses listings that are not public or of another type: 404, nothing stored', async () => {
    const pending = await newListing(bogdan, { status: 'pending' });
    const rejected = await newListing(bogdan, { status: 'rejected' });
    const expiredByDate = await newListing(bogdan, { expiresAt: new Date(Date.now() - 60_000) });
    const expiredByStatus = await newListing(bogdan, { status: 'expired' });
    const company = await newListing(bogdan, { family: ListingType.Company });
    const cases: [string, number][] = [
      [pending, ListingType.Company],
      [rejected, ListingType.Company],
      [expiredByDate, ListingType.Company],
      [expiredByStatus, ListingType.Company],
      [company, ListingType.Investor],
      [randomUUID(), ListingType.Company],
    ];
    for (const [entityId, type] of cases) {
      const answer = await t.http
        .post('/api/favorite')
        .set(...ana.auth)
        .send({ entityId, type });
      expect(answer.status, `${entityId} / ${type}`).toBe(404);
      expect(answer.body.error).toEqual({ code: 'NOT_FOUND', message: 'Anunțul nu există sau nu mai este publicat.' });
    }
    expect(await totalRows()).toBe(0);

    // Still public until its expiry date.
    const future = await newListing(bogdan, { expiresAt: new Date(Date.now() + 86_400_000) });
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: future, type: ListingType.Company })
      .expect(201);
  });

  it('refuses bad input with 400 and field messages, storing nothing', async () => {
    const id = await newListing(bogdan);
    const cases: [unknown, string[]][] = [
      [{ entityId: 'nu-e-uuid', type: 1 }, ['entityId']],
      [{ entityId: "1' OR '1'='1", type: 1 }, ['entityId']],
      [{ entityId: id, type: 0 }, ['type']],
      [{ entityId: id, type: 8 }, ['type']],
      [{ entityId: id, type: 1.5 }, ['type']],
      [{ entityId: id, type: 'Company' }, ['type']],
      [{ type: 1 }, ['entityId']],
      [{ entityId: id }, ['type']],
      [{ entityId: id, type: 1, userId: bogdan.id }, ['userId']],
      [{ entityId: id, type: 1, title: 'x'.repeat(161), entitySlug: 'y'.repeat(181) }, ['title', 'entitySlug']],
      [{ entityId: id, type: 1, title: 42 }, ['title']],
    ];
    for (const [body, fields] of cases) {
      const answer = await t.http
        .post('/api/favorite')
        .set(...ana.auth)
        .send(body as object);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual([...fields].sort());
      for (const detail of answer.body.error.details) expect(detail.message).toMatch(/[a-zăâîșț]/);
    }
    const typeAnswer = await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: 'x', type: 8 });
    expect(typeAnswer.body.error.details).toEqual([
      { field: 'entityId', message: 'Identificatorul anunțului nu este valid.' },
      { field: 'type', message: 'Tipul anunțului nu este valid.' },
    ]);
    expect(await totalRows()).toBe(0);

    const badDelete = await t.http.delete('/api/favorite/nu-e-uuid').set(...ana.auth);
    expect(badDelete.status).toBe(400);
    expect(badDelete.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul anunțului nu este valid.' }]);
    const badType = await t.http.delete(`/api/favorite/${id}?type=9`).set(...ana.auth);
    expect(badType.status).toBe(400);
    expect(badType.body.error.details).toEqual([{ field: 'type', message: 'Tipul anunțului nu este valid.' }]);
  });

  it('keeps each user to their own favourites', async () => {
    const id = await newListing(bogdan);
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: id, type: ListingType.Company })
      .expect(201);

    expect(
      (
        await t.http
          .get('/api/favorite')
          .set(...bogdan.auth)
          .expect(200)
      ).body,
    ).toEqual([]);
    expect(await count(bogdan)).toBe(0);
    await t.http
      .delete(`/api/favorite/${id}`)
      .set(...bogdan.auth)
      .expect(204);
    expect(await rowsOf(ana)).toBe(1);
    expect(await count(ana)).toBe(1);

    // Bogdan may keep the same listing too; Ana's delete leaves his row.
    await t.http
      .post('/api/favorite')
      .set(...bogdan.auth)
      .send({ entityId: id, type: ListingType.Company })
      .expect(201);
    await t.http
      .delete(`/api/favorite/${id}`)
      .set(...ana.auth)
      .expect(204);
    expect(await count(ana)).toBe(0);
    expect(await count(bogdan)).toBe(1);
  });

  it('refuses anonymous visitors on every route', async () => {
    const id = await newListing(bogdan);
    const answers = [
      await t.http.get('/api/favorite'),
      await t.http.get('/api/favorite/count'),
      await t.http.post('/api/favorite').send({ entityId: id, type: ListingType.Company }),
      await t.http.delete(`/api/favorite/${id}`),
      await t.http.get('/api/favorite').set('authorization', 'Bearer nu-e-un-token'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHENTICATED');
    }
    expect(await totalRows()).toBe(0);
  });

  it('deletes idempotently, optionally by type', async () => {
    const id = await newListing(bogdan, { family: ListingType.Investor });
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: id, type: ListingType.Investor })
      .expect(201);
    await t.http
      .delete(`/api/favorite/${id}?type=${ListingType.Company}`)
      .set(...ana.auth)
      .expect(204);
    expect(await count(ana)).toBe(1);
    const removed = await t.http.delete(`/api/favorite/${id}?type=${ListingType.Investor}`).set(...ana.auth);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(await count(ana)).toBe(0);
    await t.http
      .delete(`/api/favorite/${id}`)
      .set(...ana.auth)
      .expect(204);
    await t.http
      .delete(`/api/favorite/${randomUUID()}`)
      .set(...ana.auth)
      .expect(204);
    expect(await count(ana)).toBe(0);
  });

  it('drops favourites when their listing is deleted', async () => {
    const kept = await newListing(bogdan);
    const gone = await newListing(bogdan);
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: kept, type: ListingType.Company })
      .expect(201);
    await t.http
      .post('/api/favorite')
      .set(...ana.auth)
      .send({ entityId: gone, type: ListingType.Company })
      .expect(201);
    await t.http
      .post('/api/favorite')
      .set(...bogdan.auth)
      .send({ entityId: gone, type: ListingType.Company })
      .expect(201);
    await t.dataSource.query(`DELETE FROM listings WHERE id = $1`, [gone]);
    expect(await totalRows()).toBe(1);
    const list = (
      await t.http
        .get('/api/favorite')
        .set(...ana.auth)
        .expect(200)
    ).body;
    expect(list.map((item: { entityId: string }) => item.entityId)).toEqual([kept]);
  });
});
