/**
 * The assets family („Active de vânzare”, issue 31) where the other families are: the toolbar's menu,
 * the side menu and the home page's family grid link to its pages; the demo owner publishes an asset
 * through /anunt-nou → „Vând active” (/adauga-active), a moderator approves it, and it is listed on the
 * page of its category.
 */
import { expect, test, type Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD } from '../admin/support';
import { apiToken, LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from '../shell/support';
import { keepTrafficLocal } from '../support/page-checks';

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(stepHeading(page, heading)).toBeFocused();
}

test.beforeEach(async ({ context, baseURL }) => {
  await keepTrafficLocal(context);
  await presetConsent(context, baseURL);
});

test('the toolbar, the side menu and the home page’s family grid link to the assets', async ({ page, baseURL }) => {
  await page.goto('/');
  await waitForHydration(page);
  const grid = page.locator('section', { has: page.getByRole('heading', { name: 'Ce găsești pe RoAfaceri' }) });
  await expect(grid.getByRole('heading', { level: 3, name: 'Active de vânzare' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Vezi activele' })).toHaveAttribute('href', '/active/all');

  await page.getByTestId('toolbar').getByRole('button', { name: 'Deschide meniul' }).click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Active de vânzare' })).toHaveAttribute('href', '/active/all');
  await menu.getByRole('button', { name: 'Închide meniul' }).click();

  await page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('link', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/active/all`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active de vânzare');
});

test('the demo owner publishes an asset from „Vând active”; once approved it is listed on its category’s page', async ({ page, baseURL }) => {
  await signIn(page, LEGAL_ENTITY);
  await page.goto('/anunt-nou');
  await page.getByRole('link', { name: /Vând active/ }).click();
  await expect(page).toHaveURL(`${baseURL}/adauga-active`);
  await waitForHydration(page);
  await expect(page.locator('form.publish-form[data-hydrated="true"]')).toBeVisible();

  // 1 Descriere: the category is required, in Romanian.
  const title = `Spațiu comercial 120 mp cu vitrină ${Date.now()}`;
  await page.getByLabel('Titlul anunțului').fill(title);
  await page.getByLabel('Descriere', { exact: true }).fill('Spațiu la parterul unui bloc nou, cu vitrină spre bulevard.\n\nLiber imediat.');
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByText('Alege categoria.')).toBeVisible();
  await page.getByLabel('Categoria').selectOption({ label: 'Spații comerciale' });
  await continueTo(page, 'Preț și caracteristici');

  // 2 Preț și caracteristici
  await page.getByLabel('Prețul cerut').fill('95.000');
  await page.getByLabel('Suprafața (m²)').fill('120');
  await page.getByRole('checkbox', { name: 'Curent electric' }).check();
  await page.getByRole('checkbox', { name: 'Apă' }).check();
  await continueTo(page, 'Localizare și contact');

  // 3 Localizare și contact
  await page.getByLabel('Județul').selectOption({ label: 'Cluj' });
  const city = page.getByLabel('Localitatea');
  await expect(city.locator('option', { hasText: 'Cluj-Napoca' })).toHaveCount(1);
  await city.selectOption('Cluj-Napoca');
  await page.getByLabel('Telefon de contact').fill('0740 123 456');
  await continueTo(page, 'Fotografii');

  // 4 Fotografii
  await page.getByLabel(/Adaugă fotografii/).setInputFiles({ name: 'vitrina.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(page.getByTestId('gallery-thumbnails').getByRole('listitem')).toHaveCount(1);
  await continueTo(page, 'Previzualizare');

  // 5 Previzualizare
  const preview = page.getByTestId('publish-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('95.000 €');
  await expect(preview).toContainText('Curent electric');
  await expect(preview).toContainText('Cluj-Napoca, Cluj');
  await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
  await expect(page).toHaveURL(/\/cont\/anunturile-mele\?trimis=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('trimis')!;
  const row = page.locator(`[data-listing-id="${id}"]`);
  await expect(row).toContainText('În așteptarea aprobării');
  // „Editează” opens the same form, filled in.
  await expect(row.getByRole('link', { name: /Editează/ })).toHaveAttribute('href', `/adauga-active?id=${id}`);
  const saved = await page.request.get(`/api/active/id/${id}`);
  expect(await saved.json()).toMatchObject({
    title,
    status: 'pending',
    category: 'spatii-comerciale',
    price: 95000,
    surfaceSqm: 120,
    features: ['electricity', 'water'],
    county: 16,
    city: 'Cluj-Napoca',
  });

  // A moderator approves it (the moderation API of the other publishing journeys).
  const token = await apiToken(page.request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
  const approved = await page.request.post(`/api/admin/listings/${id}/approve`, { headers: { Authorization: `Bearer ${token}` } });
  expect(approved.status()).toBeLessThan(300);

  // Listed on its category's page (the newest first), and not on another category's.
  await page.goto('/active/spatii-comerciale');
  const card = page.getByTestId('listing-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/active\/spatii-comerciale\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/active/imobiliare');
  await expect(page.getByTestId('listing-card').filter({ hasText: title })).toHaveCount(0);
});
