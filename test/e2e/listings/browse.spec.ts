import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, presetConsent, waitForHydration } from '../shell/support';
import { STAFF, STAFF_PASSWORD } from '../admin/support';

/** What `GET /api/{family}/list/web` answers, in the fields these journeys read. */
interface ListAnswer {
  docs: {
    id: string;
    slug: string;
    title: string;
    county: number | null;
    countyName: string | null;
    city: string | null;
    features: string[];
    beneficiaryTypes: string[];
    caenCodes: string[];
  }[];
  pagination: { total: number; featuredCount: number };
}

async function list(request: APIRequestContext, family: string, query: string): Promise<ListAnswer> {
  const response = await request.get(`/api/${family}/list/web?${query}`);
  expect(response.status(), `list ${family}?${query}`).toBe(200);
  return (await response.json()) as ListAnswer;
}

const cards = (page: Page) => page.getByTestId('listing-card');

test.describe('family pages', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('filters go into the URL, survive a reload and match the API', async ({ page, request }) => {
    // A county and a city that the demo companies really use.
    const all = await list(request, 'company', 'pageSize=100');
    const sample = all.docs.find((listing) => listing.county && listing.city)!;
    const inCounty = await list(request, 'company', `county=${sample.county}&pageSize=100`);

    await page.goto('/vanzare-cumparare-afaceri');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('result-count')).toContainText(`${all.pagination.total}`);

    await page.getByLabel('Județ').selectOption(String(sample.county));
    await expect(page).toHaveURL(new RegExp(`[?&]county=${sample.county}(&|$)`));
    await expect(page.getByTestId('result-count')).toContainText(inCounty.pagination.total === 1 ? '1 anunț' : `${inCounty.pagination.total}`);
    for (const meta of await page.locator('.listing-card__meta').allTextContents()) expect(meta).toContain(sample.countyName!);

    // The city list is the county's localities, from the server.
    await page.getByLabel('Localitate').selectOption(sample.city!);
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(sample.city!).replace(/%20/g, '(\\+|%20)')}`));
    const inCity = await list(request, 'company', `county=${sample.county}&city=${encodeURIComponent(sample.city!)}&pageSize=100`);
    await expect(cards(page)).toHaveCount(Math.min(inCity.pagination.total, 12));
    await expect(page.getByRole('link', { name: sample.title })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Județ')).toHaveValue(String(sample.county));
    await expect(page.getByLabel('Localitate')).toHaveValue(sample.city!);
    await expect(cards(page)).toHaveCount(Math.min(inCity.pagination.total, 12));

    await page.getByRole('link', { name: 'Resetează' }).first().click();
    await expect(page).toHaveURL(/\/vanzare-cumparare-afaceri$/);
    await expect(page.getByLabel('Județ')).toHaveValue('');
    // The unfiltered first page (12), and maybe the next batch already: the reset keeps the scroll
    // position, which can bring the load-more marker into view.
    // Either way the whole family is counted again.
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(12);
    const unfiltered = await list(request, 'company', 'pageSize=1');
    await expect(page.getByTestId('result-count')).toContainText(`${unfiltered.pagination.total}`);
  });

  test('price range, features and sort apply together', async ({ page, request }) => {
    await page.goto('/vanzare-cumparare-afaceri');
    await waitForHydration(page);
    await page.getByPlaceholder('Minim').fill('50000');
    await page.getByPlaceholder('Maxim').fill('400000');
    await page.getByRole('button', { name: 'Aplică filtrele' }).click();
    await expect(page).toHaveURL(/priceMin=50000&priceMax=400000/);
    await page.getByLabel('Ordonează').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await page.getByLabel('Vânzare în rate').check();
    await expect(page).toHaveURL(/features=instalment-sale/);

    const expected = await list(request, 'company', 'priceMin=50000&priceMax=400000&sort=price-asc&features=instalment-sale&pageSize=12');
    await expect(cards(page)).toHaveCount(expected.docs.length);
    expect(await page.locator('.listing-card__title').allTextContents()).toEqual(expected.docs.map((listing) => listing.title));
  });

  test('funding calls filter by beneficiary type and CAEN class, kept in the URL, and a call shows both', async ({ page, request }) => {
    await page.goto('/finantari');
    await waitForHydration(page);
    await page.getByLabel('Tip beneficiar').selectOption('fermier');
    await expect(page).toHaveURL(/[?&]beneficiary=fermier(&|$)/);
    await page.getByLabel('Cod CAEN').fill('01.11');
    await page.getByRole('button', { name: 'Aplică filtrele' }).click();
    await expect(page).toHaveURL(/[?&]caen=0111(&|$)/);
    const expected = await list(request, 'fund', 'beneficiary=fermier&caen=0111&pageSize=12');
    expect(expected.docs.length).toBeGreaterThan(0);
    // Fewer calls than the unfiltered page: a filter that changed nothing would prove nothing.
    expect(expected.pagination.total).toBeLessThan((await list(request, 'fund', 'pageSize=1')).pagination.total);
    expect(await page.locator('.listing-card__title').allTextContents()).toEqual(expected.docs.map((listing) => listing.title));
    await page.reload();
    await expect(page.getByLabel('Tip beneficiar')).toHaveValue('fermier');
    await expect(page.getByLabel('Cod CAEN')).toHaveValue('0111');

    // A demo call that names both (calls other journeys add name neither: open to all, they match too).
    const named = (await list(request, 'fund', 'beneficiary=fermier&caen=0111&pageSize=100')).docs.find(
      (doc) => doc.beneficiaryTypes.length && doc.caenCodes.length,
    )!;
    await page.goto(`/finantari/${named.slug}`);
    await expect(page.getByText('Beneficiari eligibili', { exact: true })).toBeVisible();
    await expect(page.getByText('Coduri CAEN eligibile', { exact: true })).toBeVisible();
  });

  test('assets are listed by category in the path', async ({ page, request }) => {
    await page.goto('/active');
    await expect(page).toHaveURL(/\/active\/all$/);
    await waitForHydration(page);
    await page.getByLabel('Categorie').selectOption('imobiliare');
    await expect(page).toHaveURL(/\/active\/imobiliare$/);
    const expected = await list(request, 'active', 'category=imobiliare&pageSize=12');
    await expect(page.getByTestId('result-count')).toContainText(expected.pagination.total === 1 ? '1 anunț' : `${expected.pagination.total}`);
    expect(await page.locator('.listing-card__title').allTextContents()).toEqual(expected.docs.map((listing) => listing.title));
    expect((await page.request.get('/active/nu-exista')).status()).toBe(404);
  });
});

test.describe('load more', () => {
  const word = `incarcare${Date.now().toString(36)}`;
  const created: string[] = [];
  let token = '';

  test.beforeAll(async ({ request }) => {
    // 50 news articles share a made-up word: a search for it gives 12 + 3 automatic batches (48), then the button.
    token = await apiToken(request, { email: STAFF.admin.email, password: STAFF_PASSWORD });
    for (let index = 1; index <= 50; index++) {
      const response = await request.post('/api/news', {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: `Articol ${word} numărul ${index}`, description: `<p>Conținut de test ${index}.</p>` },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { id: string }).id);
    }
  });

  test.afterAll(async ({ request }) => {
    for (const id of created) await request.delete(`/api/news/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('scrolling loads three batches, then a button loads the rest', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/noutati?q=${word}`);
    await waitForHydration(page);
    await expect(page.getByTestId('result-count')).toContainText('50 de anunțuri');
    await expect(cards(page)).toHaveCount(12);
    const more = page.getByRole('link', { name: 'Încarcă mai multe' });

    for (const expected of [24, 36, 48]) {
      await page.getByTestId('load-more').scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(expected);
    }
    // After the automatic steps nothing loads by scrolling alone.
    await page.getByTestId('load-more').scrollIntoViewIfNeeded();
    await expect(more).toBeVisible();
    await page.waitForTimeout(300);
    await expect(cards(page)).toHaveCount(48);
    await more.click();
    await expect(cards(page)).toHaveCount(50);
    await expect(page.getByText('Ai văzut toate anunțurile.')).toBeVisible();
    await expect(more).toHaveCount(0);
    // The URL keeps the filters only (the page stays shareable).
    expect(new URL(page.url()).search).toBe(`?q=${word}`);
  });

  test('without JavaScript the list is in the server HTML and "load more" is a link to the next page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await presetConsent(context, baseURL);
    const page = await context.newPage();
    await page.goto(`/noutati?q=${word}`);
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('link', { name: 'Încarcă mai multe' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}&page=2`));
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Înapoi la primele anunțuri' })).toBeVisible();
    await context.close();
  });
});

test('pages go out gzipped and scripts precompressed with Brotli', async ({ request }) => {
  const page = await request.get('/vanzare-cumparare-afaceri', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['vary']).toContain('accept-encoding');
  const html = await page.text();
  expect(html).toContain('listing-card');
  // The framework chunk (React and React Router) is the largest script of every page.
  const script = html.match(/href="(\/assets\/framework-[^"]+\.js)"/)?.[1];
  expect(script, 'the page loads the framework chunk').toBeTruthy();
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 3);
});

test('content first: the hydration scripts start after the page has loaded, and hydration succeeds', async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/vanzare-cumparare-afaceri');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const framework = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/framework-'));
    return { load: navigation.loadEventStart, framework: framework?.startTime ?? -1 };
  });
  expect(timing.framework).toBeGreaterThanOrEqual(timing.load);
  // Hydrated for real: a filter choice now navigates on its own (no submit button needed).
  await page.getByLabel('Ordonează').selectOption('oldest');
  await expect(page).toHaveURL(/sort=oldest/);
  expect(problems).toEqual([]);
});
