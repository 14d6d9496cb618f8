import type { ContentList, FaqGroup, SpecialPost, SpecialPostSummary } from '../../../src/contracts/content.js';
import { ORDER_PRODUCTS, priceOf, productById } from '../../../src/contracts/orders.js';
import { catalogueAmounts, netPriceText, SERVICE_PRICES, VALUATION_REPORT_WORKING_DAYS } from '../../../src/contracts/price-list.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SERVICES = '/api/special-posts/servicii-roafaceri/list';

/** Every string inside a value (objects and arrays walked). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Every euro amount a text states („1.490 €”, „350,90 €”, „290 EUR”), as numbers. */
function euroAmounts(text: string): number[] {
  return [...text.matchAll(/(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?\s?(?:€|EUR\b)/g)].map(
    ([, whole, cents]) => Number(whole.replace(/\./g, '')) + (cents ? Number(cents.padEnd(2, '0')) / 100 : 0),
  );
}

/**
 * The price test of the editorial pages: the service pages (/servicii-roafaceri and each service,
 * the cards of /echipa) and the FAQ state only prices of the price list (contracts/price-list.ts),
 * as the content API serves them from a database migrated from its first version. A price written
 * into a text instead of its placeholder fails here as soon as the price list changes.
 */
describe('prices in the editorial content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('states only amounts of the price list, and the same ones checkout charges', async () => {
    const list = (await t.http.get(SERVICES).expect(200)).body as ContentList<SpecialPostSummary>;
    const posts = await Promise.all(list.docs.map(async (summary) => (await t.http.get(`${SERVICES}/${summary.slug}`).expect(200)).body as SpecialPost));
    const faq = (await t.http.get('/api/content/faq').expect(200)).body as ContentList<FaqGroup>;
    const products = (await t.http.get('/api/checkout/products').expect(200)).body;
    const texts = textsOf([list, posts, faq, products]);

    const allowed = new Set(catalogueAmounts());
    const stated = texts.flatMap((text) => euroAmounts(text).map((amount) => ({ amount, text })));
    expect(stated.length).toBeGreaterThan(5);
    expect(stated.filter(({ amount }) => !allowed.has(amount))).toEqual([]);
    // No placeholder is left unfilled.
    expect(texts.filter((text) => text.includes('{{'))).toEqual([]);

    // Every service of the price list shows its price and duration, the valuation report at checkout's price.
    for (const [slug, service] of Object.entries(SERVICE_PRICES)) {
      expect(list.docs.find((post) => post.slug === slug)).toMatchObject({
        priceHint: `de la ${netPriceText(service.fromNetEur, service.extra)}`,
        duration: service.duration,
      });
    }
    const report = productById('valuation-report')!;
    expect(list.docs.find((post) => post.slug === 'evaluarea-afacerilor')!.priceHint).toBe(`de la ${netPriceText(report.netEur)}`);
    expect(list.docs.find((post) => post.slug === 'evaluarea-afacerilor')!.duration).toContain(`${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare`);

    // Each package's days, never one length for all.
    const promotion = posts.find((post) => post.slug === 'promovarea-anunturilor')!;
    const howLong = faq.docs.flatMap((group) => group.items).find((item) => item.question === 'Cât durează promovarea?')!.answer;
    for (const product of ORDER_PRODUCTS.filter((item) => item.kind === 'promotion')) {
      expect(promotion.duration).toContain(String(product.promotionDays));
      expect(howLong).toContain(`${product.promotionDays} de zile`);
      expect(textsOf(promotion.body).join(' ')).toContain(`${product.name}, ${netPriceText(product.netEur)}: `);
    }
    expect(texts.join('\n')).not.toContain('pentru fiecare pachet');
    expect(texts.join('\n')).not.toContain('din ziua aprobării');
    // Checkout's own answer is the catalogue's.
    expect(products).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'valuation-report', netEur: report.netEur, totalEur: priceOf(report.netEur).totalEur })]),
    );
  });

  it('refuses a text with a placeholder the price list does not know, and fills the ones it knows', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const faq = { topic: 'plati', question: 'Cât costă raportul de evaluare?', answer: 'Raportul costă {{pret:raport}}.' };
    const refused = await t.http
      .post('/api/admin/content/faq')
      .set(...admin.auth)
      .send(faq);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('câmp de preț necunoscut');
    await t.http
      .post('/api/admin/content/faq')
      .set(...admin.auth)
      .send({ ...faq, answer: 'Raportul costă {{pret:valuation-report}} și îl primești în {{livrare-raport}}.' })
      .expect(201);
    const shown = ((await t.http.get('/api/content/faq').expect(200)).body as ContentList<FaqGroup>).docs
      .flatMap((group) => group.items)
      .find((item) => item.question === faq.question)!;
    expect(shown.answer).toBe(
      `Raportul costă ${netPriceText(productById('valuation-report')!.netEur)} și îl primești în ${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare.`,
    );
  });

  it('refuses a price typed into the post of a service of the price list', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const entries = (
      await t.http
        .get('/api/admin/content/special-posts?pageSize=100')
        .set(...admin.auth)
        .expect(200)
    ).body as { docs: { id: string; slug: string }[] };
    const post = entries.docs.find((entry) => entry.slug === 'evaluarea-afacerilor')!;
    const refused = await t.http
      .put(`/api/admin/content/special-posts/${post.id}`)
      .set(...admin.auth)
      .send({ priceHint: 'de la 690 € + TVA' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('{{pret:evaluarea-afacerilor}}');
    const shown = (await t.http.get(SERVICES).expect(200)).body as ContentList<SpecialPostSummary>;
    expect(shown.docs.find((item) => item.slug === 'evaluarea-afacerilor')!.priceHint).toBe(`de la ${netPriceText(productById('valuation-report')!.netEur)}`);
  });
});
