import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { fromSite } from '../support/site-origin';

/** Demo accounts created by the backend's demo seed. */
export const LEGAL_ENTITY = { email: 'demo@roafaceri.ro', password: 'Demo12345' } as const;
export const INDIVIDUAL = { email: 'ion.popescu@example.ro', password: 'Demo12345' } as const;

export const CONSENT_COOKIE = 'CookieConsent';

/** Stores a cookie choice up front, so the cookie dialog stays closed in tests about other things. */
export async function presetConsent(
  context: BrowserContext,
  baseURL: string | undefined,
  value = { showNecesar: true, showStat: false, showMarketing: false },
) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(value)), url: baseURL!, sameSite: 'Strict' }]);
}

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/login', { headers: fromSite(), data: account });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  const user = (await response.json()).user as { fullName: string; email: string; userType: number };
  return user;
}

/** Signs in through the API outside any page and gives the session's bearer token. */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/login', { headers: fromSite(), data: account });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Waits until React has hydrated the document (client-side handlers are attached). */
let ownAddresses = 0;

/**
 * An address of this journey's own, sent as the site's trusted proxy would (X-Forwarded-For): the
 * public forms' per-address limits (consulting requests, feedback: a few an hour) then count this
 * journey apart from every other one sent from loopback, retries included.
 */
export function ownAddress(): { 'X-Forwarded-For': string } {
  ownAddresses += 1;
  return { 'X-Forwarded-For': `2001:db8:e2e:${process.pid.toString(16)}:${ownAddresses.toString(16)}::1` };
}

export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Marks the current document, so that `isSameDocument` can tell a client-side navigation from a page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** Whether the page still shows the document `markDocument` marked (no full page load since). */
export async function isSameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)) === true;
}
