import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { linkIn, waitForMail } from '../support/mailbox';
import { fromSite } from '../support/site-origin';

/** Demo accounts seeded on the e2e backend (SEED_DEMO). */
export const STAFF_PASSWORD = 'Staff12345';
export const STAFF = {
  admin: { email: 'admin@roafaceri.ro', roleLabel: 'Administrator' },
  moderator: { email: 'moderator@roafaceri.ro', roleLabel: 'Moderator' },
  consultant: { email: 'consultant@roafaceri.ro', roleLabel: 'Consultant' },
} as const;
export const REGULAR_USER = { email: 'demo@roafaceri.ro', password: 'Demo12345' };

/** Section titles of the console menu (admin/src/layout/menu-sections.ts), in menu order. */
export const SECTION_LABELS = {
  listings: 'Anunțuri',
  consulting: 'Consultanță',
  sales: 'Vânzări',
  content: 'Conținut',
  staff: 'Echipă și utilizatori',
} as const;

/**
 * The account's full name as the API reports it. Uses the standalone `request` fixture, which
 * shares no cookies with the page, so the browser still starts signed out.
 */
export async function fullNameOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { headers: fromSite(), data: { email, password } });
  expect(response.status(), `login of ${email} through the API`).toBe(200);
  const body = (await response.json()) as { token: string; user: { fullName: string } };
  // End the session this lookup opened.
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${body.token}` } });
  return body.user.fullName;
}

/** Opens /admin/, expects the login page and submits the form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Parolă/).fill(password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
}

/** Signs a staff member in through the login page and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bun venit, / })).toBeVisible();
}

/** The console's sidebar menu (not the user menu popup). */
export function sidebarMenu(page: Page) {
  return page.getByRole('menu').filter({ hasText: 'Panou principal' });
}

/** Whether the browser's session cookie is still accepted by the API. */
export async function accountStatus(page: Page): Promise<number> {
  const response = await page.request.get('/api/account');
  return response.status();
}

/** Password of the accounts the console journeys create. */
export const ACCOUNT_PASSWORD = 'Parola123';

export interface ApiSession {
  id: string;
  token: string;
  /** Sends the token as Bearer; a cookie jar of its own. */
  api: APIRequestContext;
}

export interface Account extends ApiSession {
  email: string;
  fullName: string;
}

/** An API client signed in as `email`. */
export async function apiAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string, password: string): Promise<ApiSession> {
  const login = await playwright.request.newContext({ baseURL });
  const response = await login.post('/api/login', { headers: fromSite(baseURL), data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await login.dispose();
  return { api: await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } }), token, id: user.id };
}

/** A new individual account (`<prefix>.<random>@example.ro`), its email confirmed through the link of the confirmation mail. */
export async function newAccount(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, fullName: string, prefix = 'consola'): Promise<Account> {
  const email = `${prefix}.${randomBytes(3).toString('hex')}.${Date.now()}@example.ro`;
  const anonymous = await playwright.request.newContext({ baseURL });
  const registered = await anonymous.post('/api/account/register', {
    data: { fullName, email, password: ACCOUNT_PASSWORD, confirmPassword: ACCOUNT_PASSWORD, userType: 1, acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForMail(email, /Confirmă adresa de email/);
  const token = linkIn(mail, '/auth/verifica-email?token=').searchParams.get('token');
  expect((await anonymous.post('/api/auth/verifyEmail', { data: { token } })).status()).toBe(200);
  await anonymous.dispose();
  return { ...(await apiAs(playwright, baseURL, email, ACCOUNT_PASSWORD)), email, fullName };
}
