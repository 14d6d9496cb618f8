import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { listingPublicPath } from '../../../backend/src/contracts/public-pages';
import { keepTrafficLocal } from '../support/page-checks';
import { LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from './support';

/**
 * The site on a 390 × 844 phone (issue 31 point 6): the first visit's cookie sheet leaves the home's
 * heading and search usable, a listing's page leads to its contact form from a bar at the bottom, and
 * the home page stays short. SCREENSHOTS_DIR=… also saves the home, a listing and „Anunțurile mele”
 * at 390 and 1366 px there (for the closing note; CI sets nothing and writes nothing).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The home page's height at 390 px (it was about 23,600 px with the demo content, each card stacked). */
const HOME_MAX_HEIGHT = 9_000;

const cookieSheet = (page: Page) => page.getByRole('dialog', { name: 'Respectăm confidențialitatea ta' });
const contactBar = (page: Page) => page.getByTestId('contact-bar');

/** Whether the element on top at the centre of `locator` is the element itself (or inside it): nothing covers it. */
async function uncoveredAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

/** A company listing that is not confidential (its page has the contact form). */
async function listingPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/company/list/web?page=1&pageSize=12');
  expect(answer.status()).toBe(200);
  const { docs } = (await answer.json()) as { docs: (Parameters<typeof listingPublicPath>[0] & { confidential?: boolean })[] };
  const open = docs.find((doc) => !doc.confidential);
  expect(open, 'a public company listing').toBeDefined();
  return listingPublicPath(open!);
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Lazy pictures come in as the page is scrolled through once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

test.describe('390 px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ context }) => keepTrafficLocal(context));

  test('first visit: the cookie sheet leaves the heading and the search in sight and usable, and its buttons work', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    const sheet = cookieSheet(page);
    await expect(sheet).toBeVisible();

    // A sheet at the bottom, at most about 40% of the screen high, the full width.
    const box = (await sheet.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE.height * 0.4 + 1);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(Math.round(box.width)).toBe(PHONE.width);

    // Every control and text of the dialog is still there.
    await expect(sheet.getByText('politica de cookie-uri')).toBeAttached();
    for (const name of ['Accept Toate Cookie-urile', 'Acceptă selecția', 'Închide fără a accepta cookie-uri opționale']) {
      await expect(sheet.getByRole('button', { name })).toBeAttached();
    }
    await expect(sheet.locator('summary', { hasText: 'Administrează preferințele' })).toBeAttached();

    // The heading and the search box are above the sheet and on top where they are.
    const heading = page.getByRole('heading', { level: 1 });
    const search = page.getByRole('searchbox', { name: 'Caută afaceri de vânzare' });
    for (const [what, element] of [
      ['heading', heading],
      ['search', search],
    ] as const) {
      await expect(element, what).toBeInViewport({ ratio: 1 });
      const own = (await element.boundingBox())!;
      expect(own.y + own.height, `${what} above the sheet`).toBeLessThanOrEqual(box.y);
      expect(await uncoveredAtCentre(element), `${what} not covered`).toBe(true);
    }

    // The page behind stays usable while the sheet is open: typing and searching work.
    await search.tap();
    await search.fill('cafenea');
    await expect(search).toBeFocused();
    await expect(sheet).toBeVisible();

    // The preferences open inside the sheet, which scrolls rather than grows.
    await sheet.locator('summary', { hasText: 'Administrează preferințele' }).click();
    await expect(sheet.locator('#cookie-preferences')).toBeVisible();
    // The dialog's code loads on this first touch: measure once the open panel is laid out.
    await expect.poll(() => sheet.evaluate((element) => element.scrollHeight > element.clientHeight), { message: 'the sheet scrolls inside' }).toBe(true);
    expect(await sheet.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(PHONE.height * 0.4 + 1);
    await sheet.getByRole('button', { name: 'Acceptă selecția' }).click();
    await expect(sheet).toBeHidden();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'CookieConsent');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toEqual({ showNecesar: true, showStat: false, showMarketing: false });
    await expect(search).toHaveValue('cafenea');
  });

  test('"Accept Toate Cookie-urile" works from the sheet', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    await cookieSheet(page).getByRole('button', { name: 'Accept Toate Cookie-urile' }).tap();
    await expect(cookieSheet(page)).toBeHidden();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'CookieConsent');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toEqual({ showNecesar: true, showStat: true, showMarketing: true });
  });

  test('a listing shows „Contactează vânzătorul” at the bottom of the screen, which leads to the contact form', async ({ page, context, baseURL, request }) => {
    await presetConsent(context, baseURL);
    await page.goto(await listingPath(request));
    await waitForHydration(page);
    const bar = contactBar(page);
    const form = page.getByTestId('contact-form');
    await expect(form).not.toBeInViewport();

    // At the bottom of the screen, over the description, and on top there.
    await expect(bar).toBeInViewport({ ratio: 1 });
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    const link = bar.getByRole('link', { name: 'Contactează vânzătorul' });
    expect(await uncoveredAtCentre(link)).toBe(true);

    await link.tap();
    await expect(form).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Trimite un mesaj' })).toBeInViewport();
    // The form's first field is not under the bar.
    const field = form.getByRole('textbox').first();
    expect(await uncoveredAtCentre(field)).toBe(true);

    // At the end of the page the bar has settled above the contact card: the last content is uncovered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerLine = page.locator('.copyright');
    await expect(footerLine).toBeInViewport();
    expect(await uncoveredAtCentre(footerLine)).toBe(true);
    await expect(bar).not.toBeInViewport();
  });

  test(`the home page is shorter than ${HOME_MAX_HEIGHT} px, every section still there`, async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    await page.goto('/');
    await waitForHydration(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(HOME_MAX_HEIGHT);
    // Rows of cards scroll sideways instead of being cut: every card is in the page, the page no wider than the phone.
    const row = page.getByTestId('home-company').locator('.listing-grid');
    expect(await row.locator('> li').count()).toBeGreaterThan(1);
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByTestId('home-company').getByRole('link', { name: 'Toate afacerile →' })).toBeVisible();
  });
});

test.describe('1366 px desktop', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('a listing page has no contact bar: the contact form is beside the description', async ({ page, request }) => {
    await page.goto(await listingPath(request));
    await waitForHydration(page);
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(contactBar(page)).toBeHidden();
  });

  test('the home keeps its grids of cards', async ({ page }) => {
    await page.goto('/');
    const row = page.getByTestId('home-company').locator('.listing-grid');
    const boxes = await row.locator('> li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(boxes.length).toBeGreaterThan(1);
    expect(new Set(boxes.map(Math.round)).size, 'cards side by side in one row').toBe(1);
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test.describe('screenshots for the closing note', () => {
  test.skip(!process.env.SCREENSHOTS_DIR, 'SCREENSHOTS_DIR not set');

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    test(`home, a listing and „Anunțurile mele” at ${label} px`, async ({ browser, baseURL, request }) => {
      const context = await browser.newContext({ baseURL, viewport, locale: 'ro-RO', ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });
      await keepTrafficLocal(context);
      const page = await context.newPage();
      // The home of a first visit, with the cookie sheet (phone) or dialog (desktop).
      await page.goto('/');
      await waitForHydration(page);
      await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR!, `home-first-visit-${label}.png`) });
      await presetConsent(context, baseURL);
      await page.reload();
      await waitForHydration(page);
      await screenshot(page, `home-${label}`);
      await page.goto(await listingPath(request));
      await waitForHydration(page);
      await screenshot(page, `listing-${label}`);
      await signIn(page, LEGAL_ENTITY);
      await page.goto('/cont/anunturile-mele');
      await waitForHydration(page);
      await screenshot(page, `my-listings-${label}`);
      await context.close();
    });
  }
});
