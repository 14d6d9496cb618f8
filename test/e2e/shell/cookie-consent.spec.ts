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
    await expect(dialog(page).locator('summary', { hasText: 'Administrează preferințele' })).toBeVisible();
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
    await expect(necessary).toBeHidden();

    await panel.locator('summary', { hasText: 'Administrează preferințele' }).click();
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(marketing).not.toBeChecked();
    await expect(statistics).not.toBeChecked();
    await expect(panel.getByText('Necesare (3)')).toBeVisible();

    const rows = (category: string) => panel.locator(`[data-category="${category}"] tbody tr`).filter({ visible: true });
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

test.describe('cookie dialog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const choices = [
    { name: 'Accept Toate Cookie-urile', tick: [], stored: { showNecesar: true, showStat: true, showMarketing: true } },
    { name: 'Acceptă selecția', tick: ['Marketing'], stored: { showNecesar: true, showStat: false, showMarketing: true } },
    { name: 'Acceptă selecția', tick: [], stored: { showNecesar: true, showStat: false, showMarketing: false } },
    { name: 'Închide fără a accepta cookie-uri opționale', tick: [], stored: { showNecesar: false, showStat: false, showMarketing: false } },
  ];

  for (const choice of choices) {
    test(`„${choice.name}”${choice.tick.length ? ` with ${choice.tick.join(', ')} ticked` : ''} stores the spec's value and returns to the page`, async ({
      page,
      context,
    }) => {
      const before = Date.now() / 1000;
      await page.goto('/faq?intrebare=plata');
      await expect(dialog(page)).toBeVisible();
      if (choice.tick.length) {
        await dialog(page).locator('summary', { hasText: 'Administrează preferințele' }).click();
        // The panel opens natively, with the necessary cookies listed and locked on.
        await expect(dialog(page).getByRole('checkbox', { name: /Necesare/ })).toBeChecked();
        await expect(dialog(page).getByRole('checkbox', { name: /Necesare/ })).toBeDisabled();
        await expect(dialog(page).locator('[data-category="necesare"] tbody tr').filter({ visible: true })).toHaveCount(3);
        for (const label of choice.tick) {
          await dialog(page)
            .getByRole('checkbox', { name: new RegExp(label) })
            .check();
          await expect(dialog(page).locator('[data-category="marketing"] tbody tr').filter({ visible: true })).toHaveCount(17);
        }
      }
      await dialog(page).getByRole('button', { name: choice.name }).click();
      await expect(page).toHaveURL(/\/faq\?intrebare=plata$/);
      await expect(dialog(page)).toHaveCount(0);
      const cookie = await consentCookie(context);
      expect(consentValue(cookie)).toEqual(choice.stored);
      expect(cookie!.path).toBe('/');
      expect(cookie!.sameSite).toBe('Strict');
      expect(cookie!.expires).toBeGreaterThan(before + ONE_YEAR_S - 120);
      expect(cookie!.expires).toBeLessThan(before + ONE_YEAR_S + 120);
    });
  }

  test('the form action sends visitors only back to this site', async ({ page }) => {
    const response = await page.request.post('/acord-cookie-uri', { form: { choice: 'all', returnTo: '//evil.example/' }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/');
  });
});
