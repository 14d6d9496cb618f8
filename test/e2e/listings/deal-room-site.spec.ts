/**
 * The deal room on the site, on the demo data's confidential company listing (of demo@roafaceri.ro,
 * with a private document and a pending access request of ion.popescu@example.ro): the teaser for a
 * visitor, the owner's decisions on `cont/cereri-acces`, the approved buyer's full listing and
 * document, the opening in the owner's log, a revoked buyer asking again with the NDA.
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { presetConsent, signIn, waitForHydration } from '../shell/support';

const OWNER = { email: 'demo@roafaceri.ro', password: 'Demo12345' };
const BUYER = { email: 'ion.popescu@example.ro', password: 'Demo12345' };

interface Listing {
  id: string;
  slug: string;
  title: string;
  confidential?: boolean;
}

async function confidentialListing(page: Page): Promise<Listing> {
  const list = await page.request.get('/api/company/list/web?pageSize=100');
  const { docs } = (await list.json()) as { docs: Listing[] };
  const listing = docs.find((doc) => doc.confidential);
  expect(listing, 'the demo data has a confidential company listing').toBeDefined();
  return listing!;
}

async function signedInPage(browser: Browser, baseURL: string | undefined, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await presetConsent(context, baseURL);
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

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
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

test.describe.configure({ mode: 'serial' });

test.describe('deal room', () => {
  test('a visitor sees only the teaser and is asked to sign in to request access', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    const listing = await confidentialListing(page);
    await page.goto(`/vanzare-cumparare-afaceri/${listing.slug}`);
    const room = page.getByTestId('deal-room');
    await expect(room.getByTestId('confidential-badge')).toHaveText('Anunț confidențial');
    await expect(room).toContainText('Numele firmei, localitatea exactă, documentele și datele de contact sunt vizibile după ce vânzătorul aprobă cererea ta de acces');
    await expect(room.getByTestId('access-login')).toHaveAttribute('href', `/auth/login?redirect=${encodeURIComponent(`/vanzare-cumparare-afaceri/${listing.slug}`)}`);
    await expect(page.getByTestId('contact-form')).toHaveCount(0);
    await expect(page.getByTestId('deal-room-documents')).toHaveCount(0);
  });

  test('the owner approves, the buyer opens the document, the owner sees it, revokes, and the buyer asks again accepting the NDA', async ({ browser, baseURL }) => {
    const owner = await signedInPage(browser, baseURL, OWNER);
    const buyer = await signedInPage(browser, baseURL, BUYER);
    const listing = await confidentialListing(owner);
    const path = `/vanzare-cumparare-afaceri/${listing.slug}`;

    // The buyer's seeded request waits.
    await buyer.goto(path);
    await expect(buyer.getByTestId('access-request-state')).toContainText('Cererea ta așteaptă răspunsul vânzătorului.');

    // The owner approves it from the account.
    await owner.goto('/cont');
    await owner.getByRole('link', { name: 'Vezi cererile de acces' }).click();
    await expect(owner).toHaveURL(/\/cont\/cereri-acces$/);
    const room = owner.getByTestId('access-listing').filter({ hasText: listing.title });
    const request = room.getByTestId('access-request').filter({ hasText: 'Ion Popescu' });
    await expect(request.getByTestId('access-request-status')).toHaveText('În așteptare');
    await request.getByTestId('access-approve').click();
    await expect(request.getByTestId('access-request-status')).toHaveText('Aprobată');

    // The approved buyer sees the full listing and opens the private document.
    await buyer.reload();
    const buyerRoom = buyer.getByTestId('deal-room');
    await expect(buyerRoom).toContainText('Ai acces la anunțul complet');
    await expect(buyer.getByTestId('company-name')).not.toBeEmpty();
    const document = buyer.getByTestId('deal-room-documents').getByRole('link').first();
    const href = await document.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/listings/${listing.id}/documents/`));
    const file = await buyer.request.get(href!);
    expect(file.status()).toBe(200);

    // The owner sees who opened it, then revokes the access.
    await owner.reload();
    await expect(room.getByTestId('document-openings')).toContainText('Ion Popescu');
    await request.getByTestId('access-revoke').click();
    await expect(request.getByTestId('access-request-status')).toHaveText('Acces retras');

    // The buyer no longer sees the private part and may ask again, accepting the NDA.
    await buyer.reload();
    await expect(buyer.getByTestId('access-request-state')).toContainText('Vânzătorul ți-a retras accesul');
    await expect(buyer.getByTestId('deal-room-documents')).toHaveCount(0);
    const form = buyer.getByTestId('access-request-form');
    await form.getByLabel('Mesaj pentru vânzător').fill('Revin cu interes: am finanțarea aprobată.');
    await form.getByTestId('nda').locator('summary').click();
    await expect(form.getByTestId('nda')).toContainText('2026-11');
    await form.getByLabel(/Am citit și accept acordul de confidențialitate \(versiunea 2026-11\)/).check();
    await form.getByRole('button', { name: 'Solicită acces' }).click();
    await expect(buyer.getByTestId('access-request-state')).toContainText('Cererea ta așteaptă răspunsul vânzătorului.');
    await expect(buyer.getByTestId('access-request-form')).toHaveCount(0);

    await owner.context().close();
    await buyer.context().close();
  });

  test('a seller publishes a confidential company listing: teaser, company name, a public figure and a private picture', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    await signIn(page, OWNER);
    await page.goto('/adauga-companie');
    await waitForHydration(page);
    await expect(page.locator('form.publish-form[data-hydrated="true"]')).toBeVisible();
    const run = Date.now().toString(36);

    // 1 Descriere: the teaser's fields show once the listing is confidential.
    await page.getByLabel('Titlul anunțului').fill(`Atelier de mobilier la comandă ${run}`);
    await page.getByRole('checkbox', { name: 'HoReCa' }).check();
    await page.getByLabel('Descriere', { exact: true }).fill('Mobila Nouă SRL: atelier cu 9 angajați pe strada Fabricii, contracte cu hoteluri.');
    await expect(page.getByLabel('Descriere publică (teaser)')).toBeHidden();
    await page.getByLabel('Anunț confidențial').check();
    await page.getByLabel('Descriere publică (teaser)').fill('Atelier de mobilier cu contracte recurente în turism, vândut cu tot cu echipamente.');
    await page.getByLabel('Denumirea firmei (vizibilă doar cumpărătorilor aprobați)').fill('Mobila Nouă SRL');
    await page.getByRole('checkbox', { name: 'Cifra de afaceri' }).check();
    // The title may not name the company.
    await page.getByLabel('Titlul anunțului').fill(`Mobila Nouă ${run}`);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await expect(page.getByText('Titlul nu poate conține denumirea firmei: anunțul este confidențial.')).toBeVisible();
    await page.getByLabel('Titlul anunțului').fill(`Atelier de mobilier la comandă ${run}`);
    await continueTo(page, 'Detalii financiare și juridice');

    await page.getByLabel('Prețul cerut').fill('90.000');
    await page.getByLabel('Cifra de afaceri anuală').fill('300.000');
    await continueTo(page, 'Localizare și contact');
    await page.getByLabel('Județul').selectOption({ label: 'Cluj' });
    await continueTo(page, 'Fotografii');

    await page.getByLabel(/Adaugă fotografii/).setInputFiles([
      { name: 'hala.png', mimeType: 'image/png', buffer: png(64, 48, [120, 80, 40]) },
      { name: 'utilaje.png', mimeType: 'image/png', buffer: png(64, 48, [40, 80, 120]) },
    ]);
    const thumbnails = page.getByTestId('gallery-thumbnails').getByRole('listitem');
    await expect(thumbnails).toHaveCount(2);
    await thumbnails.nth(1).getByLabel(/Privată/).check();
    await continueTo(page, 'Previzualizare');

    const preview = page.getByTestId('publish-preview');
    await expect(preview.getByTestId('preview-confidential')).toContainText('Mobila Nouă SRL');
    await expect(preview).toContainText('Atelier de mobilier cu contracte recurente');
    await expect(preview).not.toContainText('strada Fabricii');
    await expect(preview.getByRole('img')).toHaveCount(1);

    await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
    await expect(page).toHaveURL(/\/cont\/anunturile-mele\?trimis=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('trimis')!;
    const saved = (await (await page.request.get(`/api/company/id/${id}`)).json()) as Record<string, unknown> & { gallery: { private?: boolean }[] };
    expect(saved).toMatchObject({ confidential: true, companyName: 'Mobila Nouă SRL', publicFigures: ['yearlyTurnover'] });
    expect(String(saved.teaser)).toContain('Atelier de mobilier cu contracte recurente');
    expect(saved.gallery.map((image) => image.private === true)).toEqual([false, true]);
    // Its row links to the access requests.
    await expect(page.locator(`[data-listing-id="${id}"]`).getByTestId('access-requests-link')).toBeVisible();
  });
});
