/**
 * The paid valuation report, end to end on the built site: a client values a company by its CUI
 * (figures from the ANAF stand-in) and sees the range and the method, orders the report with the
 * estimate carried into the order, an admin confirms the bank transfer in the console, a consultant
 * finds the report workspace (the company's figures and the starting estimate already there), adds
 * an adjustment with its reason, writes the conclusion and the final range and publishes it; the
 * client downloads the PDF from „Rapoarte de evaluare” in their account and gets it by email, once.
 */
import { expect, test } from '@playwright/test';
import { pdfText } from '../../../backend/test/support/pdf-text';
import { newAccount, signIn as consoleSignIn, sidebarMenu, STAFF } from '../admin/support';
import { presetConsent, signIn, waitForHydration } from '../shell/support';
import { mailsTo, waitForMail } from '../support/mailbox';
import { keepTrafficLocal } from '../support/page-checks';

/** A company the ANAF stand-in knows (backend/test/support/anaf-company-stand-in.ts). */
const CUI = 'RO18547290';
const COMPANY = 'BRUTĂRIA ARTIZANALĂ SRL';
const CONCLUSION = 'Brutăria are clienți fideli și marje peste media sectorului; recomandăm un preț de pornire apropiat de valoarea centrală.';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('paid valuation report', () => {
  test('CUI → instant range → order → paid in the console → the consultant publishes → the client downloads the PDF and gets the email', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const client = await newAccount(playwright, baseURL!, 'Ioana Evaluată', 'raport');

    // 1. The instant valuation by CUI: the range and its method.
    await presetConsent(page.context(), baseURL);
    await keepTrafficLocal(page.context());
    await signIn(page, { email: client.email, password: 'Parola123' });
    await page.goto('/evaluare-afaceri');
    await waitForHydration(page);
    const byCui = page.getByTestId('estimate-cui-form');
    await byCui.getByLabel('Codul fiscal (CUI) al firmei').fill(CUI);
    await byCui.getByRole('button', { name: 'Evaluează după CUI' }).click();
    const estimate = page.getByTestId('estimate');
    await expect(estimate).toBeVisible({ timeout: 15_000 });
    await expect(estimate).toContainText(COMPANY);
    const low = euros(await estimate.getByTestId('estimate-low').textContent());
    const mid = euros(await estimate.getByTestId('estimate-mid').textContent());
    const high = euros(await estimate.getByTestId('estimate-high').textContent());
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(mid);
    expect(mid).toBeLessThan(high);
    expect(await estimate.getByTestId('method-steps').locator('li').count()).toBeGreaterThan(0);

    // 2. The report ordered with the estimate carried into the order.
    const orderForm = page.getByTestId('valuation-form');
    const estimateId = await orderForm.locator('input[name="estimateId"]').inputValue();
    expect(estimateId).not.toBe('');
    await expect(orderForm.getByLabel('Denumirea firmei evaluate')).toHaveValue(COMPANY);
    await orderForm.getByRole('button', { name: 'Continuă cu datele de facturare' }).click();
    await expect(page).toHaveURL(/\/plata\/date-facturare\?/);
    const billing = page.getByTestId('billing-form');
    await billing.getByLabel('Persoană fizică').check();
    await billing.getByLabel('Nume și prenume').fill('Ioana Evaluată');
    await billing.getByLabel('Adresa (stradă, număr, bloc, apartament)').fill('Str. Memorandumului 10');
    await billing.getByLabel('Localitatea').fill('Cluj-Napoca');
    await billing.getByLabel('Județul').selectOption({ label: 'Cluj' });
    await billing.getByRole('button', { name: /^Trimite comanda/ }).click();
    await expect(page).toHaveURL(/\/plata\/comanda\/[0-9a-f-]{36}\?nou=1$/);
    const orderNumber = ((await page.getByTestId('payment-reference').textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^CMD-/);
    const orderId = /\/plata\/comanda\/([0-9a-f-]{36})/.exec(page.url())![1];

    // 3. An admin confirms the bank transfer in the console.
    const adminContext = await browser.newContext({ baseURL, locale: 'ro-RO' });
    const admin = await adminContext.newPage();
    await consoleSignIn(admin, STAFF.admin.email);
    await sidebarMenu(admin).getByRole('menuitem', { name: 'Comenzi' }).click();
    await admin.getByPlaceholder('Caută').fill(orderNumber);
    await expect(admin).toHaveURL(/filter=.*%22q%22/);
    await admin.getByRole('row').filter({ hasText: orderNumber }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}/show$`));
    const main = admin.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect(main.getByTestId('order-status')).toHaveText('Așteaptă plata');
    await main.getByRole('button', { name: 'Marchează ca plătită' }).click();
    const paidDialog = admin.getByRole('dialog');
    await paidDialog.getByLabel('Referința din extrasul bancar').fill('OP 5120 din extrasul BT');
    await paidDialog.getByRole('button', { name: 'Confirmă plata' }).click();
    await expect(paidDialog).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Marchează ca plătită' })).toHaveCount(0);
    await adminContext.close();

    // 4. The consultant completes the report in the console and publishes it.
    const consultantContext = await browser.newContext({ baseURL, locale: 'ro-RO' });
    const consultant = await consultantContext.newPage();
    await consoleSignIn(consultant, STAFF.consultant.email);
    await sidebarMenu(consultant).getByRole('menuitem', { name: 'Rapoarte de evaluare' }).click();
    await expect(consultant).toHaveURL(/\/admin\/valuation-reports/);
    await consultant.getByPlaceholder('Firmă, CUI, comandă, client').fill(orderNumber);
    await expect(consultant).toHaveURL(/filter=.*%22q%22/);
    const row = consultant.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByTestId('valuation-report-status')).toHaveText('Ciornă');
    await row.click();
    await expect(consultant).toHaveURL(/\/admin\/valuation-reports\/[0-9a-f-]{36}$/);
    // The figures came from ANAF and the starting range is the client's instant estimate (the job after the payment may still be running).
    const summary = consultant.getByTestId('valuation-summary');
    await expect(summary).toBeVisible({ timeout: 15_000 });
    if (!(await summary.textContent())?.includes('Cifrele au fost citite de la ANAF')) {
      await expect(async () => {
        await consultant.reload();
        await expect(summary).toContainText('Cifrele au fost citite de la ANAF', { timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
    }
    await expect(consultant.getByTestId('valuation-starting').getByLabel('Central')).toHaveValue(String(mid));
    await expect(consultant.getByTestId('valuation-figures').getByLabel('Cod CAEN')).toHaveValue('1071');

    const adjustments = consultant.getByTestId('valuation-adjustments');
    await adjustments.getByRole('button', { name: 'Adaugă' }).click();
    await adjustments.getByLabel('Ajustare').fill('Clientelă fidelă');
    await adjustments.getByLabel('Valoare').fill('10');
    await adjustments.getByLabel('Motivul').fill('Contracte pe doi ani cu trei lanțuri de magazine.');
    await expect(consultant.getByTestId('valuation-adjusted')).toContainText('După ajustări');
    const conclusion = consultant.getByTestId('valuation-conclusion');
    await conclusion.getByLabel('Concluzia').fill(CONCLUSION);
    await conclusion.getByLabel('Minim').fill(String(low));
    await conclusion.getByLabel('Central').fill(String(mid));
    await conclusion.getByLabel('Maxim').fill(String(high));
    await consultant.getByRole('button', { name: 'Salvează ciorna' }).click();
    await expect(consultant.getByRole('button', { name: 'Publică raportul' })).toBeEnabled();
    await consultant.getByRole('button', { name: 'Publică raportul' }).click();
    const publishDialog = consultant.getByRole('dialog');
    await expect(publishDialog).toContainText(`Publici raportul pentru ${COMPANY}?`);
    await publishDialog.getByRole('button', { name: 'Publică' }).click();
    await expect(consultant.getByTestId('valuation-summary').getByTestId('valuation-report-status')).toHaveText('Publicat, versiunea 1');
    await expect(consultant.getByTestId('valuation-versions')).toContainText('versiunea 1');
    await consultantContext.close();

    // 5. The client gets the email with the PDF, once, and downloads the report in their account.
    const mail = await waitForMail(client.email, new RegExp(`Raportul de evaluare pentru ${COMPANY}`), 30_000);
    expect(mail.body).toContain('Rapoarte de evaluare');
    await page.goto('/cont#rapoarte-evaluare');
    const section = page.locator('[data-valuation-report-id]').filter({ hasText: COMPANY });
    await expect(section.getByTestId('valuation-report-status')).toHaveText('Publicat, versiunea 1');
    const link = section.getByTestId('valuation-report-pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('raport-evaluare-BRUTARIA-ARTIZANALA-SRL-v1.pdf');
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const text = (await pdfText(await pdf.body())).replace(/\s+/g, ' ');
    expect(text).toContain(COMPANY);
    expect(text).toContain('recomandăm un preț de pornire');
    expect(text).toContain('Clientelă fidelă');
    expect(mailsTo(client.email, new RegExp(`Raportul de evaluare pentru ${COMPANY}`))).toHaveLength(1);

    // Another user gets the 404 for it.
    const stranger = await newAccount(playwright, baseURL!, 'Mihai Curios', 'strain');
    expect((await stranger.api.get((await link.getAttribute('href'))!)).status()).toBe(404);
    await stranger.api.dispose();
    await client.api.dispose();
  });
});
