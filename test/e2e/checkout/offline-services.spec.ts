/**
 * Outside services down never stop a page or a staff action. The site of these journeys runs with
 * BNR unreachable (a closed loopback port, test/e2e/support/global-setup.ts: no BNR rate is ever
 * kept, so the configured fallback of 5 lei/EUR is used); ANAF is unreachable for one CUI (the
 * stand-in drops the connection for UNREACHABLE_CUI alone, so journeys running meanwhile keep theirs);
 * the map tile server refuses or never answers (routed in the browser). The instant valuation in lei
 * answers and says which rate it used; by CUI with ANAF unreachable the form keeps the CUI and asks for
 * the figures; staff mark an order paid in the console and its invoice is issued; the home page, a
 * family page and a listing with its map render without a script error.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { UNREACHABLE_CUI } from '../../../backend/test/support/anaf-company-stand-in';
import { pdfText } from '../../../backend/test/support/pdf-text';
import type { AdminOrderView, OrderView } from '../../../backend/src/contracts/orders';
import { listingPublicPath } from '../../../backend/src/contracts/public-pages';
import { VALUATION_NEEDS_FIGURES_MESSAGE } from '../../../backend/src/contracts/valuation';
import { apiAs, newAccount, signIn as signInToConsole, STAFF, STAFF_PASSWORD } from '../admin/support';
import { presetConsent, waitForHydration } from '../shell/support';
import { waitForMail } from '../support/mailbox';
import { keepTrafficLocal } from '../support/page-checks';

const TILE_HOST = /^https:\/\/[a-c]\.tile\.openstreetmap\.org\//;
const NOT_AVAILABLE_PAGE = 'Site-ul este momentan indisponibil';

/** Script errors of a page: uncaught exceptions and console errors, except resources the browser could not load (the tiles refused). */
function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test.describe('outside services unreachable (BNR, ANAF, map tiles)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
    await keepTrafficLocal(context);
  });

  test('the instant valuation in lei works and names its rate; by CUI with ANAF unreachable the form keeps the CUI', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = scriptErrors(page);
    await page.goto('/evaluare-afaceri');
    await waitForHydration(page);

    // By CUI while ANAF cannot be reached: the page stays, the CUI stays typed, the figures are asked for.
    let byCui = page.getByTestId('estimate-cui-form');
    await byCui.getByLabel('Codul fiscal (CUI) al firmei').fill(`RO${UNREACHABLE_CUI}`);
    await byCui.getByRole('button', { name: 'Evaluează după CUI' }).click();
    byCui = page.getByTestId('estimate-cui-form');
    await expect(byCui.locator('.field__error')).toContainText(VALUATION_NEEDS_FIGURES_MESSAGE);
    await expect(byCui.getByLabel('Codul fiscal (CUI) al firmei')).toHaveValue(`RO${UNREACHABLE_CUI}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cât valorează afacerea ta?');

    // The figures in lei while BNR cannot be reached: an estimate, with the rate it was converted at said.
    const form = page.getByTestId('estimate-figures-form');
    await form.getByLabel('Codul CAEN al activității principale').fill('5610');
    await form.getByLabel('Județul').selectOption({ label: 'Cluj' });
    const latest = form.locator('.estimate-form__year').nth(0);
    await latest.getByLabel('Cifra de afaceri netă').fill('1.500.000');
    await latest.getByLabel('Profit net (pierdere cu minus)').fill('180.000');
    await latest.getByLabel('Număr mediu de salariați').fill('9');
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/evaluare-afaceri'),
    );
    await form.getByRole('button', { name: 'Calculează estimarea' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Estimarea e gata' })).toBeVisible();
    await expect(page.getByTestId('estimate')).toBeVisible();
    await expect(page.getByTestId('estimate-rate-note')).toHaveText(
      'Curs de rezervă de 5,0000 lei pentru un euro, stabilit de noi (BNR nu a putut fi consultată acum și nu avem un curs BNR salvat). Calculează din nou mai târziu pentru cursul BNR.',
    );
    await expect(page.getByTestId('estimate')).toContainText('la cursul stabilit de noi, de 5,0000 lei (nu cursul BNR)');
    // 1.500.000 lei at 5 lei/EUR: the year's turnover in the estimate is 300.000 €.
    await expect(page.getByTestId('estimate-years')).toContainText('300.000');
    // The typed figures stay in the form.
    await expect(page.getByTestId('estimate-figures-form').getByLabel('Codul CAEN al activității principale')).toHaveValue('5610');
    await expect(page.getByText(NOT_AVAILABLE_PAGE)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('staff mark an order paid in the console; its invoice is issued at the configured rate', async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const client = await newAccount(playwright, baseURL!, 'Sorin Fără Rețea', 'offline');
    const created = await client.api.post('/api/checkout/raportEvaluare', {
      data: {
        companyName: 'Cofetăria Fără Rețea SRL',
        billing: {
          type: 'person',
          name: 'Sorin Fără Rețea',
          address: 'Str. Horea 5',
          city: 'Cluj-Napoca',
          county: 16,
          email: client.email,
          phone: '0740123456',
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const order = (await created.json()) as OrderView;

    const errors = scriptErrors(page);
    await signInToConsole(page, STAFF.admin.email);
    await page.goto(`/admin/orders/${order.id}/show`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await main.getByRole('button', { name: 'Marchează ca plătită' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Referința din extrasul bancar').fill('OP 9 fără BNR');
    await dialog.getByRole('button', { name: 'Confirmă plata' }).click();

    await expect(page.getByText('Plata a fost confirmată. Clientul este anunțat pe email.')).toBeVisible();
    await expect(page.getByText(/Baza de date nu răspunde|serviciu extern/)).toHaveCount(0);
    await expect(main.getByTestId('order-status')).toHaveText('Plătită');
    const invoice = main.getByTestId('order-invoice');
    await expect(invoice).toContainText(/RAF-\d{4}-\d{6}/);

    // Its PDF names the rate as the seller's, never as BNR's.
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: 'PDF' }).click()]);
    const text = (await pdfText(await readDownload(download))).replace(/\s+/g, ' ');
    expect(text).toContain('la cursul de 5,0000 lei/EUR stabilit de emitent (cursul BNR nu a putut fi citit la emitere)');
    await waitForMail(client.email, new RegExp(`Plata pentru comanda ${order.number} a fost confirmată`));

    const admin = await apiAs(playwright, baseURL!, STAFF.admin.email, STAFF_PASSWORD);
    const stored = (await (await admin.api.get(`/api/admin/orders/${order.id}`)).json()) as AdminOrderView;
    expect(stored).toMatchObject({ status: 'paid', paymentReference: 'OP 9 fără BNR', invoice: { kind: 'invoice' } });
    expect(errors).toEqual([]);
    await admin.api.dispose();
    await client.api.dispose();
  });

  test('the home page, a family page and a listing render while the map tiles are refused or never answer', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const errors = scriptErrors(page);
    let tileAnswer: 'refuse' | 'hang' = 'refuse';
    const tiles: string[] = [];
    // A refused tile fails at once; a silent server leaves the request pending for good.
    await context.route(TILE_HOST, (route) => {
      tiles.push(route.request().url());
      return tileAnswer === 'refuse' ? route.abort('connectionrefused') : new Promise<void>(() => undefined);
    });

    for (const path of ['/', '/vanzare-cumparare-afaceri']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    const list = await request.get('/api/company/list/web?pageSize=12');
    const docs = ((await list.json()) as { docs: { slug: string; confidential?: boolean }[] }).docs.filter((item) => !item.confidential);
    const listing = (await (await request.get(`/api/company/${docs[0].slug}`)).json()) as {
      type: number;
      slug: string;
      title: string;
      latitude: number | null;
    };
    expect(listing.latitude, 'the listing has coordinates, so a map').toEqual(expect.any(Number));

    for (const answer of ['refuse', 'hang'] as const) {
      tileAnswer = answer;
      tiles.length = 0;
      const response = await page.goto(listingPublicPath(listing));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      const map = page.getByTestId('location-map');
      // The map's code loads as it nears the screen and replaces the server's box: scroll again until it stays.
      await expect(async () => {
        await map.scrollIntoViewIfNeeded({ timeout: 1_000 });
        expect(tiles.length).toBeGreaterThan(0);
      }).toPass({ timeout: 15_000 });
      // Refused or silent, the box says so (a silent server after a few seconds), and the page works on.
      await expect(map, answer).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
      await expect(map.getByText('Harta nu poate fi afișată acum.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Deschide în hartă' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
