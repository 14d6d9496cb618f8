import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startPushEndpoint } from '../../../backend/test/support/push-endpoint';
import { linkIn, waitForMail } from '../support/mailbox';
import { signIn as signInOnSite } from '../shell/support';
import { apiAs, REGULAR_USER, sidebarMenu, signIn, STAFF, STAFF_PASSWORD } from './support';

/**
 * Moderation in the staff console, end to end on the built site: an owner's listing goes
 * through the queue, the review page and the decision buttons, and the public API and the
 * owner's own list show the result.
 */

interface CreatedListing {
  id: string;
  slug: string;
  title: string;
  status: string;
}

const unique = () => randomBytes(3).toString('hex');

async function createCompany(owner: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<CreatedListing> {
  const response = await owner.post('/api/company', {
    data: {
      title,
      description: '<p>Afacere profitabilă, cu clienți fideli și echipă formată.</p>',
      price: 120000,
      county: 16,
      city: 'Cluj-Napoca',
      domain: [9],
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const listing = (await response.json()) as CreatedListing;
  expect(listing.status).toBe('pending');
  return listing;
}

/** Opens the moderation queue from the menu, narrowed to businesses for sale. */
async function openQueue(page: Page) {
  await sidebarMenu(page).getByRole('menuitem', { name: 'Moderare' }).click();
  await expect(page).toHaveURL(/\/admin\/moderation/);
  await expect(page.getByRole('columnheader', { name: 'Proprietar' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tip' }).click();
  await page.getByRole('option', { name: 'Afacere de vânzare' }).click();
  await expect(page).toHaveURL(/filter=.*type/);
}

test.describe('staff console: moderation', () => {
  let owner: APIRequestContext;
  let moderatorApi: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    const baseURL = test.info().project.use.baseURL!;
    owner = (await apiAs(playwright, baseURL, REGULAR_USER.email, REGULAR_USER.password)).api;
    moderatorApi = (await apiAs(playwright, baseURL, STAFF.moderator.email, STAFF_PASSWORD)).api;
  });

  test.afterAll(async () => {
    await owner?.dispose();
    await moderatorApi?.dispose();
  });

  test('a moderator finds a new listing in the queue, reviews it and approves it: it becomes public', async ({ page, request }) => {
    const listing = await createCompany(owner, `Cafenea de specialitate în Cluj ${unique()}`);
    expect((await request.get(`/api/company/${listing.slug}`)).status()).toBe(404);

    await signIn(page, STAFF.moderator.email);
    await openQueue(page);
    const row = page.getByRole('row').filter({ hasText: listing.title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Afacere de vânzare');
    await expect(row.getByTestId('revision-marker')).toHaveCount(0);
    await row.getByText(listing.title).click();

    await expect(page).toHaveURL(new RegExp(`/admin/moderation/${listing.id}/show$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(main.getByTestId('listing-status')).toHaveText('În așteptarea aprobării');
    const comparison = main.getByTestId('listing-comparison');
    await expect(comparison).toContainText('Anunț nou: nu are încă o versiune aprobată.');
    await expect(comparison.locator('[data-field="title"]')).toContainText(listing.title);
    // The description is rendered as (sanitised) HTML, not shown as markup.
    await expect(comparison.locator('[data-field="description"]')).toContainText('Afacere profitabilă, cu clienți fideli');
    await expect(comparison.locator('[data-field="description"]')).not.toContainText('<p>');
    await expect(comparison.locator('[data-changed="true"]')).toHaveCount(0);

    await main.getByRole('button', { name: 'Aprobă' }).click();

    await expect(page.getByText('Anunțul a fost aprobat.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/moderation(\?.*)?$/);
    await expect(page.getByRole('row').filter({ hasText: listing.title })).toHaveCount(0);
    const published = await request.get(`/api/company/${listing.slug}`);
    expect(published.status()).toBe(200);
    expect(((await published.json()) as { title: string }).title).toBe(listing.title);
  });

  test('approval reaches the owner: an email with a working link, and a push to their browser', async ({ page }) => {
    // A local HTTP server stands in for the browser's push service and decrypts what it receives.
    const push = await startPushEndpoint(Number(process.env.E2E_PUSH_PORT));
    const subscription = push.subscribe(`owner-${unique()}`);
    try {
      const subscribed = await owner.post('/api/account/subscribeToWebPush', { data: subscription });
      expect(subscribed.status(), await subscribed.text()).toBe(201);
      const listing = await createCompany(owner, `Pensiune agroturistică lângă Cluj ${unique()}`);

      await signIn(page, STAFF.moderator.email);
      await page.goto(`/admin/moderation/${listing.id}/show`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      await main.getByRole('button', { name: 'Aprobă' }).click();
      await expect(page.getByText('Anunțul a fost aprobat.')).toBeVisible();

      const mail = await waitForMail(REGULAR_USER.email, new RegExp(`aprobat: ${listing.title}`));
      const link = linkIn(mail, `/vanzare-cumparare-afaceri/${listing.slug}`);
      await page.goto(link.pathname);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);

      // The demo owner's browser also hears of other journeys' doings (a message from its demo buyer):
      // the push of this approval is the one naming this listing.
      const expected = { title: 'Anunț aprobat', body: `„${listing.title}” este publicat pe RoAfaceri.`, url: link.pathname };
      const name = subscription.endpoint.split('/').pop()!;
      await expect
        .poll(() => push.received.filter((item) => item.path === `/push/${name}`).map((item) => item.message), { timeout: 10_000 })
        .toContainEqual(expected);
    } finally {
      await owner.delete('/api/account/subscribeToWebPush', { data: { endpoint: subscription.endpoint } });
      await push.close();
    }
  });

  test('a rejection needs a reason, and the owner gets it by email and sees it in their listings', async ({ page, browser }) => {
    const listing = await createCompany(owner, `Atelier de croitorie în Dej ${unique()}`, { city: 'Dej' });
    const reason = 'Fotografiile lipsesc și prețul nu este justificat.';

    await signIn(page, STAFF.moderator.email);
    await page.goto(`/admin/moderation/${listing.id}/show`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await main.getByRole('button', { name: 'Respinge' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Respinge anunțul „${listing.title}”`);
    const confirm = dialog.getByRole('button', { name: 'Respinge' });
    await confirm.click();
    await expect(dialog).toContainText('Obligatoriu');
    const field = dialog.getByRole('textbox', { name: /Motivul respingerii/ });
    await field.fill('   ab  ');
    await confirm.click();
    await expect(dialog).toContainText('Trebuie să aibă cel puțin 5 caractere');
    // Nothing was sent: the listing still waits.
    const stillPending = await moderatorApi.get(`/api/admin/listings/${listing.id}`);
    expect(((await stillPending.json()) as { listing: { status: string } }).listing.status).toBe('pending');

    await field.fill(reason);
    await confirm.click();

    await expect(page.getByText('Anunțul a fost respins. Proprietarul vede motivul.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/moderation(\?.*)?$/);

    const mine = await owner.get('/api/listings/mine?pageSize=100');
    expect(mine.status()).toBe(200);
    const docs = ((await mine.json()) as { docs: { id: string; status: string; moderationNote: string | null }[] }).docs;
    expect(docs.find((doc) => doc.id === listing.id)).toMatchObject({ status: 'rejected', moderationNote: reason });

    // The owner's email carries the reason and leads to their listings, which show it too.
    const mail = await waitForMail(REGULAR_USER.email, new RegExp(`nu a fost aprobat: ${listing.title}`));
    expect(mail.body).toContain(reason);
    const link = linkIn(mail, '/cont/anunturile-mele');
    const ownerContext = await browser.newContext();
    try {
      const ownerPage = await ownerContext.newPage();
      await signInOnSite(ownerPage, REGULAR_USER);
      await ownerPage.goto(link.pathname);
      const row = ownerPage.locator('li, tr, article').filter({ hasText: listing.title }).last();
      await expect(row).toContainText('Respins');
      await expect(row).toContainText(reason);
    } finally {
      await ownerContext.close();
    }
  });

  test('an edit of a published listing is shown beside the approved version, changed fields highlighted', async ({ page, request }) => {
    const listing = await createCompany(owner, `Pensiune cu 8 camere în Apuseni ${unique()}`, { city: 'Turda' });
    expect((await moderatorApi.post(`/api/admin/listings/${listing.id}/approve`)).status()).toBe(200);
    const newTitle = listing.title.replace('8 camere', '10 camere');
    const edit = await owner.post(`/api/company/update/${listing.id}`, { data: { title: newTitle, price: 135000 } });
    expect(edit.status(), await edit.text()).toBe(200);
    expect(await edit.json()).toMatchObject({ status: 'approved', pendingRevision: true });

    await signIn(page, STAFF.moderator.email);
    await openQueue(page);
    const row = page.getByRole('row').filter({ hasText: newTitle });
    await expect(row.getByTestId('revision-marker')).toHaveText('revizie');
    await row.getByText(newTitle).click();

    const comparison = page.getByRole('main').getByTestId('listing-comparison');
    await expect(comparison.getByRole('columnheader')).toHaveText(['Câmp', 'Versiunea aprobată', 'Modificările propuse']);
    const title = comparison.locator('[data-field="title"]');
    await expect(title).toHaveAttribute('data-changed', 'true');
    await expect(title).toContainText('modificat');
    await expect(title.locator('[data-version="approved"]')).toHaveText(listing.title);
    await expect(title.locator('[data-version="proposed"]')).toHaveText(newTitle);
    // The highlight is visible, not only an attribute.
    const background = await title.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
    await expect(comparison.locator('[data-field="price"]')).toHaveAttribute('data-changed', 'true');
    for (const unchanged of ['description', 'county', 'city']) {
      await expect(comparison.locator(`[data-field="${unchanged}"]`), unchanged).toHaveAttribute('data-changed', 'false');
    }
    await expect(page.getByTestId('changed-count')).toHaveText('2 câmpuri modificate');

    // Until a decision the approved version stays public; approving applies the edit.
    expect(((await (await request.get(`/api/company/${listing.slug}`)).json()) as { title: string }).title).toBe(listing.title);
    await page.getByRole('main').getByRole('button', { name: 'Aprobă' }).click();
    await expect(page.getByText('Anunțul a fost aprobat.')).toBeVisible();
    await expect.poll(async () => ((await (await request.get(`/api/company/${listing.slug}`)).json()) as { title: string }).title).toBe(newTitle);
  });

  test('a consultant has no moderation menu and cannot open the queue', async ({ page }) => {
    await signIn(page, STAFF.consultant.email);
    const menu = sidebarMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Contul meu' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Moderare' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Afaceri de vânzare' })).toHaveCount(0);

    await page.goto('/admin/moderation');
    await expect(page.getByText('Acces interzis')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Proprietar' })).toHaveCount(0);
  });

  test('a family list reads the staff index, or says plainly that the server lacks it', async ({ page }) => {
    await signIn(page, STAFF.admin.email);
    await sidebarMenu(page).getByRole('menuitem', { name: 'Afaceri de vânzare' }).click();
    await expect(page).toHaveURL(/\/admin\/company/);
    const index = await page.request.get('/api/admin/listings?type=1&page=1&pageSize=25');
    if (index.status() === 404) {
      await expect(page.getByTestId('listing-index-unavailable')).toContainText('Serverul nu oferă încă lista completă a anunțurilor pe tipuri.');
      // No page counts under the message.
      await expect(page.getByText('Rânduri pe pagină:')).toHaveCount(0);
    } else {
      expect(index.status()).toBe(200);
      await expect(page.getByRole('columnheader', { name: 'Stare' })).toBeVisible();
      await expect(page.getByTestId('listing-index-unavailable')).toHaveCount(0);
    }
  });

  test('a published listing is promoted until a date, then its promotion ended, expired and renewed', async ({ page }) => {
    const listing = await createCompany(owner, `Brutărie artizanală în Florești ${unique()}`, { city: 'Florești' });
    expect((await moderatorApi.post(`/api/admin/listings/${listing.id}/approve`)).status()).toBe(200);
    const staffView = async () =>
      ((await (await moderatorApi.get(`/api/admin/listings/${listing.id}`)).json()) as { listing: { status: string; promotedUntil: string | null } }).listing;

    await signIn(page, STAFF.moderator.email);
    await page.goto(`/admin/company/${listing.id}/show`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('listing-status')).toHaveText('Publicat');
    // A published listing without a waiting edit has no moderation decision to take.
    await expect(main.getByRole('button', { name: 'Aprobă' })).toHaveCount(0);

    await main.getByRole('button', { name: 'Promovează' }).click();
    const dialog = page.getByRole('dialog');
    const until = new Date(Date.now() + 10 * 86_400_000);
    const day = `${until.getFullYear()}-${String(until.getMonth() + 1).padStart(2, '0')}-${String(until.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel(/Promovat până la/).fill(day);
    await dialog.getByRole('button', { name: 'Promovează' }).click();
    await expect(page.getByText(/^Anunțul este promovat până la /)).toBeVisible();
    // Until the end of the chosen day (local time), so 9 to 11 days from now.
    const promotedUntil = new Date((await staffView()).promotedUntil ?? 0).getTime();
    expect(promotedUntil).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    expect(promotedUntil).toBeLessThan(Date.now() + 11 * 86_400_000);

    await main.getByRole('button', { name: 'Oprește promovarea' }).click();
    await expect(page.getByText('Promovarea anunțului a fost oprită.')).toBeVisible();
    await expect.poll(async () => (await staffView()).promotedUntil).toBeNull();

    await main.getByRole('button', { name: 'Marchează expirat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Marchează expirat' }).click();
    await expect(page.getByText('Anunțul a fost marcat ca expirat.')).toBeVisible();
    await expect(main.getByTestId('listing-status')).toHaveText('Expirat');
    expect((await staffView()).status).toBe('expired');

    await main.getByRole('button', { name: 'Reînnoiește' }).click();
    await expect(page.getByText('Anunțul a fost reînnoit pentru o nouă perioadă de publicare.')).toBeVisible();
    await expect(main.getByTestId('listing-status')).toHaveText('Publicat');
    expect((await staffView()).status).toBe('approved');
  });
});
