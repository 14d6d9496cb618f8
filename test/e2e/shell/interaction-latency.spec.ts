/**
 * Interactions stay quick on a slow phone (issue 36 point 3): with the CPU throttled 4× (CDP), typing
 * in the home's search, opening the side menu, the folded filters of a family page and moving
 * through a gallery each answer in under 200 ms as the browser measures them (Event Timing: from
 * the input to the next paint after its handlers), before the page's script has run (the server's
 * HTML answers) and after hydration. Playwright's input goes through CDP's Input.dispatch*, so the
 * browser sees real input events and times them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD } from '../admin/support';
import { openWithCodeHeld } from '../support/code-held';
import { apiToken, presetConsent, waitForHydration } from './support';

// Durations are wall-clock time: on a shared 2-core machine another process's burst (another
// helper's compile or journey) can stretch one paint well past the budget. A retry is reported as
// flaky; the budget itself is never widened.
test.describe.configure({ retries: 2 });

const PHONE = { width: 390, height: 844 };
const LIMIT_MS = 200;
const FAMILY_PAGE = '/vanzare-cumparare-afaceri';

/** What the page's observer keeps of each Event Timing entry. */
interface Timing {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

/** A long animation frame (over 50 ms) and the scripts that ran in it: where a slow interaction's time went. */
interface LongFrame {
  startTime: number;
  duration: number;
  renderStart: number;
  scripts: string[];
}

type Observed = Window & { __eventTimings: Timing[]; __longFrames: LongFrame[] };

/** Runs in every document before its own scripts: keeps every event entry of 16 ms or more, and the first input. */
const OBSERVE_EVENTS = () => {
  const log: Timing[] = [];
  (window as unknown as Observed).__eventTimings = log;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'none');
    const label = node.getAttribute('aria-label') ?? node.getAttribute('name') ?? node.textContent?.trim().slice(0, 20);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')}${label ? ` „${label}”` : ''}`;
  };
  const keep = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, duration, interactionId, startTime, processingStart, processingEnd } = entry;
      log.push({ name, duration, interactionId, startTime, processingStart, processingEnd, target: describe(entry.target) });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  const frames: LongFrame[] = [];
  (window as unknown as Observed).__longFrames = frames;
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as (PerformanceEntry & { renderStart: number; scripts: Record<string, string | number>[] })[]) {
      const scripts = frame.scripts.map(
        (script) => `${script.invoker} ${Math.round(Number(script.duration))} ms (${String(script.sourceURL).split('/').pop()})`,
      );
      frames.push({ startTime: frame.startTime, duration: frame.duration, renderStart: frame.renderStart, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
};

/** A phone-sized page, the cookie choice made, the CPU 4× slower from before the first navigation, the observer in place. */
async function slowPhone(page: Page, baseURL: string | undefined): Promise<void> {
  await presetConsent(page.context(), baseURL);
  await page.setViewportSize(PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE_EVENTS);
}

/**
 * Does `act` and expects each interaction it made (Event Timing entries grouped by interactionId,
 * the longest of each group) to have answered in under LIMIT_MS.
 *
 * When the input call returns, the interaction's handlers have run; its entry is queued after the
 * paint that follows, so the wait for it starts two frames later. An interaction shorter than the
 * observer's 16 ms threshold reports no entry at all: it counts as fast, so the wait for an entry
 * is bounded.
 */
async function expectQuick(page: Page, label: string, act: () => Promise<void>): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
  await page
    .waitForFunction((from) => (window as unknown as Observed).__eventTimings.some((entry) => entry.startTime >= from && entry.interactionId > 0), since, {
      timeout: 500,
    })
    .catch(() => undefined);
  const entries = await page.evaluate(
    (from) => (window as unknown as Observed).__eventTimings.filter((entry) => entry.startTime >= from && entry.interactionId > 0),
    since,
  );
  const longest = new Map<number, Timing>();
  for (const entry of entries) if (entry.duration > (longest.get(entry.interactionId)?.duration ?? -1)) longest.set(entry.interactionId, entry);
  // Where the time went: the wait before the handlers (a busy main thread), the handlers, then the rendering up to the paint.
  const detail = [...longest.values()]
    .map(
      (entry) =>
        `${entry.name} on ${entry.target}: ${entry.duration} ms (waited ${Math.round(entry.processingStart - entry.startTime)}, ` +
        `handlers ${Math.round(entry.processingEnd - entry.processingStart)}, rendering ${Math.round(entry.startTime + entry.duration - entry.processingEnd)})`,
    )
    .join('; ');
  const slowest = Math.max(0, ...[...longest.values()].map((entry) => entry.duration));
  test.info().annotations.push({ type: 'interaction latency', description: `${label}: ${detail || 'no entry (under 16 ms)'}` });
  if (slowest < LIMIT_MS) return;
  // The long animation frames the slow interaction spanned, and the scripts that ran in them.
  const frames = await page.evaluate((from) => (window as unknown as Observed).__longFrames.filter((frame) => frame.startTime + frame.duration >= from), since);
  const framesDetail = frames
    .map(
      (frame) =>
        `frame at ${Math.round(frame.startTime - since)} ms: ${Math.round(frame.duration)} ms, rendering from ${Math.round(frame.renderStart - frame.startTime)} ms; ${frame.scripts.join(', ') || 'no script'}`,
    )
    .join(' | ');
  expect(slowest, `${label}: ${detail}. Long frames since the action: ${framesDetail || 'none'}`).toBeLessThan(LIMIT_MS);
}

test.describe('interactions answer in under 200 ms on a 4× slower CPU', () => {
  test('home: typing in the search and the side menu toggle, before and after hydration', async ({ page, baseURL }) => {
    await slowPhone(page, baseURL);
    const search = page.locator('#home-search');
    const toggle = page.getByTestId('toolbar').locator('button[aria-controls="side-menu"]');
    const menu = page.getByTestId('side-menu');

    const code = await openWithCodeHeld(page, '/');
    await expectQuick(page, 'typing before hydration', () => search.pressSequentially('cafenea'));
    // Measured only: the toggle's click before hydration is not handled yet (the journey marked as failing below).
    await expectQuick(page, 'menu toggle before hydration', () => toggle.click());
    await code.release();
    await expect(search, 'what was typed before hydration is kept').toHaveValue('cafenea');

    await search.press('End');
    await expectQuick(page, 'typing after hydration', () => search.pressSequentially(' Cluj'));
    await expect(search).toHaveValue('cafenea Cluj');
    await expect(menu).toBeHidden();
    // The menu's first opening also starts loading its code (a deferred part).
    await expectQuick(page, 'menu toggle after hydration', () => toggle.click());
    await expect(menu).toBeVisible();
  });

  test('the side menu toggled before hydration is open once the page’s code has run', async ({ page, baseURL }) => {
    // Lost today: the toolbar is not a deferred part, so the head's capture script does not hold its
    // toggle's click. Holding and replaying it worked but cost about 60 bytes of the listing pages'
    // 120 kB budget, which had none left; it waits for room in the budget.
    test.fail(true, 'a click on the menu toggle before hydration is lost');
    await presetConsent(page.context(), baseURL);
    await page.setViewportSize(PHONE);
    const code = await openWithCodeHeld(page, '/');
    await page.getByTestId('toolbar').locator('button[aria-controls="side-menu"]').click();
    await code.release();
    await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 2_000 });
  });

  test('family page: opening the folded filters, before and after hydration', async ({ page, baseURL }) => {
    await slowPhone(page, baseURL);
    const summary = page.locator('details.listing-page__filters > summary');
    const county = page.getByLabel('Județ');

    // Before hydration the filters are a native <details>: the browser opens it.
    const code = await openWithCodeHeld(page, FAMILY_PAGE);
    await expect(county).toBeHidden();
    await expectQuick(page, 'filters before hydration', () => summary.click());
    await expect(county).toBeVisible();
    await code.release();
    await expect(county, 'still open once hydrated').toBeVisible();

    // After hydration the first opening also starts loading the filters' code.
    await page.goto(FAMILY_PAGE);
    await waitForHydration(page);
    await expect(county).toBeHidden();
    await expectQuick(page, 'filters after hydration', () => summary.click());
    await expect(county).toBeVisible();
  });

  test('gallery: the next picture by button, by arrow key and by thumbnail, after hydration', async ({ page, baseURL, request }) => {
    // Before hydration the gallery has no buttons (they show with the script) and its thumbnails
    // are links to the large pictures: nothing of it to answer in the page.
    const article = await articleWithPictures(request);
    try {
      await slowPhone(page, baseURL);
      const frame = page.getByTestId('gallery-frame');
      const counter = page.getByTestId('gallery-counter');
      await page.goto(`/noutati/${article.slug}`);
      await waitForHydration(page);
      await expect(counter).toHaveText('1 / 3');
      await expectQuick(page, 'gallery: next picture', () => frame.getByRole('button', { name: 'Imaginea următoare' }).click());
      await expect(counter).toHaveText('2 / 3');
      await expectQuick(page, 'gallery: arrow key', () => frame.press('ArrowRight'));
      await expect(counter).toHaveText('3 / 3');
      await expectQuick(page, 'gallery: a thumbnail', () => page.getByRole('link', { name: 'Arată imaginea 1 din 3' }).click());
      await expect(counter).toHaveText('1 / 3');
    } finally {
      await article.remove();
    }
  });
});

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A news article with three pictures (each demo listing has one), published by an administrator. */
async function articleWithPictures(request: APIRequestContext): Promise<{ slug: string; remove(): Promise<void> }> {
  const headers = { Authorization: `Bearer ${await apiToken(request, { email: STAFF.admin.email, password: STAFF_PASSWORD })}` };
  const pictures = new FormData();
  for (const name of ['unu.png', 'doi.png', 'trei.png']) pictures.append('images', new Blob([PNG_1x1], { type: 'image/png' }), name);
  const upload = await request.post('/api/uploads/images', { headers, multipart: pictures });
  expect(upload.status()).toBe(201);
  const gallery = ((await upload.json()) as { images: { key: string }[] }).images.map((image) => image.key);
  const created = await request.post('/api/news', {
    headers,
    data: { title: `Galerie cu trei imagini ${Date.now().toString(36)}`, description: '<p>Articol cu trei imagini.</p>', gallery },
  });
  expect(created.status()).toBe(201);
  const { slug, id } = (await created.json()) as { slug: string; id: string };
  return { slug, remove: async () => void (await request.delete(`/api/news/${id}`, { headers })) };
}
