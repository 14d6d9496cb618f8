import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const company = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Descriere.',
  price: 50000,
  county: 16,
  city: 'Cluj-Napoca',
  domain: [9],
  ...extra,
});

describe('listing lifecycle', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let moderator: Member;
  let consultant: Member;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t);
    other = await newMember(t);
    moderator = await newMember(t, { role: 'moderator' });
    consultant = await newMember(t, { role: 'consultant' });
  });
  afterAll(() => t.close());

  const create = async (title: string, extra: Record<string, unknown> = {}) =>
    (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company(title, extra))
        .expect(201)
    ).body;
  const approve = (id: string) =>
    t.http
      .post(`/api/admin/listings/${id}/approve`)
      .set(...moderator.auth)
      .expect(200);
  const publicTitle = async (slug: string) => (await t.http.get(`/api/company/${slug}`).expect(200)).body.title;

  it('rejects with a reason, shows it to the owner, and an edit resubmits', async () => {
    const listing = await create('Brutărie artizanală în Florești');
    await t.http
      .post(`/api/admin/listings/${listing.id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'x' })
      .expect(400);
    const rejected = await t.http
      .post(`/api/admin/listings/${listing.id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'Lipsesc cifrele financiare.' })
      .expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', moderationNote: 'Lipsesc cifrele financiare.' });
    const mine = await t.http
      .get('/api/listings/mine')
      .set(...owner.auth)
      .expect(200);
    expect(mine.body.docs.find((doc: { id: string }) => doc.id === listing.id)).toMatchObject({
      status: 'rejected',
      statusName: 'Respins',
      moderationNote: 'Lipsesc cifrele financiare.',
    });
    // Others never see it.
    expect(
      (
        await t.http
          .get('/api/listings/mine')
          .set(...other.auth)
          .expect(200)
      ).body.docs,
    ).toEqual([]);
    // One listing by id: its owner gets what the list gives; anyone else, staff included, a 404.
    const one = await t.http
      .get(`/api/listings/mine/${listing.id}`)
      .set(...owner.auth)
      .expect(200);
    expect(one.body).toMatchObject({ id: listing.id, status: 'rejected', moderationNote: 'Lipsesc cifrele financiare.' });
    await t.http
      .get(`/api/listings/mine/${listing.id}`)
      .set(...other.auth)
      .expect(404);
    await t.http
      .get(`/api/listings/mine/${listing.id}`)
      .set(...moderator.auth)
      .expect(404);
    await t.http.get(`/api/listings/mine/${listing.id}`).expect(401);
    await t.http
      .get('/api/listings/mine/not-an-id')
      .set(...owner.auth)
      .expect(400);
    // Rejected cannot be renewed; an edit sends it back to moderation.
    await t.http
      .post(`/api/company/renew/${listing.id}`)
      .set(...owner.auth)
      .expect(409);
    const resubmitted = await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ yearlyTurnover: 310000 })
      .expect(200);
    expect(resubmitted.body.status).toBe('pending');
    await approve(listing.id);
    expect((await t.http.get(`/api/company/${listing.slug}`).expect(200)).body.yearlyTurnover).toBe(310000);
  });

  it('keeps the approved version public while an edit waits, then applies or drops the edit', async () => {
    const listing = await create('Pensiune cu 12 camere în Apuseni');
    await approve(listing.id);
    const edited = await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ title: 'Pensiune cu 14 camere în Apuseni' })
      .expect(200);
    expect(edited.body).toMatchObject({ status: 'approved', pendingRevision: true, title: 'Pensiune cu 14 camere în Apuseni' });
    expect(await publicTitle(listing.slug)).toBe('Pensiune cu 12 camere în Apuseni');
    // The staff see both versions side by side and the listing sits in the moderation queue.
    const staffView = await t.http
      .get(`/api/admin/listings/${listing.id}`)
      .set(...moderator.auth)
      .expect(200);
    expect(staffView.body.listing.title).toBe('Pensiune cu 12 camere în Apuseni');
    expect(staffView.body.revision.title).toBe('Pensiune cu 14 camere în Apuseni');
    const queue = await t.http
      .get('/api/admin/listings/moderation')
      .set(...moderator.auth)
      .expect(200);
    expect(queue.body.docs.map((doc: { id: string }) => doc.id)).toContain(listing.id);
    // Rejecting the edit keeps the approved version.
    await t.http
      .post(`/api/admin/listings/${listing.id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'Numărul de camere nu se confirmă.' })
      .expect(200);
    expect(await publicTitle(listing.slug)).toBe('Pensiune cu 12 camere în Apuseni');
    const afterReject = await t.http
      .get(`/api/company/id/${listing.id}`)
      .set(...owner.auth)
      .expect(200);
    expect(afterReject.body).toMatchObject({ status: 'approved', pendingRevision: false, moderationNote: 'Numărul de camere nu se confirmă.' });
    // A new edit, approved this time, becomes public.
    await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ title: 'Pensiune renovată în Apuseni' })
      .expect(200);
    await approve(listing.id);
    expect(await publicTitle(listing.slug)).toBe('Pensiune renovată în Apuseni');
  });

  it('applies a contact change of an approved listing at once (not material)', async () => {
    const listing = await create('Atelier de tâmplărie în Turda', { county: 16, city: 'Turda' });
    await approve(listing.id);
    const edited = await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ contactPhone: '0740 123 456' })
      .expect(200);
    expect(edited.body).toMatchObject({ pendingRevision: false, contactPhone: '0740 123 456' });
    expect((await t.http.get(`/api/company/${listing.slug}`).expect(200)).body.contactPhone).toBe('0740 123 456');
  });

  it('expires approved listings at their end date, and the owner renews them', async () => {
    const listing = await create('Spălătorie auto self-service');
    await approve(listing.id);
    await t.dataSource.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [listing.id]);
    // Past its end date it is no longer public, even before the schedule marks it.
    await t.http.get(`/api/company/${listing.slug}`).expect(404);
    const { ListingLifecycleService } = await import('../../../src/modules/listing-core/listing-lifecycle.service.js');
    const expired = await t.app.get(ListingLifecycleService).expireDue();
    expect(expired).toContain(listing.id);
    expect(
      (
        await t.http
          .get(`/api/company/id/${listing.id}`)
          .set(...owner.auth)
          .expect(200)
      ).body.status,
    ).toBe('expired');
    await t.http
      .post(`/api/company/renew/${listing.id}`)
      .set(...other.auth)
      .expect(403);
    const renewed = await t.http
      .post(`/api/company/renew/${listing.id}`)
      .set(...owner.auth)
      .expect(200);
    expect(renewed.body.status).toBe('approved');
    expect(await publicTitle(listing.slug)).toBe('Spălătorie auto self-service');
  });

  it('lets only moderators and admins moderate; consultants and owners cannot', async () => {
    const listing = await create('Magazin de biciclete în Dej', { city: 'Dej' });
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...consultant.auth)
      .expect(403);
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...owner.auth)
      .expect(403);
    await t.http.post(`/api/admin/listings/${listing.id}/approve`).expect(401);
    await t.http
      .get('/api/admin/listings/moderation')
      .set(...owner.auth)
      .expect(403);
    // Approving twice is a conflict, not a second publication.
    await approve(listing.id);
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(409);
  });

  it('promotes listings first in lists and counts them in featuredCount', async () => {
    const first = await create('Firmă de transport marfă cu 5 camioane', { domain: [8] });
    const second = await create('Agenție de turism în Cluj', { domain: [8] });
    await approve(first.id);
    await approve(second.id);
    await t.http
      .post(`/api/admin/listings/${first.id}/promote`)
      .set(...moderator.auth)
      .send({ until: new Date(Date.now() + 7 * 86400000).toISOString() })
      .expect(200);
    const list = await t.http.get('/api/company/list/web?domain=8').expect(200);
    expect(list.body.docs[0]).toMatchObject({ id: first.id, promoted: true });
    expect(list.body.pagination.featuredCount).toBe(1);
    // Pages cross from the promoted listings to the others without gaps or repeats.
    const onePerPage = async (page: number) => (await t.http.get(`/api/company/list/web?domain=8&pageSize=1&page=${page}`).expect(200)).body;
    expect((await onePerPage(1)).docs.map((doc: { id: string }) => doc.id)).toEqual([first.id]);
    expect((await onePerPage(2)).docs.map((doc: { id: string }) => doc.id)).toEqual([second.id]);
    expect((await onePerPage(2)).pagination).toMatchObject({ total: 2, featuredCount: 1, nextPage: null, prevPage: 1 });
    const featured = await t.http.get(`/api/company/featured/${second.id}`).expect(200);
    expect(featured.body[0].id).toBe(first.id);
    await t.http
      .post(`/api/admin/listings/${first.id}/promote`)
      .set(...moderator.auth)
      .send({ until: 'mâine' })
      .expect(400);
    await t.http
      .post(`/api/admin/listings/${first.id}/promote`)
      .set(...moderator.auth)
      .send({ until: null })
      .expect(200);
    expect((await t.http.get('/api/company/list/web?domain=8').expect(200)).body.pagination.featuredCount).toBe(0);
  });

  it('archives: the owner withdraws a listing, others cannot', async () => {
    const listing = await create('Cabinet stomatologic echipat');
    await approve(listing.id);
    await t.http
      .delete(`/api/company/${listing.id}`)
      .set(...other.auth)
      .expect(403);
    await t.http
      .delete(`/api/company/${listing.id}`)
      .set(...owner.auth)
      .expect(204);
    await t.http.get(`/api/company/${listing.slug}`).expect(404);
    await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ title: 'Alt titlu de test' })
      .expect(409);
  });

  it('needs a confirmed email to publish; services need a legal-entity account', async () => {
    const unverified = await newMember(t, { verified: false });
    const refused = await t.http
      .post('/api/company')
      .set(...unverified.auth)
      .send(company('Afacere de test nevalidată'))
      .expect(403);
    expect(refused.body.error.code).toBe('LISTING_EMAIL_NOT_VERIFIED');
    const service = { title: 'Curățenie birouri în Cluj', county: 16, domain: [9], subdomain: 901 };
    const individual = await t.http
      .post('/api/service')
      .set(...owner.auth)
      .send(service)
      .expect(403);
    expect(individual.body.error).toMatchObject({
      code: 'LISTING_LEGAL_ENTITY_ONLY',
      message: 'Doar conturile de persoană juridică pot promova servicii. Completează profilul cu datele firmei pentru a adăuga un serviciu.',
    });
    const legal = await newMember(t, { legal: true });
    await t.http
      .post('/api/service')
      .set(...legal.auth)
      .send(service)
      .expect(201);
    await t.http.post('/api/company').send(company('Anonim nu are voie')).expect(401);
  });

  it('serves the list from its cache until a listing changes', async () => {
    const before = (await t.http.get('/api/company/list/web?county=16&pageSize=100').expect(200)).body.pagination.total;
    const again = await t.http.get('/api/company/list/web?county=16&pageSize=100').expect(200);
    expect(again.headers['x-cache']).toBe('hit');
    const listing = await create('Minimarket de cartier în Gherla', { city: 'Gherla' });
    await approve(listing.id);
    const after = await t.http.get('/api/company/list/web?county=16&pageSize=100').expect(200);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body.pagination.total).toBe(before + 1);
  });
});
