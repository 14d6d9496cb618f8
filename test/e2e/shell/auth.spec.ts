import { expect, test, type Page } from '@playwright/test';
import { INDIVIDUAL, LEGAL_ENTITY, presetConsent, signIn, waitForHydration } from './support';
import { fromSite } from '../support/site-origin';

function loginModal(page: Page) {
  return page.getByRole('dialog', { name: 'Bine ai revenit!' });
}

test.describe('login modal (spec sections 2, 4, 8)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    await page.goto('/contact');
    await waitForHydration(page);
  });

  test('opens from the header with email, password (show/hide) and the recover / register links', async ({ page }) => {
    await page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' }).click();
    const modal = loginModal(page);
    await expect(modal).toBeVisible();
    const password = modal.getByLabel('Parolă', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await modal.getByRole('button', { name: 'Arată parola' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await modal.getByRole('button', { name: 'Ascunde parola' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await modal.getByRole('link', { name: 'Ai uitat parola?' }).click();
    await expect(page).toHaveURL(/\/auth\/recupereaza-parola$/);
    await expect(modal).toBeHidden();

    await page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' }).click();
    await loginModal(page).getByRole('link', { name: 'Creează un cont nou' }).click();
    await expect(page).toHaveURL(/\/auth\/inregistrare$/);
    await expect(loginModal(page)).toBeHidden();
  });

  test('sends nothing while a field is empty and shows the errors only after submit', async ({ page }) => {
    await page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' }).click();
    const modal = loginModal(page);
    await expect(modal.getByText('Câmpul este obligatoriu.')).toHaveCount(0);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await modal.getByRole('button', { name: 'Autentificare' }).click();
    await expect(modal.getByText('Câmpul este obligatoriu.')).toHaveCount(2);
    await modal.getByLabel('Email').fill('cineva@example.ro');
    await modal.getByRole('button', { name: 'Autentificare' }).click();
    await expect(modal.getByText('Câmpul este obligatoriu.')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
  });

  test('a failed login shows the error toast "Email sau parola incorecte." at the top for 3 seconds', async ({ page }) => {
    await page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' }).click();
    const modal = loginModal(page);
    await modal.getByLabel('Email').fill(`nimeni.${Date.now()}@example.ro`);
    await modal.getByLabel('Parolă', { exact: true }).fill('ParolaGresita1');
    await modal.getByRole('button', { name: 'Autentificare' }).click();

    const toast = page.locator('.toast', { hasText: 'Email sau parola incorecte.' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/toast--error/);
    expect((await toast.boundingBox())!.y).toBeLessThan(100);
    await expect(modal).toBeVisible();
    // Gone after about three seconds.
    await page.waitForTimeout(2000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test('a successful login closes the modal and goes to / replacing history', async ({ page, baseURL }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' }).click();
    const modal = loginModal(page);
    await modal.getByLabel('Email').fill(LEGAL_ENTITY.email);
    await modal.getByLabel('Parolă', { exact: true }).fill(LEGAL_ENTITY.password);
    await modal.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' })).toHaveCount(0);
    // /faq was replaced by /: going back returns to /contact.
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/contact`);
  });
});

test.describe('add-listing modal (spec section 2)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('opens the login modal instead when logged out', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('toolbar').getByRole('link', { name: 'Adaugă anunț' }).click();
    await expect(loginModal(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ce planuri ai azi pentru afacerea ta?' })).toHaveCount(0);
  });

  test('offers the five choices, 800 px wide, when signed in', async ({ page, baseURL }) => {
    await signIn(page, LEGAL_ENTITY);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('toolbar').getByRole('link', { name: 'Adaugă anunț' }).click();
    const modal = page.getByRole('dialog', { name: 'Ce planuri ai azi pentru afacerea ta?' });
    await expect(modal).toBeVisible();
    expect(Math.round((await modal.boundingBox())!.width)).toBe(800);
    const hrefs = await modal.locator('a[data-choice]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/adauga-companie', '/adauga-active', '/adauga-serviciu', '/adauga-vreau-sa-investesc', '/adauga-caut-partener']);
    await modal.getByRole('link', { name: /Vând o afacere/ }).click();
    await expect(page).toHaveURL(`${baseURL}/adauga-companie`);
    await expect(modal).toBeHidden();
  });
});

test.describe('login guard (spec sections 5, 6)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('a signed-in visitor opening /auth/login or /auth/inregistrare lands on /access-denied', async ({ page, baseURL }) => {
    await signIn(page, LEGAL_ENTITY);
    const response = await page.request.get('/auth/login', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers()['location'], baseURL).pathname).toBe('/access-denied');

    await page.goto('/auth/login');
    await expect(page).toHaveURL(`${baseURL}/access-denied`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acces restricționat');
    await page.goto('/auth/inregistrare');
    await expect(page).toHaveURL(`${baseURL}/access-denied`);
  });

  test('after logging in on the full page the visitor returns to the protected page asked for', async ({ page, baseURL }) => {
    await page.goto('/cont/favorite');
    await expect(page).toHaveURL(`${baseURL}/auth/login?redirect=%2Fcont%2Ffavorite`);
    await waitForHydration(page);
    const form = page.locator('main form');
    await form.getByLabel('Email').fill(LEGAL_ENTITY.email);
    await form.getByLabel('Parolă', { exact: true }).fill(LEGAL_ENTITY.password);
    await form.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(`${baseURL}/cont/favorite`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorite');
  });

  test('an individual account opening /adauga-serviciu lands on the profile with a message that stays until closed', async ({ page, baseURL }) => {
    await signIn(page, INDIVIDUAL);
    await page.goto('/adauga-serviciu');
    await expect(page).toHaveURL(`${baseURL}/cont/profil?motiv=doar-persoane-juridice`);
    const notice = page.getByTestId('legal-entity-notice');
    await expect(notice).toContainText('Doar conturile de persoană juridică pot promova servicii');
    await expect(notice).toContainText('Completează profilul cu datele firmei');
    await waitForHydration(page);
    await page.waitForTimeout(3500);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Închide mesajul' }).click();
    await expect(notice).toBeHidden();
  });

  test('a legal-entity account may open /adauga-serviciu', async ({ page, baseURL }) => {
    await signIn(page, LEGAL_ENTITY);
    await page.goto('/adauga-serviciu');
    await expect(page).toHaveURL(`${baseURL}/adauga-serviciu`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promovează un serviciu');
  });
});

test.describe('account forms', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('registration: errors only after submit, mismatched passwords, legal-entity fields', async ({ page }) => {
    await page.goto('/auth/inregistrare');
    await waitForHydration(page);
    const form = page.locator('main form');
    await expect(form.locator('.field__error')).toHaveCount(0);
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page).toHaveURL(/\/auth\/inregistrare$/);
    await expect(form.getByText('Câmpul este obligatoriu.').first()).toBeVisible();
    await expect(form.getByText('Trebuie să accepți termenii și condițiile.')).toBeVisible();

    await form.getByLabel('Email').fill('nu-este-email');
    await form.getByLabel('Parolă', { exact: true }).fill('Parola123');
    await form.getByLabel('Confirmă parola').fill('Parola124');
    await expect(form.getByText('Adresa de email nu este validă.')).toBeVisible();
    await expect(form.getByText('Parolele nu coincid.')).toBeVisible();

    await expect(form.getByLabel('Cod fiscal (CUI)')).toBeHidden();
    await form.getByText('Persoană juridică').click();
    await expect(form.getByLabel('Denumirea firmei')).toBeVisible();
    await expect(form.getByLabel('Cod fiscal (CUI)')).toBeVisible();
    await expect(form.getByRole('link', { name: 'termenii și condițiile' })).toHaveAttribute('href', '/termeni-conditii');
  });

  test('registration: a taken email comes back from the API as a field error', async ({ page }) => {
    await page.goto('/auth/inregistrare');
    await waitForHydration(page);
    const form = page.locator('main form');
    await form.getByLabel('Nume complet').fill('Alt Demo');
    await form.getByLabel('Email').fill(LEGAL_ENTITY.email);
    await form.getByLabel('Parolă', { exact: true }).fill('Parola123');
    await form.getByLabel('Confirmă parola').fill('Parola123');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Creează contul' }).click();
    await expect(form.getByText('Există deja un cont cu această adresă de email.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ți-am trimis un email de confirmare' })).toHaveCount(0);
  });

  test('lost password always answers with the same confirmation', async ({ page }) => {
    await page.goto('/auth/recupereaza-parola');
    await waitForHydration(page);
    await page.locator('main form').getByLabel('Email').fill(`necunoscut.${Date.now()}@example.ro`);
    await page.locator('main form').getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.locator('main')).toContainText('Dacă adresa introdusă aparține unui cont RoAfaceri');
  });

  test('email verification with an unknown token shows a clear error', async ({ page }) => {
    await page.goto('/auth/verifica-email?token=token-necunoscut');
    await page.getByRole('button', { name: 'Confirmă adresa de email' }).click();
    await expect(page.locator('main [role="alert"]')).toContainText('Linkul de confirmare nu mai este valabil');
  });

  test('profile: wrong current password is refused; deleting the account needs the password and ends the session', async ({ page, baseURL }) => {
    const email = `sters.${Date.now()}@example.ro`;
    const created = await page.request.post('/api/account/register', {
      data: { fullName: 'Cont De Șters', email, password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: 'true' },
    });
    expect(created.status()).toBe(201);
    await signIn(page, { email, password: 'Parola123' });

    await page.goto('/cont/profil');
    await waitForHydration(page);
    await expect(page.getByLabel('Nume complet')).toHaveValue('Cont De Șters');

    const passwordForm = page.locator('form', { has: page.locator('input[value="password"]') });
    await passwordForm.getByLabel('Parola actuală').fill('ParolaGresita9');
    await passwordForm.getByLabel('Parola nouă', { exact: true }).fill('ParolaNoua123');
    await passwordForm.getByLabel('Confirmă parola nouă').fill('ParolaNoua123');
    await passwordForm.getByRole('button', { name: 'Schimbă parola' }).click();
    await expect(passwordForm.getByText('Parola actuală nu este corectă.')).toBeVisible();

    await page.getByText('Șterge contul', { exact: true }).click();
    const deleteForm = page.locator('form', { has: page.locator('input[value="delete"]') });
    await deleteForm.getByRole('button', { name: 'Confirm ștergerea contului' }).click();
    await expect(deleteForm.getByText('Câmpul este obligatoriu.')).toBeVisible();
    await deleteForm.getByLabel('Parola contului').fill('Parola123');
    await deleteForm.getByRole('button', { name: 'Confirm ștergerea contului' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' })).toBeVisible();
    expect((await page.request.post('/api/login', { headers: fromSite(), data: { email, password: 'Parola123' } })).status()).toBe(401);
  });
});
