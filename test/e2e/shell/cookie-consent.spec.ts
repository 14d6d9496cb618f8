import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE, waitForHydration } from './support';

const ONE_YEAR_S = 31_536_000;

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

function consentValue(cookie: { value: string } | undefined) {
  expect(cookie, 'the CookieConsent cookie is stored').toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value));
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Respectăm confidențialitatea ta' });
}

test.describe('cookie dialog (spec sections 2, 4, 9)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('opens on the first visit, 600 px wide, with a link to the cookie policy', async ({ page, context }) => {
    expect(await consentCookie(context)).toBeUndefined();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(Math.round(box!.width)).toBe(600);
    const policy = dialog(page).getByRole('link', { name: 'politica de cookie-uri' });
    await expect(policy).toHaveAttribute('href', '/termeni-conditii#cookies');
    await expect(dialog(page).getByRole('button', { name: 'Accept Toate Cookie-urile' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Administrează preferințele' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Acceptă selecția' })).toBeVisible();
  });

  test('"Accept Toate Cookie-urile" stores all three categories for one year, SameSite Strict, path /', async ({ page, context }) => {
    const before = Date.now() / 1000;
    await dialog(page).getByRole('button', { name: 'Accept Toate Cookie-urile' }).click();
    await expect(dialog(page)).toBeHidden();

    const cookie = await consentCookie(context);
    expect(consentValue(cookie)).toEqual({ showNecesar: true, showStat: true, showMarketing: true });
    expect(cookie!.path).toBe('/');
    expect(cookie!.sameSite).toBe('Strict');
    expect(cookie!.httpOnly).toBe(false);
    expect(cookie!.expires).toBeGreaterThan(before + ONE_YEAR_S - 120);
    expect(cookie!.expires).toBeLessThan(before + ONE_YEAR_S + 120);

    // Consent exists: the dialog does not open again.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeHidden();
  });

  test('the close button stores every category as false', async ({ page, context }) => {
    await dialog(page).getByRole('button', { name: 'Închide fără a accepta cookie-uri opționale' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(consentValue(await consentCookie(context))).toEqual({ showNecesar: false, showStat: false, showMarketing: false });
  });

  test('preferences: Necesare locked on, each ticked category lists its cookies, the selection is stored', async ({ page, context }) => {
    const panel = dialog(page);
    const necessary = panel.getByRole('checkbox', { name: /Necesare/ });
    const marketing = panel.getByRole('checkbox', { name: /Marketing/ });
    const statistics = panel.getByRole('checkbox', { name: /Statistică/ });
    await expect(necessary).toHaveCount(0);

    await panel.getByRole('button', { name: 'Administrează preferințele' }).click();
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(marketing).not.toBeChecked();
    await expect(statistics).not.toBeChecked();
    await expect(panel.getByText('Necesare (3)')).toBeVisible();

    const rows = (category: string) => panel.locator(`[data-category="${category}"] tbody tr`);
    await expect(rows('necesare')).toHaveCount(3);
    await expect(rows('marketing')).toHaveCount(0);
    await expect(rows('statistica')).toHaveCount(0);

    await statistics.check();
    await expect(rows('statistica')).toHaveCount(4);
    await marketing.check();
    await expect(rows('marketing')).toHaveCount(17);
    const lifetimes = await panel.locator('tbody tr td:last-child').allTextContents();
    expect(new Set(lifetimes)).toEqual(new Set(['6 luni', '1 an', '2 ani', 'până la deconectare']));
    await marketing.uncheck();
    await expect(rows('marketing')).toHaveCount(0);

    await panel.getByRole('button', { name: 'Acceptă selecția' }).click();
    await expect(panel).toBeHidden();
    expect(consentValue(await consentCookie(context))).toEqual({ showNecesar: true, showStat: true, showMarketing: false });
  });
});
