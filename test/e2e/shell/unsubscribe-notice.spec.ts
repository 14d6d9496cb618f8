/**
 * The newsletter's unsubscribe link opened in a browser leads to a page that asks first and says
 * what happened (a forged token); the home page still explains `?dezabonat=1` of older links.
 */
import { expect, test } from '@playwright/test';
import { keepTrafficLocal } from '../support/page-checks';
import { presetConsent } from './support';

test.describe('unsubscribe notice on the home page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('a forged unsubscribe link leads to the unsubscribe page, which explains it and unsubscribes nobody', async ({ page }) => {
    await page.goto('/api/newsletter/unsubscribe?token=nu-este-un-token-valid');
    await expect(page).toHaveURL(/\/newsletter\/dezabonare\?token=nu-este-un-token-valid$/);
    await page.getByTestId('newsletter-unsubscribe').getByRole('button', { name: 'Da, dezabonează-mă' }).click();
    await expect(page.getByTestId('newsletter-unsubscribe').getByRole('alert')).toContainText('Linkul nu este valid.');
  });

  test('a done unsubscription is confirmed, and the plain home page says nothing', async ({ page }) => {
    await page.goto('/?dezabonat=1');
    await expect(page.getByTestId('unsubscribe-notice').getByRole('status')).toContainText('Te-ai dezabonat de la newsletterul RoAfaceri.');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-notice')).toHaveCount(0);
  });
});
