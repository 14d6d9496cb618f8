/**
 * Seller analytics in the browser: a buyer opens a listing page (the page is cached for anonymous
 * visitors, so the browser's beacon counts the view), once per day however often they reload; a
 * signed-in buyer and a visitor arriving from the family page's card count too; the
 * seller then sees that view in the chart on `cont/anunturile-mele` and in the account's card.
 */
import { expect, test } from '@playwright/test';
import type { ListingStats } from '../../../backend/src/contracts/listing-stats';
import { LISTING_FAMILY_PATHS } from '../../../backend/src/contracts/listings';
import { listingPublicPath } from '../../../backend/src/contracts/public-pages';
import { apiAs, signIn as staffSignIn, STAFF, STAFF_PASSWORD } from '../admin/support';
import { apiToken, isSameDocument, markDocument, ownAddress, presetConsent, signIn, waitForHydration } from '../shell/support';
import { fromSite } from '../support/site-origin';

const SELLER = { email: 'demo@roafaceri.ro', password: 'Demo12345' };

interface MineListing {
  id: string;
  type: number;
  slug: string;
  category?: string | null;
  status: string;
  title: string;
  confidential?: boolean;
}

test('the seller’s chart shows the buyer’s view, counted once a day per visitor', async ({ browser, baseURL, request, playwright }) => {
  const token = await apiToken(request, SELLER);
  const auth = { Authorization: `Bearer ${token}` };
  // A company for sale of its own, published by staff: no other journey opens its page, so every view counted is this journey's
  // (its family page lists it, so a visitor can also reach it from there).
  const created = await request.post('/api/company', {
    headers: { ...auth, ...fromSite() },
    data: {
      title: `Tipografie digitală cu clienți fideli ${Date.now().toString(36)}`,
      description: '<p>Tipografie cu utilaje noi și comenzi recurente de la agenții.</p>',
      price: 120000,
      county: 33,
      city: 'Sibiu',
      domain: [9],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
  expect((await moderator.api.post(`/api/admin/listings/${id}/approve`)).status()).toBe(200);
  await moderator.api.dispose();
  const mine = (await (await request.get('/api/listings/mine?pageSize=100', { headers: auth })).json()) as { docs: MineListing[] };
  const listing = mine.docs.find((doc) => doc.id === id && doc.status === 'approved');
  expect(listing, 'the published listing among the seller’s own').toBeDefined();
  const stats = async () => (await (await request.get(`/api/listings/mine/${listing!.id}/stats?days=30`, { headers: auth })).json()) as ListingStats;
  const before = await stats();
  const todayBefore = before.days.at(-1)!.views;

  // The buyer: an anonymous browser of its own address, reading the page twice.
  const buyer = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  await presetConsent(buyer, baseURL);
  const page = await buyer.newPage();
  const beacon = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/listings/${listing!.id}/views`));
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/listings/${listing!.id}/views`)) sent += 1;
  });
  await page.goto(listingPublicPath(listing!));
  expect((await (await beacon).response())?.status()).toBe(204);
  // Once hydrated, the page's code knows the document's script counted this listing: no second beacon.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(sent).toBe(1);
  await expect.poll(async () => (await stats()).days.at(-1)!.views).toBe(todayBefore + 1);
  const again = page.waitForRequest((sent) => sent.url().endsWith(`/api/listings/${listing!.id}/views`));
  await page.reload();
  await (await again).response();
  expect((await stats()).days.at(-1)!.views).toBe(todayBefore + 1);
  await buyer.close();

  // A signed-in buyer is counted too (the beacon carries the session cookie and the page's origin).
  const member = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  await presetConsent(member, baseURL);
  const memberPage = await member.newPage();
  await signIn(memberPage, { email: 'ion.popescu@example.ro', password: 'Demo12345' });
  const counted = memberPage.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/listings/${listing!.id}/views`));
  await memberPage.goto(listingPublicPath(listing!));
  expect((await (await counted).response())?.status()).toBe(204);
  await expect.poll(async () => (await stats()).days.at(-1)!.views).toBe(todayBefore + 2);
  await member.close();

  // A visitor who reaches it from the family page's card (a move within the site, no new document) is counted as well.
  const browsing = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  await presetConsent(browsing, baseURL);
  const browsingPage = await browsing.newPage();
  const path = listingPublicPath(listing!);
  await browsingPage.goto(`/${path.split('/')[1]}?q=${encodeURIComponent(listing!.title)}`);
  await waitForHydration(browsingPage);
  await markDocument(browsingPage);
  const moved = browsingPage.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/listings/${listing!.id}/views`));
  await browsingPage.locator(`h3 a[href="${path}"]`).click();
  await expect(browsingPage).toHaveURL(new RegExp(`${path}$`));
  expect(await isSameDocument(browsingPage)).toBe(true);
  expect((await (await moved).response())?.status()).toBe(204);
  await expect.poll(async () => (await stats()).days.at(-1)!.views).toBe(todayBefore + 3);
  await browsing.close();

  // The seller's chart: the period's total and today's bar include the buyer's view.
  const after = await stats();
  const sellerContext = await browser.newContext();
  await presetConsent(sellerContext, baseURL);
  const seller = await sellerContext.newPage();
  await signIn(seller, SELLER);
  await seller.goto('/cont/anunturile-mele');
  const row = seller.locator(`#anunt-${listing!.id}`);
  await row.getByTestId('stats-link').click();
  await expect(seller).toHaveURL(new RegExp(`statistici=${listing!.id}`));
  const panel = row.getByTestId('listing-stats');
  await expect(panel.locator('[data-metric="views"] dd')).toHaveText(String(after.totals.views));
  await expect(panel.locator(`rect[data-date="${after.days.at(-1)!.date}"]`)).toHaveAttribute('data-value', String(todayBefore + 3));
  await expect(panel.locator('table')).toContainText('Vizualizări');
  // The account's card names the listings by their views.
  await seller.goto('/cont');
  await expect(seller.locator('#performanta')).toContainText('Performanța anunțurilor (ultimele 30 de zile)');
  await expect(seller.getByTestId('performance-best')).toContainText('vizualiz');
  await sellerContext.close();

  // Staff see the same figures on the listing's page in the console.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff, STAFF.moderator.email);
  await staff.goto(`/admin/${LISTING_FAMILY_PATHS[listing!.type as keyof typeof LISTING_FAMILY_PATHS]}/${listing!.id}/show`);
  const consolePanel = staff.getByTestId('listing-stats-panel');
  await expect(consolePanel).toContainText('Statistici (30 de zile)');
  await expect(consolePanel.getByTestId('listing-stats-totals')).toContainText(String(after.totals.views));
  await expect(consolePanel.locator(`tr[data-date="${after.days.at(-1)!.date}"]`)).toContainText(String(todayBefore + 3));
  await staffContext.close();
});
