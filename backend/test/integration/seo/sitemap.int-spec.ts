// The service posts a fresh database holds (the content store's initial content).
import { BUSINESS_SERVICES } from '../../../src/core/database/migrations/1764200000000-EditorialContent.data.js';
import { ACTIVE_CATEGORIES, ListingType } from '../../../src/contracts/lists.js';
import { PUBLIC_PAGES } from '../../../src/contracts/public-pages.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
/** `<loc>` → `<lastmod>` of each listing URL. */
const lastmodsOf = (xml: string): Map<string, string> =>
  new Map([...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map((match) => [match[1], match[2]]));
const FIXED_URLS = PUBLIC_PAGES.length + ACTIVE_CATEGORIES.length + BUSINESS_SERVICES.length;

describe('sitemap', () => {
  describe('one file', () => {
    let t: TestApp;
    let owner: Member;
    let base: string;
    const published: Record<string, { slug: string; updatedAt: Date }> = {};
    const hidden: string[] = [];
    const bulk = 5010;

    beforeAll(async () => {
      t = await startTestApp();
      base = t.config.http.publicUrl;
      owner = await newMember(t);
      const updatedAt = new Date('2026-03-14T09:26:53.589Z');
      const seeds: [string, Parameters<typeof insertListing>[2]][] = [
        ['company', { family: ListingType.Company, slug: 'cafenea-in-sibiu', updatedAt }],
        ['active', { family: ListingType.Active, slug: 'hala-800-mp', category: 'imobiliare', updatedAt }],
        ['activeNoCategory', { family: ListingType.Active, slug: 'strung-cnc', updatedAt }],
        ['fund', { family: ListingType.Fund, slug: 'granturi-pentru-it', updatedAt }],
        ['service', { family: ListingType.Service, slug: 'contabilitate-online', updatedAt }],
        ['news', { family: ListingType.News, slug: 'apel-nou-pnrr', updatedAt }],
        ['investment', { family: ListingType.Investment, slug: 'caut-partener-ferma', updatedAt }],
        ['investor', { family: ListingType.Investor, slug: 'business-angel-cluj', updatedAt }],
        ['futureExpiry', { slug: 'expira-luna-viitoare', expiresAt: new Date(Date.now() + 30 * 86_400_000), updatedAt }],
      ];
      for (const [name, seed] of seeds) published[name] = { slug: (await insertListing(t, owner.id, seed)).slug, updatedAt };
      for (const status of ['pending', 'rejected', 'expired', 'archived'])
        hidden.push((await insertListing(t, owner.id, { status, slug: `ascuns-${status}` })).slug);
      hidden.push((await insertListing(t, owner.id, { slug: 'ascuns-data-trecuta', expiresAt: new Date(Date.now() - 60_000) })).slug);
      // More listings than one database page of the generator (5000), so the walk goes on by id.
      await t.dataSource.query(
        `INSERT INTO listings (family, slug, title, owner_id, status, published_at)
         SELECT 1 + (n % 7), 'anunt-in-masa-' || n, 'Anunț în masă ' || n, $1, 'approved', now() FROM generate_series(1, $2::int) AS n`,
        [owner.id, bulk],
      );
    });
    afterAll(() => t.close());

    it('lists every public page, every asset category page and every listing visitors see, once', async () => {
      const answer = await t.http.get('/sitemap.xml').expect(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
      const locs = locsOf(answer.text);
      expect(locs).toHaveLength(FIXED_URLS + Object.keys(published).length + bulk);
      expect(new Set(locs).size).toBe(locs.length);
      // The pages come first.
      expect(locs.slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((path) => base + path));
      for (const category of ['all', 'utilaje-auto', 'imobiliare']) expect(locs).toContain(`${base}/active/${category}`);
      expect(BUSINESS_SERVICES.length).toBeGreaterThan(0);
      for (const post of BUSINESS_SERVICES) expect(locs).toContain(`${base}/servicii-roafaceri/${post.slug}`);
      // Row n of the bulk is of family 1 + n % 7: 7 is a business for sale, 5010 an investment offer.
      expect(locs).toContain(`${base}/vanzare-cumparare-afaceri/anunt-in-masa-7`);
      expect(locs).toContain(`${base}/caut-partener/anunt-in-masa-${bulk}`);
    });

    it('gives each family its public URL (assets under their category) with the last change', async () => {
      const lastmods = lastmodsOf((await t.http.get('/sitemap.xml').expect(200)).text);
      const expected: Record<string, string> = {
        company: `/vanzare-cumparare-afaceri/${published.company.slug}`,
        active: `/active/imobiliare/${published.active.slug}`,
        activeNoCategory: `/active/all/${published.activeNoCategory.slug}`,
        fund: `/finantari/${published.fund.slug}`,
        service: `/servicii/${published.service.slug}`,
        news: `/noutati/${published.news.slug}`,
        investment: `/caut-partener/${published.investment.slug}`,
        investor: `/vreau-sa-investesc/${published.investor.slug}`,
        futureExpiry: `/vanzare-cumparare-afaceri/${published.futureExpiry.slug}`,
      };
      for (const path of Object.values(expected)) expect(lastmods.get(base + path)).toBe('2026-03-14T09:26:53Z');
    });

    it('leaves out pending, rejected, expired, archived and past-date listings', async () => {
      const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
      for (const slug of hidden) expect(xml).not.toContain(`/${slug}<`);
    });

    it('has no numbered files while one file holds everything, and 404s malformed names', async () => {
      for (const path of [
        '/sitemap-1.xml',
        '/sitemap-0.xml',
        '/sitemap-999.xml',
        '/sitemap-01.xml',
        '/sitemap-abc.xml',
        '/sitemap--1.xml',
        '/sitemap-1.5.xml',
      ]) {
        expect((await t.http.get(path)).status, path).toBe(404);
      }
    });

    it('keeps robots.txt pointing at the sitemap', async () => {
      const robots = await t.http.get('/robots.txt').expect(200);
      expect(robots.text).toContain(`Sitemap: ${base}/sitemap.xml`);
      expect(robots.text).toContain('Disallow: /api/');
    });
  });

  describe('beyond the URLs of one file', () => {
    const perFile = 10;
    let t: TestApp;
    let base: string;
    const slugs: string[] = [];

    beforeAll(async () => {
      t = await startTestApp({ env: { SITEMAP_URLS_PER_FILE: String(perFile) } });
      base = t.config.http.publicUrl;
      const owner = await newMember(t);
      for (let i = 0; i < 23; i++) slugs.push((await insertListing(t, owner.id, { family: ListingType.Service, slug: `serviciu-${i}` })).slug);
      await insertListing(t, owner.id, { family: ListingType.Service, slug: 'serviciu-in-asteptare', status: 'pending' });
    });
    afterAll(() => t.close());

    it('makes /sitemap.xml an index of numbered files that hold every URL once, pages first', async () => {
      const total = FIXED_URLS + slugs.length;
      const files = Math.ceil(total / perFile);
      const index = await t.http.get('/sitemap.xml').expect(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locsOf(index.text)).toEqual(Array.from({ length: files }, (_, i) => `${base}/sitemap-${i + 1}.xml`));

      const all: string[] = [];
      for (let part = 1; part <= files; part++) {
        const file = await t.http.get(`/sitemap-${part}.xml`).expect(200);
        expect(file.text).toContain('<urlset');
        const locs = locsOf(file.text);
        expect(locs.length).toBeLessThanOrEqual(perFile);
        all.push(...locs);
      }
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      expect(all.slice(0, PUBLIC_PAGES.length)).toEqual(PUBLIC_PAGES.map((path) => base + path));
      expect(all.slice(FIXED_URLS).sort()).toEqual(slugs.map((slug) => `${base}/servicii/${slug}`).sort());
      expect(all.join()).not.toContain('serviciu-in-asteptare');

      expect((await t.http.get(`/sitemap-${files + 1}.xml`)).status).toBe(404);
      expect((await t.http.get('/sitemap-0.xml')).status).toBe(404);
      expect((await t.http.get('/sitemap-999.xml')).status).toBe(404);
    });
  });
});
