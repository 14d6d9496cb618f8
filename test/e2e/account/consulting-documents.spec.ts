/**
 * A signed-in client follows their consulting requests on `incarcare-documente`: the status, the
 * upload of documents (a real PDF accepted, a text file refused with the API's message; with
 * JavaScript a progress bar per file up to 100%), the account overview's count, and no way to reach
 * another client's request.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { presetConsent, waitForHydration } from '../shell/support';
import { linkIn, waitForMail } from '../support/mailbox';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';
import { fromSite } from '../support/site-origin';

const PASSWORD = 'Parola123';
const run = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Registers and confirms the address through the emailed link: only confirmed accounts may upload documents. */
async function register(request: APIRequestContext, email: string, fullName: string): Promise<void> {
  const answer = await request.post('/api/account/register', {
    data: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD, userType: 1, acceptTerms: true },
  });
  expect(answer.status(), `register ${email}`).toBe(201);
  const token = linkIn(await waitForMail(email, /Confirmă adresa de email/), '/auth/verifica-email?token=').searchParams.get('token');
  expect((await request.post('/api/auth/verifyEmail', { data: { token } })).status()).toBe(200);
}

/** Signs the page's browser context in (the session cookie is shared with page.request). */
async function signIn(page: Page, email: string): Promise<void> {
  expect((await page.request.post('/api/login', { headers: fromSite(), data: { email, password: PASSWORD } })).status()).toBe(200);
}

async function sendRequest(page: Page, fullName: string, email: string): Promise<{ id: string; number: string }> {
  const sent = await page.request.post('/api/consulting/contact', {
    headers: fromSite(),
    data: { fullName, email, topic: 'funding', message: 'Caut finanțare pentru o linie de producție în Brașov.' },
  });
  expect(sent.status()).toBe(201);
  const mine = await page.request.get('/api/consulting/mine');
  const { docs } = (await mine.json()) as { docs: { id: string; number: string }[] };
  expect(docs).toHaveLength(1);
  return docs[0];
}

test.describe('consulting requests of a client', () => {
  test.describe.configure({ mode: 'serial' });
  const client = { email: `dosar.${run}@example.ro`, name: 'Ștefania Dosar' };
  const other = { email: `altdosar.${run}@example.ro`, name: 'Radu Alt' };

  test.beforeAll(async ({ request }) => {
    await register(request, client.email, client.name);
    await register(request, other.email, other.name);
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('sees the request with its status, sends a PDF, is refused a text file, and finds it from the account', async ({ page }) => {
    await signIn(page, client.email);
    const request = await sendRequest(page, client.name, client.email);

    await page.goto('/cont');
    await expect(page.getByRole('heading', { name: 'Consultanță' })).toBeVisible();
    await expect(page.getByText('Ai 1 cerere de consultanță')).toBeVisible();
    await page.getByRole('link', { name: 'Vezi cererile', exact: true }).click();
    await expect(page).toHaveURL(/\/incarcare-documente$/);
    await waitForHydration(page);

    const card = page.locator(`[data-request-number="${request.number}"]`);
    await expect(card).toContainText(`Cererea nr. ${request.number}`);
    await expect(card.getByTestId('request-status')).toHaveText('Nouă');
    await expect(card).toContainText('Nu ai trimis încă documente pentru această cerere.');

    await card.locator('input[type="file"]').setInputFiles({ name: 'bilant-2025.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByRole('button', { name: 'Trimite documentele' }).click();
    await expect(card.getByRole('status')).toHaveText('Documentul a fost trimis consultantului.');
    const link = card.getByRole('link', { name: 'bilant-2025.pdf' });
    await expect(link).toBeVisible();
    // The link serves the stored file to its owner.
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(
      Buffer.from(await download.body())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await card.locator('input[type="file"]').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('doar text') });
    await card.getByRole('button', { name: 'Trimite documentele' }).click();
    await expect(card.getByRole('alert')).toHaveText('Documentul trebuie să fie PDF sau un fișier Office (Word, Excel, PowerPoint).');
    await expect(card.locator('.my-request__documents li')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("another client neither sees the request nor can add documents to it, even by changing the form's hidden field", async ({ page, browser, baseURL }) => {
    const owner = await browser.newContext({ baseURL });
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, client.email);
    const { docs } = (await (await ownerPage.request.get('/api/consulting/mine')).json()) as { docs: { id: string; number: string; documents: unknown[] }[] };
    const target = docs[0];
    const before = target.documents.length;

    await signIn(page, other.email);
    await page.goto('/incarcare-documente');
    await waitForHydration(page);
    await expect(page.getByText('Nu ai încă nicio cerere de consultanță.', { exact: false })).toBeVisible();
    await expect(page.locator(`[data-request-number="${target.number}"]`)).toHaveCount(0);

    // Forge the form: a request of the other user's own would carry this field.
    await sendRequest(page, other.name, other.email);
    await page.reload();
    await waitForHydration(page);
    const form = page.locator('.my-request__upload').first();
    // The hidden field is React's: set it as the form is submitted, or any re-render would put it back.
    await form.evaluate((element, id) => {
      element.addEventListener('submit', () => ((element.querySelector('input[name="request"]') as HTMLInputElement).value = id));
    }, target.id);
    await form.locator('input[type="file"]').setInputFiles({ name: 'strecurat.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Trimite documentele' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cererea nu există printre cererile tale.' })).toBeVisible();

    const after = (await (await ownerPage.request.get('/api/consulting/mine')).json()) as { docs: { documents: unknown[] }[] };
    expect(after.docs[0].documents).toHaveLength(before);
    await owner.close();
  });

  test('works without JavaScript: the plain form sends the document and the page shows the answer', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
    const page = await context.newPage();
    await signIn(page, client.email);
    await page.goto('/incarcare-documente');
    const card = page.locator('.my-request').first();
    await card.locator('input[type="file"]').setInputFiles({ name: 'oferta-utilaj.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByRole('button', { name: 'Trimite documentele' }).click();
    await expect(page.locator('.my-request').first().getByRole('status')).toHaveText('Documentul a fost trimis consultantului.');
    await expect(page.getByRole('link', { name: 'oferta-utilaj.pdf' })).toBeVisible();
    await context.close();
  });

  test('with JavaScript, the files go straight to the API with a progress bar per file that ends at 100%, then the list shows them', async ({ page }) => {
    await signIn(page, client.email);
    await page.goto('/incarcare-documente');
    await waitForHydration(page);
    const card = page.locator('.my-request').first();
    const before = await card.locator('.my-request__documents li').count();
    const requestId = await card.locator('input[name="request"]').inputValue();
    // A larger file, so the browser reports progress while it sends it.
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    await card.locator('input[type="file"]').setInputFiles([
      { name: 'situatii-financiare-2025.pdf', mimeType: 'application/pdf', buffer: big },
      { name: 'certificat-constatator.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/consulting/${requestId}/documents`));
    await card.getByRole('button', { name: 'Trimite documentele' }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);

    const bars = card.getByRole('list', { name: /^Trimiterea documentelor la cererea / });
    for (const name of ['situatii-financiare-2025.pdf', 'certificat-constatator.pdf']) {
      const row = bars.getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText('Trimis (100%)');
      await expect(row.getByRole('progressbar', { name: `Progresul fișierului ${name}` })).toHaveAttribute('value', '100');
    }
    await expect(card.getByRole('status')).toHaveText('Cele 2 documente au fost trimise consultantului.');
    // The page's data is read again: both documents are listed, without a reload.
    await expect(card.locator('.my-request__documents li')).toHaveCount(before + 2);
    await expect(card.getByRole('link', { name: 'situatii-financiare-2025.pdf' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'certificat-constatator.pdf' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
