/**
 * Hunts lost and doubled first clicks on the controls of deferred parts (frontend/app/lib/
 * deferred-component.tsx): each control is used on a fresh first visit at several moments: at
 * DOMContentLoaded; right after the load event, every script of the page held on the network
 * until the action is done, so it surely comes before the page's script has run; while the part's
 * code is downloading (its script held until the action is done); and after hydration. Each
 * moment by a mouse click, a keyboard activation and a touch tap on a phone, and right after load
 * by one more click on a fresh visit: the cookie dialog's first button at all of them, the other
 * controls at a sample (see SAMPLED_CASES). Each visit must show the control's effect exactly once: none
 * is a lost click, two a doubled one. No retries: one lost click fails the run.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE, presetConsent, waitForHydration } from './support';
import { holdRequests } from '../support/page-checks';

// Every visit has a browser context of its own: the visits spread over the workers.
test.describe.configure({ retries: 0, mode: 'parallel' });

const MOMENTS = ['domcontentloaded', 'load', 'downloading', 'hydrated'] as const;
type Moment = (typeof MOMENTS)[number];
type Input = 'click' | 'key' | 'tap';
/** Every moment by mouse, keyboard and touch; right after load (where clicks were lost) by mouse once more. */
const INPUTS: Input[] = ['click', 'key', 'tap'];
const EXTRA_CLICKS: Partial<Record<Moment, number>> = { load: 1 };
const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
const FAMILY_PAGE = '/vanzare-cumparare-afaceri';

/** What the page did, counted in the test: the effects a click may have, each must happen once. */
interface Effects {
  consentWrites: number;
  consentPosts: number;
  clipboardWrites: number;
  posts: string[];
  documents: string[];
  dataRequests: string[];
}

interface Visit {
  page: Page;
  context: BrowserContext;
  effects: Effects;
  /** Resolves when the held script of the part has been asked for. */
  requested: Promise<void>;
  release(): void;
}

/** Counts consent cookie writes and clipboard writes made by the page's script, across page loads. */
const INSTRUMENT = () => {
  const report = (window as unknown as { __effect: (name: string) => void }).__effect;
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie.get!.call(document),
    set: (value: string) => {
      if (value.startsWith('CookieConsent=') && !/Max-Age=0/.test(value)) report('consentWrites');
      cookie.set!.call(document, value);
    },
  });
  if (navigator.clipboard) {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      report('clipboardWrites');
      return write(text);
    };
  }
};

let visits = 0;

/**
 * Each visit comes from an address of its own, as forwarded by the site's proxy (the test server
 * trusts the loopback one, TRUST_PROXY): the public forms' per-address limits then count each
 * visit apart, as they would count different visitors (IPv6 documentation prefix, one /64 each).
 */
function visitorAddress(): string {
  visits += 1;
  return `2001:db8:${(test.info().workerIndex + 1).toString(16)}:${visits.toString(16)}::1`;
}

async function openVisit(
  browser: Browser,
  baseURL: string,
  options: { path: string; moment: Moment; input: Input; held: RegExp; consent: boolean },
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ro-RO',
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    ...(options.input === 'tap' ? PHONE : {}),
  });
  if (options.consent) await presetConsent(context, baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const effects: Effects = { consentWrites: 0, consentPosts: 0, clipboardWrites: 0, posts: [], documents: [], dataRequests: [] };
  await context.exposeFunction('__effect', (name: 'consentWrites' | 'clipboardWrites') => (effects[name] += 1));
  await context.addInitScript(INSTRUMENT);
  // Right after load, every script of the page is held until the action is done: the click surely
  // comes before the page's script has run. While downloading, only the part's own code is held.
  const held = options.moment === 'load' ? /\.js$/ : options.moment === 'downloading' ? options.held : null;
  const { requested, release } = held
    ? await holdRequests(context, (url) => url.pathname.startsWith('/assets/') && held.test(url.pathname))
    : { requested: new Promise<void>(() => undefined), release: () => undefined };
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL).origin) return;
    if (request.method() === 'POST') {
      if (url.pathname === '/acord-cookie-uri') effects.consentPosts += 1;
      effects.posts.push(url.pathname + url.search);
    } else if (request.resourceType() === 'document') effects.documents.push(url.pathname + url.search);
    else if (url.pathname.endsWith('.data')) effects.dataRequests.push(url.pathname + url.search);
  });
  await page.goto(options.path, { waitUntil: options.moment === 'domcontentloaded' ? 'domcontentloaded' : 'load' });
  if (options.moment === 'downloading' || options.moment === 'hydrated') await waitForHydration(page);
  return { page, context, effects, requested, release };
}

async function activate(control: Locator, input: Input, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  if (input === 'click') await control.click();
  else if (input === 'tap') await control.tap();
  else {
    await control.focus();
    await control.page().keyboard.press(key);
  }
}

/** Whether React handles the element yet (its props are attached), or it is still the server's HTML. */
function handledByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));
}

/** After the action: the held scripts go, so the page's and the part's code arrive and take over. */
async function finishDownload(visit: Visit, moment: Moment): Promise<void> {
  if (moment !== 'downloading' && moment !== 'load') return;
  await visit.requested;
  visit.release();
}

/** A few more moments for a late second effect (a doubled click) to show. */
const settle = (page: Page) => page.waitForTimeout(300);

type Case = { moment: Moment; input: Input; round: number };

/** Every moment by every input (and the extra clicks): the cookie dialog's first button, the part every first visit shows. */
function everyCase(): Case[] {
  return MOMENTS.flatMap((moment) => [
    ...INPUTS.map((input) => ({ moment, input, round: 1 })),
    ...Array.from({ length: EXTRA_CLICKS[moment] ?? 0 }, (_, index) => ({ moment, input: 'click' as const, round: index + 2 })),
  ]);
}

/**
 * The other controls share the same deferral (deferred-component.tsx and the head's capture
 * script), so each is tried at the moments its code is not there yet, every input at least once
 * across them: a click and a tap right after load, a key while its code downloads, a click at
 * DOMContentLoaded. The full matrix of every control (114 visits) was a third of the browser stage.
 */
const SAMPLED_CASES: Case[] = [
  { moment: 'load', input: 'click', round: 1 },
  { moment: 'load', input: 'tap', round: 1 },
  { moment: 'downloading', input: 'key', round: 1 },
  { moment: 'domcontentloaded', input: 'click', round: 1 },
];

function cases(): Case[] {
  return SAMPLED_CASES;
}

function cookieDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Respectăm confidențialitatea ta' });
}

const CONSENT_BUTTONS = [
  { name: 'Accept Toate Cookie-urile', stored: { showNecesar: true, showStat: true, showMarketing: true } },
  { name: 'Acceptă selecția', stored: { showNecesar: true, showStat: false, showMarketing: false } },
  { name: 'Închide fără a accepta cookie-uri opționale', stored: { showNecesar: false, showStat: false, showMarketing: false } },
];

test.describe('no lost or doubled first clicks in deferred parts', () => {
  for (const button of CONSENT_BUTTONS) {
    test.describe(`cookie dialog: „${button.name}”`, () => {
      for (const { moment, input, round } of button === CONSENT_BUTTONS[0] ? everyCase() : cases()) {
        test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
          const visit = await openVisit(browser, baseURL!, { path: '/', moment, input, held: /CookieDialog/, consent: false });
          const { page, context, effects } = visit;
          await activate(cookieDialog(page).getByRole('button', { name: button.name }), input);
          await finishDownload(visit, moment);
          await expect.poll(() => effects.consentWrites + effects.consentPosts, { message: 'the choice is stored' }).toBeGreaterThan(0);
          await expect(cookieDialog(page)).toBeHidden();
          await settle(page);
          expect(effects.consentWrites + effects.consentPosts, 'stored exactly once').toBe(1);
          const cookie = (await context.cookies()).find((item) => item.name === CONSENT_COOKIE);
          expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(button.stored);
          expect(cookie!.sameSite).toBe('Strict');
          await context.close();
        });
      }
    });
  }

  test.describe('cookie dialog: „Administrează preferințele”', () => {
    for (const { moment, input, round } of cases()) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const visit = await openVisit(browser, baseURL!, { path: '/', moment, input, held: /CookieDialog/, consent: false });
        const { page, context, effects } = visit;
        const dialog = cookieDialog(page);
        const toggle = dialog.locator('summary', { hasText: 'Administrează preferințele' });
        await activate(toggle, input, 'Space');
        await finishDownload(visit, moment);
        // Whenever the click was handled, the dialog's code takes the panel over as it was left.
        await waitForHydration(page);
        // A press on the dialog's text starts loading its code.
        await dialog.locator('.cookie-dialog__text').dispatchEvent('pointerdown');
        await dialog.locator('.cookie-dialog__text').dispatchEvent('pointerup');
        await expect.poll(() => handledByReact(toggle), { message: 'the dialog’s code has taken over' }).toBe(true);
        await settle(page);
        await expect(dialog.locator('details')).toHaveJSProperty('open', true);
        await expect(dialog.getByRole('checkbox', { name: /Necesare/ })).toBeVisible();
        await expect(dialog.locator('[data-category="necesare"] tbody tr')).toHaveCount(3);
        expect(effects.consentWrites + effects.consentPosts, 'opening the panel stores nothing').toBe(0);
        await context.close();
      });
    }
  });

  test.describe('footer newsletter: „Abonează-mă”', () => {
    for (const { moment, input, round } of cases()) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const visit = await openVisit(browser, baseURL!, { path: FAMILY_PAGE, moment, input, held: /\/Footer-/, consent: true });
        const { page, context, effects } = visit;
        const form = page.getByTestId('newsletter-form-footer');
        const email = form.locator('input[type="email"]');
        await email.scrollIntoViewIfNeeded();
        await email.fill(`prim-click-${moment}-${input}-${round}-${Date.now()}@firma.ro`);
        await activate(form.getByRole('button', { name: 'Abonează-mă' }), input);
        await finishDownload(visit, moment);
        await expect(page.getByText('Mulțumim! Ți-am trimis un email: confirmă abonarea la newsletterul RoAfaceri din linkul primit.').first()).toBeVisible();
        await settle(page);
        expect(
          effects.posts.filter((path) => path.startsWith('/newsletter')),
          'one sign-up sent',
        ).toHaveLength(1);
        await context.close();
      });
    }
  });

  test.describe('a listing’s contact form: „Trimite mesajul”', () => {
    for (const { moment, input, round } of cases()) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const listing = await listingPath(browser, baseURL!);
        const visit = await openVisit(browser, baseURL!, { path: listing, moment, input, held: /below-fold/, consent: true });
        const { page, context, effects } = visit;
        const form = page.getByTestId('contact-form');
        await form.getByLabel('Nume').fill('Ana Ionescu');
        // A sender of their own: a sender may write about one listing only a few times a day.
        await form.getByLabel('Email').fill(`ana.${moment}.${input}.${round}.${Date.now()}@firma.ro`);
        await form.locator('textarea').fill(`Bună ziua, aș dori detalii despre afacere (${moment}, ${input} ${round}).`);
        await activate(form.getByRole('button', { name: 'Trimite mesajul' }), input);
        await finishDownload(visit, moment);
        await expect(page.getByText(/Mesajul (tău )?a fost trimis/).first()).toBeVisible();
        await settle(page);
        expect(
          effects.posts.filter((path) => path.startsWith(listing)),
          'one message sent',
        ).toHaveLength(1);
        await context.close();
      });
    }
  });

  test.describe('a listing’s share links: „Copiază linkul”', () => {
    // A script-only control (the Clipboard API): before the page's script runs, its click is held by the head's capture script.
    for (const { moment, input, round } of cases()) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const listing = await listingPath(browser, baseURL!);
        const visit = await openVisit(browser, baseURL!, { path: listing, moment, input, held: /below-fold/, consent: true });
        const { page, context, effects } = visit;
        const copy = page.getByTestId('share').getByRole('button', { name: 'Copiază linkul' });
        await activate(copy, input, 'Space');
        await finishDownload(visit, moment);
        await expect(page.getByText('Linkul a fost copiat.')).toBeVisible();
        await settle(page);
        expect(effects.clipboardWrites, 'copied exactly once').toBe(1);
        await context.close();
      });
    }
  });

  test.describe('family filters: „Aplică” with a keyword', () => {
    for (const { moment, input, round } of cases()) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const visit = await openVisit(browser, baseURL!, { path: FAMILY_PAGE, moment, input, held: /FamilyFilters-/, consent: true });
        const { page, context, effects } = visit;
        const keyword = `cafenea${round}${input}`;
        const filters = page.getByRole('search', { name: /Filtrează/ });
        if (!(await filters.isVisible())) await page.getByText('Filtre', { exact: true }).click();
        await filters.locator('input[name="q"]').fill(keyword);
        await activate(filters.locator('button[type="submit"]'), input);
        await finishDownload(visit, moment);
        await expect(page).toHaveURL(new RegExp(`[?&]q=${keyword}(&|$)`));
        await settle(page);
        const withKeyword = [...effects.documents, ...effects.dataRequests].filter((path) => path.includes(`q=${keyword}`));
        expect(withKeyword, 'the filters applied exactly once').toHaveLength(1);
        await context.close();
      });
    }
  });

  // Fields are never held: the browser ticks them at once, before any script, and the part's code
  // takes over what they show (a held tick showed nothing until the code came; a tick box clicked
  // again meanwhile was then unticked).
  // The moments when the part's code is not there yet (before any script, and while it downloads):
  // at the others the field is the part's own or plain HTML already.
  const beforeCode = (item: { moment: Moment }) => item.moment === 'load' || item.moment === 'downloading';

  test.describe('eligibility check: a yes/no answer („Nu”)', () => {
    for (const { moment, input, round } of everyCase()
      .filter(beforeCode)
      .filter((item) => item.round === 1 && item.input !== 'key')) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const visit = await openVisit(browser, baseURL!, { path: '/verifica-eligibilitate-masura-3', moment, input, held: /\/FundingCheck-/, consent: true });
        const { page, context, effects } = visit;
        const answer = page.getByTestId('funding-form').locator('[name="hasTaxDebts"][value="false"]');
        await answer.scrollIntoViewIfNeeded();
        await activate(answer, input, 'Space');
        await expect(answer, 'ticked at once, whatever the script is doing').toBeChecked({ timeout: 500 });
        await takeOver(visit, moment, answer);
        await expect(answer).toBeChecked();
        await expect
          .poll(() => effects.dataRequests.filter((path) => path.includes('hasTaxDebts=false')).length, { message: 'the live results hear the answer' })
          .toBeGreaterThan(0);
        await context.close();
      });
    }
  });

  test.describe('points calculator: a tick box („Software”)', () => {
    // By mouse only: the yes/no answer above covers keyboard and touch on the same kind of field.
    for (const { moment, input, round } of everyCase().filter((item) => item.input === 'click' && item.round === 1 && beforeCode(item))) {
      test(`${input} #${round} at ${moment}`, async ({ browser, baseURL }) => {
        const visit = await openVisit(browser, baseURL!, { path: '/calculeaza-punctaj', moment, input, held: /\/ScoreCalculator-/, consent: true });
        const { page, context, effects } = visit;
        const box = page.getByTestId('score-form').locator('[name="investments"][value="software"]');
        await box.scrollIntoViewIfNeeded();
        await activate(box, input);
        await expect(box, 'ticked at once, whatever the script is doing').toBeChecked({ timeout: 500 });
        await takeOver(visit, moment, box);
        await settle(page);
        await expect(box, 'ticked exactly once').toBeChecked();
        await expect
          .poll(() => effects.dataRequests.filter((path) => path.includes('investments=software')).length, { message: 'the live score hears the tick' })
          .toBeGreaterThan(0);
        await context.close();
      });
    }
  });
});

/** The held code arrives and, at the visitor's next touch of the form, the part's code takes over the field. */
async function takeOver(visit: Visit, moment: Moment, field: Locator): Promise<void> {
  await finishDownload(visit, moment);
  await waitForHydration(visit.page);
  const form = field.locator('xpath=ancestor::form');
  await form.dispatchEvent('pointerdown');
  await form.dispatchEvent('pointerup');
  await expect.poll(() => handledByReact(field), { message: 'the part’s code has taken over' }).toBe(true);
}

let listingCache: string | null = null;

/** A demo company whose contact form and share links sit below a phone's first screen. */
async function listingPath(browser: Browser, baseURL: string): Promise<string> {
  if (listingCache) return listingCache;
  const context = await browser.newContext({ baseURL });
  const list = await context.request.get('/api/company/list/web?pageSize=100');
  const { docs } = (await list.json()) as { docs: { slug: string }[] };
  await context.close();
  const listing = docs.find((doc) => doc.slug.startsWith('service-auto-multimarca'));
  expect(listing, 'the demo company').toBeDefined();
  listingCache = `${FAMILY_PAGE}/${listing!.slug}`;
  return listingCache;
}
