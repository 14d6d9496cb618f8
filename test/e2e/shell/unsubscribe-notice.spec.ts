/**
 * The newsletter's one-click unsubscribe link ends on the home page, which says what happened:
 * a refused link (the API's redirect followed from a forged token) and a done unsubscription.
 */
import { expect, test } from '@playwright/test';
import { keepTrafficLocal } from '../support/page-checks';
import { presetConsent } from './support';

test.describe('unsubscribe notice on the home page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('a forged unsubscribe link lands on the home page with an explanation', async ({ page }) => {
    await page.goto('/api/newsletter/unsubscribe/nu-este-un-token-valid');
    await expect(page).toHaveURL(/\/\?dezabonat=eroare$/);
    await expect(page.getByTestId('unsubscribe-notice').getByRole('alert')).toContainText('Linkul de dezabonare nu este valid.');
  });

  test('a done unsubscription is confirmed, and the plain home page says nothing', async ({ page }) => {
    await page.goto('/?dezabonat=1');
    await expect(page.getByTestId('unsubscribe-notice').getByRole('status')).toContainText('Te-ai dezabonat de la newsletterul RoAfaceri.');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-notice')).toHaveCount(0);
  });
});
