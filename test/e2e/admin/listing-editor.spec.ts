import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiAs, newAccount, sidebarMenu, signIn, STAFF, STAFF_PASSWORD } from './support';

/**
 * Staff publish and edit listings in the console: a moderator adds a funding call (published at
 * once, on the public site), an admin corrects a business for sale (applied at once, audited), and
 * the editor refuses to overwrite an owner's edit still waiting for moderation.
 */

const unique = () => randomBytes(3).toString('hex');
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('staff console: listing editor', () => {
  test('a moderator adds a funding call; the public page shows it at once', async ({ page, request }) => {
    const title = `Apel digitalizare IMM ${unique()}`;
    await signIn(page, STAFF.moderator.email);
    await sidebarMenu(page).getByRole('menuitem', { name: 'Finanțări' }).click();
    await expect(page).toHaveURL(/\/admin\/fund/);
    await page.getByRole('link', { name: 'Creează' }).click();
    await expect(page).toHaveURL(/\/admin\/fund\/create$/);

    const form = page.getByRole('main');
    await form.getByLabel('Titlu').fill(title);
    // The call's type, region and stage are required: named before anything is sent.
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(form.getByText('Obligatoriu')).toHaveCount(3);

    await form.getByLabel('Descriere').fill('<p>Granturi între 20.000 și 100.000 EUR pentru <b>digitalizare</b>.</p><script>alert(1)</script>');
    for (const [label, option] of [
      ['Tip de finanțare', /europen/i],
      ['Regiune', /Nord-Vest/i],
      ['Stadiul apelului', 'Apel deschis'],
    ] as const) {
      await form.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).first().click();
    }
    await form.getByLabel('Grant maxim').fill('100000');
    await form.locator('input[type="file"]').setInputFiles({ name: 'afis-apel.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await expect(form.locator('img[title="afis-apel.png"]')).toBeVisible();
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).toHaveURL(/\/admin\/fund\/[0-9a-f-]{36}\/show$/);
    const id = /\/admin\/fund\/([0-9a-f-]{36})\/show$/.exec(page.url())![1];

    // Public at once: the visitors' route answers it (a listing waiting for moderation would be a 404).
    const answer = await request.get(`/api/fund/id/${id}`);
    expect(answer.status()).toBe(200);
    const listing = (await answer.json()) as { slug: string; grantMax: number; gallery: { originalName: string }[] };
    expect(listing.grantMax).toBe(100000);
    expect(listing.gallery.map((image) => image.originalName)).toEqual(['afis-apel.png']);
    const publicPage = await page.context().newPage();
    await publicPage.goto(`/finantari/${listing.slug}`);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(publicPage.locator('b', { hasText: 'digitalizare' }).first()).toBeVisible();
    expect(await publicPage.content()).not.toContain('alert(1)');
    await publicPage.close();
  });

  test('an admin corrects a published listing: applied at once and in the audit log; an owner’s waiting edit must be decided first', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await newAccount(playwright, baseURL!, 'Radu Vânzător', 'editor');
    const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
    const created = await owner.api.post('/api/company', {
      data: { title: `Atelier de croitorie în Dej ${unique()}`, description: '<p>Clienți fideli.</p>', price: 61000, county: 16, city: 'Dej', domain: [9] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as { id: string; slug: string; title: string };
    expect((await moderator.api.post(`/api/admin/listings/${listing.id}/approve`)).status()).toBe(200);

    await signIn(page, STAFF.admin.email);
    await page.goto(`/admin/company/${listing.id}/show`);
    await page.getByRole('link', { name: 'Editează' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/company/${listing.id}$`));
    const form = page.getByRole('main');
    await expect(form.getByText('Modificările tale se aplică imediat')).toBeVisible();
    const corrected = `${listing.title} – cu clienți fideli`;
    await form.getByLabel('Titlu').fill(corrected);
    await form.getByLabel('Preț').fill('59000');
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/company/${listing.id}/show$`));

    const publicPage = await page.context().newPage();
    await publicPage.goto(`/vanzare-cumparare-afaceri/${listing.slug}`);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(corrected);
    await publicPage.close();
    const admin = await apiAs(playwright, baseURL!, STAFF.admin.email, STAFF_PASSWORD);
    const audit = (await (await admin.api.get(`/api/admin/audit?entityId=${listing.id}&action=listing.edit`)).json()) as {
      docs: { actorEmail: string; before: { price: number }; after: { price: number; title: string } }[];
    };
    expect(audit.docs).toMatchObject([{ actorEmail: STAFF.admin.email, before: { price: 61000 }, after: { price: 59000, title: corrected } }]);

    // The owner edits again: while that waits, the editor says why saving is refused.
    expect((await owner.api.put('/api/company', { data: { id: listing.id, price: 58000 } })).status()).toBe(200);
    await page.reload();
    await page.goto(`/admin/company/${listing.id}`);
    await expect(page.getByTestId('listing-edit-blocked')).toBeVisible();
    await page.getByRole('main').getByLabel('Localitate').fill('Gherla');
    await page.getByRole('main').getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Proprietarul are o modificare care așteaptă moderarea', { exact: false }).last()).toBeVisible();
    await Promise.all([owner.api.dispose(), moderator.api.dispose(), admin.api.dispose()]);
  });
});
