/**
 * Checks over the public pages: accessibility (axe, WCAG 2 A/AA), no horizontal scroll on a
 * 375 px phone, listings in the server's HTML without JavaScript, search metadata (title,
 * description, canonical, Open Graph, JSON-LD), sitemap and robots.txt. Nothing leaves this
 * machine: map tiles get a local picture, every other outside host is refused.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { LISTING_SEGMENTS, PUBLIC_PAGES, listingPublicPath } from '../../../backend/src/contracts/public-pages';
import { LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from '../shell/support';
import { seriousViolations } from '../support/page-checks';

interface ListingDoc {
  type: number;
  slug: string;
  title: string;
  category?: string | null;
  price?: number | null;
  confidential?: boolean;
}

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FAMILY_PAGE = `/${LISTING_SEGMENTS.company}`;

async function keepTrafficLocal(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) =>
      /tile\.openstreetmap\.org$/.test(new URL(route.request().url()).hostname)
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1x1 })
        : route.abort(),
  );
}

/** The first public listings of a family, as the list API gives them. */
async function listings(request: APIRequestContext, family: keyof typeof LISTING_SEGMENTS, pageSize = 4): Promise<ListingDoc[]> {
  const answer = await request.get(`/api/${family}/list/web?page=1&pageSize=${pageSize}`);
  expect(answer.status(), `list of ${family}`).toBe(200);
  const { docs } = (await answer.json()) as { docs: ListingDoc[] };
  expect(docs.length, `public ${family} listings`).toBeGreaterThan(0);
  return docs;
}

/** A company detail page that is not confidential (a confidential one shows only its teaser, without pictures). */
async function companyDetailPath(request: APIRequestContext): Promise<string> {
  const open = (await listings(request, 'company', 12)).find((doc) => !doc.confidential);
  expect(open, 'a company listing that is not confidential').toBeDefined();
  return listingPublicPath(open!);
}

/** Loads a page and lets its lazy parts (pictures, map) come in by scrolling to the end and back. */
async function openFully(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollTo(0, 0));
}

// ------------------------------------------------------------------ accessibility

test.describe('accessibility: no serious or critical axe violation (WCAG 2 A and AA)', () => {
  test.beforeEach(async ({ context }) => keepTrafficLocal(context));

  test('home page on a first visit, with the cookie dialog open', async ({ page }) => {
    await openFully(page, '/');
    await expect(page.getByRole('dialog', { name: 'Respectăm confidențialitatea ta' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('home, a family page and a company detail page', async ({ page, context, baseURL, request }) => {
    await presetConsent(context, baseURL);
    for (const path of ['/', FAMILY_PAGE, await companyDetailPath(request)]) {
      await openFully(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the company publishing form of a legal entity', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    await signIn(page, LEGAL_ENTITY);
    await openFully(page, '/adauga-companie');
    await expect(page).toHaveURL(/\/adauga-companie$/);
    const continueTo = async (heading: string) => {
      await page.getByRole('button', { name: 'Continuă' }).click();
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
    };
    // Step 1 as it opens, then with the errors of a refused "Continuă".
    await expect(page.getByRole('heading', { level: 2, name: 'Descrierea afacerii' })).toBeVisible();
    expect(await seriousViolations(page), 'step 1').toEqual([]);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByText('Alege domeniul.')).toBeVisible();
    expect(await seriousViolations(page), 'step 1 with errors').toEqual([]);
    await page.getByLabel('Titlul anunțului').fill('Librărie cu cafenea în Sibiu');
    await page.getByRole('checkbox', { name: 'Comerț cu amănuntul' }).check();
    await page.getByLabel('Descriere', { exact: true }).fill('Librărie cu cafenea și clienți fideli.');
    await continueTo('Detalii financiare și juridice');
    expect(await seriousViolations(page), 'step 2').toEqual([]);
    await continueTo('Localizare și contact');
    await page.getByLabel('Județul').selectOption({ label: 'Sibiu' });
    await expect(page.getByLabel('Localitatea').locator('option', { hasText: 'Sibiu' }).first()).toBeAttached();
    expect(await seriousViolations(page), 'step 3').toEqual([]);
    await continueTo('Fotografii');
    await page.getByLabel(/Adaugă fotografii/).setInputFiles({ name: 'vitrina.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await expect(page.getByTestId('gallery-thumbnails').getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page), 'photo step').toEqual([]);
    await continueTo('Previzualizare');
    expect(await seriousViolations(page), 'preview').toEqual([]);
  });
});

// ------------------------------------------------------------------ phone width

test.describe('375 px phone: no horizontal scroll', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('home, a family page, a detail page and the login page fit the width', async ({ page, context, baseURL, request }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
    for (const path of ['/', FAMILY_PAGE, await companyDetailPath(request), '/auth/login']) {
      await openFully(page, path);
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
      expect(widths.document, `${path} scrollWidth`).toBeLessThanOrEqual(375);
      expect(widths.body, `${path} body scrollWidth`).toBeLessThanOrEqual(375);
    }
  });

  test('the cookie dialog of a first visit fits the phone too', async ({ page, context }) => {
    await keepTrafficLocal(context);
    await openFully(page, '/');
    await expect(page.getByRole('dialog', { name: 'Respectăm confidențialitatea ta' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

// ------------------------------------------------------------------ without JavaScript

test.describe('without JavaScript the server HTML has the listings', () => {
  test.use({ javaScriptEnabled: false });

  test('family page lists the first listings and a detail page shows its listing', async ({ page, context, baseURL, request }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
    const docs = await listings(request, 'company', 4);
    expect((await page.goto(FAMILY_PAGE))?.status()).toBe(200);
    for (const doc of docs) await expect(page.getByRole('link', { name: doc.title }).first()).toBeVisible();

    expect((await page.goto(listingPublicPath(docs[0])))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docs[0].title);
  });
});

// ------------------------------------------------------------------ search metadata

interface Head {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  meta: (key: string) => string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The search-relevant parts of a server-rendered document. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : decodeEntities(value);
  };
  const metaTags = [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]);
  const meta = (key: string) => {
    const tag = metaTags.find((candidate) => attribute(candidate, 'name') === key || attribute(candidate, 'property') === key);
    return tag ? attribute(tag, 'content') : undefined;
  };
  const canonicalTag = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]).find((tag) => attribute(tag, 'rel') === 'canonical');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1]) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: meta('description'),
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : undefined,
    meta,
    jsonLd,
  };
}

function ldOfType(head: Head, type: string) {
  return head.jsonLd.filter((item) => item['@type'] === type);
}

test.describe('search metadata', () => {
  test('every public page has a title, a description, an absolute canonical link and the Organization JSON-LD', async ({ request, baseURL }) => {
    const detailPaths = await Promise.all(
      (Object.keys(LISTING_SEGMENTS) as Array<keyof typeof LISTING_SEGMENTS>).map(async (family) => listingPublicPath((await listings(request, family, 1))[0])),
    );
    for (const path of [...PUBLIC_PAGES, '/auth/login', '/auth/inregistrare', `/${LISTING_SEGMENTS.active}/all`, ...detailPaths]) {
      const head = await headOf(request, path);
      expect(head.title, `${path} title`).toMatch(/\S.* \| RoAfaceri$/);
      expect(head.description?.trim().length ?? 0, `${path} description`).toBeGreaterThan(10);
      expect(head.canonical, `${path} canonical`).toBe(`${baseURL}${path}`);
      expect(head.meta('og:title'), `${path} og:title`).toBe(decodeEntities(head.title!));
      expect(head.meta('twitter:card'), `${path} twitter:card`).toMatch(/^summary(_large_image)?$/);
      const organization = ldOfType(head, 'Organization');
      expect(organization, `${path} Organization JSON-LD`).toHaveLength(1);
      expect(organization[0]).toMatchObject({ name: 'RoAfaceri', url: `${baseURL}/` });
    }
  });

  test('the canonical link leaves filters out, keeps the page number and follows client-side navigation', async ({ page, context, baseURL, request }) => {
    expect((await headOf(request, `${FAMILY_PAGE}?county=12&sort=price_asc&utm_source=x`)).canonical).toBe(`${baseURL}${FAMILY_PAGE}`);
    expect((await headOf(request, `${FAMILY_PAGE}?page=2`)).canonical).toBe(`${baseURL}${FAMILY_PAGE}?page=2`);

    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'Întrebări frecvente', exact: true }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/faq`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('a detail page shares an absolute picture and a large card', async ({ request }) => {
    const head = await headOf(request, await companyDetailPath(request));
    expect(head.meta('og:image')).toMatch(/^https?:\/\/[^/]+\/\S+/);
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('og:url')).toBe(head.canonical);
    expect(head.meta('og:type')).toBe('product');
  });

  test('detail pages carry JSON-LD: Product/Offer when priced, NewsArticle for news, and a BreadcrumbList', async ({ request, baseURL }) => {
    const priced = (await listings(request, 'company', 12)).find((doc) => !doc.confidential && typeof doc.price === 'number' && doc.price > 0);
    expect(priced, 'a priced company listing').toBeDefined();
    const company = await headOf(request, listingPublicPath(priced!));
    const [product] = ldOfType(company, 'Product');
    expect(product).toMatchObject({ name: priced!.title, url: `${baseURL}${listingPublicPath(priced!)}` });
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: String(priced!.price), availability: 'https://schema.org/InStock' });
    expect(String((product.offers as { priceCurrency: string }).priceCurrency)).toMatch(/^[A-Z]{3}$/);
    const [breadcrumb] = ldOfType(company, 'BreadcrumbList');
    const items = breadcrumb.itemListElement as Array<{ position: number; item: string }>;
    expect(items[0]).toMatchObject({ position: 1, item: `${baseURL}/` });
    expect(items.at(-1)).toMatchObject({ item: `${baseURL}${listingPublicPath(priced!)}` });

    const newsDoc = (await listings(request, 'news', 1))[0];
    const news = await headOf(request, listingPublicPath(newsDoc));
    const [article] = ldOfType(news, 'NewsArticle');
    expect(article).toMatchObject({ url: `${baseURL}${listingPublicPath(newsDoc)}`, publisher: { '@type': 'Organization', name: 'RoAfaceri' } });
    expect(article.headline).toBe(newsDoc.title.length > 110 ? `${newsDoc.title.slice(0, 109)}…` : newsDoc.title);
    expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ldOfType(news, 'BreadcrumbList')).toHaveLength(1);
  });

  test('family pages carry a BreadcrumbList: home, the family and, for assets, the category', async ({ request, baseURL }) => {
    const crumbsOf = async (path: string) => {
      const [breadcrumb, ...more] = ldOfType(await headOf(request, path), 'BreadcrumbList');
      expect(more, `${path}: one BreadcrumbList`).toHaveLength(0);
      return (breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>).map(({ position, name, item }) => ({
        position,
        name,
        item,
      }));
    };
    expect(await crumbsOf('/vanzare-cumparare-afaceri')).toEqual([
      { position: 1, name: 'Acasă', item: `${baseURL}/` },
      { position: 2, name: 'Afaceri de vânzare', item: `${baseURL}/vanzare-cumparare-afaceri` },
    ]);
    expect(await crumbsOf('/active/imobiliare')).toEqual([
      { position: 1, name: 'Acasă', item: `${baseURL}/` },
      { position: 2, name: 'Active de vânzare', item: `${baseURL}/active/all` },
      { position: 3, name: 'Imobiliare', item: `${baseURL}/active/imobiliare` },
    ]);
  });

  test('sitemap.xml lists the public pages and listings; robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toMatch(/<(urlset|sitemapindex) xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    if (xml.includes('<urlset')) {
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toContain(`${baseURL}/`);
      expect(locs).toContain(`${baseURL}${FAMILY_PAGE}`);
      expect(locs).toContain(`${baseURL}${await companyDetailPath(request)}`);
      expect(locs.every((loc) => loc.startsWith(`${baseURL}/`))).toBe(true);
    }

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
