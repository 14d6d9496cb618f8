import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import type { OrderView } from '../../../backend/src/contracts/orders';
import { apiAs, newAccount, sidebarMenu, signIn, STAFF, STAFF_PASSWORD } from './support';

/**
 * RO e-Factura in the console, end to end on the built site with the SPV stand-in (global-setup.ts):
 * ANAF rejects the invoice of a confirmed transfer; an admin finds it under Vânzări → e-Factura with
 * ANAF's message, retransmits it and sees it validated.
 */

const REJECTION = 'E: validari globale  eroare: [BR-RO-120] Daca Codul tarii cumparatorului este RO, Subdiviziunea tarii trebuie sa fie un cod ISO 3166-2:RO';

const spvRecord = async (request: import('@playwright/test').APIRequestContext) =>
  ((await (await request.get(`${process.env.E2E_SPV_URL}/__stand-in/record`)).json()) as { uploads: { invoiceNumber: string | null; verdict: string }[] })
    .uploads;

test('a rejected invoice shows ANAF’s message in the console; an admin retransmits it and it is validated', async ({ page, playwright, baseURL, request }) => {
  test.setTimeout(60_000);
  const run = randomBytes(3).toString('hex');
  const client = await newAccount(playwright, baseURL!, `Elena Facturescu ${run}`, 'efactura');
  const admin = await apiAs(playwright, baseURL!, STAFF.admin.email, STAFF_PASSWORD);

  // A valuation report owed by transfer; ANAF will reject the first upload of its invoice.
  const ordered = await client.api.post('/api/checkout/raportEvaluare', {
    data: {
      companyName: `Brutăria ${run} SRL`,
      billing: { type: 'person', name: `Elena Facturescu ${run}`, address: 'Str. Horea 5', city: 'Cluj-Napoca', county: 16, email: client.email },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as OrderView;
  expect((await request.post(`${process.env.E2E_SPV_URL}/__stand-in/verdicts`, { data: [{ result: 'nok', errors: [REJECTION] }] })).status()).toBe(204);
  const paid = await admin.api.post(`/api/admin/orders/${order.id}/mark-paid`, { data: { paymentReference: `OP ${run}` } });
  expect(paid.status(), await paid.text()).toBe(200);

  // The buyer sees the invoice's state on the order.
  let invoiceNumber = '';
  await expect
    .poll(
      async () => {
        const view = (await (await client.api.get(`/api/checkout/status/${order.id}`)).json()) as OrderView;
        invoiceNumber = view.invoice?.number ?? '';
        return view.invoice?.efactura.status;
      },
      { timeout: 15_000 },
    )
    .toBe('rejected');
  await admin.api.dispose();

  await signIn(page, STAFF.admin.email);
  await sidebarMenu(page).getByRole('menuitem', { name: 'e-Factura' }).click();
  await expect(page).toHaveURL(/\/admin\/efactura/);
  await page.getByPlaceholder('Caută').fill(invoiceNumber);
  // The search reaches the URL and the list (the header row and the invoice) before the row is opened.
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Respinsă de ANAF');
  await expect(row).toContainText('[BR-RO-120]');
  await row.getByText(invoiceNumber).click();

  await expect(page.getByTestId('efactura-message')).toHaveText(REJECTION);
  await expect(page.getByTestId('efactura-status')).toHaveText('Respinsă de ANAF');
  await page.getByRole('button', { name: 'Retransmite la ANAF' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retransmite' }).click();
  await expect(page.getByText('Factura a fost pusă din nou la transmis.')).toBeVisible();

  // The next answer of the stand-in validates it; the page shows it after a refresh.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('efactura-status').textContent();
      },
      { timeout: 15_000 },
    )
    .toBe('Validată de ANAF');
  await expect(page.getByTestId('efactura-message')).toHaveText('—');
  await expect(page.getByRole('button', { name: 'Retransmite la ANAF' })).toHaveCount(0);
  const uploads = (await spvRecord(request)).filter((upload) => upload.invoiceNumber === invoiceNumber);
  expect(uploads.map((upload) => upload.verdict)).toEqual(['nok', 'ok']);
});
