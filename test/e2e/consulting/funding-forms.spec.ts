/**
 * `formulare-eligibilitate`: a consultant uploads a form in the console, it appears on the public
 * page under its programme (server-rendered, also without JavaScript) and downloads with its name;
 * the demo forms the seed wrote are there too.
 */
import { expect, test } from '@playwright/test';
import { signIn, sidebarMenu, STAFF } from '../admin/support';
import { presetConsent } from '../shell/support';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';

const run = Date.now().toString(36);
const PDF = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n% ${run}\n`, 'latin1');

test.describe('funding programme forms', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('a consultant uploads a form in the console; it is listed under its programme and downloads', async ({ page, browser, baseURL }) => {
    // The console's first load and the download take a while on a busy machine.
    test.slow();
    const title = `Declarația privind ajutoarele de minimis ${run}`;
    await signIn(page, STAFF.consultant.email);
    await sidebarMenu(page).getByRole('menuitem', { name: 'Formulare de eligibilitate' }).click();
    await expect(page).toHaveURL(/\/admin\/funding-forms/);
    await page.getByRole('link', { name: 'Creează' }).click();
    await page.getByRole('combobox', { name: 'Program de finanțare' }).click();
    await page.getByRole('option', { name: /^Măsura 2/ }).click();
    await page.getByRole('textbox', { name: 'Titlu' }).fill(title);
    await page.locator('input[type="file"]').setInputFiles({ name: 'Declarație de minimis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).toHaveURL(/\/admin\/funding-forms$/);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    await page.goto('/formulare-eligibilitate');
    const section = page.locator('section#masura-2');
    await expect(section.getByRole('heading', { level: 2 })).toContainText('Măsura 2');
    const link = section.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await expect(section.locator('.form-files__item').filter({ hasText: title })).toContainText('PDF · 88 B · Declarație de minimis.pdf');
    // The demo forms written by the seed.
    await expect(page.locator('section#masura-3').getByRole('link', { name: 'Lista documentelor pentru dosar' })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Declarație de minimis.pdf');
    const saved = await download.path();
    expect(saved).toBeTruthy();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved!).toString('latin1')).toContain(`% ${run}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Server-rendered: without JavaScript the page lists it the same.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto('/formulare-eligibilitate');
    await expect(plainPage.locator('section#masura-2').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /^\/api\/consulting\/forms\/[0-9a-f-]{36}\/download$/,
    );
    await plain.close();
  });
});
