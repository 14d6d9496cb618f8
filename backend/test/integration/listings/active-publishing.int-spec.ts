import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** What the site's publishing form (`/adauga-active`) sends for an asset. */
const asset = (extra: Record<string, unknown> = {}) => ({
  title: 'Hală industrială 800 mp lângă Cluj',
  description: 'Hală cu pod rulant.\n\nAcces TIR.',
  category: 'imobiliare',
  price: 320000,
  currency: 'EUR',
  county: 16,
  city: 'Cluj-Napoca',
  features: ['gas', 'electricity', 'water', 'sewage', 'instalment-sale'],
  surfaceSqm: 800,
  manufactureYear: null,
  condition: 'foarte bună',
  fuel: null,
  pollutionClass: null,
  propertyType: 1,
  contactName: 'Radu Marinescu',
  contactPhone: '0740 123 456',
  gallery: [],
  ...extra,
});

describe('publishing an asset (POST /api/active)', () => {
  let t: TestApp;
  let owner: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
    owner = await newMember(t);
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const count = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM listings WHERE owner_id = $1`, [owner.id]))[0].n);

  it('refuses bad input with the field messages in Romanian and creates nothing', async () => {
    const refused = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(asset({ title: 'Hală', price: -5, county: 99, contactPhone: 'telefon', features: ['piscina'], surfaceSqm: 'mare', fuel: 9, manufactureYear: 2090 }))
      .expect(400);
    const details = refused.body.error.details as { field: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Titlul trebuie să aibă cel puțin 5 caractere.' },
        { field: 'price', message: 'Prețul nu poate fi negativ.' },
        { field: 'county', message: 'Județul nu este valid.' },
        { field: 'contactPhone', message: 'Numărul de telefon nu este valid.' },
        { field: 'surfaceSqm', message: 'Valoarea trebuie să fie o sumă cu cel mult două zecimale.' },
        { field: 'fuel', message: 'Valoarea aleasă nu există în listă.' },
        { field: 'manufactureYear', message: 'Anul nu poate fi în viitor.' },
      ]),
    );

    // The lists of the family: a category is required and must be one of the six (not "all"), features the spec's five.
    const lists = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(asset({ category: null, features: ['piscina'] }))
      .expect(400);
    expect(lists.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'category', message: 'Alege categoria.' },
        { field: 'features', message: 'Facilitatea aleasă nu există.' },
      ]),
    );
    const all = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(asset({ category: 'all' }))
      .expect(400);
    expect(all.body.error.details).toEqual([{ field: 'category', message: 'Categoria aleasă nu există.' }]);
    // An asset cannot be confidential (the deal room is for companies and investments).
    const confidential = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(asset({ confidential: true, teaser: 'x'.repeat(40), companyName: 'Hala SRL' }))
      .expect(400);
    expect(confidential.body.error.details).toContainEqual({
      field: 'confidential',
      message: 'Doar anunțurile de vânzare a afacerii și de investiții pot fi confidențiale.',
    });

    expect(await count()).toBe(0);
  });

  it('takes a good asset pending approval, keeps its category on an edit, and lists it on its category once approved', async () => {
    const created = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(asset())
      .expect(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      category: 'imobiliare',
      categoryName: 'Imobiliare',
      surfaceSqm: 800,
      propertyType: 1,
      city: 'Cluj-Napoca',
    });
    expect(created.body.features).toEqual(['gas', 'electricity', 'water', 'sewage', 'instalment-sale']);
    expect(await count()).toBe(1);

    // The form's edit (`?id=`) sends every field again; removing the category is refused.
    const cleared = await t.http
      .put(`/api/active/update/${created.body.id}`)
      .set(...owner.auth)
      .send(asset({ category: null }));
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.details).toContainEqual({ field: 'category', message: 'Alege categoria.' });
    await t.http
      .put(`/api/active/update/${created.body.id}`)
      .set(...owner.auth)
      .send(asset({ category: 'spatii-comerciale', price: 300000 }))
      .expect(200);

    await t.http
      .post(`/api/admin/listings/${created.body.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    const listed = await t.http.get('/api/active/list/web?category=spatii-comerciale&pageSize=50').expect(200);
    expect(listed.body.docs.map((doc: { id: string }) => doc.id)).toContain(created.body.id);
    const other = await t.http.get('/api/active/list/web?category=imobiliare&pageSize=50').expect(200);
    expect(other.body.docs.map((doc: { id: string }) => doc.id)).not.toContain(created.body.id);
  });
});
