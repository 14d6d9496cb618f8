/**
 * Card payment, end to end on the built site with the Stripe stand-in (global-setup.ts): a client
 * promotes an approved listing, pays by card on the stand-in's hosted page (which sends Stripe's
 * signed `checkout.session.completed` event to the site's webhook), comes back to the order page,
 * sees the promotion applied and downloads the invoice; an admin cancels the paid order with a
 * reason in the console: the payment is refunded at the stand-in, the credit note is listed on the
 * order page and the promotion has ended.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { StandInRecord } from '../../../backend/test/support/stripe-stand-in';
import { ACCOUNT_PASSWORD, apiAs, newAccount, signIn as signInToConsole, STAFF, STAFF_PASSWORD } from '../admin/support';
import { presetConsent, signIn, waitForHydration } from '../shell/support';
import { waitForMail } from '../support/mailbox';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';

const stripeRecord = async (request: APIRequestContext): Promise<StandInRecord> => {
  const answer = await request.get(`${process.env.E2E_STRIPE_URL}/__stand-in/record`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as StandInRecord;
};

test('a client pays a promotion by card and gets the invoice; staff cancel it: refunded, credit note, promotion ended', async ({
  page,
  browser,
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const client = await newAccount(playwright, baseURL!, 'Irina Cardașu', 'card');
  const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
  const created = await client.api.post('/api/company', {
    data: {
      title: `Atelier de tâmplărie ${run}`,
      description: '<p>Atelier cu utilaje noi și comenzi constante.</p>',
      price: 95000,
      county: 16,
      city: 'Cluj-Napoca',
      domain: [9],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; slug: string; title: string };
  expect((await moderator.api.post(`/api/admin/listings/${listing.id}/approve`)).status()).toBe(200);
  await moderator.api.dispose();

  await presetConsent(page.context(), baseURL);
  await keepTrafficLocal(page.context());
  await signIn(page, { email: client.email, password: ACCOUNT_PASSWORD });

  // The package and the billing data, as for a transfer.
  await page.goto(`/plata?anunt=${listing.id}`);
  await page.locator('[data-product-id="promotion-30"]').getByRole('link', { name: 'Alege pachetul Promovat' }).click();
  await waitForHydration(page);
  const form = page.getByTestId('billing-form');
  await form.getByLabel('Persoană fizică').check();
  await form.getByLabel('Nume și prenume').fill('Irina Cardașu');
  await form.getByLabel('Adresa (stradă, număr, bloc, apartament)').fill('Str. Horea 5, ap. 2');
  await form.getByLabel('Localitatea').fill('Cluj-Napoca');
  await form.getByLabel('Județul').selectOption({ label: 'Cluj' });
  await form.getByRole('button', { name: /^Trimite comanda/ }).click();
  await expect(page).toHaveURL(/\/plata\/comanda\/[0-9a-f-]{36}\?nou=1$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const orderNumber = (await page.getByTestId('payment-reference').textContent())!;

  // Card or transfer: the card goes to the processor's hosted page.
  const card = page.getByTestId('card-payment');
  await expect(card).toContainText('Plătești 59,29 €');
  await expect(page.getByTestId('payment-instructions')).toContainText('Sau plătești prin transfer bancar');
  expect(await seriousViolations(page), 'order page with the payment choice').toEqual([]);
  await card.getByRole('button', { name: 'Plătește cu cardul' }).click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_STRIPE_URL}/pay/cs_test_`));
  await expect(page.locator('main')).toContainText(`Comanda ${orderNumber}: 59,29 EUR`);
  const session = (await stripeRecord(request)).sessions.find((item) => item.metadata.orderId === orderId)!;
  expect(session).toMatchObject({
    amount_total: 5929,
    currency: 'eur',
    client_reference_id: orderNumber,
    success_url: `${baseURL}/plata/comanda/${orderId}?plata=card`,
  });

  // Paid: the stand-in sends the signed event to the site, then brings the client back.
  await page.getByRole('button', { name: 'Plătește' }).click();
  await expect(page).toHaveURL(new RegExp(`/plata/comanda/${orderId}\\?plata=card`));
  // The event is still on its way: the page says so and reloads itself (a meta refresh) until it is paid.
  await expect(page.getByTestId('card-confirming')).toContainText('Plata este în curs de confirmare');
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', `3;url=/plata/comanda/${orderId}?plata=card&reincarcare=1`);
  await expect(page.getByTestId('order-status')).toHaveText('Plătită', { timeout: 15_000 });
  await expect.poll(async () => (await stripeRecord(request)).webhookDeliveries.filter((delivery) => delivery.status === 200).length).toBe(1);
  await expect(page.getByTestId('order-outcome')).toContainText('Anunțul tău este promovat până la');
  await expect(page.getByTestId('card-confirming')).toHaveCount(0);
  const promoted = (await (await request.get(`/api/company/${listing.slug}`)).json()) as { promotedUntil: string | null };
  expect(new Date(promoted.promotedUntil!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  await waitForMail(client.email, new RegExp(`Plata pentru comanda ${orderNumber} a fost confirmată`));

  // The invoice, downloaded from the order page.
  const invoice = page.getByTestId('order-invoice');
  await expect(invoice).toContainText(/Factura RAF-\d{4}-\d{6}/);
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('link', { name: 'Descarcă PDF' }).click()]);
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

  // Staff cancel the paid order with a reason in the console.
  const staff = await browser.newContext({ baseURL });
  const console = await staff.newPage();
  await signInToConsole(console, STAFF.admin.email);
  await console.goto(`/admin/orders/${orderId}/show`);
  const main = console.getByRole('main');
  await expect(main.getByTestId('order-status')).toHaveText('Plătită');
  await expect(main.getByTestId('order-payment')).toContainText('Card bancar (Stripe Checkout)');
  await main.getByRole('button', { name: 'Anulează comanda' }).click();
  const dialog = console.getByRole('dialog');
  await expect(dialog).toContainText('suma se rambursează automat prin Stripe');
  await dialog.getByLabel('Motivul anulării').fill('Clientul a renunțat la promovare în primele zile.');
  await dialog.getByRole('button', { name: 'Anulează comanda' }).click();
  await expect(console.getByText('Comanda a fost anulată. Clientul este anunțat pe email.')).toBeVisible();
  await expect(main.getByTestId('order-status')).toHaveText('Anulată');
  await expect(main.getByTestId('order-refund')).toContainText('Rambursare trimisă către procesatorul de plăți');
  await staff.close();

  // Refunded once at the stand-in, against the payment of that session.
  const record = await stripeRecord(request);
  const paid = record.sessions.find((item) => item.id === session.id)!;
  expect(record.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toEqual([
    expect.objectContaining({ amount: 5929, currency: 'eur' }),
  ]);

  // The client's order page: cancelled, refunded to the card, the credit note beside the invoice; the promotion is over.
  await page.goto(`/plata/comanda/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Anulată');
  await expect(page.getByTestId('order-refund')).toContainText('a fost rambursată pe cardul cu care ai plătit');
  await expect(page.getByTestId('order-invoice')).toBeVisible();
  await expect(page.getByTestId('order-credit-note')).toContainText(/Factura storno \S+/);
  await expect(page.getByTestId('order-credit-note')).toContainText('-59,29 €');
  const ended = (await (await request.get(`/api/company/${listing.slug}`)).json()) as { promotedUntil: string | null };
  expect(ended.promotedUntil === null || new Date(ended.promotedUntil).getTime() <= Date.now()).toBe(true);
  const cancelledMail = await waitForMail(client.email, new RegExp(`Comanda ${orderNumber} a fost anulată`));
  expect(cancelledMail.body).toContain('a fost rambursată pe cardul cu care ai plătit');
  await client.api.dispose();
});
