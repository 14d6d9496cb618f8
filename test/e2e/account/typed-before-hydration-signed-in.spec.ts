/**
 * The signed-in forms keep what was typed before the page's code arrived, as the public ones do
 * (typed-before-hydration.spec.ts): each journey signs in through the API, holds every script of the
 * page on the network, fills the form in the server's HTML, lets the scripts through, checks the
 * fields after hydration and sends the form: a reply in a conversation (with a document), a business
 * for sale through every step of the publishing form, the profile with the password change and the
 * account's deletion, the billing data of an order, a saved search, and an access request on a
 * confidential listing.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { listingPublicPath } from '../../../backend/src/contracts/public-pages';
import { ACCOUNT_PASSWORD, newAccount } from '../admin/support';
import { apiToken, INDIVIDUAL, LEGAL_ENTITY, ownAddress, presetConsent, signIn } from '../shell/support';
import { expectValues, fillAll, openWithCodeHeld, untilReactHolds } from '../support/code-held';
import { fromSite } from '../support/site-origin';
import { keepTrafficLocal } from '../support/page-checks';

const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PASSWORD = 'Parola123';

test.beforeEach(async ({ page, context, baseURL }) => {
  await keepTrafficLocal(context);
  await presetConsent(context, baseURL);
  await page.setExtraHTTPHeaders(ownAddress());
});

/** A new account (its email not confirmed), signed in in the page; its email. */
async function newVisitor(page: Page, request: APIRequestContext, prefix: string, fullName: string): Promise<string> {
  const email = `${prefix}.${run}@example.ro`;
  const created = await request.post('/api/account/register', {
    headers: { ...fromSite(), ...ownAddress() },
    data: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD, userType: 1, acceptTerms: 'true' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(page, { email, password: PASSWORD });
  return email;
}

/** A one-page PDF (the API checks the bytes, not the name). */
function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

test('a reply in a conversation: the text and the document chosen survive hydration, and the reply is in the thread', async ({ page }) => {
  await signIn(page, INDIVIDUAL);
  // The demo buyer's conversation with the demo company (demo data).
  const conversations = (await (await page.request.get('/api/conversations')).json()) as { id: string; blockedByMe: boolean; blockedMe: boolean }[];
  const conversation = conversations.find((item) => !item.blockedByMe && !item.blockedMe);
  expect(conversation, 'a conversation of the demo buyer').toBeDefined();

  const code = await openWithCodeHeld(page, `/cont/mesaje/${conversation!.id}`);
  const form = page.getByTestId('reply-form');
  const values = { body: `Mulțumesc! Vă trimit oferta noastră semnată (${run}).` };
  await fillAll(form, values);
  await form.locator('[name="attachments"]').setInputFiles({ name: `oferta-${run}.pdf`, mimeType: 'application/pdf', buffer: pdf(`oferta ${run}`) });

  await code.release();
  await expectValues(form, values);
  expect(await form.locator('[name="attachments"]').evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (file) => file.name))).toEqual([
    `oferta-${run}.pdf`,
  ]);
  await form.getByRole('button', { name: 'Trimite', exact: true }).click();
  const reply = page.getByTestId('message-thread').locator('.message--mine').last();
  await expect(reply.getByTestId('message-body')).toHaveText(values.body);
  await expect(reply.getByRole('link', { name: `oferta-${run}.pdf` })).toBeVisible();
});

test('publishing a business for sale: what was typed on every step survives hydration and the moves between steps, and the listing waits for approval', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Publishing needs a confirmed email. (`anunt-nou` only links to the families' forms, all this one.)
  const seller = await newAccount(playwright, baseURL!, 'Radu Vânzătorul', 'publicare');
  await seller.api.dispose();
  await signIn(page, { email: seller.email, password: ACCOUNT_PASSWORD });
  const title = `Cofetărie cu laborator propriu în Cluj ${run}`;

  // Without the page's code the server's HTML shows every step (but the preview) in one form; once
  // it runs, one step shows at a time and „Continuă” moves on in the browser: the later steps' fields
  // are typed into here, and checked as each step comes.
  const code = await openWithCodeHeld(page, '/adauga-companie');
  const form = page.locator('form.publish-form');
  const steps = {
    description: { title, description: 'Cofetărie cu 40 de locuri și laborator autorizat.\n\nSe vinde cu echipamentele și rețetele.' },
    details: { price: '250.000', businessType: '1', employees: '12', features: ['instalment-sale'] },
    location: { county: '16', city: 'Cluj-Napoca', contactPhone: '0740 123 456' },
  };
  await fillAll(form, steps.description);
  await form.getByRole('checkbox', { name: 'HoReCa' }).check();
  await fillAll(form, steps.details);
  await fillAll(form, steps.location);

  await code.release();
  await expect(form.locator('[data-step="details"]')).toBeHidden();
  await expectValues(form, steps.description);
  await expect(form.getByRole('checkbox', { name: 'HoReCa' })).toBeChecked();
  await continueTo(page, 'Detalii financiare și juridice');
  await expectValues(form, steps.details);
  // Back and forth: the first step's answers are still there.
  await page.getByRole('button', { name: 'Înapoi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Descrierea afacerii' })).toBeFocused();
  await expectValues(form, steps.description);
  await continueTo(page, 'Detalii financiare și juridice');
  await continueTo(page, 'Localizare și contact');
  // The county's localities come from the API; the one typed stays chosen.
  await expectValues(form, steps.location);
  await continueTo(page, 'Fotografii');
  await continueTo(page, 'Previzualizare');
  const preview = page.getByTestId('publish-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('250.000 €');
  await expect(preview).toContainText('Cluj-Napoca, Cluj');

  await page.getByRole('button', { name: 'Trimite spre aprobare' }).click();
  await expect(page).toHaveURL(/\/cont\/anunturile-mele\?trimis=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('trimis');
  const saved = await page.request.get(`/api/company/id/${id}`);
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({ title, status: 'pending', price: 250000, county: 16, city: 'Cluj-Napoca', employees: 12 });
});

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuă' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

test('the profile: the profile, the password change and the deletion’s password survive hydration, and each form does its part', async ({ page, request }) => {
  const email = await newVisitor(page, request, 'hidratare.profil', 'Ilinca Profil');
  const code = await openWithCodeHeld(page, '/cont/profil');
  const main = page.locator('main');
  const profile = main.locator('form').filter({ has: page.locator('[name="fullName"]') });
  const password = main.locator('form').filter({ has: page.locator('[name="currentPassword"]') });
  const deletion = main.locator('form').filter({ has: page.locator('[name="deletePassword"]') });
  const typed = {
    profile: { fullName: 'Ilinca Țuțuianu', phone: '0744 555 666' },
    password: { currentPassword: PASSWORD, password: 'ParolaNoua789', confirmPassword: 'ParolaNoua789' },
    deletion: { deletePassword: 'ParolaNoua789' },
  };
  await fillAll(profile, typed.profile);
  await fillAll(password, typed.password);
  await main.locator('summary', { hasText: 'Șterge contul' }).click();
  await fillAll(deletion, typed.deletion);

  await code.release();
  await expectValues(profile, typed.profile);
  await expectValues(password, typed.password);
  await expectValues(deletion, typed.deletion);
  await profile.getByRole('button', { name: 'Salvează profilul' }).click();
  await expect(profile.getByText('Profilul a fost actualizat.')).toBeVisible();
  const saved = await page.request.get('/api/account/profile');
  expect(await saved.json()).toMatchObject(typed.profile);

  // The other forms kept theirs through the first one's answer.
  await expectValues(password, typed.password);
  await password.getByRole('button', { name: 'Schimbă parola' }).click();
  await expect(password.getByText('Parola a fost schimbată.')).toBeVisible();
  await expectValues(deletion, typed.deletion);
  await deletion.getByRole('button', { name: 'Confirm ștergerea contului' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await request.post('/api/login', { headers: fromSite(), data: { email, password: 'ParolaNoua789' } })).status()).toBe(401);
});

test('billing: the company valued, the billing data and the choices survive hydration, and the order is placed', async ({ page, playwright, baseURL }) => {
  // Orders need a confirmed email.
  const buyer = await newAccount(playwright, baseURL!, 'Sorina Cumpărătoarea', 'facturare');
  await buyer.api.dispose();
  await signIn(page, { email: buyer.email, password: ACCOUNT_PASSWORD });
  const code = await openWithCodeHeld(page, '/plata/date-facturare?produs=valuation-report');
  const form = page.getByTestId('billing-form');
  // An individual account: the invoice goes to a person, chosen from the start.
  const values = {
    companyName: 'Cofetăria Țuculescu SRL',
    companyCui: 'RO18547290',
    notes: 'Evaluare pentru vânzarea a 30% din părțile sociale.',
    type: 'person',
    country: 'RO',
    name: 'Sorina Ștefănescu',
    address: 'Str. Făgăraș 12, ap. 4',
    city: 'București',
    county: '41',
    sector: '3',
    phone: '0733 111 222',
  };
  await fillAll(form, values);

  await code.release();
  await expectValues(form, values);
  await form.getByRole('button', { name: /^Trimite comanda/ }).click();
  await expect(page).toHaveURL(/\/plata\/comanda\/[0-9a-f-]{36}\?nou=1$/);
  await expect(page.getByTestId('order-product')).toContainText('Cofetăria Țuculescu SRL');
  await expect(page.getByTestId('order-billing')).toContainText('Sorina Ștefănescu');
  await expect(page.getByTestId('order-billing')).toContainText('Sector 3');
});

test('saving a search: the name and the frequency survive hydration, and the search is saved', async ({ page, request }) => {
  await newVisitor(page, request, 'hidratare.cautare', 'Matei Căutătorul');
  const code = await openWithCodeHeld(page, '/cont/cautari-salvate/nou?tip=1&q=cafenea');
  const form = page.locator('main form').filter({ has: page.locator('[name="frequency"]') });
  const values = { name: `Cafenele de vânzare (${run})`, frequency: 'weekly' };
  await fillAll(form, values);

  await code.release();
  await expectValues(form, values);
  await form.getByRole('button', { name: 'Salvează căutarea' }).click();
  await expect(page).toHaveURL(/\/cont\/cautari-salvate\?salvata=1$/);
  const saved = page.getByTestId('saved-search').filter({ has: page.getByRole('heading', { name: values.name, exact: true }) });
  await expect(saved.getByTestId('saved-search-frequency')).toContainText('săptămânal');
});

test('an access request on a confidential listing: the message and the accepted agreement survive hydration, and the request is sent', async ({
  page,
  request,
}) => {
  // The demo company's confidential listing (demo data).
  const token = await apiToken(request, LEGAL_ENTITY);
  const mine = (await (await request.get('/api/listings/mine?pageSize=100', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    docs: { type: number; slug: string; status: string; confidential?: boolean }[];
  };
  const listing = mine.docs.find((doc) => doc.confidential && doc.status === 'approved' && doc.type === 1);
  expect(listing, 'a confidential company listing of the demo company').toBeDefined();
  await newVisitor(page, request, 'hidratare.acces', 'Victor Cumpărătorul');

  const code = await openWithCodeHeld(page, listingPublicPath(listing!));
  const form = page.getByTestId('access-request-form');
  const values = { message: `Bună ziua, caut o afacere în panificație și aș vrea să văd documentele (${run}).`, acceptNda: 'on' };
  await fillAll(form, values);

  await code.release();
  // The deal room is a part whose code loads as it nears the screen.
  await untilReactHolds(form);
  await expectValues(form, values);
  await form.getByRole('button', { name: 'Solicită acces' }).click();
  await expect(page.getByTestId('access-request-state')).toContainText('Cererea ta așteaptă răspunsul vânzătorului.');
});
