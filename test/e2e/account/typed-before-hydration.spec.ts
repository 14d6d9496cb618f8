/**
 * Nothing a visitor types is lost when the page's code arrives late (a phone's connection: the HTML
 * shows, the scripts come a second later). Each journey holds every script of the page on the
 * network, fills every field of a form in the server's HTML (text, ticked boxes, a chosen radio
 * button), checks the page has not hydrated yet, lets the scripts through, waits for hydration, and
 * then checks the fields still hold what was typed and that sending the form does what it should:
 * sign in, create an account (individual and legal entity), ask for a new password and set it, and,
 * for comparison, the contact page, a listing's contact form and a news comment. The same sign-in and
 * registration forms also work with no JavaScript at all.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { INDIVIDUAL, ownAddress, presetConsent, signIn, waitForHydration } from '../shell/support';
import { fromSite } from '../support/site-origin';
import { linkIn, waitForMail } from '../support/mailbox';
import { holdRequests, keepTrafficLocal } from '../support/page-checks';

const REQUIRED = 'Câmpul este obligatoriu.';
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

test.beforeEach(async ({ page, context, baseURL }) => {
  await keepTrafficLocal(context);
  await presetConsent(context, baseURL);
  // The public forms count requests per address: this journey's own (see ownAddress).
  await page.setExtraHTTPHeaders(ownAddress());
});

/**
 * Opens `path` with every script of the site held on the network: the page shows its server HTML and
 * stays there until `release()`.
 */
async function openWithCodeHeld(page: Page, path: string): Promise<{ release(): Promise<void> }> {
  const code = await holdRequests(page, (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'));
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main')).toBeVisible();
  return {
    async release() {
      await expect(page.locator('html'), 'typed before the page hydrated').not.toHaveAttribute('data-hydrated', 'true');
      code.release();
      await waitForHydration(page);
      // A moment for what runs after hydration (effects, re-renders) to have run.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    },
  };
}

/** Whether React handles the element yet (its props are attached), or it is still the server's HTML. */
function handledByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));
}

/** Fills fields by name, as a visitor types into them. */
async function fillAll(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

/** Each field still holds what was typed. */
async function expectValues(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`), name).toHaveValue(value);
}

test.describe('auth forms keep what was typed before the page hydrated', () => {
  test('sign in: email and password survive hydration, and the visitor lands signed in', async ({ page, baseURL }) => {
    const code = await openWithCodeHeld(page, '/auth/login');
    const form = page.locator('main form');
    const values = { email: INDIVIDUAL.email, password: INDIVIDUAL.password };
    await fillAll(form, values);
    expect(await handledByReact(form.locator('input[name="email"]'))).toBe(false);

    await code.release();
    expect(await handledByReact(form.locator('input[name="email"]'))).toBe(true);
    await expectValues(form, values);
    await form.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' })).toHaveCount(0);
  });

  test('register an individual: the five fields, the account type and the terms survive hydration, and the account is created', async ({ page, request }) => {
    const email = `hidratare.pf.${run}@example.ro`;
    const code = await openWithCodeHeld(page, '/auth/inregistrare');
    const form = page.locator('main form');
    const values = { fullName: 'Ioana Șerban', email, phone: '0740 123 456', password: 'Parola123', confirmPassword: 'Parola123' };
    await form.getByLabel('Persoană fizică').check();
    await fillAll(form, values);
    await form.locator('input[name="acceptTerms"]').check();

    await code.release();
    await expectValues(form, values);
    await expect(form.getByLabel('Persoană fizică')).toBeChecked();
    await expect(form.locator('input[name="acceptTerms"]')).toBeChecked();
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page.getByRole('heading', { name: 'Ți-am trimis un email de confirmare' })).toBeVisible();
    await expect(page.getByText(REQUIRED)).toHaveCount(0);

    const login = await request.post('/api/login', { headers: fromSite(), data: { email, password: 'Parola123' } });
    expect(login.status()).toBe(200);
    expect((await login.json()).user).toMatchObject({ fullName: 'Ioana Șerban', userType: 1 });
  });

  test('register a legal entity: the account type chosen, the company fields and the terms survive hydration, and the account is created', async ({ page, request }) => {
    const email = `hidratare.pj.${run}@example.ro`;
    const code = await openWithCodeHeld(page, '/auth/inregistrare');
    const form = page.locator('main form');
    // The company's fields show as soon as the type is chosen, before any script has run.
    await form.getByLabel('Persoană juridică').check();
    await expect(form.getByLabel('Denumirea firmei')).toBeVisible();
    const values = {
      fullName: 'Mihai Țîrlea',
      email,
      phone: '0722 000 111',
      companyName: 'Țesătoria Șincai SRL',
      cui: 'RO18547290',
      password: 'Parola123',
      confirmPassword: 'Parola123',
    };
    await fillAll(form, values);
    await form.locator('input[name="acceptTerms"]').check();

    await code.release();
    await expect(form.getByLabel('Persoană juridică')).toBeChecked();
    await expect(form.getByLabel('Denumirea firmei')).toBeVisible();
    await expectValues(form, values);
    await expect(form.locator('input[name="acceptTerms"]')).toBeChecked();
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page.getByRole('heading', { name: 'Ți-am trimis un email de confirmare' })).toBeVisible();

    const login = await request.post('/api/login', { headers: fromSite(), data: { email, password: 'Parola123' } });
    expect(login.status()).toBe(200);
    expect((await login.json()).user).toMatchObject({ fullName: 'Mihai Țîrlea', userType: 2 });
  });

  test('lost password: the email survives hydration, and the confirmation shows', async ({ page }) => {
    const email = `hidratare.uitata.${run}@example.ro`;
    const code = await openWithCodeHeld(page, '/auth/recupereaza-parola');
    const form = page.locator('main form');
    await fillAll(form, { email });

    await code.release();
    await expectValues(form, { email });
    await form.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.locator('main')).toContainText('Dacă adresa introdusă aparține unui cont RoAfaceri');
  });

  test('reset password: both new passwords survive hydration, and the new password works', async ({ page, request }) => {
    const email = `hidratare.parola.${run}@example.ro`;
    const created = await request.post('/api/account/register', {
      data: { fullName: 'Cont Parolă Nouă', email, password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: 'true' },
    });
    expect(created.status()).toBe(201);
    expect((await request.post('/api/auth/lostPassword', { headers: fromSite(), data: { email } })).status()).toBe(200);
    const link = linkIn(await waitForMail(email, /Resetarea parolei/), '/auth/reseteaza-parola?token=');

    const code = await openWithCodeHeld(page, link.pathname + link.search);
    const form = page.locator('main form');
    const values = { password: 'ParolaNoua456', confirmPassword: 'ParolaNoua456' };
    await fillAll(form, values);

    await code.release();
    await expectValues(form, values);
    await form.getByRole('button', { name: 'Salvează parola' }).click();
    await expect(page.getByRole('heading', { name: 'Parola a fost schimbată' })).toBeVisible();
    expect((await request.post('/api/login', { headers: fromSite(), data: { email, password: 'ParolaNoua456' } })).status()).toBe(200);
  });
});

test.describe('auth forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('register a legal entity: the company fields show on choosing the type, a refusal keeps what was typed, the account is then created', async ({ page }) => {
    const email = `fara.js.pj.${run}@example.ro`;
    await page.goto('/auth/inregistrare');
    const form = page.locator('main form');
    await expect(form.getByLabel('Denumirea firmei')).toBeHidden();
    await form.getByLabel('Persoană juridică').check();
    await expect(form.getByLabel('Denumirea firmei')).toBeVisible();
    const values = { fullName: 'Mihai Țîrlea', email, phone: '', companyName: 'Țesătoria Șincai SRL', cui: 'RO18547290' };
    await fillAll(form, { ...values, password: 'Parola123', confirmPassword: 'Parola123' });
    // The terms are not ticked: the server refuses, in Romanian, and gives back what was typed and chosen.
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(form.getByText('Trebuie să accepți termenii și condițiile.')).toBeVisible();
    await expect(form.getByLabel('Persoană juridică')).toBeChecked();
    await expectValues(form, values);

    await fillAll(form, { password: 'Parola123', confirmPassword: 'Parola123' });
    await form.locator('input[name="acceptTerms"]').check();
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page.getByRole('heading', { name: 'Ți-am trimis un email de confirmare' })).toBeVisible();
  });

  test('sign in: an empty password is refused in Romanian, then the visitor signs in', async ({ page, baseURL }) => {
    await page.goto('/auth/login');
    const form = page.locator('main form');
    await fillAll(form, { email: INDIVIDUAL.email });
    await form.getByRole('button', { name: 'Autentificare' }).click();
    await expect(form.getByText('Email sau parola incorecte.')).toBeVisible();
    await expectValues(form, { email: INDIVIDUAL.email });
    await fillAll(form, { password: INDIVIDUAL.password });
    await form.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' })).toHaveCount(0);
  });
});

test.describe('other forms keep what was typed before the page hydrated', () => {
  test('the contact page', async ({ page }) => {
    const code = await openWithCodeHeld(page, '/contact');
    const form = page.getByTestId('consulting-form');
    const values = { fullName: 'Ștefan Țărănescu', email: `contact.hidratare.${run}@example.ro`, phone: '0740 123 456', message: 'Bună ziua, caut finanțare pentru o linie de producție în Brașov.' };
    await fillAll(form, values);
    await form.locator('select[name="topic"]').selectOption('funding');

    await code.release();
    await expectValues(form, { ...values, topic: 'funding' });
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(page.getByTestId('consulting-sent')).toContainText('Cererea ta a fost înregistrată.');
  });

  test('a listing’s contact form', async ({ page }) => {
    // A visitor of its own (the test server trusts the loopback proxy's X-Forwarded-For): a full run's
    // other journeys send more than the 5 listing messages an hour one address may send, so from
    // the shared loopback address this message was refused in full runs (it passed alone).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `2001:db8:fe:${(Date.now() % 0xffff).toString(16)}::1` });
    const list = await page.request.get('/api/company/list/web?pageSize=1');
    const [listing] = ((await list.json()) as { docs: { slug: string }[] }).docs;
    const code = await openWithCodeHeld(page, `/vanzare-cumparare-afaceri/${listing.slug}`);
    const form = page.getByTestId('contact-form');
    const values = { name: 'Ana Ionescu', email: `anunt.hidratare.${run}@example.ro`, phone: '0740 123 456', message: 'Bună ziua, afacerea mai este disponibilă? Aș vrea detalii.' };
    await fillAll(form, values);

    await code.release();
    // The form is a part whose code loads when it is on screen (lib/deferred-component.tsx).
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => handledByReact(form.locator('textarea'))).toBe(true);
    await expectValues(form, values);
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
  });

  test('a comment on a news article', async ({ page }) => {
    await signIn(page, INDIVIDUAL);
    const list = await page.request.get('/api/news/list/web?pageSize=1');
    const [article] = ((await list.json()) as { docs: { slug: string }[] }).docs;
    const code = await openWithCodeHeld(page, `/noutati/${article.slug}`);
    const form = page.getByTestId('comment-form');
    const values = { text: `Un articol util, scris înainte de hidratare (${run}).` };
    await fillAll(form, values);

    await code.release();
    await expectValues(form, values);
    await form.getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(page.getByTestId('comment-sent')).toBeVisible();
  });
});
