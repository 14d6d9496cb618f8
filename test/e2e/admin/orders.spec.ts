import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { AdminOrderView, OrderView } from '../../../backend/src/contracts/orders';
import { waitForMail } from '../support/mailbox';
import { apiAs, newAccount, SECTION_LABELS, sidebarMenu, signIn, STAFF, STAFF_PASSWORD, type Account } from './support';

/**
 * Orders in the staff console, end to end on the built site: a client orders a promotion for an
 * approved listing and owes a bank transfer; an admin finds the order from the dashboard, confirms
 * the payment with the bank statement reference (the listing is promoted, the client is emailed)
 * or cancels another order with a reason; a consultant reads orders without the payment buttons;
 * a moderator has no orders at all.
 */

const unique = () => randomBytes(3).toString('hex');
type Client = Account;
const newClient = (playwright: Parameters<typeof newAccount>[0], baseURL: string, fullName: string) => newAccount(playwright, baseURL, fullName, 'comenzi');

/** A business for sale of the client, approved by a moderator (only approved listings can be promoted). */
async function approvedListing(client: Client, moderator: APIRequestContext, title: string): Promise<{ id: string; slug: string; title: string }> {
  const created = await client.api.post('/api/company', {
    data: { title, description: '<p>Afacere stabilă, cu clienți recurenți.</p>', price: 85000, county: 16, city: 'Cluj-Napoca', domain: [9] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; slug: string; title: string };
  const approved = await moderator.post(`/api/admin/listings/${listing.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  return listing;
}

/** The client orders the 30-day promotion of the listing; the order waits for the bank transfer. */
async function promotionOrder(client: Client, listingId: string, billingName: string): Promise<OrderView> {
  const response = await client.api.post('/api/checkout/orderForEntity', {
    data: {
      listingId,
      product: 'promotion-30',
      billing: {
        type: 'person',
        name: billingName,
        address: 'Str. Memorandumului 10',
        city: 'Cluj-Napoca',
        county: 16,
        email: client.email,
        phone: '0740123456',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as OrderView;
  expect(order.status).toBe('awaiting_payment');
  return order;
}

/** Opens "Comenzi" from the menu and finds one order by its number. */
async function findOrder(page: Page, number: string) {
  await sidebarMenu(page).getByRole('menuitem', { name: 'Comenzi' }).click();
  await expect(page).toHaveURL(/\/admin\/orders/);
  await expect(page.getByRole('combobox', { name: 'Stare' })).toContainText('Așteaptă plata');
  await page.getByPlaceholder('Caută').fill(number);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  return page.getByRole('row').filter({ hasText: number });
}

test.describe('staff console: orders', () => {
  let admin: APIRequestContext;
  let moderator: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    const baseURL = test.info().project.use.baseURL!;
    admin = (await apiAs(playwright, baseURL, STAFF.admin.email, STAFF_PASSWORD)).api;
    moderator = (await apiAs(playwright, baseURL, STAFF.moderator.email, STAFF_PASSWORD)).api;
  });
  test.afterAll(async () => {
    await admin?.dispose();
    await moderator?.dispose();
  });

  test('an admin sees the orders waiting for payment on the dashboard, opens one and marks it paid with the bank reference', async ({
    page,
    playwright,
    baseURL,
    request,
  }) => {
    const client = await newClient(playwright, baseURL!, 'Paula Plătitoare');
    const listing = await approvedListing(client, moderator, `Atelier de tâmplărie în Cluj ${unique()}`);
    const order = await promotionOrder(client, listing.id, 'Paula Plătitoare');

    await signIn(page, STAFF.admin.email);
    const { orders } = (await (await admin.get('/api/admin/dashboard')).json()) as { orders: { awaitingPayment: number; paidLast30Days: number } };
    expect(orders.awaitingPayment).toBeGreaterThanOrEqual(1);
    const card = page.getByTestId('dashboard-summary').locator('[data-card="orders"]');
    await expect(card.getByRole('heading', { name: 'Comenzi în așteptarea plății' })).toBeVisible();
    await expect(card.locator('[data-count="awaiting_payment"]')).toHaveText(`Așteaptă plata: ${orders.awaitingPayment}`);
    await expect(card.locator('[data-count="paid_30_days"]')).toHaveText(`Plătite în ultimele 30 de zile: ${orders.paidLast30Days}`);

    // The count leads to the list filtered to the orders waiting for payment.
    await card.locator('[data-count="awaiting_payment"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\?.*filter=.*awaiting_payment/);
    await expect(page.getByRole('combobox', { name: 'Stare' })).toContainText('Așteaptă plata');
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('Promovare anunț');
    await expect(row).toContainText('Promovat');
    await expect(row).toContainText('Paula Plătitoare');
    await expect(row).toContainText(client.email);
    await expect(row).toContainText('59,29 €');
    await expect(row.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await row.getByText(order.number).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/show$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expect(main.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await expect(main.getByTestId('order-billing')).toContainText('Str. Memorandumului 10');
    await expect(main.getByTestId('order-billing')).toContainText('Cluj');
    await expect(main.getByTestId('order-payment')).toContainText(order.number);
    // The promoted listing links to its page in the console.
    await expect(main.getByTestId('order-listing').getByRole('link', { name: listing.title })).toHaveAttribute('href', `/admin/company/${listing.id}/show`);

    await main.getByRole('button', { name: 'Marchează ca plătită' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Confirmi plata comenzii ${order.number}?`);
    // The reference is required: nothing is sent without it.
    await dialog.getByRole('button', { name: 'Confirmă plata' }).click();
    await expect(dialog).toContainText('Obligatoriu');
    await dialog.getByLabel('Referința din extrasul bancar').fill('OP 4471 din extrasul BT');
    await dialog.getByRole('button', { name: 'Confirmă plata' }).click();

    await expect(page.getByText('Plata a fost confirmată. Clientul este anunțat pe email.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByTestId('order-status')).toHaveText('Plătită');
    await expect(main.getByTestId('order-payment-reference')).toHaveText('OP 4471 din extrasul BT');
    await expect(main.getByRole('button', { name: 'Marchează ca plătită' })).toHaveCount(0);
    // A paid order can still be cancelled (its money goes back: test/e2e/checkout/card-payment.spec.ts).
    await expect(main.getByRole('button', { name: 'Anulează comanda' })).toBeVisible();

    // The payment applied the order: the listing is promoted, the client is told, the log has it.
    const stored = (await (await admin.get(`/api/admin/orders/${order.id}`)).json()) as AdminOrderView;
    expect(stored).toMatchObject({ status: 'paid', paymentReference: 'OP 4471 din extrasul BT' });
    expect(stored.promotedUntil).toBeTruthy();
    const publicListing = (await (await request.get(`/api/company/${listing.slug}`)).json()) as { promotedUntil: string | null };
    expect(new Date(publicListing.promotedUntil!).getTime()).toBeGreaterThan(Date.now());
    const paidMail = await waitForMail(client.email, new RegExp(`Plata pentru comanda ${order.number} a fost confirmată`));
    expect(paidMail.body).toContain(listing.title);
    const audit = (await (await admin.get(`/api/admin/audit?entityId=${order.id}&action=order.mark_paid`)).json()) as { docs: { actorEmail: string }[] };
    expect(audit.docs).toMatchObject([{ actorEmail: STAFF.admin.email }]);
    await client.api.dispose();
  });

  test('an admin cancels an order with a reason the client receives', async ({ page, playwright, baseURL }) => {
    const client = await newClient(playwright, baseURL!, 'Cezar Renunțător');
    const listing = await approvedListing(client, moderator, `Brutărie de cartier ${unique()}`);
    const order = await promotionOrder(client, listing.id, 'Cezar Renunțător');

    await signIn(page, STAFF.admin.email);
    await page.goto(`/admin/orders/${order.id}/show`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await main.getByRole('button', { name: 'Anulează comanda' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Anulezi comanda ${order.number}?`);
    await dialog.getByLabel('Motivul anulării').fill('Clientul a cerut anularea.');
    await dialog.getByRole('button', { name: 'Anulează comanda' }).click();

    await expect(page.getByText('Comanda a fost anulată. Clientul este anunțat pe email.')).toBeVisible();
    await expect(main.getByTestId('order-status')).toHaveText('Anulată');
    await expect(main.locator('[data-field="cancelReason"]')).toContainText('Clientul a cerut anularea.');
    await expect(main.getByRole('button', { name: 'Marchează ca plătită' })).toHaveCount(0);
    const stored = (await (await admin.get(`/api/admin/orders/${order.id}`)).json()) as AdminOrderView;
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'Clientul a cerut anularea.', paymentReference: null });
    const cancelledMail = await waitForMail(client.email, new RegExp(`Comanda ${order.number} a fost anulată`));
    expect(cancelledMail.body).toContain('Clientul a cerut anularea.');
    await client.api.dispose();
  });

  test('a consultant reads the orders without the payment buttons', async ({ page, playwright, baseURL }) => {
    const client = await newClient(playwright, baseURL!, 'Costel Consultat');
    const listing = await approvedListing(client, moderator, `Service auto în Florești ${unique()}`);
    const order = await promotionOrder(client, listing.id, 'Costel Consultat');

    await signIn(page, STAFF.consultant.email);
    await expect(page.getByTestId('dashboard-summary').locator('[data-card="orders"]')).toBeVisible();
    const row = await findOrder(page, order.number);
    await expect(row).toContainText('Costel Consultat');
    await row.getByText(order.number).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/show$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(order.number);
    await expect(main.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await expect(main.getByTestId('order-billing')).toContainText('Costel Consultat');
    // The listing is named, but consultants do not open the listing screens.
    await expect(main.getByTestId('order-listing')).toContainText(listing.title);
    await expect(main.getByTestId('order-listing').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Marchează ca plătită' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anulează comanda' })).toHaveCount(0);
    // And the API refuses the decision anyway.
    const consultant = (await apiAs(playwright, baseURL!, STAFF.consultant.email, STAFF_PASSWORD)).api;
    expect((await consultant.post(`/api/admin/orders/${order.id}/mark-paid`, { data: { paymentReference: 'OP 1' } })).status()).toBe(403);
    await consultant.dispose();
    await client.api.dispose();
  });

  test('a moderator has no "Comenzi" in the menu and cannot open the orders', async ({ page }) => {
    await signIn(page, STAFF.moderator.email);
    const menu = sidebarMenu(page);
    await expect(menu.getByText(SECTION_LABELS.listings, { exact: true })).toBeVisible();
    await expect(menu.getByText(SECTION_LABELS.sales, { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Comenzi' })).toHaveCount(0);
    await expect(page.getByTestId('dashboard-summary').locator('[data-card="orders"]')).toHaveCount(0);

    await page.goto('/admin/orders');
    await expect(page.getByText('Acces interzis')).toBeVisible();
  });
});
