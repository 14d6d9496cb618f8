import { ListingType } from '../../../src/contracts/lists.js';
import { newMember, type Member } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const ALERT = /anunț(uri)? no(u|i) pentru căutarea/;

/** Saved searches of the assets family: filtered by category (the page's path) and features, alerted like the others. */
describe('saved searches of assets', () => {
  let t: TestApp;
  let buyer: Member;
  let seller: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
    buyer = await newMember(t, { name: 'Cumpărător Active' });
    seller = await newMember(t, { name: 'Vânzător Active' });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>) =>
    t.http
      .post('/api/saved-searches')
      .set(...buyer.auth)
      .send({ type: ListingType.Active, frequency: 'instant', ...body });
  const publish = async (title: string, extra: Record<string, unknown>) => {
    const created = await t.http
      .post('/api/active')
      .set(...seller.auth)
      .send({ title, price: 150000, county: 16, city: 'Cluj-Napoca', ...extra })
      .expect(201);
    await t.http
      .post(`/api/admin/listings/${created.body.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.jobs.drain();
    return created.body as { id: string; slug: string };
  };
  const alerts = () => t.mail.mails.filter((mail) => mail.to.includes(buyer.email) && ALERT.test(mail.subject));

  it('refuses a category or a feature the family does not have, in Romanian, and saves nothing', async () => {
    const category = await save({ name: 'Echipamente', filters: { category: 'echipamente' } }).expect(400);
    expect(category.body.error.details).toEqual([{ field: 'category', message: 'Categoria nu este validă.' }]);
    const feature = await save({ name: 'Piscine', filters: { category: 'imobiliare', features: ['piscina'] } }).expect(400);
    expect(feature.body.error.details).toEqual([{ field: 'features', message: 'Facilitatea nu este validă.' }]);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.used,
    ).toBe(0);
  });

  it('keeps the category in the page path, and alerts only for assets of that category with the features asked', async () => {
    const saved = await save({ name: 'Hale cu gaz în Cluj', filters: { category: 'imobiliare', county: 16, features: ['gas'] } }).expect(201);
    expect(saved.body).toMatchObject({
      type: ListingType.Active,
      filters: { category: 'imobiliare', county: 16, features: ['gas'] },
      path: '/active/imobiliare?county=16&features=gas',
    });
    // "All categories" is no filter: the page of every category.
    const all = await save({ name: 'Toate activele', filters: { category: 'all', county: 16 } }).expect(201);
    expect(all.body).toMatchObject({ filters: { county: 16 }, path: '/active/all?county=16' });
    await t.http
      .delete(`/api/saved-searches/${all.body.id}`)
      .set(...buyer.auth)
      .expect(204);

    await publish('Teren intravilan 2.000 mp', { category: 'terenuri-si-paduri', features: ['gas'] });
    await publish('Hală fără utilități', { category: 'imobiliare', features: ['electricity'] });
    const hall = await publish('Hală cu gaz și curent, 600 mp', { category: 'imobiliare', features: ['gas', 'electricity'] });

    const mail = await t.mail.waitFor(buyer.email, ALERT);
    expect(mail.subject).toBe('Un anunț nou pentru căutarea „Hale cu gaz în Cluj”');
    expect(mail.body).toContain('Hală cu gaz și curent, 600 mp');
    expect(mail.body).not.toContain('Teren intravilan');
    expect(mail.body).not.toContain('Hală fără utilități');
    const link = linkIn(mail, `/active/imobiliare/${hall.slug}`);
    expect(link.pathname).toBe(`/active/imobiliare/${hall.slug}`);
    expect(alerts()).toHaveLength(1);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items[0].newMatches,
    ).toBe(1);
  });
});
