import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration } from './shell/support';
import { linkIn, waitForMail } from './support/mailbox';

test.describe('account journey in the browser', () => {
  test('register → verification email → verify → login → profile → logout → the old token is refused', async ({ page, context, request, baseURL }) => {
    const email = `jurnal.${Date.now()}@example.ro`;
    const password = 'Parola123';

    await presetConsent(context, baseURL);
    await page.goto('/auth/inregistrare');
    await waitForHydration(page);
    const form = page.locator('main form');
    await form.locator('input[name="fullName"]').fill('Ioana Stănescu');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="confirmPassword"]').fill(password);
    await form.locator('input[name="acceptTerms"]').check();
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page.getByRole('heading', { name: 'Ți-am trimis un email de confirmare' })).toBeVisible();

    const mail = await waitForMail(email, /Confirmă adresa de email/);
    const link = linkIn(mail, '/auth/verifica-email?token=');
    expect(link.origin).toBe(new URL(baseURL!).origin);
    // Opening the link only asks (mail scanners open links); the button confirms.
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirmă adresa de email' }).click();
    await expect(page.locator('main')).toContainText('Adresa de email a fost confirmată.');

    await page.goto('/auth/login');
    await waitForHydration(page);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(password);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('header')).toContainText('Ioana Stănescu');

    await page.goto('/cont/profil');
    await waitForHydration(page);
    await expect(page.locator('main input[name="fullName"]')).toHaveValue('Ioana Stănescu');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'auth_token');
    expect(session?.httpOnly).toBe(true);
    const oldToken = session!.value;
    expect((await request.get('/api/account', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(200);

    await page.locator('header').getByText('Ioana Stănescu').first().click();
    await page
      .getByRole('button', { name: 'Deconectare' })
      .or(page.getByRole('menuitem', { name: 'Deconectare' }))
      .or(page.getByRole('link', { name: 'Deconectare' }))
      .first()
      .click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('header')).toContainText('Autentificare');

    // The token of the ended session is refused by the API and by the site.
    expect((await request.get('/api/account', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
    await context.addCookies([{ ...session!, value: oldToken }]);
    await page.goto('/cont/profil');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
