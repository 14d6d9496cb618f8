import { expect, test } from '@playwright/test';
import { accountStatus, fullNameOf, REGULAR_USER, signIn, STAFF, STAFF_PASSWORD, submitLogin } from './support';

test.describe('staff console: sign-in', () => {
  for (const [role, account] of Object.entries(STAFF)) {
    test(`${role} signs in and sees the dashboard with name and role`, async ({ page, request }) => {
      const fullName = await fullNameOf(request, account.email, STAFF_PASSWORD);

      await signIn(page, account.email);

      await expect(page).toHaveTitle('RoAfaceri — Consola echipei');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bun venit, ${fullName}!`);
      await expect(page.getByTestId('dashboard-role')).toHaveText(`Rolul tău: ${account.roleLabel}`);
      // The app bar shows who is signed in and with which role.
      const appBar = page.getByRole('banner');
      await expect(appBar.getByRole('button', { name: 'Profil' })).toHaveText(fullName);
      await expect(appBar.getByTestId('staff-role')).toHaveText(account.roleLabel);
      // The session survives a reload (cookie), and a deep link is served by the backend.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bun venit, ${fullName}!`);
    });
  }

  test('the login page is in Romanian and asks for an email', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel(/^Parolă/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
    await expect(page.getByLabel(/utilizator|username/i)).toHaveCount(0);
  });

  test('a regular user is refused and their session is ended', async ({ page }) => {
    await submitLogin(page, REGULAR_USER.email, REGULAR_USER.password);

    await expect(page.getByText('Contul nu are acces la consola echipei.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: /^Bun venit/ })).toHaveCount(0);
    // The session the login opened was revoked, so the cookie no longer works.
    expect(await accountStatus(page)).toBe(401);
    expect(await page.evaluate(() => sessionStorage.getItem('roafaceri.admin.token'))).toBeNull();
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows the Romanian error', async ({ page }) => {
    await submitLogin(page, STAFF.admin.email, 'Gresit12345');

    await expect(page.getByText('Email sau parolă incorecte.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await accountStatus(page)).toBe(401);
  });

  test('logout returns to the login page and a reload stays logged out', async ({ page }) => {
    await signIn(page, STAFF.moderator.email);
    expect(await accountStatus(page)).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Deconectare' }).click();

    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
    expect(await accountStatus(page)).toBe(401);
    expect(await page.evaluate(() => sessionStorage.getItem('roafaceri.admin.token'))).toBeNull();

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
    await page.goto('/admin/profil');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
