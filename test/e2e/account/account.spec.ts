/**
 * The account pages of a signed-in user: "my listings" with a listing in every state (created
 * through the API as the user, moderated by a staff account), renew, withdraw (without JavaScript),
 * the owner preview, the publishing form's `?trimis=` message; favourites added on a detail page and
 * removed on `cont/favorite` with the header count following; axe and a 375 px phone.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD } from '../admin/support';
import { apiToken, presetConsent, signIn, waitForHydration } from '../shell/support';
import { linkIn, waitForMail } from '../support/mailbox';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';

interface Created {
  id: string;
  slug: string;
  title: string;
}

const PASSWORD = 'Parola123';
const REASON = 'Lipsesc cifrele financiare din ultimii doi ani.';
const run = Date.now().toString(36);
const account = { email: `anunturi.${run}@example.ro`, password: PASSWORD };
const titles = {
  approved: `Brutărie artizanală în Cluj ${run}`,
  rejected: `Atelier de tâmplărie ${run}`,
  pending: `Cafenea „La Colț” <b>${run}</b>`,
  expired: `Magazin de cartier în Iași ${run}`,
};

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** A new individual account with a confirmed email (publishing needs one). */
async function registerConfirmed(request: APIRequestContext) {
  const registered = await request.post('/api/account/register', {
    data: { fullName: 'Elena Anunțuri', email: account.email, password: PASSWORD, confirmPassword: PASSWORD, userType: 1, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const mail = await waitForMail(account.email, /Confirmă adresa de email/);
  const token = linkIn(mail, '/auth/verifica-email?token=').searchParams.get('token');
  expect((await request.post('/api/auth/verifyEmail', { data: { token } })).status()).toBe(200);
}

async function createCompany(request: APIRequestContext, token: string, title: string): Promise<Created> {
  const created = await request.post('/api/company', {
    headers: bearer(token),
    data: { title, description: 'Afacere profitabilă, cu clienți fideli și echipă formată.', price: 85000, county: 16, city: 'Cluj-Napoca', domain: [9] },
  });
  expect(created.status(), `create ${title}`).toBe(201);
  const body = (await created.json()) as Created & { status: string };
  expect(body.status).toBe('pending');
  return body;
}

async function staff(request: APIRequestContext, token: string, id: string, action: 'approve' | 'reject' | 'expire', data?: object) {
  const answer = await request.post(`/api/admin/listings/${id}/${action}`, { headers: bearer(token), data });
  expect(answer.status(), `${action} ${id}`).toBe(200);
}

async function mine(request: APIRequestContext, token: string): Promise<{ id: string; status: string; expiresAt: string | null }[]> {
  const answer = await request.get('/api/listings/mine?pageSize=100', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { docs: { id: string; status: string; expiresAt: string | null }[] }).docs;
}

test.describe('account pages', () => {
  test.describe.configure({ mode: 'serial' });

  let userToken = '';
  const listings = {} as Record<keyof typeof titles, Created>;

  test.beforeAll(async ({ request }) => {
    await registerConfirmed(request);
    userToken = await apiToken(request, { email: account.email, password: PASSWORD });
    const staffToken = await apiToken(request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
    for (const key of Object.keys(titles) as (keyof typeof titles)[]) listings[key] = await createCompany(request, userToken, titles[key]);
    await staff(request, staffToken, listings.approved.id, 'approve');
    await staff(request, staffToken, listings.expired.id, 'approve');
    await staff(request, staffToken, listings.expired.id, 'expire');
    await staff(request, staffToken, listings.rejected.id, 'reject', { reason: REASON });
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
    await keepTrafficLocal(context);
  });

  const row = (page: Page, key: keyof typeof titles) => page.locator(`[data-listing-id="${listings[key].id}"]`);

  test('my listings shows every state with its badge, the rejection reason and the actions it allows; tabs filter by state', async ({ page }) => {
    await signIn(page, account);
    const response = await page.goto('/cont/anunturile-mele');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('[data-listing-id]')).toHaveCount(4);

    const expected = { approved: 'Publicat', rejected: 'Respins', pending: 'În așteptarea aprobării', expired: 'Expirat' } as const;
    for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
      await expect(row(page, key)).toContainText(titles[key]);
      await expect(row(page, key).getByTestId('status-badge')).toHaveText(expected[key]);
      await expect(row(page, key).getByTestId('status-badge')).toHaveClass(new RegExp(`status-badge--${key}`));
    }
    // The title typed by the user is text, never markup.
    await expect(row(page, 'pending').locator('b')).toHaveCount(0);
    await expect(row(page, 'rejected').getByTestId('moderation-note')).toContainText(`Motivul respingerii:${REASON}`);
    await expect(row(page, 'approved').getByTestId('moderation-note')).toHaveCount(0);

    // Actions per state.
    const approved = row(page, 'approved');
    await expect(approved.getByRole('link', { name: /^Vezi/ })).toHaveAttribute('href', `/vanzare-cumparare-afaceri/${listings.approved.slug}`);
    await expect(approved.getByRole('link', { name: /^Editează/ })).toHaveAttribute('href', `/adauga-companie?id=${listings.approved.id}`);
    await expect(approved.getByRole('link', { name: /^Promovează/ })).toHaveAttribute('href', `/plata?anunt=${listings.approved.id}`);
    await expect(approved.getByRole('button', { name: /^Reînnoiește/ })).toBeVisible();
    await expect(row(page, 'pending').getByRole('button', { name: /^Reînnoiește/ })).toHaveCount(0);
    await expect(row(page, 'pending').getByRole('link', { name: /^Promovează/ })).toHaveCount(0);
    await expect(row(page, 'expired').getByRole('button', { name: /^Reînnoiește/ })).toBeVisible();
    await expect(row(page, 'expired').getByRole('link', { name: /^Editează/ })).toHaveCount(0);

    // Status tabs live in the URL.
    await page
      .getByRole('navigation', { name: 'Filtrează anunțurile după stare' })
      .getByRole('link', { name: /^Respinse/ })
      .click();
    await expect(page).toHaveURL(/\?stare=respinse$/);
    await expect(page.locator('[data-listing-id]')).toHaveCount(1);
    await expect(row(page, 'rejected')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Respinse/ })).toHaveAttribute('aria-current', 'page');
  });

  test('the ?trimis= message of the publishing form names the new listing', async ({ page }) => {
    await signIn(page, account);
    await page.goto(`/cont/anunturile-mele?trimis=${listings.pending.id}`);
    await expect(page.getByTestId('flash-message')).toHaveText(
      `Anunțul „${titles.pending}” a fost trimis spre aprobare. Îl publicăm după verificare și te anunțăm prin email.`,
    );
    // Someone else's id (or a made-up one) says nothing.
    await page.goto('/cont/anunturile-mele?trimis=00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('flash-message')).toHaveCount(0);
  });

  test('"Vezi" on a pending listing opens the owner preview', async ({ page }) => {
    await signIn(page, account);
    await page.goto('/cont/anunturile-mele');
    await waitForHydration(page);
    await row(page, 'pending').getByRole('link', { name: /^Vezi/ }).click();
    await expect(page).toHaveURL(new RegExp(`/vanzare-cumparare-afaceri/${listings.pending.slug}\\?id=${listings.pending.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.pending);
    await expect(page.getByTestId('preview-banner')).toContainText('Anunț în așteptarea aprobării');
  });

  test('renewing an approved listing shows its new end date', async ({ page, request }) => {
    // Bring the end date close, so the renewal visibly moves it.
    const staffToken = await apiToken(request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
    await staff(request, staffToken, listings.approved.id, 'expire');
    await signIn(page, account);
    await page.goto('/cont/anunturile-mele');
    await waitForHydration(page);
    await expect(row(page, 'approved').getByTestId('status-badge')).toHaveText('Expirat');

    await row(page, 'approved')
      .getByRole('button', { name: /^Reînnoiește/ })
      .click();
    await expect(row(page, 'approved').getByRole('status')).toContainText(`Anunțul „${titles.approved}” a fost reînnoit și rămâne publicat până la`);
    await expect(row(page, 'approved').getByTestId('status-badge')).toHaveText('Publicat');
    const renewed = (await mine(request, userToken)).find((listing) => listing.id === listings.approved.id)!;
    expect(renewed.status).toBe('approved');
    const until = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' }).format(
      new Date(renewed.expiresAt!),
    );
    expect(new Date(renewed.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    await expect(row(page, 'approved').getByRole('status')).toContainText(until);
    await expect(row(page, 'approved')).toContainText(`Expiră${until}`);
  });

  test('withdrawing asks for confirmation and works without JavaScript; the listing leaves the page and the API', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ro-RO' });
    await presetConsent(context, baseURL);
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto('/cont/anunturile-mele');
    await row(page, 'expired')
      .getByRole('link', { name: /^Retrage/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`retrage=${listings.expired.id}`));
    await expect(row(page, 'expired')).toContainText(`Sigur retragi anunțul „${titles.expired}”?`);

    // "Renunță" keeps it.
    await row(page, 'expired').getByRole('link', { name: 'Renunță' }).click();
    await expect(row(page, 'expired').getByRole('button', { name: 'Da, retrage anunțul' })).toHaveCount(0);
    expect((await mine(request, userToken)).some((listing) => listing.id === listings.expired.id)).toBe(true);

    await row(page, 'expired')
      .getByRole('link', { name: /^Retrage/ })
      .click();
    await row(page, 'expired').getByRole('button', { name: 'Da, retrage anunțul' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Anunțul „${titles.expired}” a fost retras și nu mai apare pe site.` })).toBeVisible();
    await expect(row(page, 'expired')).toHaveCount(0);
    await expect(page.locator('[data-listing-id]')).toHaveCount(3);
    expect((await mine(request, userToken)).some((listing) => listing.id === listings.expired.id)).toBe(false);
    expect((await request.get(`/api/company/${listings.expired.slug}`)).status()).toBe(404);
    await context.close();
  });

  test('favourites: added on a detail page, listed on cont/favorite and removed there, the header count following', async ({ page, request }) => {
    const list = await request.get('/api/company/list/web?pageSize=1');
    const [listing] = ((await list.json()) as { docs: { id: string; slug: string; title: string }[] }).docs;
    await signIn(page, account);
    const count = page.getByTestId('favorite-count');

    await page.goto('/cont/favorite');
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
    await expect(count).toHaveText('0');

    await page.goto(`/vanzare-cumparare-afaceri/${listing.slug}`);
    await waitForHydration(page);
    await page.getByTestId('favorite-toggle').click();
    await expect(page.getByRole('status').filter({ hasText: `„${listing.title}” a fost adăugat la favorite.` })).toBeVisible();
    await expect(count).toHaveText('1');

    await page.goto('/cont/favorite');
    await waitForHydration(page);
    const item = page.locator(`[data-favorite-id="${listing.id}"]`);
    await expect(item.getByRole('link', { name: listing.title })).toHaveAttribute('href', `/vanzare-cumparare-afaceri/${listing.slug}`);
    await expect(item).toContainText('Afacere de vânzare');
    await expect(count).toHaveText('1');

    await item.getByRole('button', { name: `Elimină „${listing.title}” din favorite` }).click();
    await expect(page.getByRole('status').filter({ hasText: `„${listing.title}” a fost eliminat din favorite.` })).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
    await expect(count).toHaveText('0');
    await expect(page.locator('.account-menu__dot')).toHaveCount(0);
    expect(await (await page.request.get('/api/favorite')).json()).toEqual([]);
  });

  test('a favourite whose listing is no longer public stays removable', async ({ page, request }) => {
    // Favourited while public, then expired by staff: listed without a link, still removable.
    const staffToken = await apiToken(request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
    const added = await request.post('/api/favorite', { headers: bearer(userToken), data: { entityId: listings.approved.id, type: 1 } });
    expect(added.status()).toBe(201);
    await staff(request, staffToken, listings.approved.id, 'expire');
    await signIn(page, account);
    await page.goto('/cont/favorite');
    const item = page.locator(`[data-favorite-id="${listings.approved.id}"]`);
    await expect(item).toContainText('Anunțul nu mai este publicat');
    await expect(item.getByRole('link')).toHaveCount(0);
    await item.getByRole('button', { name: /^Elimină/ }).click();
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
  });

  test('an edit of a published listing: ?actualizat= message, the note while it waits, and the reason when staff refuse it', async ({ page, request }) => {
    const staffToken = await apiToken(request, { email: STAFF.moderator.email, password: STAFF_PASSWORD });
    const published = await createCompany(request, userToken, `Pensiune în Sibiu ${run}`);
    await staff(request, staffToken, published.id, 'approve');
    const edited = await request.post(`/api/company/update/${published.id}`, { headers: bearer(userToken), data: { price: 99000 } });
    expect(edited.status()).toBe(200);

    await signIn(page, account);
    await page.goto(`/cont/anunturile-mele?actualizat=${published.id}`);
    await expect(page.getByTestId('flash-message')).toHaveText(
      `Modificările anunțului „${published.title}” au fost trimise spre verificare. Până la aprobare, vizitatorii văd versiunea publicată.`,
    );
    const item = page.locator(`[data-listing-id="${published.id}"]`);
    await expect(item.getByTestId('status-badge')).toHaveText('Publicat');
    await expect(item.getByTestId('moderation-note')).toHaveText('Modificările tale așteaptă aprobarea. Până atunci, vizitatorii văd versiunea aprobată.');

    await staff(request, staffToken, published.id, 'reject', { reason: 'Prețul nou nu este justificat.' });
    await page.goto('/cont/anunturile-mele');
    await expect(item.getByTestId('status-badge')).toHaveText('Publicat');
    await expect(item.getByTestId('moderation-note')).toHaveText('Modificările propuse au fost respinse. Motiv:Prețul nou nu este justificat.');
  });

  test('overview: live counts and the latest listings; axe finds nothing serious and a 375 px phone has no horizontal scroll', async ({ page, request }) => {
    await request.post('/api/favorite', {
      headers: bearer(userToken),
      data: { entityId: (await (await request.get('/api/company/list/web?pageSize=1')).json()).docs[0].id, type: 1 },
    });
    await signIn(page, account);
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto('/cont');
    await waitForHydration(page);
    const summary = page.getByTestId('status-summary');
    await expect(summary.getByRole('link', { name: /Respinse/ })).toContainText('1');
    await expect(summary.getByRole('link', { name: /În așteptare/ })).toContainText('1');
    await expect(page.getByRole('heading', { name: 'Favorite (1)' })).toBeVisible();
    await expect(page.locator(`[data-listing-id="${listings.pending.id}"]`)).toContainText('În așteptarea aprobării');

    for (const path of ['/cont/anunturile-mele', `/cont/anunturile-mele?retrage=${listings.pending.id}`, '/cont/favorite', '/cont']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} on a phone`).toBeLessThanOrEqual(375);
    }
  });
});
