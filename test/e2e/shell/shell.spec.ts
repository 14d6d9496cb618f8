import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/page-checks';
import { LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from './support';

test.describe('page shell (spec section 2)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('top bar shows the contact mailbox, working hours and social links', async ({ page }) => {
    await page.goto('/contact');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'contact@roafaceri.ro' })).toHaveAttribute('href', 'mailto:contact@roafaceri.ro');
    await expect(header.getByText('Luni - Vineri 09:00-17:00')).toBeVisible();
    await expect(header.getByRole('link', { name: /pe (Facebook|LinkedIn|Instagram|YouTube)/ })).toHaveCount(4);
  });

  test('the toolbar is transparent on /, /servicii and /plata/date-facturare only', async ({ page }) => {
    for (const [path, transparent] of [
      ['/', true],
      ['/servicii', true],
      ['/plata/date-facturare', true],
      ['/contact', false],
      ['/faq', false],
    ] as const) {
      await page.goto(path);
      const toolbar = page.getByTestId('toolbar');
      if (transparent) await expect(toolbar, path).toHaveClass(/toolbar--transparent/);
      else await expect(toolbar, path).not.toHaveClass(/toolbar--transparent/);
    }
  });

  test('side menu: closed at start, toggled from the toolbar, closed by its button and on navigation', async ({ page, baseURL }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByTestId('side-menu');
    const toggle = page.getByTestId('toolbar').getByRole('button', { name: 'Deschide meniul' });
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Închide meniul' }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Portofoliu' }).click();
    await expect(page).toHaveURL(`${baseURL}/portofoliu`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portofoliu');
    await expect(menu).toBeHidden();
  });

  test('route change: the toolbar is no longer fixed and the page scrolls to the top', async ({ page, baseURL }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toolbar = page.getByTestId('toolbar');
    await expect(toolbar).toHaveAttribute('data-fixed', 'false');
    await page.mouse.wheel(0, 1500);
    await expect(toolbar).toHaveAttribute('data-fixed', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.locator('footer').getByRole('link', { name: 'Întrebări frecvente' }).click();
    await expect(page).toHaveURL(`${baseURL}/faq`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toolbar).toHaveAttribute('data-fixed', 'false');
  });

  test('a footer link followed while the footer’s code downloads: the next page stays at its top when the code comes', async ({ page, baseURL }) => {
    const { requested, release } = await holdRequests(page, /\/assets\/Footer-[\w-]+\.js$/);
    await page.goto('/');
    await waitForHydration(page);
    const link = page.locator('footer').getByRole('link', { name: 'Întrebări frecvente' });
    await link.scrollIntoViewIfNeeded();
    await requested; // the footer near the screen asks for its code, held on the network
    await link.click();
    await expect(page).toHaveURL(`${baseURL}/faq`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const arrived = page.waitForResponse(/\/assets\/Footer-[\w-]+\.js$/);
    release();
    await arrived;
    // The footer's code takes over the focused link where it is, without scrolling the new page to it.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('footer').getByRole('link', { name: 'Întrebări frecvente' })).toBeFocused();
  });

  test('back-to-top appears after 300 px of scrolling and brings the page back up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByTestId('back-to-top');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('back-to-top jumps at once on screens 768 px wide or less', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    const button = page.getByTestId('back-to-top');
    await expect(button).toBeVisible();
    await button.click();
    // No smooth animation: the very next frame is already at the top.
    expect(await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(window.scrollY))))).toBe(0);
  });

  test('no horizontal scrolling at 375 px on the main pages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/', '/auth/inregistrare', '/termeni-conditii', '/servicii', '/plata']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('logged-out header offers "Autentificare" and "Cont nou"', async ({ page }) => {
    await page.goto('/');
    const toolbar = page.getByTestId('toolbar');
    await expect(toolbar.getByRole('link', { name: 'Autentificare' })).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'Cont nou' })).toHaveAttribute('href', '/auth/inregistrare');
  });

  test('footer: about text, claims, newsletter, useful links, consumer-protection logos, copyright year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('grup de firme');
    await expect(footer).toContainText('peste 250.000 de membri');
    await expect(footer).toContainText('aplicația mobilă');
    await expect(footer).toContainText('asigurare de răspundere profesională (malpraxis)');
    await expect(footer).toContainText('peste 300 de clienți în 2024');
    await expect(footer).toContainText('peste 170 de recenzii de 5 stele');
    await expect(footer.getByRole('link', { name: /SAL/ })).toHaveAttribute('href', /anpc\.ro/);
    await expect(footer.getByRole('link', { name: /SOL/ })).toHaveAttribute('href', /ec\.europa\.eu\/consumers\/odr/);
    await expect(footer.getByRole('link', { name: 'Termeni și condiții' })).toHaveAttribute('href', '/termeni-conditii');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} RoAfaceri`);
  });

  test('footer newsletter: errors only after submit, then the thank-you replaces the form at once', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByTestId('newsletter-form-footer');
    const field = form.getByRole('textbox', { name: 'Adresa ta de email' });
    await expect(form.getByText('Câmpul este obligatoriu.')).toHaveCount(0);

    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await expect(form.getByText('Câmpul este obligatoriu.')).toBeVisible();
    await field.fill('nume@firma');
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await expect(form.getByText('Adresa de email nu este validă.')).toBeVisible();

    // The answer of the server is held back: the thank-you must not wait for it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/newsletter*', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/newsletter'));
    await field.fill(`abonat.${Date.now()}@example.ro`);
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await expect(page.getByTestId('newsletter-thanks-footer')).toHaveText(
      'Mulțumim! Ți-am trimis un email: confirmă abonarea la newsletterul RoAfaceri din linkul primit.',
    );
    await expect(form).toHaveCount(0);
    await request;
    release();
  });

  test('signed-in header: account menu with name, email, listings, favourites badge, profile and logout', async ({ page, baseURL, context }) => {
    const user = await signIn(page, LEGAL_ENTITY);
    await page.goto('/contact');
    await waitForHydration(page);
    const toolbar = page.getByTestId('toolbar');
    await expect(toolbar.getByRole('link', { name: 'Autentificare' })).toHaveCount(0);
    await toolbar.getByRole('button', { name: new RegExp(user.fullName) }).click();
    await expect(toolbar.getByText(user.email)).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'Anunțurile mele' })).toHaveAttribute('href', '/cont/anunturile-mele');
    await expect(toolbar.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/cont/profil');
    await expect(toolbar.getByRole('link', { name: /Favorite/ })).toHaveAttribute('href', '/cont/favorite');
    await expect(toolbar.getByTestId('favorite-count')).toHaveText(/^\d+$/);

    await toolbar.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(toolbar.getByRole('link', { name: 'Autentificare' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'auth_token' && cookie.value)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('roafaceri.user'))).toBeNull();
    // The session ended on the API side too.
    expect((await page.request.get('/api/account')).status()).toBe(401);
  });
});
