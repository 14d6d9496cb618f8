import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

type Doc = { id: string; title: string; price: number | null };
const titles = (body: { docs: Doc[] }) => body.docs.map((doc) => doc.title).sort();

describe('listing search, filters and pagination', () => {
  let t: TestApp;
  let staff: Member;

  const publish = async (path: string, body: Record<string, unknown>) =>
    (
      await t.http
        .post(`/api/${path}`)
        .set(...staff.auth)
        .send(body)
        .expect(201)
    ).body;
  const list = async (query: string, path = 'company') => (await t.http.get(`/api/${path}/list/web?${query}`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp({ env: { RESPONSE_CACHE_TTL_MS: '0' } });
    staff = await newMember(t, { role: 'admin' });
    // Staff publish directly, so these are public at once.
    await publish('company', {
      title: 'Cafenea de specialitate în București',
      county: 41,
      city: 'Sector 1',
      domain: [9],
      price: 90000,
      features: ['instalment-sale'],
    });
    await publish('company', {
      title: 'Restaurant tradițional Bucureşti',
      county: 41,
      city: 'Sector 3',
      domain: [9],
      price: 240000,
      features: ['instalment-sale', 'partial-purchase'],
    });
    await publish('company', { title: 'Hotel boutique Bucuresti centru', county: 41, city: 'Sector 2', domain: [9, 12], price: 1500000 });
    await publish('company', {
      title: 'Firmă de software din Cluj-Napoca',
      county: 16,
      city: 'Cluj-Napoca',
      domain: [10],
      price: 450000,
      description: 'Echipă de 12 programatori, clienți în Germania.',
    });
    await publish('company', { title: 'Atelier de croitorie în Alba Iulia', county: 23, city: 'Alba Iulia', domain: [3], price: null });
    await publish('active', {
      title: 'Hală industrială 800 mp',
      county: 13,
      city: 'Arad',
      category: 'imobiliare',
      features: ['gas', 'electricity', 'water'],
      price: 320000,
    });
    await publish('active', {
      title: 'Excavator pe șenile',
      county: 13,
      city: 'Arad',
      category: 'utilaje-auto',
      features: ['instalment-sale'],
      fuel: 2,
      price: 65000,
    });
    await publish('service', { title: 'Servicii de contabilitate', county: 16, domain: [7], subdomain: 701 });
    await publish('service', { title: 'Audit financiar pentru IMM-uri', county: 16, domain: [7], subdomain: 702 });
  });
  afterAll(() => t.close());

  it('finds București whether typed with comma-below, cedilla or no diacritics', async () => {
    // The cedilla title is stored in its comma-below form.
    const expected = ['Cafenea de specialitate în București', 'Hotel boutique Bucuresti centru', 'Restaurant tradițional București'];
    for (const q of ['bucuresti', 'București', 'Bucureşti', 'BUCUREȘTI']) {
      expect(titles(await list(`q=${encodeURIComponent(q)}&pageSize=10`))).toEqual(expected);
    }
  });

  it('tolerates a typo in a title word and matches description words and prefixes', async () => {
    expect(titles(await list('q=cafenae'))).toEqual(['Cafenea de specialitate în București']);
    expect(titles(await list('q=sofware'))).toEqual(['Firmă de software din Cluj-Napoca']);
    expect(titles(await list('q=programatori'))).toEqual(['Firmă de software din Cluj-Napoca']);
    expect(titles(await list('q=croit'))).toEqual(['Atelier de croitorie în Alba Iulia']);
    expect((await list('q=zzzzqqq')).docs).toEqual([]);
  });

  it('filters by county, city, domains, price range, features, category and subdomain', async () => {
    expect(titles(await list('county=16'))).toEqual(['Firmă de software din Cluj-Napoca']);
    expect(titles(await list('county=0&pageSize=10'))).toHaveLength(5);
    expect(titles(await list('city=cluj-napoca'))).toEqual(['Firmă de software din Cluj-Napoca']);
    expect(titles(await list('domain=10,3&pageSize=10'))).toEqual(['Atelier de croitorie în Alba Iulia', 'Firmă de software din Cluj-Napoca']);
    expect(titles(await list('domain=12'))).toEqual(['Hotel boutique Bucuresti centru']);
    expect(titles(await list('priceMin=100000&priceMax=500000&pageSize=10'))).toEqual([
      'Firmă de software din Cluj-Napoca',
      'Restaurant tradițional București',
    ]);
    expect(titles(await list('features=instalment-sale,partial-purchase'))).toEqual(['Restaurant tradițional București']);
    expect(titles(await list('category=imobiliare', 'active'))).toEqual(['Hală industrială 800 mp']);
    expect(titles(await list('category=all&pageSize=10', 'active'))).toHaveLength(2);
    expect(titles(await list('features=gas,water', 'active'))).toEqual(['Hală industrială 800 mp']);
    expect(titles(await list('domain=7&subdomain=702', 'service'))).toEqual(['Audit financiar pentru IMM-uri']);
  });

  it('sorts by price both ways with unpriced listings last', async () => {
    const ascending = (await list('sort=price-asc&pageSize=10')).docs.map((doc: Doc) => doc.price);
    expect(ascending).toEqual([90000, 240000, 450000, 1500000, null]);
    const descending = (await list('sort=price-desc&pageSize=10')).docs.map((doc: Doc) => doc.price);
    expect(descending).toEqual([1500000, 450000, 240000, 90000, null]);
  });

  it('paginates with the spec record and handles the edges', async () => {
    const first = await list('pageSize=2&sort=price-asc');
    expect(first.count).toBe(2);
    expect(first.pagination).toEqual({ page: 1, perPage: 2, prevPage: null, nextPage: 2, total: 5, totalPages: 3, featuredCount: 0, totalIsEstimate: false });
    const last = await list('pageSize=2&page=3&sort=price-asc');
    expect(last.docs.map((doc: Doc) => doc.price)).toEqual([null]);
    expect(last.pagination).toMatchObject({ page: 3, prevPage: 2, nextPage: null });
    const beyond = await list('pageSize=2&page=9');
    expect(beyond).toMatchObject({ docs: [], count: 0, pagination: { page: 9, prevPage: 3, nextPage: null, total: 5 } });
    // Default page size is the spec's 4; above the cap of 100 is capped.
    expect((await list('')).pagination.perPage).toBe(4);
    expect((await list('pageSize=5000')).pagination.perPage).toBe(100);
  });

  it('refuses malformed query values with 400 and never answers 5xx', async () => {
    const bad = [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=99999999999',
      'pageSize=0',
      'pageSize=-4',
      'pageSize=abc',
      'county=43',
      'county=-1',
      'county=abc',
      'domain=1,x',
      'domain=-3',
      'subdomain=1e9',
      'priceMin=-1',
      'priceMax=abc',
      'sort=random',
      'category=<script>',
      'features=a%20b',
      `q=${'x'.repeat(101)}`,
      'unknown=1',
      'page=1&page=2',
    ];
    for (const query of bad) {
      const response = await t.http.get(`/api/company/list/web?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details[0].message).toMatch(/[a-zăâîșț]/i);
    }
  });

  it('treats SQL-looking input as plain text', async () => {
    for (const q of ["'; DROP TABLE listings; --", "x' OR '1'='1", '%', '_', '\\', 'a:*|b', '!!', '& | !']) {
      const response = await t.http.get(`/api/company/list/web?q=${encodeURIComponent(q)}`);
      expect({ q, status: response.status }).toEqual({ q, status: 200 });
    }
    expect((await list('city=' + encodeURIComponent("Sector 1' OR 1=1 --"))).docs).toEqual([]);
    expect((await list('pageSize=10')).pagination.total).toBe(5);
  });

  it('answers malformed ids with 400 and impossible or unknown slugs with 404', async () => {
    for (const path of ['id/123', 'id/not-a-uuid', "id/1'%20OR%201=1", 'related/abc', 'featured/-1']) {
      const response = await t.http.get(`/api/company/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
    for (const path of ['Cafenea', 'slug%20cu%20spatii', "x'%20OR%201=1", 'a'.repeat(300), 'id', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.http.get(`/api/company/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    await t.http.get('/api/company/id/00000000-0000-4000-8000-000000000000').expect(404);
    await t.http.get('/api/company/related/00000000-0000-4000-8000-000000000000').expect(404);
    await t.http
      .post('/api/company/update/abc')
      .set(...staff.auth)
      .send({ title: 'Titlu nou valid' })
      .expect(400);
  });

  it('refuses invalid listing bodies with Romanian field messages and stores nothing', async () => {
    const count = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM listings'))[0].n;
    const before = await count();
    const valid = { title: 'Afacere validă de test', county: 16, city: 'Cluj-Napoca', domain: [9] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: 'abc' }, 'title'],
      [{ ...valid, title: undefined }, 'title'],
      [{ ...valid, price: -5 }, 'price'],
      [{ ...valid, price: 'mult' }, 'price'],
      [{ ...valid, county: 99 }, 'county'],
      [{ ...valid, city: 'Timișoara' }, 'city'],
      [{ ...valid, domain: [99] }, 'domain'],
      [{ ...valid, domain: [] }, 'domain'],
      [{ ...valid, features: ['gas'] }, 'features'],
      [{ ...valid, currency: 'BTC' }, 'currency'],
      [{ ...valid, contactEmail: 'nu-e-email' }, 'contactEmail'],
      [{ ...valid, yearFounded: 1200 }, 'yearFounded'],
      [{ ...valid, yearlyTurnover: 100, yearlyProfit: 500 }, 'yearlyProfit'],
      [{ ...valid, isAdmin: true }, 'isAdmin'],
      [{ ...valid, status: 'approved' }, 'status'],
      [{ ...valid, gallery: ['not a key!'] }, 'gallery'],
    ];
    for (const [body, field] of cases) {
      const response = await t.http
        .post('/api/company')
        .set(...staff.auth)
        .send(body);
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(response.body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    const service = await t.http
      .post('/api/service')
      .set(...staff.auth)
      .send({ title: 'Serviciu cu subdomeniu greșit', domain: [7], subdomain: 901 });
    expect(service.status).toBe(400);
    expect(service.body.error.details).toContainEqual({ field: 'subdomain', message: 'Subdomeniul nu aparține domeniului ales.' });
    for (const raw of ['{"title":', '[]', 'null']) {
      const response = await t.http
        .post('/api/company')
        .set(...staff.auth)
        .set('content-type', 'application/json')
        .send(raw);
      expect(response.status).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('sanitises the description and never stores script', async () => {
    const listing = await publish('company', {
      title: 'Afacere cu descriere periculoasă',
      domain: [9],
      description: '<p>Bună<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">link</a>',
    });
    const shown = (await t.http.get(`/api/company/${listing.slug}`).expect(200)).body;
    expect(shown.description).toBe('<p>Bună</p><a rel="nofollow noopener noreferrer ugc" target="_blank">link</a>');
    expect(shown.excerpt).toBe('Bună link');
  });
});
