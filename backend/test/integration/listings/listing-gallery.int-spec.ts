import { plainPng } from '../../fixtures/uploads.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

type Image = { key: string; location: string; thumbnail: string };

describe('listing gallery through the lifecycle', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let moderator: Member;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t);
    other = await newMember(t);
    moderator = await newMember(t, { role: 'moderator' });
    png = await plainPng(120, 90);
  });
  afterAll(() => t.close());

  const upload = async (member: Member, count = 1): Promise<Image[]> => {
    const request = t.http.post('/api/uploads/images').set(...member.auth);
    for (let index = 0; index < count; index++) request.attach('images', png, `poza-${index}.png`);
    return (await request.expect(201)).body.images;
  };
  const keysOf = (listing: { gallery: Image[] }) => listing.gallery.map((image) => image.key);
  const uploadRows = async (listingId: string) =>
    (await t.dataSource.query(`SELECT key FROM uploads WHERE listing_id = $1 ORDER BY key`, [listingId])).map((row: { key: string }) => row.key);

  it('attaches uploads in order, refuses another user’s, and keeps the approved pictures public while a new gallery waits', async () => {
    const [first, second] = await upload(owner, 2);
    const [foreign] = await upload(other);
    const body = { title: 'Tipografie digitală în Cluj-Napoca', county: 16, city: 'Cluj-Napoca', domain: [3] };
    const refused = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send({ ...body, gallery: [first.key, foreign.key] })
      .expect(400);
    expect(refused.body.error.details[0].field).toBe('gallery');
    expect((await t.dataSource.query('SELECT count(*)::int AS n FROM listings'))[0].n).toBe(0);

    const created = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send({ ...body, gallery: [second.key, first.key] })
        .expect(201)
    ).body;
    expect(keysOf(created)).toEqual([second.key, first.key]);
    expect(created.photo).toBe(second.location);
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);

    // The owner swaps a picture: the edit waits, the public keeps both approved pictures.
    const [third] = await upload(owner);
    const edited = (
      await t.http
        .post(`/api/company/update/${created.id}`)
        .set(...owner.auth)
        .send({ gallery: [third.key, first.key] })
        .expect(200)
    ).body;
    expect(edited).toMatchObject({ pendingRevision: true });
    expect(keysOf(edited)).toEqual([third.key, first.key]);
    expect(keysOf((await t.http.get(`/api/company/${created.slug}`).expect(200)).body)).toEqual([second.key, first.key]);
    expect(await uploadRows(created.id)).toEqual([first.key, second.key, third.key].sort());
    await t.http.get(`/api/uploads/images/${second.key}-thumb.webp`).expect(200);

    // Approved: the new gallery is public and the dropped picture is gone, row and files.
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    expect(keysOf((await t.http.get(`/api/company/${created.slug}`).expect(200)).body)).toEqual([third.key, first.key]);
    expect(await uploadRows(created.id)).toEqual([first.key, third.key].sort());
    await t.http.get(`/api/uploads/images/${second.key}-thumb.webp`).expect(404);
  });

  it('drops the proposed pictures when the edit is rejected', async () => {
    const [first] = await upload(owner);
    const created = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send({ title: 'Service biciclete în Turda', county: 16, city: 'Turda', domain: [7], gallery: [first.key] })
        .expect(201)
    ).body;
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    const [proposed] = await upload(owner);
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ gallery: [proposed.key] })
      .expect(200);
    await t.http
      .post(`/api/admin/listings/${created.id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'Poza nouă nu arată afacerea.' })
      .expect(200);
    expect(keysOf((await t.http.get(`/api/company/${created.slug}`).expect(200)).body)).toEqual([first.key]);
    expect(await uploadRows(created.id)).toEqual([first.key]);
    await t.http.get(`/api/uploads/images/${proposed.key}-large.webp`).expect(404);
  });

  it('merges a second edit into the one still waiting', async () => {
    const created = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send({ title: 'Florărie în centrul Clujului', county: 16, city: 'Cluj-Napoca', domain: [7], price: 30000 })
        .expect(201)
    ).body;
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ price: 28000 })
      .expect(200);
    const second = (
      await t.http
        .post(`/api/company/update/${created.id}`)
        .set(...owner.auth)
        .send({ employees: 3 })
        .expect(200)
    ).body;
    expect(second).toMatchObject({ price: 28000, employees: 3, pendingRevision: true });
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    expect((await t.http.get(`/api/company/${created.slug}`).expect(200)).body).toMatchObject({ price: 28000, employees: 3 });
  });
});
