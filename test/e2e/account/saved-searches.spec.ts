/**
 * Saved searches in the browser (issue 22's acceptance): a new buyer filters the company family,
 * saves the search („Imediat”); staff approves a new matching listing in the console; the instant
 * alert email arrives with a link to the listing, which opens; the saved search shows one new match,
 * „Vezi rezultatele” opens the family page with the filters and the count starts again from zero; the
 * email's one-click pause link pauses the search. Renaming, pausing and deleting also work without
 * JavaScript. An approved investor profile is matched to a company owner's listing: the owner sees the
 * count on their listing and browses the profiles; the investor sees the profile's own searches.
 */
import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { ACCOUNT_PASSWORD, apiAs, newAccount, REGULAR_USER, signIn as signInStaff, STAFF, STAFF_PASSWORD } from '../admin/support';
import { presetConsent, signIn } from '../shell/support';
import { capturedMails, linkIn, type ReceivedMail } from '../support/mailbox';

/** A word no other listing has (letters only: the search matches words by prefix). */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** Waits for a message to `to` that mentions `text` (the alert's subject wording is the mail module's). */
async function waitForMailWith(to: string, text: string, timeoutMs: number): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = capturedMails().find((candidate) => candidate.to.includes(to.toLowerCase()) && candidate.body.includes(text));
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No mail to ${to} mentioning ${text}`);
}

function savedSearch(page: Page, name: string) {
  return page.getByTestId('saved-search').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a saved search tells its owner of a new matching listing approved in the console', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const buyer = await newAccount(playwright, baseURL!, 'Ana Căutătoarea', 'alerte');
  await presetConsent(page.context(), baseURL);
  await signIn(page, { email: buyer.email, password: ACCOUNT_PASSWORD });

  // The company family filtered by words and county; the page offers to save the search.
  await page.goto(`/vanzare-cumparare-afaceri?q=${word}&county=16`);
  await expect(page.getByTestId('result-count')).toHaveText('Niciun anunț găsit');
  await page.getByRole('link', { name: 'Salvează căutarea' }).click();
  await expect(page).toHaveURL(new RegExp(`/cont/cautari-salvate/nou\\?tip=1&q=${word}&county=16$`));
  await expect(page.getByTestId('saved-search-summary')).toContainText(`Cuvinte căutate: „${word}”`);
  await expect(page.getByTestId('saved-search-summary')).toContainText('Județ: Cluj');
  const name = `Afaceri de vânzare · Cluj · ${word}`;
  await expect(page.getByLabel('Numele căutării')).toHaveValue(name);
  await expect(page.getByRole('radio', { name: /^Imediat/ })).toBeChecked();
  await page.getByRole('button', { name: 'Salvează căutarea' }).click();

  await expect(page).toHaveURL(/\/cont\/cautari-salvate\?salvata=1$/);
  await expect(page.getByText('Căutarea a fost salvată.')).toBeVisible();
  await expect(page.getByTestId('saved-search-usage')).toHaveText('1 din 20 căutări salvate');
  const row = savedSearch(page, name);
  await expect(row.getByTestId('saved-search-state')).toHaveText('Activă');
  await expect(row.getByTestId('new-matches')).toHaveText('Nicio potrivire nouă');
  await expect(row.getByTestId('saved-search-frequency')).toContainText('imediat');
  // The account's overview counts it and links to the list.
  await page.goto('/cont');
  await expect(page.getByText('1 din 20 căutări salvate.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Vezi căutările salvate' }).click();
  await expect(page).toHaveURL(/\/cont\/cautari-salvate$/);

  // A new company listing in Cluj with the word in its title, approved by a moderator in the console.
  const owner = await apiAs(playwright, baseURL!, REGULAR_USER.email, REGULAR_USER.password);
  const title = `Cafenea ${word} lângă Piața Unirii`;
  const created = await owner.api.post('/api/company', {
    data: {
      title,
      description: '<p>Cafenea cu clienți fideli, echipă formată și contract de închiriere lung.</p>',
      price: 90000,
      county: 16,
      city: 'Cluj-Napoca',
      domain: [9],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; slug: string };
  await owner.api.dispose();

  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInStaff(staff, STAFF.moderator.email);
  await staff.goto(`/admin/moderation/${listing.id}/show`);
  const main = staff.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await main.getByRole('button', { name: 'Aprobă' }).click();
  await expect(staff.getByText('Anunțul a fost aprobat.')).toBeVisible();
  await staffContext.close();

  // The instant alert: an email with the listing's link, which opens the listing.
  const listingPath = `/vanzare-cumparare-afaceri/${listing.slug}`;
  const mail = await waitForMailWith(buyer.email, listingPath, 45_000);
  await page.goto(linkIn(mail, listingPath).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The saved search counts one new match; opening its results shows the listing and starts the count again.
  await page.goto('/cont/cautari-salvate');
  await expect(row.getByTestId('new-matches')).toHaveText('1 potrivire nouă');
  await row.getByRole('link', { name: /^Vezi rezultatele/ }).click();
  await expect(page).toHaveURL(new RegExp(`/vanzare-cumparare-afaceri\\?.*q=${word}`));
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto('/cont/cautari-salvate');
  await expect(row.getByTestId('new-matches')).toHaveText('Nicio potrivire nouă');

  // The email's pause link: opening it changes nothing (mail scanners open links); the page asks,
  // its button pauses, and the search shows paused in the account.
  const pause = linkIn(mail, '/api/saved-searches/pause/');
  await page.goto(pause.pathname);
  await expect(page).toHaveURL(/\/cautari-salvate\/oprita\?token=.+&nume=/);
  await expect(page.getByTestId('saved-search-paused')).toContainText(`Nu vei mai primi emailuri cu anunțuri noi pentru căutarea „${name}”.`);
  await page.getByRole('button', { name: 'Oprește alertele' }).click();
  await expect(page.getByTestId('saved-search-paused')).toContainText(`Alertele pentru căutarea „${name}” au fost oprite.`);
  await page.getByRole('link', { name: 'Vezi căutările salvate' }).click();
  await expect(row.getByTestId('saved-search-state')).toHaveText('În pauză');
});

test('a company owner sees the investors matching their listing; the investor sees the profile’s searches', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
  const approve = async (id: string) => expect((await moderator.api.post(`/api/admin/listings/${id}/approve`)).status()).toBe(200);

  // An investor in HoReCa (interest 10), 50.000–150.000 €, in Cluj; and a café for sale in Cluj at 90.000 € (domain 9, HoReCa).
  const investor = await newAccount(playwright, baseURL!, 'Ioana Investitoarea', 'investitor');
  const profileTitle = `Investitor în cafenele ${word}`;
  const profile = await investor.api.post('/api/investor', {
    data: {
      title: profileTitle,
      description: '<p>Caut cafenele și restaurante profitabile în Cluj.</p>',
      domain: [10],
      investorKind: 'angel',
      ticketMin: 50000,
      ticketMax: 150000,
      targetCounties: [16],
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  await approve(((await profile.json()) as { id: string }).id);

  const owner = await newAccount(playwright, baseURL!, 'Radu Proprietarul', 'proprietar');
  const created = await owner.api.post('/api/company', {
    data: {
      title: `Cafenea ${word} cu terasă`,
      description: '<p>Cafenea cu terasă, clienți fideli și echipă formată.</p>',
      price: 90000,
      county: 16,
      city: 'Cluj-Napoca',
      domain: [9],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { id: string }).id;
  await approve(listingId);
  await moderator.api.dispose();
  // The profile's searches are written by the worker after its approval.
  await expect
    .poll(async () => ((await (await owner.api.get(`/api/listings/mine/${listingId}/investor-matches`)).json()) as { count: number }).count, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(1);

  await presetConsent(page.context(), baseURL);
  await signIn(page, { email: owner.email, password: ACCOUNT_PASSWORD });
  await page.goto('/cont/anunturile-mele');
  const matches = page.locator(`[data-listing-id="${listingId}"]`).getByTestId('investor-matches');
  await expect(matches).toHaveText(/^\d+ (de )?investitori? potrivi(t|ți)/);
  await matches.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/cont/investitori-potriviti/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investitori potriviți');
  await expect(page.getByRole('link', { name: profileTitle }).first()).toBeVisible();

  // The investor: the profile's searches, apart from the searches they saved, without rename or delete.
  await page.context().clearCookies();
  await presetConsent(page.context(), baseURL);
  await signIn(page, { email: investor.email, password: ACCOUNT_PASSWORD });
  await page.goto('/cont/cautari-salvate');
  await expect(page.getByRole('heading', { name: 'Potriviri pentru profilul tău de investitor' })).toBeVisible();
  const own = savedSearch(page, `Profil de investitor: ${profileTitle}`);
  await expect(own).toHaveCount(2);
  await expect(own.getByRole('button', { name: /^Șterge/ })).toHaveCount(0);
  await expect(page.getByTestId('saved-search-usage')).toHaveText('0 din 20 căutări salvate');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a search is saved, renamed, paused and deleted with plain forms', async ({ page, playwright, baseURL }) => {
    const word = uniqueWord();
    const buyer = await newAccount(playwright, baseURL!, 'Mihai Fărăscript', 'alerte-fara-js');
    await presetConsent(page.context(), baseURL);
    await signIn(page, { email: buyer.email, password: ACCOUNT_PASSWORD });

    await page.goto(`/vreau-sa-investesc?q=${word}`);
    await page.getByRole('link', { name: 'Salvează căutarea' }).click();
    await page.getByLabel('Numele căutării').fill(`Investitori ${word}`);
    await page.getByRole('radio', { name: /^Săptămânal/ }).check();
    await page.getByRole('button', { name: 'Salvează căutarea' }).click();
    await expect(page).toHaveURL(/\/cont\/cautari-salvate\?salvata=1$/);
    let row = savedSearch(page, `Investitori ${word}`);
    await expect(row.getByTestId('saved-search-frequency')).toContainText('săptămânal');

    // Rename: the folded form opens natively.
    await row.getByText('Schimbă numele sau frecvența').click();
    await row.getByLabel('Numele căutării').fill(`Investitori noi ${word}`);
    await row.getByRole('button', { name: /^Redenumește/ }).click();
    row = savedSearch(page, `Investitori noi ${word}`);
    await expect(row).toContainText(`Căutarea se numește acum „Investitori noi ${word}”.`);

    await row.getByRole('button', { name: /^Oprește alertele/ }).click();
    await expect(row.getByTestId('saved-search-state')).toHaveText('În pauză');
    await row.getByRole('button', { name: /^Pornește alertele/ }).click();
    await expect(row.getByTestId('saved-search-state')).toHaveText('Activă');

    // Delete asks once more.
    await row.getByRole('button', { name: /^Șterge/ }).click();
    await expect(row).toContainText(`Sigur ștergi căutarea „Investitori noi ${word}”?`);
    await row.getByRole('button', { name: 'Da, șterge căutarea' }).click();
    await expect(page.getByText('Căutarea a fost ștearsă.')).toBeVisible();
    await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
  });
});
