/**
 * The deal room's acceptance journey (issue 21), one browser journey on fresh accounts: a seller
 * publishes a confidential company listing with a private picture and a private document (the
 * title naming the company refused); a moderator approves it; a visitor and a signed-in buyer see
 * only the teaser (no company name, locality or document link anywhere in the page); the buyer
 * requests access accepting the NDA; the seller approves on `cont/cereri-acces`; the buyer opens
 * the document (its exact bytes) and writes from the listing (markup shown as text to the seller);
 * the seller answers in `cont/mesaje`; both see the thread in order; the seller's chart on
 * `cont/anunturile-mele` counts the buyer's view; editing the listing starts from its document.
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ListingStats } from '../../../backend/src/contracts/listing-stats';
import { listingPublicPath } from '../../../backend/src/contracts/public-pages';
import { ACCOUNT_PASSWORD, apiAs, newAccount, STAFF, STAFF_PASSWORD } from '../admin/support';
import { ownAddress, presetConsent, signIn, waitForHydration } from '../shell/support';
import { keepTrafficLocal } from '../support/page-checks';

/** A PNG of one colour (RGB, 8 bits), from the CRC-32 table up: a picture to upload. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF (the API checks the bytes, not the name), unique to this run. */
function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

async function browserOf(browser: Browser, baseURL: string | undefined, headers?: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers });
  await keepTrafficLocal(context);
  await presetConsent(context, baseURL);
  return context.newPage();
}

test('deal room: publish with a document, teaser, access with the NDA, approval, the document, messages and the seller’s chart', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const company = `Ateliere Brădet ${run} SRL`;
  const city = 'Mărișel';
  const title = `Atelier de tâmplărie cu contracte în turism ${run}`;
  const documentBytes = pdf(`bilant ${run}`);
  const question = `Bună ziua, aș vrea detalii despre contracte. <script>alert("${run}")</script>`;
  const answer = `Desigur, vă trimit lista până mâine (${run}).`;

  const sellerAccount = await newAccount(playwright, baseURL!, 'Mihai Vânzătorul', 'vanzator');
  const buyerAccount = await newAccount(playwright, baseURL!, 'Ana Cumpărătoarea', 'cumparator');

  // ---------------------------------------------------------------- the seller publishes
  const seller = await browserOf(browser, baseURL);
  await signIn(seller, { email: sellerAccount.email, password: ACCOUNT_PASSWORD });
  await seller.goto('/adauga-companie');
  await waitForHydration(seller);
  await expect(seller.locator('form.publish-form[data-hydrated="true"]')).toBeVisible();

  await seller.getByLabel('Titlul anunțului').fill(title);
  await seller.getByRole('checkbox', { name: 'HoReCa' }).check();
  await seller.getByLabel('Descriere', { exact: true }).fill(`${company}: atelier cu 9 angajați în ${city}, contracte cu hoteluri și pensiuni.`);
  await expect(seller.getByLabel('Descriere publică (teaser)')).toBeHidden();
  await seller.getByLabel('Anunț confidențial').check();
  await seller.getByLabel('Descriere publică (teaser)').fill('Atelier de tâmplărie cu contracte recurente în turism, vândut cu tot cu utilaje.');
  await seller.getByLabel('Denumirea firmei (vizibilă doar cumpărătorilor aprobați)').fill(company);
  await seller.getByRole('checkbox', { name: 'Cifra de afaceri' }).check();
  // The title may not name the company.
  await seller.getByLabel('Titlul anunțului').fill(`Ateliere Brădet ${run} de vânzare`);
  await seller.getByRole('button', { name: 'Continuă' }).click();
  await expect(seller.getByText('Titlul nu poate conține denumirea firmei: anunțul este confidențial.')).toBeVisible();
  await seller.getByLabel('Titlul anunțului').fill(title);
  await continueTo(seller, 'Detalii financiare și juridice');

  await seller.getByLabel('Prețul cerut').fill('90.000');
  await seller.getByLabel('Cifra de afaceri anuală').fill('300.000');
  await continueTo(seller, 'Localizare și contact');
  await seller.getByLabel('Județul').selectOption({ label: 'Cluj' });
  await seller.getByLabel('Localitatea').selectOption(city);
  await continueTo(seller, 'Fotografii');

  // A public picture and a private one.
  await seller.getByLabel(/Adaugă fotografii/).setInputFiles([
    { name: 'hala.png', mimeType: 'image/png', buffer: png(64, 48, [120, 80, 40]) },
    { name: 'utilaje.png', mimeType: 'image/png', buffer: png(64, 48, [40, 80, 120]) },
  ]);
  const thumbnails = seller.getByTestId('gallery-thumbnails').getByRole('listitem');
  await expect(thumbnails).toHaveCount(2);
  await thumbnails
    .nth(1)
    .getByLabel(/Privată/)
    .check();

  // The private documents: a picture is refused in the browser, a draft is removed again.
  const documents = seller.getByTestId('publish-documents');
  await expect(documents).toContainText('Le văd doar tu, echipa RoAfaceri și cumpărătorii cărora le aprobi accesul (pentru un anunț confidențial).');
  await documents.getByLabel(/Adaugă documente/).setInputFiles([
    { name: 'Bilanț 2025.pdf', mimeType: 'application/pdf', buffer: documentBytes },
    { name: 'Ciornă.pdf', mimeType: 'application/pdf', buffer: pdf(`ciorna ${run}`) },
    { name: 'poza.png', mimeType: 'image/png', buffer: png(8, 8, [0, 0, 0]) },
  ]);
  await expect(documents.getByRole('alert')).toHaveText('„poza.png” nu este un document acceptat (PDF, Word, Excel sau PowerPoint).');
  const listed = documents.getByTestId('document-list').getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText(`Bilanț 2025.pdf (${documentBytes.length} B)`);
  await documents.getByRole('button', { name: 'Elimină documentul Ciornă.pdf' }).click();
  await expect(listed).toHaveCount(1);
  await continueTo(seller, 'Previzualizare');

  const preview = seller.getByTestId('publish-preview');
  await expect(preview.getByTestId('preview-confidential')).toContainText(company);
  await expect(preview).toContainText('Atelier de tâmplărie cu contracte recurente');
  await expect(preview).not.toContainText(city);
  await expect(preview.getByRole('img')).toHaveCount(1);
  await expect(preview.getByTestId('preview-documents').getByRole('listitem')).toHaveText(['Bilanț 2025.pdf']);

  await seller.getByRole('button', { name: 'Trimite spre aprobare' }).click();
  await expect(seller).toHaveURL(/\/cont\/anunturile-mele\?trimis=[0-9a-f-]{36}$/);
  const id = new URL(seller.url()).searchParams.get('trimis')!;
  const saved = (await (await seller.request.get(`/api/company/id/${id}`)).json()) as Record<string, unknown> & {
    gallery: { private?: boolean }[];
    documents: { originalName: string }[];
  };
  expect(saved).toMatchObject({ confidential: true, companyName: company, publicFigures: ['yearlyTurnover'], city });
  expect(String(saved.teaser)).toContain('Atelier de tâmplărie cu contracte recurente');
  expect(saved.gallery.map((image) => image.private === true)).toEqual([false, true]);
  expect(saved.documents.map((document) => document.originalName)).toEqual(['Bilanț 2025.pdf']);
  await expect(seller.locator(`[data-listing-id="${id}"]`).getByTestId('access-requests-link')).toBeVisible();

  // ---------------------------------------------------------------- a moderator approves it
  const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
  expect((await moderator.api.post(`/api/admin/listings/${id}/approve`)).status()).toBe(200);
  await moderator.api.dispose();
  const published = (await (await seller.request.get(`/api/company/id/${id}`)).json()) as { type: number; slug: string; category?: string | null };
  const path = listingPublicPath(published);
  const todaysViews = async () => ((await (await sellerAccount.api.get(`/api/listings/mine/${id}/stats?days=30`)).json()) as ListingStats).days.at(-1)!.views;

  // ---------------------------------------------------------------- what a visitor and the buyer see
  const visitor = await browserOf(browser, baseURL, ownAddress());
  const visitorBeacon = visitor.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/listings/${id}/views`));
  await visitor.goto(path);
  expect((await (await visitorBeacon).response())?.status()).toBe(204);
  await expect.poll(todaysViews).toBe(1);
  const visitorRoom = visitor.getByTestId('deal-room');
  await expect(visitorRoom.getByTestId('confidential-badge')).toHaveText('Anunț confidențial');
  await expect(visitorRoom.getByTestId('access-login')).toHaveAttribute('href', `/auth/login?redirect=${encodeURIComponent(path)}`);
  await expect(visitor.getByTestId('contact-form')).toHaveCount(0);
  await visitor.context().close();

  // The buyer's browser has an address of its own, so its view is counted for the seller's chart.
  const buyer = await browserOf(browser, baseURL, ownAddress());
  await signIn(buyer, { email: buyerAccount.email, password: ACCOUNT_PASSWORD });
  const beacon = buyer.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/listings/${id}/views`));
  await buyer.goto(path);
  expect((await (await beacon).response())?.status()).toBe(204);
  await expect.poll(todaysViews).toBe(2);
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(title);
  const teaserHtml = await buyer.content();
  for (const secret of [`Brădet ${run}`, city, '/documents/', 'Bilanț 2025', 'hoteluri și pensiuni'])
    expect(teaserHtml, `the teaser's page shows no „${secret}”`).not.toContain(secret);
  await expect(buyer.getByTestId('deal-room-documents')).toHaveCount(0);
  await expect(buyer.getByTestId('company-name')).toHaveCount(0);

  // The buyer requests access, accepting the NDA.
  await waitForHydration(buyer);
  const requestForm = buyer.getByTestId('access-request-form');
  await requestForm.getByLabel('Mesaj pentru vânzător').fill('Sunt interesată: am finanțarea aprobată.');
  await requestForm.getByTestId('nda').locator('summary').click();
  await requestForm.getByLabel(/Am citit și accept acordul de confidențialitate/).check();
  await requestForm.getByRole('button', { name: 'Solicită acces' }).click();
  await expect(buyer.getByTestId('access-request-state')).toContainText('Cererea ta așteaptă răspunsul vânzătorului.');

  // ---------------------------------------------------------------- the seller approves from the account
  await seller.goto('/cont');
  await seller.getByRole('link', { name: 'Vezi cererile de acces' }).click();
  await expect(seller).toHaveURL(/\/cont\/cereri-acces$/);
  const request = seller.getByTestId('access-listing').filter({ hasText: title }).getByTestId('access-request').filter({ hasText: 'Ana Cumpărătoarea' });
  await expect(request.getByTestId('access-request-status')).toHaveText('În așteptare');
  await request.getByTestId('access-approve').click();
  await expect(request.getByTestId('access-request-status')).toHaveText('Aprobată');

  // ---------------------------------------------------------------- the buyer opens the document and writes
  await buyer.reload();
  await expect(buyer.getByTestId('deal-room')).toContainText('Ai acces la anunțul complet');
  await expect(buyer.getByTestId('company-name')).toContainText(company);
  const link = buyer.getByTestId('deal-room-documents').getByRole('link', { name: 'Bilanț 2025.pdf' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/api/listings/${id}/documents/`));
  const file = await buyer.request.get(href!);
  expect(file.status()).toBe(200);
  expect(Buffer.compare(await file.body(), documentBytes)).toBe(0);

  await waitForHydration(buyer);
  const contact = buyer.getByTestId('contact-form');
  await contact.getByLabel('Mesaj').fill(question);
  await contact.getByRole('button', { name: 'Trimite mesajul' }).click();
  await buyer.getByTestId('contact-thread').click();
  await expect(buyer).toHaveURL(/\/cont\/mesaje\/[0-9a-f-]{36}$/);
  const threadPath = new URL(buyer.url()).pathname;
  await expect(buyer.getByTestId('message-body').last()).toHaveText(question);

  // ---------------------------------------------------------------- the seller answers in cont/mesaje
  let dialogs = 0;
  seller.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await seller.goto('/cont/mesaje');
  await seller.locator('[data-conversation-id]').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(seller).toHaveURL(new RegExp(`${threadPath}$`));
  // The buyer's markup is text, never a script of the page.
  await expect(seller.getByTestId('message-body').last()).toHaveText(question);
  expect(await seller.locator('script', { hasText: run }).count()).toBe(0);
  await waitForHydration(seller);
  await seller.getByLabel('Mesajul tău').fill(answer);
  await seller.getByRole('button', { name: 'Trimite', exact: true }).click();
  await expect(seller.getByTestId('message-body').last()).toHaveText(answer);
  expect(dialogs).toBe(0);
  await expect.poll(() => seller.getByTestId('message-body').allTextContents()).toEqual([question, answer]);

  await buyer.goto(threadPath);
  await expect.poll(() => buyer.getByTestId('message-body').allTextContents()).toEqual([question, answer]);
  await buyer.context().close();

  // ---------------------------------------------------------------- the seller's chart counts the buyer's view
  // The visitor's and the buyer's (once, however often the buyer came back today).
  expect(await todaysViews()).toBe(2);
  const today = ((await (await sellerAccount.api.get(`/api/listings/mine/${id}/stats?days=30`)).json()) as ListingStats).days.at(-1)!;
  await seller.goto('/cont/anunturile-mele');
  const row = seller.locator(`#anunt-${id}`);
  await row.getByTestId('stats-link').click();
  await expect(seller).toHaveURL(new RegExp(`statistici=${id}`));
  const panel = row.getByTestId('listing-stats');
  await expect(panel.locator(`rect[data-date="${today.date}"]`)).toHaveAttribute('data-value', '2');

  // Editing the listing starts from its documents.
  await seller.goto(`/adauga-companie?id=${id}`);
  await expect(seller.getByTestId('document-list').getByRole('listitem', { includeHidden: true })).toHaveCount(1);
  await expect(seller.getByTestId('document-list')).toContainText('Bilanț 2025.pdf');
  await seller.context().close();
  await sellerAccount.api.dispose();
  await buyerAccount.api.dispose();
});
