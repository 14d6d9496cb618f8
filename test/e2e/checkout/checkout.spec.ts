/**
 * Orders on the public site: a legal entity promotes its approved listing from "my listings"
 * (packages priced by the API, billing data prefilled from the profile, a CUI with a wrong check
 * digit refused by the API with nothing created, then the order page with the bank transfer details
 * and the proforma by email); another user gets the 404 page for that order; a valuation report
 * ordered from `evaluare-afaceri` without JavaScript; the orders on the account page; axe and a
 * 375 px phone on the billing form and the order page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD } from '../admin/support';
import { apiToken, presetConsent, signIn, waitForHydration } from '../shell/support';
import { linkIn, waitForMail } from '../support/mailbox';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';

interface Product {
  id: string;
  kind: 'promotion' | 'valuation';
  name: string;
  netEur: number;
}

interface Order {
  id: string;
  number: string;
  status: string;
  totalEur: number;
  payment: { iban: string; reference: string; amountEur: number; beneficiary: string; bank: string } | null;
}

const PASSWORD = 'Parola123';
const run = Date.now().toString(36);
const COMPANY = `Brutăria Artizanală ${run} SRL`;
const GOOD_CUI = 'RO18547290';
/** Right form, wrong check digit: only the API can tell. */
const BAD_CUI = 'RO18547291';
const owner = { email: `comenzi.${run}@example.ro`, password: PASSWORD };
const stranger = { email: `altcineva.${run}@example.ro`, password: PASSWORD };
const LISTING_TITLE = `Brutărie cu clienți fideli în Cluj ${run}`;

const eur = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`;
};
const withVat = (net: number) => Math.round((net + Math.round(net * 21) / 100) * 100) / 100;

async function registerConfirmed(request: APIRequestContext, data: Record<string, unknown>) {
  const email = data.email as string;
  const registered = await request.post('/api/account/register', { data: { password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, ...data } });
  expect(registered.status(), `register ${email}`).toBe(201);
  const mail = await waitForMail(email, /Confirmă adresa de email/);
  const token = linkIn(mail, '/auth/verifica-email?token=').searchParams.get('token');
  expect((await request.post('/api/auth/verifyEmail', { data: { token } })).status()).toBe(200);
}

async function ordersOf(page: Page): Promise<Order[]> {
  const answer = await page.request.get('/api/checkout/mine');
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as Order[] | { docs: Order[] };
  return Array.isArray(body) ? body : body.docs;
}

async function expectPhoneFit(page: Page, label: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} on a 375 px phone`).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('checkout', () => {
  test.describe.configure({ mode: 'serial' });

  let listingId = '';
  let products: Product[] = [];
  let promotionOrder: Order | null = null;

  test.beforeAll(async ({ request }) => {
    await registerConfirmed(request, {
      fullName: 'Maria Ionescu',
      email: owner.email,
      userType: 2,
      companyName: COMPANY,
      cui: GOOD_CUI,
      phone: '0740 123 456',
    });
    await registerConfirmed(request, { fullName: 'Andrei Străinu', email: stranger.email, userType: 1 });
    const token = await apiToken(request, owner);
    const created = await request.post('/api/company', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: LISTING_TITLE,
        description: 'Brutărie cu cuptor nou, clienți fideli și echipă formată.',
        price: 120000,
        county: 16,
        city: 'Cluj-Napoca',
        domain: [9],
      },
    });
    expect(created.status()).toBe(201);
    listingId = ((await created.json()) as { id: string }).id;
    const staffToken = await apiToken(request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
    expect((await request.post(`/api/admin/listings/${listingId}/approve`, { headers: { Authorization: `Bearer ${staffToken}` } })).status()).toBe(200);
    const answer = await request.get('/api/checkout/products');
    expect(answer.status()).toBe(200);
    products = (await answer.json()) as Product[];
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
    await keepTrafficLocal(context);
  });

  test('a legal entity promotes its approved listing: packages, billing data (a bad CUI first), the order page and the proforma', async ({ page }) => {
    await signIn(page, owner);
    await page.goto('/cont/anunturile-mele');
    await waitForHydration(page);
    await page
      .locator(`[data-listing-id="${listingId}"]`)
      .getByRole('link', { name: /^Promovează/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/plata\\?anunt=${listingId}$`));
    await expect(page.getByTestId('promoted-listing')).toContainText(LISTING_TITLE);

    // The packages and their prices come from the API: net, VAT 21% and total.
    const promotions = products.filter((product) => product.kind === 'promotion').sort((a, b) => a.netEur - b.netEur);
    expect(promotions.length).toBeGreaterThan(0);
    for (const product of promotions) {
      const card = page.locator(`[data-product-id="${product.id}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(product.name);
      await expect(card.getByTestId('price-lines')).toContainText(`Preț fără TVA${eur(product.netEur)}`);
      await expect(card.getByTestId('price-lines')).toContainText(`Total${eur(withVat(product.netEur))}`);
    }
    await expect(page.locator('[data-product-id="standard"]')).toContainText('Gratuit');
    // Honest about how payment works: by transfer against the proforma, or by card on Stripe's page (the journeys' site has the Stripe stand-in).
    await expect(page.locator('main')).toContainText(
      'plata se face prin transfer bancar, pe baza proformei pe care ți-o trimitem pe email, sau cu cardul, pe pagina securizată Stripe.',
    );
    await expect(page.locator('main')).not.toContainText('Nu acceptăm plata cu cardul');

    const chosen = promotions[0];
    await page
      .locator(`[data-product-id="${chosen.id}"]`)
      .getByRole('link', { name: `Alege pachetul ${chosen.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/plata/date-facturare\\?anunt=${listingId}&produs=${chosen.id}$`));
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('order-summary')).toContainText(LISTING_TITLE);
    await expect(page.getByTestId('order-summary')).toContainText(`Total de plată${eur(withVat(chosen.netEur))}`);

    // Prefilled from the legal entity's profile.
    const form = page.getByTestId('billing-form');
    await expect(form.getByLabel('Firmă')).toBeChecked();
    await expect(form.getByLabel('Denumirea firmei')).toHaveValue(COMPANY);
    // The account stores the CUI as digits.
    await expect(form.getByLabel('Cod fiscal (CUI)')).toHaveValue(GOOD_CUI.replace(/^RO/, ''));
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(owner.email);

    // Errors only after a submission.
    await expect(form.locator('.field__error')).toHaveCount(0);
    await form.getByRole('button', { name: /^Trimite comanda/ }).click();
    await expect(form.getByText('Câmpul este obligatoriu.')).toHaveCount(3);
    await expect(page).toHaveURL(/\/plata\/date-facturare/);

    await form.getByLabel('Cod fiscal (CUI)').fill(BAD_CUI);
    await form.getByLabel('Adresa (stradă, număr, bloc, apartament)').fill('Str. Memorandumului 10');
    await form.getByLabel('Localitatea').fill('Cluj-Napoca');
    await form.getByLabel('Județul').selectOption({ label: 'Cluj' });
    await form.getByRole('button', { name: /^Trimite comanda/ }).click();
    const cui = form.getByLabel('Cod fiscal (CUI)');
    await expect(cui).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.field--invalid .field__error')).toHaveCount(1);
    // The API's Romanian message, next to the field.
    await expect(form.locator('.field--invalid .field__error')).toHaveText('Codul fiscal (CUI) nu este valid.');
    await expect(form.getByRole('alert').filter({ hasText: 'Unele câmpuri nu sunt completate corect.' })).toBeVisible();
    // What was typed stays, and nothing was created.
    await expect(cui).toHaveValue(BAD_CUI);
    await expect(form.getByLabel('Localitatea')).toHaveValue('Cluj-Napoca');
    expect(await ordersOf(page)).toEqual([]);
    expect(await seriousViolations(page), 'billing form with errors').toEqual([]);
    await expectPhoneFit(page, 'billing form');

    await cui.fill(GOOD_CUI);
    await form.getByRole('button', { name: /^Trimite comanda/ }).click();
    await expect(page).toHaveURL(/\/plata\/comanda\/[0-9a-f-]{36}\?nou=1$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    const [order] = await ordersOf(page);
    expect(order.id).toBe(orderId);
    expect(order.payment).not.toBeNull();
    promotionOrder = order;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comanda ${order.number}`);
    await expect(page.getByRole('status').filter({ hasText: `Comanda ${order.number} a fost înregistrată.` })).toContainText(
      `Ți-am trimis proforma pe email, la ${owner.email}.`,
    );
    await expect(page.getByTestId('order-status')).toHaveText('Așteaptă plata');
    const instructions = page.getByTestId('payment-instructions');
    await expect(instructions.getByTestId('payment-iban')).toHaveText(order.payment!.iban.replace(/(.{4})(?=.)/g, '$1 '));
    await expect(instructions.getByTestId('payment-reference')).toHaveText(order.number);
    await expect(instructions.getByTestId('payment-amount')).toHaveText(eur(withVat(chosen.netEur)));
    await expect(instructions).toContainText(order.payment!.beneficiary);
    await expect(instructions).toContainText(order.payment!.bank);
    await expect(page.getByTestId('order-product')).toContainText(LISTING_TITLE);
    await expect(page.getByTestId('order-billing')).toContainText(COMPANY);
    await expect(page.getByTestId('order-billing')).toContainText('jud. Cluj');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await seriousViolations(page), 'order page').toEqual([]);
    await expectPhoneFit(page, 'order page');

    // The proforma arrives by email with the reference and the account to pay into.
    const mail = await waitForMail(owner.email, new RegExp(order.number));
    expect(mail.body).toContain(order.number);
    expect(mail.body.replace(/\s+/g, '')).toContain(order.payment!.iban);

    // The account page lists the order with its state and a link to it.
    await page.goto('/cont');
    const row = page.locator(`[data-order-id="${order.id}"]`);
    await expect(row.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await expect(row).toContainText(chosen.name);
    await expect(row).toContainText(eur(order.totalEur));
    await row.getByRole('link', { name: `Comanda ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/plata/comanda/${order.id}$`));
  });

  test('another user opening that order gets the 404 page, and cannot pick the listing for a promotion; an anonymous visitor is asked to sign in', async ({
    page,
    request,
    baseURL,
  }) => {
    expect(promotionOrder).not.toBeNull();
    await signIn(page, stranger);
    const visit = await page.goto(`/plata/comanda/${promotionOrder!.id}`);
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, pagina pe care o cauți nu există!');
    await expect(page.locator('main')).not.toContainText(promotionOrder!.number);
    expect((await page.request.get(`/api/checkout/status/${promotionOrder!.id}`)).status()).toBe(404);

    // Nor can they buy a promotion for the owner's listing: the page does not even name it.
    await page.goto(`/plata?anunt=${listingId}`);
    await expect(page.locator('main')).toContainText('Anunțul ales nu se află printre anunțurile tale.');
    await expect(page.locator('main')).not.toContainText(LISTING_TITLE);

    const anonymous = await request.get(`/plata/comanda/${promotionOrder!.id}`, { maxRedirects: 0, headers: { cookie: '' } });
    expect(anonymous.status()).toBe(302);
    expect(new URL(anonymous.headers()['location'], baseURL).searchParams.get('redirect')).toBe(`/plata/comanda/${promotionOrder!.id}`);
  });

  test('a valuation report ordered from evaluare-afaceri, without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ro-RO' });
    await presetConsent(context, baseURL);
    await keepTrafficLocal(context);
    const page = await context.newPage();
    await signIn(page, owner);
    const valuation = products.find((product) => product.kind === 'valuation')!;

    await page.goto('/evaluare-afaceri');
    await expect(page.getByTestId('valuation-price')).toContainText(`Total${eur(withVat(valuation.netEur))}`);
    const start = page.getByTestId('valuation-form');
    await start.getByRole('button', { name: 'Continuă cu datele de facturare' }).click();
    await expect(page.getByTestId('valuation-form').getByText('Câmpul este obligatoriu.')).toBeVisible();

    await page.getByTestId('valuation-form').getByLabel('Denumirea firmei evaluate').fill('Fabrica de Mobilă <b>Nord</b> SA');
    await page.getByTestId('valuation-form').getByLabel('Scopul evaluării și alte detalii (opțional)').fill('Evaluare pentru vânzarea a 40% din acțiuni.');
    await page.getByTestId('valuation-form').getByRole('button', { name: 'Continuă cu datele de facturare' }).click();
    await expect(page).toHaveURL(/\/plata\/date-facturare\?produs=valuation-report&firma=/);

    const form = page.getByTestId('billing-form');
    await expect(form.getByLabel('Denumirea firmei evaluate')).toHaveValue('Fabrica de Mobilă <b>Nord</b> SA');
    await expect(page.getByTestId('order-summary')).toContainText(valuation.name);
    // Billed to a person: the company fields are not needed.
    await form.getByLabel('Persoană fizică').check();
    await form.getByLabel('Nume și prenume').fill('Maria Ionescu');
    await form.getByLabel('Adresa (stradă, număr, bloc, apartament)').fill('Bd. Eroilor 3, ap. 12');
    await form.getByLabel('Localitatea').fill('Florești');
    await form.getByLabel('Județul').selectOption({ label: 'Cluj' });
    await form.getByRole('button', { name: /^Trimite comanda/ }).click();

    await expect(page).toHaveURL(/\/plata\/comanda\/[0-9a-f-]{36}\?nou=1$/);
    await expect(page.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await expect(page.getByTestId('order-product')).toContainText('Fabrica de Mobilă <b>Nord</b> SA');
    await expect(page.getByTestId('order-product').locator('b')).toHaveCount(0);
    await expect(page.getByTestId('order-billing')).toContainText('Persoană fizică');
    await expect(page.getByTestId('payment-amount')).toHaveText(eur(withVat(valuation.netEur)));
    const number = (await page.getByTestId('payment-reference').textContent()) ?? '';
    await waitForMail(owner.email, new RegExp(number));

    const orders = await ordersOf(page);
    expect(orders).toHaveLength(2);

    // Changed their mind: the folded "Renunți la comandă?" cancels it, still without JavaScript.
    await page.getByTestId('order-cancel').getByText('Renunți la comandă?').click();
    await page.getByTestId('order-cancel').getByRole('button', { name: 'Anulează comanda' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Anulată');
    await expect(page.getByTestId('order-outcome')).toContainText('Motiv: Ai anulat comanda din contul tău.');
    await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
    await waitForMail(owner.email, new RegExp(`Comanda ${number} a fost anulată`));
    await context.close();
  });
});
