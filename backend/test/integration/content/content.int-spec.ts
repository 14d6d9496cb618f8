import {
  PARTNER_KINDS,
  PORTFOLIO_CATEGORIES,
  type ContentBlock,
  type ContentList,
  type FeaturedLink,
  type Partner,
  type PortfolioProject,
  type SpecialPost,
  type SpecialPostSummary,
} from '../../../src/contracts/content.js';
import { LISTING_SEGMENTS, PUBLIC_PAGES } from '../../../src/contracts/public-pages.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const CEDILLA = /[şţŞŢ]/;
const HTML = /<[a-z/!]/i;
const EDITORIAL = 'public, max-age=3600';
const SERVICES = '/api/special-posts/servicii-roafaceri';

/** Every string inside a value (objects and arrays walked). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Romanian text with comma-below ș ț only, and no markup. */
function expectCleanRomanian(value: unknown) {
  const texts = textsOf(value);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => CEDILLA.test(text))).toEqual([]);
  expect(texts.filter((text) => HTML.test(text))).toEqual([]);
}

/** A path the public site answers: a public page, a family list or a business service post. */
function isSitePath(path: string, postSlugs: string[]): boolean {
  if (PUBLIC_PAGES.includes(path)) return true;
  if (Object.values(LISTING_SEGMENTS).some((segment) => path === `/${segment}`)) return true;
  return postSlugs.some((slug) => path === `/servicii-roafaceri/${slug}`);
}

describe('content: portfolio, partners, featured links and special posts', () => {
  let t: TestApp;
  let postSlugs: string[];

  beforeAll(async () => {
    t = await startTestApp();
    postSlugs = ((await t.http.get(`${SERVICES}/list`).expect(200)).body as ContentList<SpecialPostSummary>).docs.map((post) => post.slug);
  });
  afterAll(() => t.close());

  it('serves the portfolio, most recent first, with each category named', async () => {
    const answer = await t.http.get('/api/masterdata/portfolio').expect(200);
    expect(answer.headers['cache-control']).toBe(EDITORIAL);
    const projects = answer.body as PortfolioProject[];
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(projects.map((project) => project.id)).size).toBe(projects.length);
    const years = projects.map((project) => project.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const project of projects) {
      expect(Object.keys(project).sort()).toEqual(
        ['amountEur', 'category', 'categoryName', 'city', 'clientType', 'id', 'programme', 'region', 'result', 'sector', 'title', 'year'].sort(),
      );
      expect(Number.isInteger(project.amountEur) && project.amountEur > 0).toBe(true);
      expect(project.categoryName).toBe(PORTFOLIO_CATEGORIES.find((category) => category.id === project.category)?.name);
    }
    // Every category has projects; the names carry their diacritics.
    expect(new Set(projects.map((project) => project.categoryName))).toEqual(new Set(['Finanțare', 'Tranzacție', 'Evaluare']));
    expectCleanRomanian(projects);
  });

  it('filters the portfolio by category, and refuses an unknown category or parameter with a field message', async () => {
    const all = (await t.http.get('/api/masterdata/portfolio').expect(200)).body as PortfolioProject[];
    for (const { id } of PORTFOLIO_CATEGORIES) {
      const only = (await t.http.get(`/api/masterdata/portfolio?category=${id}`).expect(200)).body as PortfolioProject[];
      expect(only.length).toBeGreaterThan(0);
      expect(only).toEqual(all.filter((project) => project.category === id));
    }
    const unknown = await t.http.get('/api/masterdata/portfolio?category=finanțare').expect(400);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
    expect(unknown.body.error.details).toEqual([{ field: 'category', message: 'Categoria trebuie să fie una dintre: finantare, tranzactie, evaluare.' }]);
    const extra = await t.http.get('/api/masterdata/portfolio?sort=year').expect(400);
    expect(extra.body.error.details).toEqual([{ field: 'sort', message: 'Câmpul nu este permis.' }]);
  });

  it('serves the partners and clients, grouped in the order of their kinds', async () => {
    const answer = await t.http.get('/api/masterdata/all-clients').expect(200);
    expect(answer.headers['cache-control']).toBe(EDITORIAL);
    const partners = answer.body as Partner[];
    expect(partners.length).toBeGreaterThanOrEqual(12);
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(partners.length);
    const kindOrder = PARTNER_KINDS.map((kind) => kind.id as string);
    const order = partners.map((partner) => kindOrder.indexOf(partner.kind));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(partners.map((partner) => partner.kindName))).toEqual(new Set(['bancă', 'fond de investiții', 'asociație', 'furnizor', 'client']));
    for (const partner of partners) {
      expect(partner.name.trim()).toBe(partner.name);
      expect(partner.description.length).toBeGreaterThan(20);
      if (partner.website !== undefined) expect(partner.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
    }
    expectCleanRomanian(partners);
  });

  it('serves the featured links of the footer and the home page, each to a real page of the site', async () => {
    for (const path of ['/api/masterdata/featuredLinksWeb', '/api/masterdata/featured/misc']) {
      const answer = await t.http.get(path).expect(200);
      expect(answer.headers['cache-control']).toBe(EDITORIAL);
      const links = answer.body as FeaturedLink[];
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const link of links) {
        expect(Object.keys(link).sort()).toEqual(['label', 'path']);
        expect(isSitePath(link.path, postSlugs), `${path}: ${link.path}`).toBe(true);
      }
      expect(new Set(links.map((link) => link.path)).size).toBe(links.length);
      expectCleanRomanian(links);
    }
  });

  it('lists the provider services as { docs, count }, without the bodies', async () => {
    const answer = await t.http.get(`${SERVICES}/list`).expect(200);
    expect(answer.headers['cache-control']).toBe(EDITORIAL);
    const { docs, count } = answer.body as ContentList<SpecialPostSummary>;
    expect(count).toBe(docs.length);
    expect(count).toBeGreaterThanOrEqual(5);
    expect(docs.map((post) => post.slug)).toEqual(
      expect.arrayContaining([
        'consultanta-finantari-nerambursabile',
        'evaluarea-afacerilor',
        'intermediere-vanzare-cumparare',
        'promovarea-anunturilor',
        'due-diligence',
        'planuri-de-afaceri',
      ]),
    );
    for (const post of docs) {
      expect(Object.keys(post).sort()).toEqual(['collection', 'duration', 'excerpt', 'priceHint', 'slug', 'title']);
      expect(post.collection).toBe('servicii-roafaceri');
      expect(post.priceHint).toMatch(/^de la [\d.]+ € \+ TVA/);
    }
    expect(docs.find((post) => post.slug === 'consultanta-finantari-nerambursabile')?.priceHint).toBe('de la 490 € + TVA');
    expectCleanRomanian(docs);
  });

  it('answers one post with typed body blocks (never HTML), what the client gets and a call to action on the site', async () => {
    for (const slug of postSlugs) {
      const answer = await t.http.get(`${SERVICES}/list/${slug}`).expect(200);
      expect(answer.headers['cache-control']).toBe(EDITORIAL);
      const post = answer.body as SpecialPost;
      expect(post.slug).toBe(slug);
      expect(post.body.length).toBeGreaterThanOrEqual(3);
      for (const block of post.body as ContentBlock[]) {
        if (block.type === 'list') {
          expect(Object.keys(block).sort()).toEqual(['items', 'type']);
          expect(block.items.length).toBeGreaterThan(1);
        } else {
          expect(['heading', 'paragraph']).toContain(block.type);
          expect(Object.keys(block).sort()).toEqual(['text', 'type']);
        }
      }
      expect(post.body.some((block) => block.type === 'paragraph')).toBe(true);
      expect(post.deliverables.length).toBeGreaterThan(0);
      expect(isSitePath(post.cta.path, postSlugs), post.cta.path).toBe(true);
      expectCleanRomanian(post);
      // special-posts/{slug} answers the same post, whatever its collection.
      expect((await t.http.get(`/api/special-posts/${slug}`).expect(200)).body).toEqual(post);
    }
  });

  it('says a consultant is senior and insured where the spec asks for it', async () => {
    const post = (await t.http.get(`${SERVICES}/list/consultanta-finantari-nerambursabile`).expect(200)).body as SpecialPost;
    expect(textsOf(post.body).join(' ')).toContain('seniori și au asigurare de răspundere profesională');
  });

  it('answers 404 with a Romanian message for an unknown post or collection', async () => {
    for (const path of [
      `${SERVICES}/list/nu-exista`,
      '/api/special-posts/nu-exista',
      '/api/special-posts/servicii-altceva/list',
      '/api/special-posts/servicii-altceva/list/due-diligence',
    ]) {
      const answer = await t.http.get(path).expect(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.error.code).toBe('NOT_FOUND');
      expect(answer.body.error.message).toMatch(/^(Articolul căutat nu există\.|Colecția de articole nu există\.)$/);
    }
  });

  it('answers 400 with a field message for a malformed slug or collection', async () => {
    const cases: [path: string, field: string][] = [
      [`${SERVICES}/list/Due_Diligence`, 'slug'],
      [`${SERVICES}/list/${'a'.repeat(121)}`, 'slug'],
      [`${SERVICES}/list/-due-diligence`, 'slug'],
      [`/api/special-posts/${encodeURIComponent('<script>')}`, 'slug'],
      [`/api/special-posts/${encodeURIComponent('servicii roafaceri')}/list`, 'collection'],
    ];
    for (const [path, field] of cases) {
      const answer = await t.http.get(path).expect(400);
      expect(answer.body.error.code, path).toBe('VALIDATION_FAILED');
      expect(answer.body.error.details).toHaveLength(1);
      expect(answer.body.error.details[0].field).toBe(field);
      expect(answer.body.error.details[0].message).toMatch(/nu este valid/);
      expect(JSON.stringify(answer.body)).not.toContain('<script>');
    }
  });

  it('is public: no session needed, and a session changes nothing', async () => {
    const anonymous = (await t.http.get(`${SERVICES}/list`).expect(200)).body;
    // A stale or forged token on a public route is ignored, not refused.
    const withBadToken = await t.http.get(`${SERVICES}/list`).set('authorization', 'Bearer not-a-token').expect(200);
    expect(withBadToken.body).toEqual(anonymous);
    expect((await t.http.get('/api/masterdata/portfolio').set('cookie', 'auth_token=forged').expect(200)).body.length).toBeGreaterThan(0);
  });
});
