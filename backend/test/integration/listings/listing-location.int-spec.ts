import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('listing coordinates for the detail map', () => {
  let t: TestApp;
  let owner: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t);
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  it('places a listing in Cluj-Napoca near 46.77, 23.6 in single-listing answers, not in lists', async () => {
    const created = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send({
        title: 'Tipografie digitală în Cluj-Napoca',
        description: 'Utilaje și clienți fideli.',
        price: 90000,
        county: 16,
        city: 'cluj napoca',
        domain: [9],
      })
      .expect(201);
    // The owner already sees it on the map of the preview.
    expect(created.body.latitude).toBeCloseTo(46.77, 1);
    expect(created.body.longitude).toBeCloseTo(23.6, 1);
    await t.http
      .post(`/api/admin/listings/${created.body.id}/approve`)
      .set(...moderator.auth)
      .expect(200);

    for (const path of [`/api/company/${created.body.slug}`, `/api/company/id/${created.body.id}`]) {
      const answer = (await t.http.get(path).expect(200)).body;
      expect(answer.city).toBe('Cluj-Napoca');
      expect(answer.latitude).toBeCloseTo(46.77, 1);
      expect(answer.longitude).toBeCloseTo(23.6, 1);
    }
    const list = (await t.http.get('/api/company/list/web').expect(200)).body;
    expect(list.docs[0].id).toBe(created.body.id);
    expect(list.docs[0]).not.toHaveProperty('latitude');
  });

  it('answers null coordinates when the locality is unknown (funds, news, no city)', async () => {
    const fund = await insertListing(t, moderator.id, { family: ListingType.Fund });
    const news = await insertListing(t, moderator.id, { family: ListingType.News });
    const countyOnly = await insertListing(t, owner.id, { countyId: 16 });
    for (const path of [`/api/fund/${fund.slug}`, `/api/news/${news.slug}`, `/api/company/${countyOnly.slug}`]) {
      const answer = (await t.http.get(path).expect(200)).body;
      expect(answer).toMatchObject({ latitude: null, longitude: null });
    }
  });
});
