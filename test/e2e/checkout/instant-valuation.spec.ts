/**
 * The instant valuation on `evaluare-afaceri`: a visitor types a company's figures and gets the range
 * (low < mid < high on the chart), the method step by step with the multiples' source, the
 * adjustments and how each input moves the value; the share link opens the stored estimate (noindex)
 * for anyone; the order form below carries the estimate. By CUI the figures come from the ANAF
 * stand-in and the company goes into the order. Bad input, without JavaScript, comes back
 * with Romanian messages next to the fields, from the site's rules and from the API's. A listing
 * owner shows an estimate on a company listing and buyers see „Valoare estimată” there, with the link
 * to the method. The JavaScript of both pages stays within the public site's budget.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ACCOUNT_PASSWORD, apiAs, newAccount, STAFF, STAFF_PASSWORD } from '../admin/support';
import { presetConsent, signIn, waitForHydration } from '../shell/support';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';
import { fromSite } from '../support/site-origin';

/** `410.000 €` → 410000. */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function fillFigures(
  page: Page,
  figures: { caen: string; county: string; turnover: string; profit: string; employees: string; previous?: [string, string, string]; debts?: string },
) {
  const form = page.getByTestId('estimate-figures-form');
  await form.getByLabel('Codul CAEN al activității principale').fill(figures.caen);
  await form.getByLabel('Județul').selectOption({ label: figures.county });
  const years = form.locator('.estimate-form__year');
  await years.nth(0).getByLabel('Cifra de afaceri netă').fill(figures.turnover);
  await years.nth(0).getByLabel('Profit net (pierdere cu minus)').fill(figures.profit);
  await years.nth(0).getByLabel('Număr mediu de salariați').fill(figures.employees);
  if (figures.previous) {
    await years.nth(1).getByLabel('Cifra de afaceri netă').fill(figures.previous[0]);
    await years.nth(1).getByLabel('Profit net (pierdere cu minus)').fill(figures.previous[1]);
    await years.nth(1).getByLabel('Număr mediu de salariați').fill(figures.previous[2]);
  }
  if (figures.debts) await form.getByLabel('Datorii totale').fill(figures.debts);
  return form;
}

async function expectEstimate(page: Page, section = 'I') {
  const estimate = page.getByTestId('estimate');
  await expect(estimate).toBeVisible();
  const low = euros(await estimate.getByTestId('estimate-low').textContent());
  const mid = euros(await estimate.getByTestId('estimate-mid').textContent());
  const high = euros(await estimate.getByTestId('estimate-high').textContent());
  expect(low).toBeGreaterThan(0);
  expect(low).toBeLessThan(mid);
  expect(mid).toBeLessThan(high);
  // The chart: the range bar and the mid marker inside it.
  const bar = await estimate.locator('.range-chart__bar').boundingBox();
  const marker = await estimate.getByTestId('range-chart-mid').boundingBox();
  expect(bar && marker).toBeTruthy();
  expect(marker!.x).toBeGreaterThan(bar!.x);
  expect(marker!.x).toBeLessThan(bar!.x + bar!.width);
  // The method: steps, the multiples with their source, the adjustments, the sensitivities.
  expect(await estimate.getByTestId('method-steps').locator('li').count()).toBeGreaterThan(0);
  await expect(estimate.getByTestId('multiples')).toContainText('Secțiunea CAEN');
  await expect(estimate.getByTestId('multiples')).toContainText(`${section} – `);
  await expect(estimate.getByTestId('multiples').getByRole('link')).toHaveAttribute('href', /^https:\/\//);
  expect(await estimate.getByTestId('adjustments').locator('li').count()).toBeGreaterThan(0);
  await expect(estimate.getByTestId('adjustments')).toContainText(/[−+]\d/);
  expect(await estimate.getByTestId('sensitivities').locator('li').count()).toBeGreaterThan(0);
  return { low, mid, high, range: await estimate.getByTestId('estimate-range').textContent() };
}

test.describe('instant valuation', () => {
  test('typed figures → range and method → the share link opens the stored estimate → the order carries it', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await presetConsent(page.context(), baseURL);
    await keepTrafficLocal(page.context());
    await page.goto('/evaluare-afaceri');
    await waitForHydration(page);

    const form = await fillFigures(page, {
      caen: '5610',
      county: 'Brașov',
      turnover: '2.000.000',
      profit: '200.000',
      employees: '12',
      previous: ['1.800.000', '150.000', '11'],
      debts: '300.000',
    });
    await form.getByRole('button', { name: 'Calculează estimarea' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Estimarea e gata' })).toBeVisible();
    const shown = await expectEstimate(page);
    // The figures stay in the form, to change one and compute again.
    await expect(form.getByLabel('Codul CAEN al activității principale')).toHaveValue('5610');
    expect(await seriousViolations(page)).toEqual([]);

    // The order form below carries the estimate.
    const shareHref = await page.getByTestId('share-link').getAttribute('href');
    const id = new URL(shareHref!).pathname.split('/').pop()!;
    expect(new URL(shareHref!).pathname).toBe(`/evaluare-afaceri/estimare/${id}`);
    await expect(page.getByTestId('valuation-form').locator('input[name="estimateId"]')).toHaveValue(id);
    await expect(page.getByTestId('order-estimate')).toContainText(shown.range!);

    // Anyone with the link (another browser, not signed in) sees the same estimate, kept out of search engines.
    const stranger = await browser.newContext();
    await presetConsent(stranger, baseURL);
    const other = await stranger.newPage();
    await other.goto(new URL(shareHref!).pathname);
    await waitForHydration(other);
    await expect(other.getByTestId('estimate-range')).toHaveText(shown.range!);
    await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(other.getByTestId('attach-estimate')).toHaveCount(0);
    expect(await seriousViolations(other)).toEqual([]);
    // Its order button comes back to the order form with the estimate.
    await other.getByTestId('order-from-estimate').click();
    await expect(other).toHaveURL(new RegExp(`/evaluare-afaceri\\?estimare=${id}#comanda$`));
    await expect(other.getByTestId('valuation-form').locator('input[name="estimateId"]')).toHaveValue(id);
    await stranger.close();

    // An id nobody was given is the 404 page.
    expect((await page.request.get('/evaluare-afaceri/estimare/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  });

  test('by CUI: the figures from ANAF (the loopback stand-in), the company carried into the order; a CUI ANAF does not know is said next to the field', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await presetConsent(page.context(), baseURL);
    await keepTrafficLocal(page.context());
    await page.goto('/evaluare-afaceri');
    await waitForHydration(page);

    // A valid CUI that ANAF does not know: the message sits next to the field, nothing is computed.
    let byCui = page.getByTestId('estimate-cui-form');
    await byCui.getByLabel('Codul fiscal (CUI) al firmei').fill('1590082');
    await byCui.getByRole('button', { name: 'Evaluează după CUI' }).click();
    byCui = page.getByTestId('estimate-cui-form');
    await expect(byCui.getByLabel('Codul fiscal (CUI) al firmei')).toHaveAttribute('aria-invalid', 'true');
    await expect(byCui.locator('.field__error')).toContainText(/[ăâîșț]/);
    await expect(page.getByTestId('estimate')).toHaveCount(0);

    await byCui.getByLabel('Codul fiscal (CUI) al firmei').fill('RO18547290');
    await byCui.getByRole('button', { name: 'Evaluează după CUI' }).click();
    // CAEN 1071 (bakery) as ANAF registers it: section C.
    await expectEstimate(page, 'C');
    await expect(page.getByTestId('estimate').getByRole('heading', { level: 2 })).toContainText('BRUTĂRIA ARTIZANALĂ SRL');
    await expect(page.getByTestId('estimate')).toContainText('Cifrele din bilanțurile depuse la ANAF pentru CUI 18547290.');
    const order = page.getByTestId('valuation-form');
    await expect(order.getByLabel('Denumirea firmei evaluate')).toHaveValue('BRUTĂRIA ARTIZANALĂ SRL');
    await expect(order.getByLabel('CUI-ul firmei (opțional)')).toHaveValue('18547290');
  });

  test('bad input, without JavaScript: Romanian messages next to the fields, from the site and from the API', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await presetConsent(context, baseURL);
    const page = await context.newPage();
    await page.goto('/evaluare-afaceri');

    // Nothing typed: the site's own rules.
    let form = page.getByTestId('estimate-figures-form');
    await form.getByRole('button', { name: 'Calculează estimarea' }).click();
    form = page.getByTestId('estimate-figures-form');
    await expect(form.getByText('Scrie codul CAEN al activității principale sau alege domeniul.')).toBeVisible();
    await expect(form.getByLabel('Județul')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.estimate-form__year').nth(0).getByLabel('Cifra de afaceri netă')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('estimate')).toHaveCount(0);

    // Well-formed but implausible: the API's messages, next to the same fields; nothing computed.
    await fillFigures(page, { caen: '9999', county: 'Cluj', turnover: '100.000', profit: '250.000', employees: '3' });
    await page.getByTestId('estimate-figures-form').getByRole('button', { name: 'Calculează estimarea' }).click();
    form = page.getByTestId('estimate-figures-form');
    await expect(form.getByLabel('Codul CAEN al activității principale')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Codul CAEN nu există/)).toBeVisible();
    await expect(page.getByTestId('estimate')).toHaveCount(0);

    await fillFigures(page, { caen: '5610', county: 'Cluj', turnover: '100.000', profit: '250.000', employees: '3' });
    await page.getByTestId('estimate-figures-form').getByRole('button', { name: 'Calculează estimarea' }).click();
    form = page.getByTestId('estimate-figures-form');
    const profit = form.locator('.estimate-form__year').nth(0).getByLabel('Profit net (pierdere cu minus)');
    await expect(profit).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Profitul net nu poate depăși cifra de afaceri.')).toBeVisible();
    // The typed values come back in the fields.
    await expect(profit).toHaveValue('250.000');
    await expect(page.getByTestId('estimate')).toHaveCount(0);
    await context.close();
  });

  test('an owner shows the estimate on their company listing; buyers see „Valoare estimată” with the way to the method', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const owner = await newAccount(playwright, baseURL!, 'Radu Estimatu', 'estimare');
    const created = await owner.api.post('/api/company', {
      data: {
        title: `Bistro cu terasă ${run}`,
        description: '<p>Bistro cu clienți fideli și terasă.</p>',
        price: 450000,
        county: 16,
        city: 'Cluj-Napoca',
        domain: [9],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as { id: string; slug: string; title: string };
    const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
    expect((await moderator.api.post(`/api/admin/listings/${listing.id}/approve`)).status()).toBe(200);
    await moderator.api.dispose();

    await presetConsent(page.context(), baseURL);
    await keepTrafficLocal(page.context());
    await signIn(page, { email: owner.email, password: ACCOUNT_PASSWORD });
    await page.goto('/evaluare-afaceri');
    await waitForHydration(page);
    const form = await fillFigures(page, { caen: '5610', county: 'Brașov', turnover: '1.500.000', profit: '180.000', employees: '9' });
    await form.getByRole('button', { name: 'Calculează estimarea' }).click();
    const shown = await expectEstimate(page);

    // The stored estimate's page offers the owner their company listings.
    await page.getByTestId('share-link').click();
    const attach = page.getByTestId('attach-estimate');
    await expect(attach.getByLabel('Anunțul firmei')).toContainText(listing.title);
    await attach.getByLabel('Anunțul firmei').selectOption(listing.id);
    await attach.getByRole('button', { name: 'Afișează ca valoare estimată' }).click();
    await expect(page.getByTestId('attach-estimate').getByText(/anunțul arată acum această valoare estimată/)).toBeVisible();
    await expect(page.getByTestId('attach-estimate')).toContainText(`Apare acum ca valoare estimată pe: „${listing.title}”`);
    const estimatePath = new URL(page.url()).pathname;

    // A buyer (not signed in) sees it on the listing and follows the link to the method.
    const buyer = await browser.newContext();
    await presetConsent(buyer, baseURL);
    const visit = await buyer.newPage();
    await visit.goto(`/vanzare-cumparare-afaceri/${listing.slug}`);
    const card = visit.getByTestId('estimated-value');
    await expect(card.getByText('Valoare estimată')).toBeVisible();
    await expect(card).toContainText(shown.range!);
    await card.getByRole('link', { name: 'Vezi cum a fost calculată' }).click();
    await expect(visit).toHaveURL(new RegExp(`${estimatePath}$`));
    await expect(visit.getByTestId('estimate-range')).toHaveText(shown.range!);
    await expect(visit.getByTestId('attach-estimate')).toHaveCount(0);
    await buyer.close();
  });

  test('a phone loads at most 120 kB of gzipped JavaScript on the valuation page and on a stored estimate', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await presetConsent(page.context(), baseURL);
    const made = await page.request.post('/api/termene/evaluation', {
      headers: fromSite(baseURL),
      data: { caen: '6201', countyId: 12, years: [{ year: new Date().getUTCFullYear() - 1, turnover: 900_000, netProfit: 120_000, employees: 6 }] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    for (const path of ['/evaluare-afaceri', `/evaluare-afaceri/estimare/${id}`]) {
      const scripts = new Map<string, Promise<Buffer>>();
      const log = (response: Response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.set(url.pathname, response.body());
      };
      page.on('response', log);
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      page.off('response', log);
      // The capture script in the head counts too, as in the listing pages' budget (shell/deferred.spec.ts).
      const inline = (await page.locator('#deferred-capture').textContent()) ?? '';
      let bytes = gzipSync(inline, { level: 9 }).length;
      for (const body of await Promise.all(scripts.values())) bytes += gzipSync(body, { level: 9 }).length;
      expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} kB gzip in ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(120 * 1024);
    }
  });
});
