import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { presetConsent, waitForHydration } from '../shell/support';
import { ACCOUNT_PASSWORD, apiAs, newAccount, signIn, STAFF, STAFF_PASSWORD, submitLogin } from './support';

/** The app's code for the time step `steps` away from now (the server refuses a step already used). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** No web storage of the page holds the session token. */
async function expectTokenNotStored(page: Page, token: string) {
  const stored = await page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)),
  );
  expect(stored.filter((entry) => entry.includes(token))).toEqual([]);
}

test.describe('staff console: second factor', () => {
  test('a moderator enrols with the QR code, then signs in with a code from the app', async ({ page, playwright, baseURL }) => {
    // A long journey (enrolment, two sign-ins, the public site): more than the default 30 s on a busy machine.
    test.slow();
    // A new staff account, so the demo accounts other journeys use keep signing in with the password alone.
    const member = await newAccount(playwright, baseURL!, 'Corina Dumitrescu', 'mfa');
    const admin = await apiAs(playwright, baseURL!, STAFF.admin.email, STAFF_PASSWORD);
    expect((await admin.api.put(`/api/admin/users/${member.id}/roles`, { data: { roles: ['moderator'] } })).status()).toBe(200);

    const firstLogin = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await signIn(page, member.email, ACCOUNT_PASSWORD);
    await expectTokenNotStored(page, ((await (await firstLogin).json()) as { token: string }).token);
    // The dashboard invites a staff member without a second factor to turn it on.
    await expect(page.getByTestId('mfa-reminder')).toContainText('activează autentificarea în doi pași');

    // „Securitate” from the user menu.
    await page.getByRole('banner').getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Securitate' }).click();
    await expect(page).toHaveURL(/\/admin\/securitate$/);
    await expect(page.getByRole('heading', { level: 1, name: /Autentificare în doi pași/ })).toBeVisible();
    await expect(page.getByTestId('mfa-status')).toHaveText('Inactivă');

    await page.getByRole('button', { name: 'Începe configurarea' }).click();
    const qr = page.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' });
    await expect(qr).toBeVisible();
    // The QR code is a real image the browser decoded (an SVG data URL from the server).
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = (await page.getByTestId('mfa-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A wrong code is refused in Romanian; the right one turns it on and shows the recovery codes once.
    const right = await codeAt(secret);
    await page.getByLabel(/^Cod din aplicație/).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Activează' }).click();
    await expect(page.getByText('Codul nu este corect sau a expirat.')).toBeVisible();
    await page.getByLabel(/^Cod din aplicație/).fill(right);
    await page.getByRole('button', { name: 'Activează' }).click();
    const codes = page.getByTestId('mfa-recovery-codes');
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(codes.getByText(/Codurile sunt afișate acum o singură dată/)).toBeVisible();
    await expect(codes.getByRole('button', { name: 'Descarcă (.txt)' })).toBeVisible();
    await page.getByRole('button', { name: 'Am salvat codurile' }).click();
    await expect(page.getByTestId('mfa-status')).toHaveText('Activă');
    await expect(page.getByText('Coduri de recuperare nefolosite: 10')).toBeVisible();

    // Sign out, then in again: the password alone leads to the code step, and the staff API refuses the session.
    await page.getByRole('banner').getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const secondLogin = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await submitLogin(page, member.email, ACCOUNT_PASSWORD);
    const second = (await (await secondLogin).json()) as { token: string; secondFactor?: string };
    expect(second.secondFactor).toBe('code');
    await expect(page).toHaveURL(/\/admin\/login\?pas=cod$/);
    await expect(page.getByRole('heading', { name: 'Verificare în doi pași' })).toBeVisible();
    const refused = await page.request.get('/api/admin/session');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('AUTH_MFA_REQUIRED');
    // A reload keeps the step (the session is in the httpOnly cookie).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verificare în doi pași' })).toBeVisible();

    // The code of the next time step (the enrolment used the current one) opens the console.
    await page.getByLabel(/^Cod din aplicație/).fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verifică' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bun venit, Corina Dumitrescu!' })).toBeVisible();
    expect((await page.request.get('/api/admin/session')).status()).toBe(200);
    await expectTokenNotStored(page, second.token);

    // Signed in on the public site with the password: the site works, the console still asks for the code.
    const siteContext = await page.context().browser()!.newContext({ baseURL, locale: 'ro-RO' });
    await presetConsent(siteContext, baseURL);
    const site = await siteContext.newPage();
    await site.goto('/auth/login');
    await waitForHydration(site);
    await site.locator('main input[name="email"]').fill(member.email);
    await site.locator('main input[name="password"]').fill(ACCOUNT_PASSWORD);
    await site.locator('main form button[type="submit"]').click();
    await expect(site).toHaveURL(`${baseURL}/`);
    await expect(site.locator('header')).toContainText('Corina Dumitrescu');
    expect((await site.request.get('/api/admin/session')).status()).toBe(403);
    await site.goto('/admin/');
    await expect(site).toHaveURL(/\/admin\/login\?pas=cod$/);
    await expect(site.getByRole('heading', { name: 'Verificare în doi pași' })).toBeVisible();
    await siteContext.close();
    await admin.api.dispose();
  });

  test("an admin resets a staff member's second factor from the users screen", async ({ page, playwright, baseURL }) => {
    const member = await newAccount(playwright, baseURL!, 'Sorin Vlăduță', 'mfa-reset');
    const admin = await apiAs(playwright, baseURL!, STAFF.admin.email, STAFF_PASSWORD);
    expect((await admin.api.put(`/api/admin/users/${member.id}/roles`, { data: { roles: ['consultant'] } })).status()).toBe(200);
    const started = await member.api.post('/api/auth/mfa/enrolment');
    const { secret } = (await started.json()) as { secret: string };
    expect((await member.api.post('/api/auth/mfa/enrolment/confirm', { data: { code: await codeAt(secret) } })).status()).toBe(200);

    await signIn(page, STAFF.admin.email);
    await page.goto(`/admin/users/${member.id}/show`);
    const panel = page.getByTestId('user-mfa');
    await expect(panel).toContainText('Activă din');
    await panel.getByRole('button', { name: 'Resetează autentificarea în doi pași' }).click();
    await expect(page.getByRole('dialog')).toContainText('Resetezi autentificarea în doi pași pentru Sorin Vlăduță?');
    await page.getByRole('dialog').getByRole('button', { name: 'Resetează autentificarea în doi pași' }).click();
    await expect(page.getByText('Autentificarea în doi pași a fost resetată.')).toBeVisible();
    await expect(panel).toContainText('Inactivă.');
    // The member's session ended; the reset is in the audit log.
    expect((await member.api.get('/api/account')).status()).toBe(401);
    const audit = await admin.api.get(`/api/admin/audit?entityId=${member.id}&action=user.mfa_reset`);
    expect(((await audit.json()) as { docs: unknown[] }).docs).toHaveLength(1);
    await admin.api.dispose();
  });
});
