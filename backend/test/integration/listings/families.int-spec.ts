import { ListingType } from '../../../src/contracts/lists.js';
import { LISTING_FAMILY_PATHS } from '../../../src/contracts/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** A valid creation payload of each family (Cluj county 16, Cluj-Napoca). */
const PAYLOADS: Record<ListingType, Record<string, unknown>> = {
  [ListingType.Company]: {
    title: 'Cafenea de specialitate în Cluj-Napoca',
    description: '<p>Afacere profitabilă, 6 ani pe piață.</p>',
    price: 85000,
    county: 16,
    city: 'Cluj-Napoca',
    domain: [9],
    features: ['instalment-sale'],
    businessType: 1,
    yearlyTurnover: 240000,
    yearlyProfit: 38000,
    employees: 6,
    yearFounded: 2019,
    reasonForSale: 'Relocare în străinătate',
    priceIncludes: 'Echipamente, marcă, contracte',
  },
  [ListingType.Active]: {
    title: 'Autoutilitară Ford Transit 2019',
    price: 14500,
    county: 16,
    city: 'Cluj-Napoca',
    category: 'utilaje-auto',
    features: ['instalment-sale'],
    fuel: 2,
    pollutionClass: 5,
    manufactureYear: 2019,
    condition: 'foarte bună',
  },
  [ListingType.Fund]: {
    title: 'Granturi pentru digitalizarea IMM-urilor',
    description: 'Finanțare nerambursabilă.',
    county: 16,
    domain: [10],
    fundType: 2,
    region: 'nord-vest',
    callStatus: 'open',
    deadline: '2027-03-31',
    budget: 50000000,
    grantMin: 20000,
    grantMax: 100000,
    cofinancingPercent: 10,
  },
  [ListingType.Service]: {
    title: 'Contabilitate pentru firme mici',
    price: 150,
    county: 16,
    city: 'Cluj-Napoca',
    domain: [7],
    subdomain: 701,
    features: ['barter'],
    priceUnit: 'lună',
    coverage: 'judetean',
    experienceYears: 12,
  },
  [ListingType.News]: {
    title: 'Parteneriat nou cu o bancă locală',
    description: 'Detalii despre parteneriat.',
    features: ['parteneriat'],
    source: 'RoAfaceri',
    authorName: 'Redacția',
  },
  [ListingType.Investment]: {
    title: 'Caut partener pentru o fermă de afine',
    price: 120000,
    county: 16,
    city: 'Cluj-Napoca',
    domain: [1],
    investmentKind: 'equity',
    equityOfferedPercent: 30,
    stage: 'în funcțiune',
  },
  [ListingType.Investor]: {
    title: 'Business angel interesat de tech și agricultură',
    county: 16,
    domain: [1, 14],
    investorKind: 'angel',
    ticketMin: 20000,
    ticketMax: 200000,
    portfolioSize: 5,
  },
};

/** A change to each family's own details (to see it stored and returned). */
const DETAIL_EDITS: Record<ListingType, [string, unknown]> = {
  [ListingType.Company]: ['employees', 9],
  [ListingType.Active]: ['manufactureYear', 2020],
  [ListingType.Fund]: ['grantMax', 150000],
  [ListingType.Service]: ['experienceYears', 14],
  [ListingType.News]: ['authorName', 'Ana Pop'],
  [ListingType.Investment]: ['equityOfferedPercent', 25],
  [ListingType.Investor]: ['ticketMax', 250000],
};

const STAFF_ONLY = new Set([ListingType.Fund, ListingType.News]);
const EDITABLE = (type: ListingType) => type !== ListingType.News;
const UNAPPROVED = new Set([ListingType.Investor, ListingType.Investment]);

describe.each(Object.values(ListingType).filter((value): value is ListingType => typeof value === 'number'))('listing family %i', (type) => {
  const base = `/api/${LISTING_FAMILY_PATHS[type]}`;
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
    owner = await newMember(t, { legal: true });
    other = await newMember(t, { legal: true });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  it('goes through every route of the family', async () => {
    const author = STAFF_ONLY.has(type) ? moderator : owner;
    if (STAFF_ONLY.has(type)) {
      const refused = await t.http
        .post(base)
        .set(...owner.auth)
        .send(PAYLOADS[type]);
      expect(refused.status).toBe(403);
    }
    const created = await t.http
      .post(base)
      .set(...author.auth)
      .send(PAYLOADS[type])
      .expect(201);
    const listing = created.body;
    expect(listing).toMatchObject({ type, title: PAYLOADS[type].title, status: STAFF_ONLY.has(type) ? 'approved' : 'pending' });
    expect(listing.slug).toMatch(/^[a-z0-9-]+$/);
    expect(listing.photo).toBe('/images/listing-default.svg');

    if (!STAFF_ONLY.has(type)) {
      // Pending: not public, visible to its owner and staff only.
      await t.http.get(`${base}/${listing.slug}`).expect(404);
      await t.http.get(`${base}/id/${listing.id}`).expect(404);
      await t.http
        .get(`${base}/id/${listing.id}`)
        .set(...other.auth)
        .expect(404);
      expect(
        (
          await t.http
            .get(`${base}/id/${listing.id}`)
            .set(...owner.auth)
            .expect(200)
        ).body.status,
      ).toBe('pending');
      if (UNAPPROVED.has(type)) {
        expect(
          (
            await t.http
              .get(`${base}/unapproved/${listing.slug}`)
              .set(...owner.auth)
              .expect(200)
          ).body.id,
        ).toBe(listing.id);
        expect(
          (
            await t.http
              .get(`${base}/unapproved/${listing.slug}`)
              .set(...moderator.auth)
              .expect(200)
          ).body.id,
        ).toBe(listing.id);
        await t.http
          .get(`${base}/unapproved/${listing.slug}`)
          .set(...other.auth)
          .expect(404);
        await t.http.get(`${base}/unapproved/${listing.slug}`).expect(401);
      } else {
        await t.http
          .get(`${base}/unapproved/${listing.slug}`)
          .set(...owner.auth)
          .expect(404);
      }
      expect((await t.http.get(`${base}/list/web`).expect(200)).body.pagination.total).toBe(0);
      await t.http
        .post(`/api/admin/listings/${listing.id}/approve`)
        .set(...moderator.auth)
        .expect(200);
    }

    const bySlug = await t.http.get(`${base}/${listing.slug}`).expect(200);
    expect(bySlug.body).toMatchObject({ id: listing.id, type, countyName: PAYLOADS[type].county ? 'Cluj' : null });
    expect(bySlug.body.status).toBeUndefined();
    expect(bySlug.body.contactEmail).toBeUndefined();
    expect((await t.http.get(`${base}/id/${listing.id}`).expect(200)).body.slug).toBe(listing.slug);
    const list = await t.http.get(`${base}/list/web`).expect(200);
    expect(list.body.docs.map((doc: { id: string }) => doc.id)).toEqual([listing.id]);
    expect(list.body.pagination).toEqual({
      page: 1,
      perPage: 4,
      prevPage: null,
      nextPage: null,
      total: 1,
      totalPages: 1,
      featuredCount: 0,
      totalIsEstimate: false,
    });
    expect((await t.http.get(`${base}/related/${listing.id}`).expect(200)).body).toEqual([]);
    expect((await t.http.get(`${base}/featured/${listing.id}`).expect(200)).body).toEqual([]);
    if (type === ListingType.Fund) expect((await t.http.get(`${base}/list/web-new`).expect(200)).body.count).toBe(1);
    else await t.http.get(`${base}/list/web-new`).expect(404);

    const [field, value] = DETAIL_EDITS[type];
    if (EDITABLE(type)) {
      await t.http
        .post(`${base}/update/${listing.id}`)
        .set(...other.auth)
        .send({ [field]: value })
        .expect(403);
      await t.http
        .post(`${base}/renew/${listing.id}`)
        .set(...other.auth)
        .expect(403);
      const updated = await t.http
        .put(base)
        .set(...author.auth)
        .send({ id: listing.id, [field]: value })
        .expect(200);
      expect(updated.body[field]).toBe(value);
      if (!STAFF_ONLY.has(type)) {
        // The owner's edit of an approved listing waits for moderation; the approved version stays public.
        expect(updated.body.pendingRevision).toBe(true);
        expect((await t.http.get(`${base}/${listing.slug}`).expect(200)).body[field]).toBe(PAYLOADS[type][field] ?? null);
        await t.http
          .post(`/api/admin/listings/${listing.id}/approve`)
          .set(...moderator.auth)
          .expect(200);
      }
      expect((await t.http.get(`${base}/${listing.slug}`).expect(200)).body[field]).toBe(value);
      const renewed = await t.http
        .post(`${base}/renew/${listing.id}`)
        .set(...author.auth)
        .expect(STAFF_ONLY.has(type) ? 409 : 200);
      if (!STAFF_ONLY.has(type)) expect(new Date(renewed.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 80 * 86400000);
      await t.http
        .put(`${base}/renew/${listing.id}`)
        .set(...author.auth)
        .expect(STAFF_ONLY.has(type) ? 409 : 200);
    } else {
      await t.http
        .post(`${base}/update/${listing.id}`)
        .set(...author.auth)
        .send({ [field]: value })
        .expect(404);
      await t.http
        .post(`${base}/renew/${listing.id}`)
        .set(...author.auth)
        .expect(404);
    }
  });
});
