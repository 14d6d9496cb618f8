import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const company = (yearFounded: unknown) => ({
  title: 'Cafenea de specialitate în Cluj-Napoca',
  description: '<p>Afacere profitabilă.</p>',
  price: 85000,
  county: 16,
  city: 'Cluj-Napoca',
  domain: [9],
  businessType: 1,
  yearFounded,
});

const active = (manufactureYear: unknown) => ({
  title: 'Autoutilitară Ford Transit',
  price: 14500,
  county: 16,
  city: 'Cluj-Napoca',
  category: 'utilaje-auto',
  manufactureYear,
});

describe('year fields of listings', () => {
  let t: TestApp;
  let owner: Member;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
    owner = await newMember(t, { legal: true });
  });
  afterAll(() => t.close());

  it('refuses a founding year in the future or before 1800, in Romanian, and takes 2019', async () => {
    const future = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send(company(2090))
      .expect(400);
    expect(future.body.error.details).toContainEqual({ field: 'yearFounded', message: 'Anul nu poate fi în viitor.' });

    const old = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send(company(1700))
      .expect(400);
    expect(old.body.error.details).toContainEqual({ field: 'yearFounded', message: 'Anul nu poate fi înainte de 1800.' });

    const fraction = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send(company(2019.5))
      .expect(400);
    expect(fraction.body.error.details).toContainEqual({ field: 'yearFounded', message: 'Anul trebuie să fie un număr întreg.' });

    const created = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send(company(2019))
      .expect(201);
    expect(created.body.yearFounded).toBe(2019);
  });

  it('refuses the same on an update', async () => {
    const created = await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send(company(2010))
      .expect(201);
    const refused = await t.http
      .put('/api/company')
      .set(...owner.auth)
      .send({ id: created.body.id, yearFounded: 2090 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toContainEqual({ field: 'yearFounded', message: 'Anul nu poate fi în viitor.' });
  });

  it('bounds the year of manufacture of an asset the same way (lower bound 1900)', async () => {
    const future = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(active(2090))
      .expect(400);
    expect(future.body.error.details).toContainEqual({ field: 'manufactureYear', message: 'Anul nu poate fi în viitor.' });
    const old = await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(active(1850))
      .expect(400);
    expect(old.body.error.details).toContainEqual({ field: 'manufactureYear', message: 'Anul nu poate fi înainte de 1900.' });
    await t.http
      .post('/api/active')
      .set(...owner.auth)
      .send(active(2019))
      .expect(201);
  });
});
