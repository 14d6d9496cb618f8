/**
 * Analytics and pixel only after marketing consent (spec section 9). The site runs with
 * GA_MEASUREMENT_ID=G-TEST123 and META_PIXEL_ID=1234567890 (global setup); every request to a
 * tracking host is answered here by a small local stub and recorded, so nothing leaves the machine.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { isSameDocument, markDocument, presetConsent, waitForHydration } from '../shell/support';

const TRACKING_ROUTES = ['**/*googletagmanager.com/**', '**/*google-analytics.com/**', '**/*facebook.net/**', '**/*facebook.com/**'];
const TRACKING_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com|doubleclick\.net)$/;

/** Stand-ins for the vendors' scripts: they record that they ran and leave the command queues as they are. */
const STUBS: Array<[RegExp, string]> = [
  [/googletagmanager\.com\/gtag\/js/, 'window.__gtagStubRuns = (window.__gtagStubRuns || 0) + 1;'],
  [/facebook\.net\/.*fbevents\.js/, 'window.__fbeventsStubRuns = (window.__fbeventsStubRuns || 0) + 1;'],
];

interface Recorder {
  /** Every request the page made to a host that is not this machine. */
  outside: () => string[];
  tracking: () => string[];
}

async function recordTracking(context: BrowserContext): Promise<Recorder> {
  const outside: string[] = [];
  context.on('request', (request: Request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost' && !request.url().startsWith('data:')) outside.push(request.url());
  });
  for (const pattern of TRACKING_ROUTES) {
    await context.route(pattern, async (route) => {
      const stub = STUBS.find(([match]) => match.test(route.request().url()));
      if (stub) await route.fulfill({ status: 200, contentType: 'application/javascript', body: stub[1] });
      else await route.fulfill({ status: 204, body: '' });
    });
  }
  return { outside: () => [...outside], tracking: () => outside.filter((url) => TRACKING_HOST.test(new URL(url).hostname)) };
}

function cookieDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Respectăm confidențialitatea ta' });
}

/** A client-side navigation through a footer link (the document stays: a marker set before survives). */
async function clientNavigate(page: Page, linkName: string, path: string) {
  await markDocument(page);
  await page.locator('footer').getByRole('link', { name: linkName, exact: true }).click();
  await expect(page).toHaveURL(path);
  expect(await isSameDocument(page), 'client-side navigation').toBe(true);
}

/** Pixel page views queued so far (the stub leaves Meta's command queue in place). */
function pixelPageViews(page: Page) {
  return page.evaluate(() => {
    const queue = (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? [];
    return queue.filter((call) => call[0] === 'track' && call[1] === 'PageView').length;
  });
}

/** GA4 page_view events in the data layer, by path. */
function gaPageViews(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === 'event' && call[1] === 'page_view')
      .map((call) => (call[2] as { page_path: string }).page_path),
  );
}

function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test.describe('tracking after marketing consent only', () => {
  test('first visit with the dialog open, then refusing: no request to a tracking host on any page', async ({ page, context }) => {
    const recorder = await recordTracking(context);
    await page.goto('/');
    await waitForHydration(page);
    await expect(cookieDialog(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(recorder.tracking()).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');

    await cookieDialog(page).getByRole('button', { name: 'Închide fără a accepta cookie-uri opționale' }).click();
    await expect(cookieDialog(page)).toBeHidden();
    await clientNavigate(page, 'Întrebări frecvente', '/faq');
    await clientNavigate(page, 'Echipa', '/echipa');
    await page.goto('/vanzare-cumparare-afaceri');
    await waitForHydration(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await page.waitForTimeout(500);

    expect(recorder.tracking()).toEqual([]);
    expect(recorder.outside()).toEqual([]);
    expect(
      await page.evaluate(() => [typeof (window as unknown as { fbq?: unknown }).fbq, typeof (window as unknown as { dataLayer?: unknown }).dataLayer]),
    ).toEqual(['undefined', 'undefined']);
  });

  test('a stored choice without marketing loads nothing either', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, { showNecesar: true, showStat: true, showMarketing: false });
    const recorder = await recordTracking(context);
    await page.goto('/');
    await waitForHydration(page);
    await clientNavigate(page, 'Întrebări frecvente', '/faq');
    await page.waitForTimeout(500);
    expect(recorder.tracking()).toEqual([]);
  });

  test('accepting all loads gtag.js and fbevents.js with the page nonce, and each client-side navigation is a page view', async ({ page, context }) => {
    const recorder = await recordTracking(context);
    const violations = cspViolations(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(recorder.tracking()).toEqual([]);

    const gtag = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-TEST123/);
    const fbevents = page.waitForRequest(/connect\.facebook\.net\/en_US\/fbevents\.js/);
    await cookieDialog(page).getByRole('button', { name: 'Accept Toate Cookie-urile' }).click();
    await Promise.all([gtag, fbevents]);
    // The stubs ran: the policy let both scripts in.
    await expect
      .poll(() =>
        page.evaluate(() => [(window as unknown as Record<string, number>).__gtagStubRuns, (window as unknown as Record<string, number>).__fbeventsStubRuns]),
      )
      .toEqual([1, 1]);
    const nonces = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"], script[src*="facebook.net"]')].map((script) => script.nonce),
    );
    expect(nonces).toHaveLength(2);
    for (const nonce of nonces) expect(nonce).not.toBe('');

    // The page the visitor accepted on counts once.
    expect(await pixelPageViews(page)).toBe(1);
    expect(await gaPageViews(page)).toEqual(['/']);
    expect(await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue[0])).toEqual(['init', '1234567890']);

    await clientNavigate(page, 'Întrebări frecvente', '/faq');
    await expect.poll(() => pixelPageViews(page)).toBe(2);
    await clientNavigate(page, 'Echipa', '/echipa');
    await expect.poll(() => pixelPageViews(page)).toBe(3);
    expect(await gaPageViews(page)).toEqual(['/', '/faq', '/echipa']);
    // Scripts are loaded once per document, not per navigation.
    expect(recorder.tracking().filter((url) => /gtag\/js|fbevents\.js/.test(url))).toHaveLength(2);
    expect(recorder.outside().every((url) => TRACKING_HOST.test(new URL(url).hostname))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('with marketing consent stored, every page load starts tracking and counts one page view', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL, { showNecesar: true, showStat: true, showMarketing: true });
    const recorder = await recordTracking(context);
    const fbevents = page.waitForRequest(/fbevents\.js/);
    await page.goto('/contact');
    await waitForHydration(page);
    await fbevents;
    await expect.poll(() => pixelPageViews(page)).toBe(1);
    expect(await gaPageViews(page)).toEqual(['/contact']);
    await clientNavigate(page, 'Întrebări frecvente', '/faq');
    await expect.poll(() => pixelPageViews(page)).toBe(2);
    expect(recorder.tracking().filter((url) => /gtag\/js/.test(url))).toHaveLength(1);
  });
});
