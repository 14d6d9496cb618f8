import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  const response = await request.post('/api/login', { data: { email, password } });
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
