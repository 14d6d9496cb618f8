/**
 * Publishing journeys on the built site: the add-listing choices, the multi-step form with photo
 * uploads (progress, thumbnails, cover), the preview and the submission for approval; errors shown
 * only after "Continuă" and coming back from the server without JavaScript; services refused to
 * individual accounts; editing a listing (pre-filled, approved listings explained).
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD } from '../admin/support';
import { apiToken, INDIVIDUAL, LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from '../shell/support';
import { keepTrafficLocal } from '../support/page-checks';
import { fromSite } from '../support/site-origin';

interface OwnListing {
  id: string;
  slug: string;
  title: string;
  status: string;
  pendingRevision?: boolean;
  price: number | null;
  city: string | null;
  county: number | null;
  description: string;
  gallery: { key: string; location: string }[];
}

const LEGAL_ENTITY_MESSAGE = 'Doar conturile de persoană juridică pot promova servicii';

// ------------------------------------------------------------------ small PNG pictures

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (RGB, 8 bits), small enough to upload in an instant. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PICTURES = [
  { name: 'terasa.png', mimeType: 'image/png', buffer: png(64, 48, [200, 120, 40]) },
  { name: 'bar.png', mimeType: 'image/png', buffer: png(64, 48, [30, 90, 160]) },
];

/** Private documents: the API checks the bytes (a PDF starts with `%PDF-`), not the name. */
const DOCUMENTS = ['Plan de afaceri.pdf', 'Contract.pdf'].map((name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`, 'latin1'),
}));

// ------------------------------------------------------------------ helpers

const currentStep = (page: Page) => page.locator('.publish-steps [aria-current="step"]');
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function openForm(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('form.publish-form[data-hydrated="true"]')).toBeVisible();
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(stepHeading(page, heading)).toBeFocused();
}

async function ownListing(page: Page, id: string): Promise<OwnListing> {
  const answer = await page.request.get(`/api/company/id/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as OwnListing;
}

/** A pending company listing of the legal entity, created through the API with one uploaded picture. */
async function createCompany(page: Page, title: string): Promise<OwnListing> {
  const upload = await page.request.post('/api/uploads/images', { headers: fromSite(), multipart: { images: PICTURES[0] } });
  expect(upload.status()).toBe(201);
  const { images } = (await upload.json()) as { images: { key: string }[] };
  const created = await page.request.post('/api/company', {
    headers: fromSite(),
    data: {
      title,
      domain: [9],
      description: 'Restaurant cu 40 de locuri.\n\nClientelă stabilă.',
      price: 180000,
      currency: 'EUR',
      county: 6,
      city: 'Brașov',
      employees: 7,
      contactPhone: '0744 111 222',
      gallery: images.map((image) => image.key),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as OwnListing;
}

async function approve(request: APIRequestContext, id: string) {
  const token = await apiToken(request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
  const approved = await request.post(`/api/admin/listings/${id}/approve`, { headers: { Authorization: `Bearer ${token}` } });
  expect(approved.status()).toBeLessThan(300);
}

test.beforeEach(async ({ context, baseURL }) => {
  await keepTrafficLocal(context);
  await presetConsent(context, baseURL);
});

// ------------------------------------------------------------------ journeys

test('a legal entity publishes a company listing through every step, with two photos, and it waits for approval', async ({ page }) => {
  await signIn(page, LEGAL_ENTITY);
  await page.goto('/anunt-nou');
  for (const choice of ['Vând o afacere', 'Promovez un serviciu', 'Vreau să investesc', 'Caut un partener']) {
    await expect(page.getByRole('link', { name: new RegExp(choice) })).toBeVisible();
  }
  await page.getByRole('link', { name: /Vând o afacere/ }).click();
  await expect(page).toHaveURL(/\/adauga-companie$/);
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // 1 Descriere
  await expect(currentStep(page)).toContainText('Descriere');
  await expect(page.getByText('Pasul 1 din 5')).toBeVisible();
  const title = `Bistro cu terasă în Cluj ${Date.now()}`;
  await page.getByLabel('Titlul anunțului').fill(title);
  await page.getByRole('checkbox', { name: 'HoReCa' }).check();
  await page.getByLabel('Descriere', { exact: true }).fill('Bistro cu 60 de locuri și terasă.\n\nSe vinde cu tot echipamentul și personalul instruit.');
  await continueTo(page, 'Detalii financiare și juridice');
  await expect(currentStep(page)).toContainText('Detalii');

  // 2 Detalii
  await page.getByLabel('Prețul cerut').fill('250.000');
  await page.getByLabel('Forma juridică').selectOption({ label: 'SRL' });
  await page.getByLabel('Numărul de angajați').fill('12');
  await page.getByLabel('Anul înființării').fill('2016');
  await page.getByRole('checkbox', { name: 'Vânzare în rate' }).check();
  await continueTo(page, 'Localizare și contact');

  // 3 Localizare și contact: the cities come with the county
  await page.getByLabel('Județul').selectOption({ label: 'Cluj' });
  const city = page.getByLabel('Localitatea');
  await expect(city.locator('option', { hasText: 'Cluj-Napoca' })).toHaveCount(1);
  await city.selectOption('Cluj-Napoca');
  await expect(page.getByLabel('Persoana de contact')).toHaveValue('Radu Marinescu');
  await page.getByLabel('Telefon de contact').fill('0740 123 456');
  await continueTo(page, 'Fotografii');

  // 4 Fotografii: the answer is held back a moment, so the progress bar can be seen
  await page.route('**/api/uploads/images', async (route) => {
    await new Promise((done) => setTimeout(done, 700));
    await route.continue();
  });
  await page.getByLabel(/Adaugă fotografii/).setInputFiles(PICTURES);
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('Se încarcă 2 imagini');
  await expect(progress.getByRole('progressbar')).toBeVisible();
  const thumbnails = page.getByTestId('gallery-thumbnails').getByRole('listitem');
  await expect(thumbnails).toHaveCount(2);
  await expect(progress).toBeHidden();
  await expect(thumbnails.first()).toContainText('Copertă');
  await expect(page.getByRole('status').filter({ hasText: '2 imagini au fost adăugate.' })).toBeAttached();
  // The second picture becomes the cover, then back.
  await page.getByRole('button', { name: 'Fă coperta din fotografia 2' }).click();
  await expect(thumbnails.first().getByRole('img')).toHaveAttribute('alt', /bar\.png/);
  await page.getByRole('button', { name: 'Fă coperta din fotografia 2' }).click();
  await expect(thumbnails.first().getByRole('img')).toHaveAttribute('alt', /terasa\.png/);
  await continueTo(page, 'Previzualizare');

  // 5 Previzualizare
  const preview = page.getByTestId('publish-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('250.000 €');
  await expect(preview).toContainText('Cluj-Napoca, Cluj');
  await expect(preview).toContainText('SRL');
  await expect(preview).toContainText('Vânzare în rate');
  await expect(preview).toContainText('Se vinde cu tot echipamentul');
  await expect(preview.getByRole('img')).toHaveCount(2);

  await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
  await expect(page).toHaveURL(/\/cont\/anunturile-mele\?trimis=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('trimis')!;

  const saved = await ownListing(page, id);
  expect(saved).toMatchObject({ title, status: 'pending', price: 250000, county: 16, city: 'Cluj-Napoca' });
  expect(saved.gallery).toHaveLength(2);
  const mine = await page.request.get('/api/listings/mine');
  const listed = ((await mine.json()) as { docs: OwnListing[] }).docs.find((item) => item.id === id);
  expect(listed?.status).toBe('pending');
  // The owner sees it, pending, in "Anunțurile mele", with the message of a sent listing.
  await expect(page.getByTestId('flash-message')).toHaveText(
    `Anunțul „${title}” a fost trimis spre aprobare. Îl publicăm după verificare și te anunțăm prin email.`,
  );
  const row = page.locator(`[data-listing-id="${id}"]`);
  await expect(row).toContainText(title);
  await expect(row).toContainText('În așteptarea aprobării');
  // Not public before approval.
  expect((await page.request.get(`/api/company/${saved.slug}`)).status()).toBe(404);
});

test('errors show only after "Continuă", in Romanian, on the step being filled', async ({ page }) => {
  await signIn(page, LEGAL_ENTITY);
  await openForm(page, '/adauga-companie');
  const titleField = page.getByLabel('Titlul anunțului');
  await expect(page.locator('.field__error')).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await titleField.fill('Bar');
  await expect(page.locator('.field__error')).toHaveCount(0);

  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(currentStep(page)).toContainText('Descriere');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(titleField).toHaveAccessibleDescription(/Titlul trebuie să aibă cel puțin 5 caractere\./);
  await expect(page.getByText('Alege domeniul.')).toBeVisible();
  await expect(page.getByText('Câmpul este obligatoriu.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Completează corect câmpurile marcate' })).toBeVisible();

  // After the first attempt the messages follow what is typed.
  await titleField.fill('Bar de cartier în Iași');
  await expect(titleField).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('checkbox', { name: 'HoReCa' }).check();
  await page.getByLabel('Descriere', { exact: true }).fill('Bar cu clienți fideli.');
  await continueTo(page, 'Detalii financiare și juridice');

  // The next step's errors wait for its own "Continuă"; going back keeps what was typed.
  await page.getByLabel('Prețul cerut').fill('mult');
  await page.getByLabel('Codul CAEN principal').fill('56');
  await expect(page.locator('.field__error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByText('Prețul trebuie să fie un număr cu cel mult două zecimale.')).toBeVisible();
  await expect(page.getByText('Codul CAEN are 4 cifre.')).toBeVisible();
  await expect(page.getByLabel('Prețul cerut')).toBeFocused();
  await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
  await expect(stepHeading(page, 'Descrierea afacerii')).toBeFocused();
  await expect(titleField).toHaveValue('Bar de cartier în Iași');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server shows every step in one form and answers a submission with its errors on the fields', async ({ page }) => {
    await signIn(page, LEGAL_ENTITY);
    await page.goto('/adauga-companie');
    for (const heading of ['Descrierea afacerii', 'Detalii financiare și juridice', 'Localizare și contact', 'Fotografii']) {
      await expect(stepHeading(page, heading)).toBeVisible();
    }
    await page.getByLabel('Titlul anunțului').fill('Bar');
    await page.getByLabel('Telefon de contact').fill('telefon');
    await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
    await expect(page).toHaveURL(/\/adauga-companie$/);
    await expect(page.getByLabel('Titlul anunțului')).toHaveValue('Bar');
    await expect(page.getByLabel('Titlul anunțului')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Titlul trebuie să aibă cel puțin 5 caractere.')).toBeVisible();
    await expect(page.getByText('Alege un județ.')).toBeVisible();
    await expect(page.getByText('Numărul de telefon nu este valid.')).toBeVisible();
  });

  test('pictures and documents sent with the form: each has an "Elimină" box (pictures a cover choice too), applied with the next submission', async ({
    page,
  }) => {
    await signIn(page, LEGAL_ENTITY);
    await page.goto('/adauga-companie');
    // A title too short keeps the form on the page, so the choices can be seen applied.
    await page.getByLabel('Titlul anunțului').fill('Bar');
    await page.getByLabel(/Adaugă fotografii/).setInputFiles(PICTURES);
    await page.getByLabel(/Adaugă documente/).setInputFiles(DOCUMENTS);
    await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
    const thumbnails = page.getByTestId('gallery-thumbnails').getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    const documents = page.getByTestId('document-list').getByRole('listitem');
    await expect(documents).toHaveCount(2);
    await expect(thumbnails.first()).toHaveAttribute('alt', 'Fotografia 1: terasa.png');

    await page.getByRole('radio', { name: 'Copertă (fotografia 2)' }).check();
    await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
    await expect(thumbnails.first()).toHaveAttribute('alt', 'Fotografia 1: bar.png');
    await expect(thumbnails).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'Elimină fotografia 2' }).check();
    await page.getByRole('checkbox', { name: 'Elimină documentul Contract.pdf' }).check();
    await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
    await expect(thumbnails).toHaveCount(1);
    await expect(documents).toHaveText([/^Plan de afaceri\.pdf \(\d+ B\)/]);
    await expect(thumbnails.first()).toHaveAttribute('alt', 'Fotografia 1: bar.png');
    await expect(page.getByLabel('Titlul anunțului')).toHaveValue('Bar');
  });

  test("the API's field messages come back too (a city outside the county)", async ({ page }) => {
    await signIn(page, LEGAL_ENTITY);
    await page.goto('/adauga-companie');
    await page.getByLabel('Titlul anunțului').fill('Service auto în Cluj');
    await page.getByRole('checkbox', { name: 'Alte servicii' }).check();
    await page.getByLabel('Descriere', { exact: true }).fill('Service auto cu clienți fideli.');
    await page.getByLabel('Județul').selectOption({ label: 'Cluj' });
    // Without scripts the city is typed; only the API knows the localities of each county.
    await page.getByLabel('Localitatea').fill('Atlantida');
    await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
    await expect(page.getByText('Localitatea nu aparține județului ales.')).toBeVisible();
    await expect(page.getByLabel('Localitatea')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Titlul anunțului')).toHaveValue('Service auto în Cluj');
  });
});

test("the API's refusals come back on their field, on the step that holds it", async ({ page }) => {
  await signIn(page, LEGAL_ENTITY);
  await openForm(page, '/adauga-companie');
  await page.getByLabel('Titlul anunțului').fill('Spălătorie auto în Arad');
  await page.getByRole('checkbox', { name: 'Alte servicii' }).check();
  await page.getByLabel('Descriere', { exact: true }).fill('Spălătorie auto cu trei boxe.');
  await continueTo(page, 'Detalii financiare și juridice');
  await continueTo(page, 'Localizare și contact');
  await page.getByLabel('Județul').selectOption({ label: 'Arad' });
  await continueTo(page, 'Fotografii');
  await continueTo(page, 'Previzualizare');
  // A picture key that is not the user's: only the API can tell.
  await page.locator('form.publish-form').evaluate((form) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'gallery';
    input.value = '0f0f0f0f-0000-4000-8000-000000000000';
    form.append(input);
  });
  await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
  await expect(currentStep(page)).toContainText('Fotografii');
  await expect(page.getByText(/nu îți aparține sau nu există/)).toBeVisible();
  await expect(page.getByLabel(/Adaugă fotografii/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/adauga-companie$/);
});

test('an individual account opening /adauga-serviciu is sent to the profile with the legal-entity message', async ({ page }) => {
  await signIn(page, INDIVIDUAL);
  await page.goto('/adauga-serviciu');
  await expect(page).toHaveURL(/\/cont\/profil\?motiv=doar-persoane-juridice$/);
  const notice = page.getByTestId('legal-entity-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(LEGAL_ENTITY_MESSAGE);
  await expect(notice).toContainText('Completează profilul cu datele firmei');
});

test('a legal entity gets the service form with its domain and subdomain lists', async ({ page }) => {
  await signIn(page, LEGAL_ENTITY);
  await openForm(page, '/adauga-serviciu');
  await expect(stepHeading(page, 'Descrierea serviciului')).toBeVisible();
  await page.getByLabel('Domeniul', { exact: true }).selectOption({ label: 'IT & Marketing' });
  await expect(page.getByLabel('Subdomeniul').locator('option', { hasText: 'Web design' })).toHaveCount(1);
  await expect(page.getByLabel('Subdomeniul').locator('option', { hasText: 'Contabilitate' })).toHaveCount(0);
});

test('editing through ?id= pre-fills every step, explains the review of an approved listing and saves', async ({ page, request }) => {
  await signIn(page, LEGAL_ENTITY);
  const original = await createCompany(page, `Restaurant în Brașov ${Date.now()}`);

  // A pending listing: pre-filled, saved at once.
  await openForm(page, `/adauga-companie?id=${original.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifică anunțul afacerii');
  await expect(page.getByLabel('Titlul anunțului')).toHaveValue(original.title);
  await expect(page.getByRole('checkbox', { name: 'HoReCa' })).toBeChecked();
  await expect(page.getByLabel('Descriere', { exact: true })).toHaveValue('Restaurant cu 40 de locuri.\n\nClientelă stabilă.');
  await continueTo(page, 'Detalii financiare și juridice');
  await expect(page.getByLabel('Prețul cerut')).toHaveValue('180000');
  await expect(page.getByLabel('Numărul de angajați')).toHaveValue('7');
  await page.getByLabel('Prețul cerut').fill('175.000');
  await continueTo(page, 'Localizare și contact');
  await expect(page.getByLabel('Județul')).toHaveValue('6');
  await expect(page.getByLabel('Localitatea')).toHaveValue('Brașov');
  await expect(page.getByLabel('Telefon de contact')).toHaveValue('0744 111 222');
  await continueTo(page, 'Fotografii');
  await expect(page.getByTestId('gallery-thumbnails').getByRole('listitem')).toHaveCount(1);
  await continueTo(page, 'Previzualizare');
  await expect(page.getByTestId('publish-preview')).toContainText('175.000 €');
  await page.getByRole('button', { name: 'Salvează și trimite spre aprobare' }).click();
  await expect(page).toHaveURL(new RegExp(`/cont/anunturile-mele\\?actualizat=${original.id}$`));
  expect(await ownListing(page, original.id)).toMatchObject({ status: 'pending', price: 175000 });

  // Approved: the page says the change goes to review and the public version stays.
  await approve(request, original.id);
  await openForm(page, `/adauga-companie?id=${original.id}`);
  await expect(page.getByTestId('edit-notice')).toContainText('vizitatorii văd în continuare versiunea publicată');
  const newTitle = `${original.title} renovat`;
  await page.getByLabel('Titlul anunțului').fill(newTitle);
  for (const heading of ['Detalii financiare și juridice', 'Localizare și contact', 'Fotografii', 'Previzualizare']) await continueTo(page, heading);
  await expect(page.getByText('rămâne publică versiunea aprobată')).toBeVisible();
  await page.getByRole('button', { name: 'Salvează și trimite spre aprobare' }).click();
  await expect(page).toHaveURL(new RegExp(`/cont/anunturile-mele\\?actualizat=${original.id}$`));
  expect(await ownListing(page, original.id)).toMatchObject({ title: newTitle, status: 'approved', pendingRevision: true });
  const publicAnswer = await request.get(`/api/company/${original.slug}`);
  expect(publicAnswer.status()).toBe(200);
  expect(((await publicAnswer.json()) as OwnListing).title).toBe(original.title);
});

test('an investor profile keeps the counties it invests in: pre-filled, changed on the form and shown on the public page', async ({ page, request }) => {
  await signIn(page, LEGAL_ENTITY);
  const upload = await page.request.post('/api/uploads/images', { headers: fromSite(), multipart: { images: PICTURES[0] } });
  const { images } = (await upload.json()) as { images: { key: string }[] };
  const created = await page.request.post('/api/investor', {
    headers: fromSite(),
    data: {
      title: `Business angel pentru Transilvania ${Date.now()}`,
      investorKind: 'angel',
      domain: [14],
      description: 'Investesc în echipe tech aflate la început de drum.',
      county: 16,
      city: 'Cluj-Napoca',
      contactPhone: '0744 111 222',
      targetCounties: [16, 6],
      gallery: images.map((image) => image.key),
    },
  });
  expect(created.status()).toBe(201);
  const profile = (await created.json()) as OwnListing & { targetCounties: number[] };
  expect(profile.targetCounties).toEqual([16, 6]);

  await openForm(page, `/adauga-vreau-sa-investesc?id=${profile.id}`);
  await continueTo(page, 'Sumele pe care le investești');
  const counties = page.getByRole('group', { name: 'Județe în care investești' });
  await expect(counties).toContainText('Lasă gol pentru toată țara.');
  await expect(counties.getByRole('checkbox', { name: 'Cluj', exact: true })).toBeChecked();
  await expect(counties.getByRole('checkbox', { name: 'Brașov', exact: true })).toBeChecked();
  await counties.getByRole('checkbox', { name: 'Brașov', exact: true }).uncheck();
  await counties.getByRole('checkbox', { name: 'Iași', exact: true }).check();
  for (const heading of ['Localizare și contact', 'Fotografii', 'Previzualizare']) await continueTo(page, heading);
  await expect(page.getByTestId('publish-preview')).toContainText('Iași');
  await page.getByRole('button', { name: 'Salvează și trimite spre aprobare' }).click();
  await expect(page).toHaveURL(new RegExp(`/cont/anunturile-mele\\?actualizat=${profile.id}$`));
  const saved = (await (await page.request.get(`/api/investor/id/${profile.id}`)).json()) as {
    slug: string;
    targetCounties: number[];
    targetCountyNames: string[];
  };
  expect(saved.targetCountyNames.sort()).toEqual(['Cluj', 'Iași']);

  await approve(request, profile.id);
  await page.goto(`/vreau-sa-investesc/${saved.slug}`);
  const facts = page.getByTestId('facts');
  await expect(facts).toContainText('Județe în care investește');
  await expect(facts).toContainText('Iași');
});

test("another user's listing, a wrong family or a malformed id is the 404 page", async ({ page, request }) => {
  // The individual's listing, created with a session of its own (the `request` fixture).
  expect((await request.post('/api/login', { headers: fromSite(), data: INDIVIDUAL })).status()).toBe(200);
  const foreign = await request.post('/api/company', {
    headers: fromSite(),
    data: { title: `Brutărie de familie ${Date.now()}`, domain: [3], county: 13, description: 'Brutărie.' },
  });
  expect(foreign.status()).toBe(201);
  const someoneElse = (await foreign.json()) as OwnListing;

  await signIn(page, LEGAL_ENTITY);
  const own = await createCompany(page, `Atelier de tâmplărie ${Date.now()}`);
  for (const path of [`/adauga-companie?id=${someoneElse.id}`, `/adauga-caut-partener?id=${own.id}`, '/adauga-companie?id=nu-e-un-id']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Oops, pagina pe care o cauți nu există!')).toBeVisible();
  }
});

test.describe('375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the form fits the width on the first step and the photo step', async ({ page }) => {
    await signIn(page, LEGAL_ENTITY);
    await openForm(page, '/adauga-companie');
    const fits = async (label: string) => {
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
      expect(widths.document, label).toBeLessThanOrEqual(375);
      expect(widths.body, label).toBeLessThanOrEqual(375);
    };
    await fits('step 1');
    await page.getByLabel('Titlul anunțului').fill('Magazin de cartier în Iași');
    await page.getByRole('checkbox', { name: 'Comerț cu amănuntul' }).check();
    await page.getByLabel('Descriere', { exact: true }).fill('Magazin alimentar cu vad bun.');
    await continueTo(page, 'Detalii financiare și juridice');
    await continueTo(page, 'Localizare și contact');
    await page.getByLabel('Județul').selectOption({ label: 'Iași' });
    await continueTo(page, 'Fotografii');
    await page.getByLabel(/Adaugă fotografii/).setInputFiles(PICTURES);
    await expect(page.getByTestId('gallery-thumbnails').getByRole('listitem')).toHaveCount(2);
    await fits('photo step');
  });
});
