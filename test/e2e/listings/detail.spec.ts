import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD } from '../admin/support';
import { apiToken, LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from '../shell/support';
import { capturedMails, type ReceivedMail } from '../support/mailbox';
import { fromSite } from '../support/site-origin';

/** The seven families: API path, first URL segment, and what their detail page has. */
const FAMILIES = [
  { api: 'company', segment: 'vanzare-cumparare-afaceri', list: 'Afaceri de vânzare', map: true, contact: true },
  { api: 'active', segment: 'active', list: 'Active de vânzare', map: true, contact: true },
  { api: 'fund', segment: 'finantari', list: 'Finanțări nerambursabile', map: false, contact: false },
  { api: 'service', segment: 'servicii', list: 'Servicii pentru afaceri', map: true, contact: true },
  { api: 'news', segment: 'noutati', list: 'Noutăți', map: false, contact: false },
  { api: 'investment', segment: 'caut-partener', list: 'Caut partener', map: true, contact: true },
  { api: 'investor', segment: 'vreau-sa-investesc', list: 'Investitori', map: true, contact: true },
] as const;

/** The fields of a single-listing answer these journeys read. */
interface Listing {
  id: string;
  type: number;
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  category: string | null;
  city: string | null;
  countyName: string | null;
  price: number | null;
  confidential?: boolean;
  latitude?: number | null;
  longitude?: number | null;
}

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TILE_HOST = /^https:\/\/[a-c]\.tile\.openstreetmap\.org\//;
const NOT_FOUND_TEXT = 'Oops, pagina pe care o cauți nu există!';

function pathOf(family: (typeof FAMILIES)[number], listing: Listing): string {
  return family.api === 'active' ? `/active/${listing.category ?? 'all'}/${listing.slug}` : `/${family.segment}/${listing.slug}`;
}

/**
 * A public listing of the family that is not confidential (a confidential one shows only its teaser:
 * no contact form, locality or company name), the `index`-th of the list, as its single-listing
 * answer (with coordinates when it has any).
 */
async function publicListing(request: APIRequestContext, api: string, index = 0): Promise<Listing> {
  const list = await request.get(`/api/${api}/list/web?pageSize=${index + 11}`);
  expect(list.status(), `list of ${api}`).toBe(200);
  const docs = ((await list.json()) as { docs: Listing[] }).docs.filter((item) => !item.confidential);
  expect(docs.length, `${api} has ${index + 1} public listings that are not confidential`).toBeGreaterThan(index);
  const one = await request.get(`/api/${api}/${docs[index].slug}`);
  expect(one.status()).toBe(200);
  return (await one.json()) as Listing;
}

/**
 * Nothing leaves this machine: every other host is refused, and map tiles get a local picture
 * (or fail, when `tiles` is 'abort'). Returns the tile requests seen.
 */
async function keepTrafficLocal(context: BrowserContext, tiles: 'local' | 'abort' = 'local'): Promise<string[]> {
  const tileRequests: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  await context.route(TILE_HOST, (route) => {
    tileRequests.push(route.request().url());
    return tiles === 'abort' ? route.abort('failed') : route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1x1 });
  });
  return tileRequests;
}

function adminToken(request: APIRequestContext): Promise<string> {
  return apiToken(request, { email: STAFF.admin.email, password: STAFF_PASSWORD });
}

/** Waits for a captured message to `to` whose body contains `marker` (global setup's SMTP capture). */
async function waitForMessage(to: string, marker: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = capturedMails().find((received) => received.to.includes(to) && received.body.includes(marker));
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No mail to ${to} containing ${marker}`);
}

const counter = (page: Page) => page.getByTestId('gallery-counter');

test.describe('listing detail pages', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('every family shows its title, breadcrumb, facts or article, and the location box where it has one', async ({ page, context, request }) => {
    const tileRequests = await keepTrafficLocal(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const family of FAMILIES) {
      const listing = await publicListing(request, family.api);
      const response = await page.goto(pathOf(family, listing));
      expect(response?.status(), `${family.api} detail`).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      const breadcrumb = page.getByRole('navigation', { name: 'Cale de navigare' });
      await expect(breadcrumb.getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: family.list })).toBeVisible();
      await expect(page.getByTestId('description')).toContainText(listing.excerpt.split(/\s+/).slice(0, 4).join(' '));
      // The first picture is the page's largest paint: loaded at once, in a box of known size.
      const first = page.getByTestId('gallery-frame').locator('img').first();
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('width', /\d+/);

      if (family.api === 'news') {
        await expect(page.getByTestId('facts')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('facts')).toBeVisible();
      }
      if (family.api === 'company') {
        const price = `${new Intl.NumberFormat('ro-RO').format(listing.price!)} €`;
        await expect(page.getByTestId('headline-price')).toHaveText(price);
        await expect(page.getByTestId('facts')).toContainText(price);
      }
      if (family.api === 'fund') {
        await expect(page.getByTestId('fund-status')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Verifică eligibilitatea' })).toHaveAttribute('href', '/verifica-eligibilitate-finantare');
      }
      await expect(page.getByTestId('contact-form')).toHaveCount(family.contact ? 1 : 0);

      const location = page.getByTestId('location');
      if (!family.map) {
        await expect(location).toHaveCount(0);
        continue;
      }
      await expect(location).toContainText(`${listing.city}, ${listing.countyName}`);
      if (listing.latitude === null || listing.latitude === undefined) {
        await expect(page.getByTestId('location-map')).toHaveCount(0);
        continue;
      }
      // The map loads when its box comes near the viewport, centred on the listing at zoom 16.
      const seen = tileRequests.length;
      await page.getByTestId('location-map').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('location-map')).toHaveAttribute('data-state', 'ready');
      await expect(page.locator('.leaflet-container')).toBeVisible();
      expect(tileRequests.slice(seen).some((url) => /\/16\/\d+\/\d+\.png$/.test(url))).toBe(true);
      await expect(page.getByRole('link', { name: 'Deschide în hartă' })).toHaveAttribute('href', new RegExp(`mlat=${listing.latitude.toFixed(5)}.*#map=16/`));
    }
    expect(errors).toEqual([]);
  });

  test('the map loads nothing before it is scrolled to, and the page still works when the tiles fail', async ({ page, context, request }) => {
    const tileRequests = await keepTrafficLocal(context, 'abort');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const leafletScripts: string[] = [];
    page.on('request', (request) => {
      if (/leaflet/.test(request.url())) leafletScripts.push(request.url());
    });
    const listing = await publicListing(request, 'company', 1);
    expect(listing.latitude, 'the API gives listings coordinates').toEqual(expect.any(Number));

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(pathOf(FAMILIES[0], listing));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(leafletScripts, 'Leaflet waits until the map is near').toEqual([]);
    expect(tileRequests).toEqual([]);

    const map = page.getByTestId('location-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-state', 'failed');
    expect(tileRequests.length).toBeGreaterThan(0);
    await expect(map.getByText('Harta nu poate fi afișată acum.')).toBeVisible();
    // The box keeps its size; the address and the link stay.
    expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(250);
    await expect(page.getByTestId('location')).toContainText(`Locație aproximativă: ${listing.city}, ${listing.countyName}`);
    await expect(page.getByRole('link', { name: 'Deschide în hartă' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    // The rest of the page keeps working.
    await page.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(page.getByTestId('contact-form').getByText('Câmpul este obligatoriu.').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test.describe('gallery', () => {
    let token = '';
    let slug = '';
    let id = '';
    const title = `Galerie <b>${Date.now().toString(36)}</b> cu trei imagini`;

    test.beforeAll(async ({ request }) => {
      token = await adminToken(request);
      const pictures = new FormData();
      for (const name of ['unu.png', 'doi.png', 'trei.png']) pictures.append('images', new Blob([PNG_1x1], { type: 'image/png' }), name);
      const upload = await request.post('/api/uploads/images', { headers: { Authorization: `Bearer ${token}` }, multipart: pictures });
      expect(upload.status()).toBe(201);
      const keys = ((await upload.json()) as { images: { key: string }[] }).images.map((image) => image.key);
      expect(keys).toHaveLength(3);
      const created = await request.post('/api/news', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          title,
          description: '<p>Articol cu <strong>trei</strong> imagini.</p><script>window.__injected = 1</script><img src="x" onerror="window.__injected = 2">',
          gallery: keys,
        },
      });
      expect(created.status()).toBe(201);
      ({ slug, id } = (await created.json()) as { slug: string; id: string });
    });

    test.afterAll(async ({ request }) => {
      if (id) await request.delete(`/api/news/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    });

    test(
      'keyboard arrows, buttons and thumbnails move through the pictures; only the first loads at once',
      { tag: '@full-browser' },
      async ({ page, context }) => {
        await keepTrafficLocal(context);
        const fetched: string[] = [];
        page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
        await page.goto(`/noutati/${slug}`);
        await waitForHydration(page);
        // What users typed is text: the title's tags show as typed, the description's script never ran.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByTestId('description')).toHaveText('Articol cu trei imagini.');
        expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
        expect(await page.locator('[data-testid="description"] [onerror], [data-testid="description"] script').count()).toBe(0);

        const images = page.getByTestId('gallery-frame').locator('img');
        await expect(images).toHaveCount(3);
        await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
        await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
        await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
        await expect(counter(page)).toHaveText('1 / 3');
        const large = await Promise.all([0, 1, 2].map((index) => images.nth(index).getAttribute('src')));
        await page.waitForLoadState('networkidle');
        expect(fetched).toContain(large[0]);
        expect(fetched).not.toContain(large[2]);

        const frame = page.getByTestId('gallery-frame');
        await frame.focus();
        await page.keyboard.press('ArrowRight');
        await expect(counter(page)).toHaveText('2 / 3');
        await page.keyboard.press('ArrowRight');
        await expect(counter(page)).toHaveText('3 / 3');
        await page.keyboard.press('ArrowRight');
        await expect(counter(page)).toHaveText('1 / 3');
        await page.keyboard.press('ArrowLeft');
        await expect(counter(page)).toHaveText('3 / 3');
        // The focused frame shows a visible focus ring.
        expect(await frame.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

        await page.getByRole('button', { name: 'Imaginea următoare' }).click();
        await expect(counter(page)).toHaveText('1 / 3');
        await page.getByRole('button', { name: 'Imaginea anterioară' }).click();
        await expect(counter(page)).toHaveText('3 / 3');
        await page.getByRole('link', { name: 'Arată imaginea 2 din 3' }).click();
        await expect(counter(page)).toHaveText('2 / 3');
        await expect(page.getByRole('link', { name: 'Arată imaginea 2 din 3' })).toHaveAttribute('aria-current', 'true');
        // The picture shown is in the frame; the others loaded when they were shown.
        await expect(images.nth(1)).toBeInViewport();
        await expect(images.nth(0)).not.toBeInViewport();
        await expect.poll(() => fetched.includes(large[2]!)).toBe(true);
      },
    );

    test('a horizontal swipe on a touch screen changes the picture, a short or vertical one does not', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
      await presetConsent(context, baseURL);
      await keepTrafficLocal(context);
      const page = await context.newPage();
      await page.goto(`/noutati/${slug}`);
      await waitForHydration(page);
      const frame = page.getByTestId('gallery-frame');
      const box = (await frame.boundingBox())!;
      const y = box.y + box.height / 2;
      const swipe = async (fromX: number, toX: number, toY = y) => {
        const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
        await frame.dispatchEvent('pointerdown', { ...touch, clientX: fromX, clientY: y });
        await frame.dispatchEvent('pointermove', { ...touch, clientX: (fromX + toX) / 2, clientY: (y + toY) / 2 });
        await frame.dispatchEvent('pointerup', { ...touch, clientX: toX, clientY: toY });
      };
      await expect(counter(page)).toHaveText('1 / 3');
      await swipe(box.x + box.width - 40, box.x + 60);
      await expect(counter(page)).toHaveText('2 / 3');
      await swipe(box.x + 200, box.x + 180);
      await swipe(box.x + 200, box.x + 230, y + 150);
      await expect(counter(page)).toHaveText('2 / 3');
      await swipe(box.x + 60, box.x + box.width - 40);
      await expect(counter(page)).toHaveText('1 / 3');
      // A phone has no horizontal scroll on the detail page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();
    });
  });

  test('favourites: adding shows a toast and raises the header count, removing lowers it', async ({ page, context, request }) => {
    await keepTrafficLocal(context);
    const email = `favorit.${Date.now()}@example.ro`;
    const registered = await request.post('/api/account/register', {
      data: { fullName: 'Mihai Favorit', email, password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, { email, password: 'Parola123' });
    const listing = await publicListing(request, 'service', 2);

    await page.goto(`/servicii/${listing.slug}`);
    await waitForHydration(page);
    const heart = page.getByTestId('favorite-toggle');
    const count = page.getByTestId('favorite-count');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText('0');

    await heart.click();
    await expect(page.getByRole('status').filter({ hasText: `„${listing.title}” a fost adăugat la favorite.` })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('1');
    await expect(page.locator('.account-menu__dot')).toHaveText('1');
    // The toast goes away after 3 s.
    await expect(page.getByRole('status').filter({ hasText: 'a fost adăugat la favorite' })).toHaveCount(0, { timeout: 5_000 });

    // The server knows it: a reload keeps the heart pressed.
    await page.reload();
    await waitForHydration(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const favorites = await page.request.get('/api/favorite');
    expect(((await favorites.json()) as { entityId: string }[]).map((favorite) => favorite.entityId)).toEqual([listing.id]);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText('0');
    await expect(page.locator('.account-menu__dot')).toHaveCount(0);
    expect(await (await page.request.get('/api/favorite')).json()).toEqual([]);
  });

  test('an anonymous visitor who taps the heart gets the login modal', async ({ page, context, request }) => {
    await keepTrafficLocal(context);
    const listing = await publicListing(request, 'investor');
    await page.goto(`/vreau-sa-investesc/${listing.slug}`);
    await waitForHydration(page);
    await page.getByTestId('favorite-toggle').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Bine ai revenit!' })).toBeVisible();
    await expect(page.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'false');
  });

  test('share links carry the canonical URL and open in a new tab; "Copiază linkul" copies it', async ({ page, context, request, baseURL }) => {
    await keepTrafficLocal(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const listing = await publicListing(request, 'active');
    const path = pathOf(FAMILIES[1], listing);
    const canonical = `${baseURL}${path}`;
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const share = page.getByTestId('share');
    for (const name of ['Facebook', 'LinkedIn', 'WhatsApp']) {
      const link = share.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(decodeURIComponent((await link.getAttribute('href'))!)).toContain(canonical);
    }
    expect(decodeURIComponent((await share.getByRole('link', { name: 'E-mail' }).getAttribute('href'))!)).toMatch(
      new RegExp(`^mailto:.*${canonical.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 's'),
    );
    await share.getByRole('button', { name: 'Copiază linkul' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Linkul a fost copiat.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('contact form: errors only after submitting, then the message reaches the owner, whose address the page never shows', async ({
    page,
    context,
    request,
    playwright,
    baseURL,
  }) => {
    await keepTrafficLocal(context);
    // A public company listing of the demo legal entity (the owner) that is not confidential (a
    // confidential one has no contact form), looked up in a session of its own.
    const ownerApi = await playwright.request.newContext({ baseURL });
    expect((await ownerApi.post('/api/login', { headers: fromSite(), data: LEGAL_ENTITY })).status()).toBe(200);
    const mine = await ownerApi.get('/api/listings/mine?pageSize=100');
    const own = ((await mine.json()) as { docs: (Listing & { status: string })[] }).docs.find(
      (item) => item.type === 1 && item.status === 'approved' && !item.confidential,
    )!;
    await ownerApi.post('/api/auth/logout', { headers: fromSite() });
    await ownerApi.dispose();
    expect(own, 'the demo legal entity has a public company listing').toBeTruthy();

    const path = `/vanzare-cumparare-afaceri/${own.slug}`;
    const html = await (await request.get(path)).text();
    expect(html).not.toContain(LEGAL_ENTITY.email);

    await page.goto(path);
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await expect(form.locator('.field__error')).toHaveCount(0);
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(form.getByLabel('Nume')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Mesaj')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.field__error')).toHaveCount(3);
    await expect(form.getByText('Câmpul este obligatoriu.').first()).toBeVisible();

    const marker = `Cod ${Date.now().toString(36)}`;
    await form.getByLabel('Nume').fill('Elena Cumpărătoare');
    await form.getByLabel('Email').fill('elena.cumparatoare@');
    await form.getByLabel('Mesaj').fill(`Bună ziua, mă interesează afacerea. ${marker}`);
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(form.getByText('Adresa de email nu este validă.')).toBeVisible();
    await expect(form.getByLabel('Nume')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('elena.cumparatoare@example.ro');
    await form.getByLabel('Telefon (opțional)').fill('0722 123 456');
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    await expect(page.getByTestId('contact-form')).toHaveCount(0);

    const mail = await waitForMessage(LEGAL_ENTITY.email, marker);
    expect(mail.body).toContain('elena.cumparatoare@example.ro');
    expect(await page.content()).not.toContain(LEGAL_ENTITY.email);

    // Another listing opened from the page (one that is not confidential, so it has a form) starts with an empty form again.
    const next = page
      .getByTestId('related')
      .or(page.getByTestId('featured'))
      .first()
      .getByTestId('listing-card')
      .filter({ hasNotText: 'Confidențial' })
      .first()
      .getByRole('link')
      .last();
    const nextTitle = (await next.textContent())!;
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await expect(page.getByTestId('contact-form').getByLabel('Mesaj')).toHaveValue('');
    await expect(page.getByTestId('contact-sent')).toHaveCount(0);
  });

  test('a signed-in visitor writes from their account: no name or email to fill, the message goes to their conversations', async ({
    page,
    context,
    request,
  }) => {
    await keepTrafficLocal(context);
    const user = await signIn(page, LEGAL_ENTITY);
    const listing = await publicListing(request, 'investment', 3);
    await page.goto(`/caut-partener/${listing.slug}`);
    const form = page.getByTestId('contact-form');
    await expect(form.getByText('Conversația o găsești în contul tău, la Mesaje.')).toBeVisible();
    await expect(form.getByLabel('Nume')).toHaveCount(0);
    await expect(form.getByLabel('Email')).toHaveCount(0);
    await expect(form.locator('input[name="email"]')).toHaveValue(user.email);
  });

  test('without JavaScript the detail page shows the title, the picture and the description', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await presetConsent(context, baseURL);
    await keepTrafficLocal(context);
    const page = await context.newPage();
    const listing = await publicListing(request, 'company', 2);
    await page.goto(`/vanzare-cumparare-afaceri/${listing.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(page.getByTestId('description')).toContainText(listing.excerpt.split(/\s+/).slice(0, 5).join(' '));
    await expect(page.getByTestId('gallery-frame').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('facts')).toBeVisible();
    // The contact form posts as a plain form: the server checks it and answers with the errors.
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nume').fill('Elena');
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(page.getByTestId('contact-form').getByText('Câmpul este obligatoriu.')).toHaveCount(2);
    await context.close();
  });

  test('unknown listings answer 404 with the 404 page; an asset under another category moves to its own', async ({ request, baseURL }) => {
    for (const family of FAMILIES) {
      const path = family.api === 'active' ? '/active/imobiliare/anunt-care-nu-exista' : `/${family.segment}/anunt-care-nu-exista`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND_TEXT);
    }
    const asset = await publicListing(request, 'active');
    const wrong = asset.category === 'imobiliare' ? 'financiare' : 'imobiliare';
    const moved = await request.get(`/active/${wrong}/${asset.slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()['location'], baseURL).pathname).toBe(`/active/${asset.category}/${asset.slug}`);
  });

  test('the old IT-innovation grant path leads to the IT funding call', async ({ page, context }) => {
    await keepTrafficLocal(context);
    await page.goto('/finantari/granturi-inovare-it');
    await expect(page).toHaveURL(/\/finantari\/finantare-nerambursabila-it-500000-3000000-euro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finanțare nerambursabilă IT: 500.000 – 3.000.000 euro');
    await expect(page.getByTestId('fund-status')).toContainText('Termen de depunere');
    await expect(page.getByTestId('facts')).toContainText('500.000 – 3.000.000 €');
  });

  test('the owner previews a listing waiting for approval; nobody else sees it', async ({ page, context, request }) => {
    await keepTrafficLocal(context);
    await signIn(page, LEGAL_ENTITY);
    const mine = await page.request.get('/api/listings/mine?pageSize=100');
    const pending = ((await mine.json()) as { docs: (Listing & { status: string })[] }).docs.find((item) => item.status === 'pending' && item.type === 1)!;
    expect(pending, 'the demo legal entity has a pending company listing').toBeTruthy();
    const path = `/vanzare-cumparare-afaceri/${pending.slug}?id=${pending.id}`;

    await page.goto(path);
    await expect(page.getByTestId('preview-banner')).toHaveText('Anunț în așteptarea aprobării');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pending.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const anonymous = await request.get(path, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(404);
    expect(await anonymous.text()).not.toContain(pending.title);
  });
});
