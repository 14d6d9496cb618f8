import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { queriesDuring } from '../../support/query-count.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('my listings: pages, filters by family and state, investor matches of a page in one request', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let othersListing: string;
  const ids: Record<string, string[]> = { company: [], active: [], pending: [], overdue: [], confidential: [] };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Proprietar cu multe anunțuri' });
    other = await newMember(t, { name: 'Alt proprietar' });
    // 30 published companies, 12 published assets, 5 pending companies, 3 companies approved but past their end date.
    for (let index = 0; index < 30; index++)
      ids.company.push((await insertListing(t, owner.id, { family: ListingType.Company, title: `Afacere ${index}` })).id);
    for (let index = 0; index < 12; index++) ids.active.push((await insertListing(t, owner.id, { family: ListingType.Active, title: `Activ ${index}` })).id);
    for (let index = 0; index < 5; index++) ids.pending.push((await insertListing(t, owner.id, { family: ListingType.Company, status: 'pending' })).id);
    for (let index = 0; index < 3; index++)
      ids.overdue.push((await insertListing(t, owner.id, { family: ListingType.Company, expiresAt: new Date(Date.now() - 86_400_000) })).id);
    ids.confidential = ids.company.slice(0, 2);
    await t.dataSource.query(`UPDATE listings SET confidential = true WHERE id = ANY($1::uuid[])`, [ids.confidential]);
    await insertListing(t, owner.id, { family: ListingType.Company, status: 'archived' });
    othersListing = (await insertListing(t, other.id, { family: ListingType.Company })).id;
  });
  afterAll(() => t.close());

  const mine = (query: string, member: Member = owner) => t.http.get(`/api/listings/mine${query}`).set(...member.auth);

  it('pages of 20 by default, at most 100, newest first, with the count and every state’s count', async () => {
    const first = (await mine('').expect(200)).body;
    expect(first.docs).toHaveLength(20);
    expect(first.count).toBe(20);
    expect(first.pagination).toMatchObject({ page: 1, perPage: 20, nextPage: 2, total: 50, totalPages: 3 });
    expect(first.statusCounts).toEqual({ approved: 42, pending: 5, expired: 3 });
    const third = (await mine('?page=3').expect(200)).body;
    expect(third.docs).toHaveLength(10);
    expect(third.pagination.nextPage ?? null).toBeNull();
    const all = (await mine('?pageSize=500').expect(200)).body;
    expect(all.docs).toHaveLength(50);
    const seen = new Set([...first.docs, ...(await mine('?page=2').expect(200)).body.docs, ...third.docs].map((doc: { id: string }) => doc.id));
    expect(seen.size).toBe(50);
    expect(seen.has(othersListing)).toBe(false);
  });

  it('filters by family, by state as the owner sees it, and by confidentiality', async () => {
    const assets = (await mine(`?type=${ListingType.Active}`).expect(200)).body;
    expect(assets.pagination.total).toBe(12);
    expect(assets.docs.every((doc: { type: number }) => doc.type === ListingType.Active)).toBe(true);
    expect(assets.statusCounts).toEqual({ approved: 12 });
    const pending = (await mine(`?type=${ListingType.Company}&status=pending`).expect(200)).body;
    expect(pending.docs.map((doc: { id: string }) => doc.id).sort()).toEqual([...ids.pending].sort());
    // Approved but past the end date: expired for the owner, not published.
    const expired = (await mine('?status=expired').expect(200)).body;
    expect(expired.docs.map((doc: { id: string }) => doc.id).sort()).toEqual([...ids.overdue].sort());
    expect((await mine('?status=approved&pageSize=100').expect(200)).body.pagination.total).toBe(42);
    const confidential = (await mine('?confidential=true').expect(200)).body;
    expect(confidential.docs.map((doc: { id: string }) => doc.id).sort()).toEqual([...ids.confidential].sort());
    expect((await mine('?status=archived').expect(400)).body.error.details).toEqual([{ field: 'status', message: 'Starea anunțului nu este validă.' }]);
    expect((await mine('?type=99').expect(400)).body.error.details[0].field).toBe('type');
  });

  it('a page costs the same number of SQL queries whatever its size (no query per listing)', async () => {
    const small = await queriesDuring(t.dataSource, () => mine('?pageSize=2').expect(200));
    const large = await queriesDuring(t.dataSource, () => mine('?pageSize=100').expect(200));
    expect(small).toBeGreaterThan(0);
    // At most one more details query: the large page holds two families (details are read per family, not per listing).
    expect(large).toBeLessThanOrEqual(small + 1);
  });

  it('investor matches of a whole page in one request, for the owner’s company and investment listings only', async () => {
    const page = ids.company.slice(0, 20);
    const asked = [...page, ids.active[0]!, othersListing, ids.pending[0]!];
    const answer = (
      await t.http
        .get(`/api/listings/mine/investor-matches?listingIds=${asked.join(',')}`)
        .set(...owner.auth)
        .expect(200)
    ).body;
    const answered = answer.matches.map((match: { listingId: string }) => match.listingId);
    // Another user's listing and the asset (not matched to investors) are left out; a pending listing matches nobody.
    expect(answered.sort()).toEqual([...page, ids.pending[0]!].sort());
    expect(answer.matches.every((match: { count: number }) => match.count === 0)).toBe(true);
    // Someone else asking for the owner's ids learns nothing.
    expect(
      (
        await t.http
          .get(`/api/listings/mine/investor-matches?listingIds=${page.join(',')}`)
          .set(...other.auth)
          .expect(200)
      ).body,
    ).toEqual({ matches: [] });
    await t.http.get(`/api/listings/mine/investor-matches?listingIds=${page[0]}`).expect(401);
    const bad = (
      await t.http
        .get('/api/listings/mine/investor-matches?listingIds=abc')
        .set(...owner.auth)
        .expect(400)
    ).body;
    expect(bad.error.details[0]).toMatchObject({ field: 'listingIds', message: 'Identificatorul anunțului nu este valid.' });
    const tooMany = Array.from({ length: 101 }, () => page[0]).join(',');
    await t.http
      .get(`/api/listings/mine/investor-matches?listingIds=${tooMany}`)
      .set(...owner.auth)
      .expect(400);
    // One query finds which ids are the owner's; listings visitors do not see cost nothing more.
    const hidden = [...ids.pending, ...ids.overdue];
    const hiddenQueries = await queriesDuring(t.dataSource, () =>
      t.http
        .get(`/api/listings/mine/investor-matches?listingIds=${hidden.join(',')}`)
        .set(...owner.auth)
        .expect(200),
    );
    const oneHiddenQueries = await queriesDuring(t.dataSource, () =>
      t.http
        .get(`/api/listings/mine/investor-matches?listingIds=${hidden[0]}`)
        .set(...owner.auth)
        .expect(200),
    );
    expect(hiddenQueries).toBe(oneHiddenQueries);
    // The single-listing route still answers.
    expect(
      (
        await t.http
          .get(`/api/listings/mine/${page[0]}/investor-matches`)
          .set(...owner.auth)
          .expect(200)
      ).body,
    ).toEqual({ listingId: page[0], count: 0 });
  });
  it('counts the same investor profiles as the one-listing route, for several listings at once, in a bounded number of queries', async () => {
    const moderator = await newMember(t, { role: 'moderator' });
    const seller = await newMember(t, { name: 'Patron cu restaurante' });
    const approve = (id: string) =>
      t.http
        .post(`/api/admin/listings/${id}/approve`)
        .set(...moderator.auth)
        .expect(200);
    const investor = async (name: string, body: Record<string, unknown>) => {
      const member = await newMember(t, { name });
      const profile = (
        await t.http
          .post('/api/investor')
          .set(...member.auth)
          .send({ description: 'Caut afaceri HoReCa profitabile.', county: 16, city: 'Cluj-Napoca', investorKind: 'angel', ...body })
          .expect(201)
      ).body;
      await approve(profile.id);
      return profile;
    };
    await investor('Investitor Cluj', {
      title: 'Investesc în restaurante din Cluj',
      domain: [10],
      ticketMin: 50000,
      ticketMax: 150000,
      targetCounties: [16, 12],
    });
    await investor('Investitor oriunde', { title: 'Investesc în HoReCa oriunde', domain: [10], ticketMin: 100000, ticketMax: 1000000 });
    await t.jobs.drain();
    const company = (title: string, extra: Record<string, unknown>) =>
      t.http
        .post('/api/company')
        .set(...seller.auth)
        .send({ title, description: 'Descriere completă a afacerii.', county: 16, city: 'Cluj-Napoca', domain: [9], ...extra })
        .expect(201);
    const both = (await company('Restaurant cu 60 de locuri', { price: 120000 })).body.id as string;
    const one = (await company('Hotel de patru stele', { price: 900000 })).body.id as string;
    const none = (await company('Bistro mic', { price: 20000 })).body.id as string;
    const waiting = (await company('Cafenea în așteptare', { price: 120000 })).body.id as string;
    for (const id of [both, one, none]) await approve(id);
    await t.jobs.drain();

    const ids = [both, one, none, waiting];
    const single = Object.fromEntries(
      await Promise.all(
        ids.map(
          async (id) =>
            [
              id,
              (
                await t.http
                  .get(`/api/listings/mine/${id}/investor-matches`)
                  .set(...seller.auth)
                  .expect(200)
              ).body.count,
            ] as const,
        ),
      ),
    );
    expect(single).toEqual({ [both]: 2, [one]: 1, [none]: 0, [waiting]: 0 });
    let batch: { matches: { listingId: string; count: number }[] } = { matches: [] };
    const queries = await queriesDuring(t.dataSource, async () => {
      batch = (
        await t.http
          .get(`/api/listings/mine/investor-matches?listingIds=${ids.join(',')}`)
          .set(...seller.auth)
          .expect(200)
      ).body;
    });
    expect(Object.fromEntries(batch.matches.map((match) => [match.listingId, match.count]))).toEqual(single);
    // The session, the ownership query and one reverse query: not one per listing.
    const oneListing = await queriesDuring(t.dataSource, () =>
      t.http
        .get(`/api/listings/mine/investor-matches?listingIds=${both}`)
        .set(...seller.auth)
        .expect(200),
    );
    expect(queries).toBe(oneListing);
  });
});
