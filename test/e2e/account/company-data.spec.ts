/**
 * Company data from the CUI, against the loopback ANAF stand-in (E2E_ANAF_URL): „Completează din
 * datele ANAF” fills a legal entity's registration with the company ANAF registers, then the
 * billing step's company fields, the eligibility check starts from the company's figures and the
 * profile's company name follows the CUI typed there, saved with the profile; when
 * ANAF answers an error the registration form stays usable,
 * with the Romanian note, and the account is created with what the user typed.
 */
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, signIn, waitForHydration } from '../shell/support';
import { linkIn, waitForMail } from '../support/mailbox';
import { seriousViolations } from '../support/page-checks';

const PASSWORD = 'Parola123';
const run = Date.now().toString(36);
const anaf = () => process.env.E2E_ANAF_URL!;

async function standIn(path: string, body?: unknown) {
  const response = await fetch(`${anaf()}${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) });
  expect(response.ok, `stand-in ${path}`).toBe(true);
}

async function registryRequests(cui: string): Promise<number> {
  const record = (await (await fetch(`${anaf()}/__stand-in/record`)).json()) as { requests: { path: string; cui: string | null }[] };
  return record.requests.filter((request) => request.path === '/api/PlatitorTvaRest/v9/tva' && request.cui === cui).length;
}

async function openLegalRegistration(page: Page, email: string) {
  await page.goto('/auth/inregistrare');
  await waitForHydration(page);
  const form = page.locator('main form');
  await form.getByText('Persoană juridică').click();
  await form.getByLabel('Nume complet').fill('Maria Ionescu');
  await form.getByLabel('Email').fill(email);
  return form;
}

async function finishRegistration(page: Page) {
  const form = page.locator('main form');
  await form.getByLabel('Parolă', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmă parola').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Creează contul' }).click();
  await expect(page.getByRole('heading', { name: 'Ți-am trimis un email de confirmare' })).toBeVisible();
}

test.describe('company data from the CUI (ANAF stand-in)', () => {
  test.describe.configure({ mode: 'serial' });
  // Each journey registers an account, waits for its email and asks ANAF (about two seconds with the stand-in's pacing).
  test.setTimeout(90_000);
  test.afterEach(async () => {
    await standIn('/__stand-in/mode', { mode: 'ok' });
  });

  test('registration, billing and eligibility answers prefilled from ANAF', async ({ page, context, baseURL }) => {
    const email = `anaf.${run}@example.ro`;
    await presetConsent(context, baseURL);
    const form = await openLegalRegistration(page, email);
    await form.getByLabel('Cod fiscal (CUI)').fill('RO18547290');
    await form.getByRole('button', { name: 'Completează din datele ANAF' }).click();

    await expect(form.getByTestId('anaf-note')).toContainText('Am completat datele firmei de la ANAF');
    await expect(form.getByLabel('Denumirea firmei')).toHaveValue('BRUTĂRIA ARTIZANALĂ SRL');
    const company = form.getByTestId('anaf-company');
    await expect(company).toContainText('J12/1234/2015');
    await expect(company).toContainText('Str. Memorandumului nr. 28');
    await expect(company).toContainText('Mun. Cluj-Napoca');
    await expect(company).toContainText('Cluj');
    // What was typed before asking stays.
    await expect(form.getByLabel('Email')).toHaveValue(email);
    expect(await seriousViolations(page), 'registration with the ANAF company').toEqual([]);
    await finishRegistration(page);

    const mail = await waitForMail(email, /Confirmă adresa de email/);
    const link = linkIn(mail, '/auth/verifica-email?token=');
    // Opening the link only asks (mail scanners open links); the button confirms.
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirmă adresa de email' }).click();
    await expect(page.locator('main')).toContainText('Adresa de email a fost confirmată.');

    // Billing: the account's company and CUI come from the profile; ANAF adds the seat and the register number.
    await signIn(page, { email, password: PASSWORD });
    await page.goto('/plata/date-facturare?produs=valuation-report');
    await waitForHydration(page);
    const billing = page.getByTestId('billing-form');
    await expect(billing.getByLabel('Cod fiscal (CUI)')).toHaveValue('18547290');
    await expect(billing.getByLabel('Adresa (stradă, număr, bloc, apartament)')).toHaveValue('');
    await billing.getByRole('button', { name: 'Completează din datele ANAF' }).click();
    await expect(billing.getByTestId('anaf-note')).toContainText('Am completat datele firmei de la ANAF');
    await expect(billing.getByLabel('Adresa (stradă, număr, bloc, apartament)')).toHaveValue('Str. Memorandumului nr. 28');
    await expect(billing.getByLabel('Localitatea')).toHaveValue('Mun. Cluj-Napoca');
    await expect(billing.getByLabel('Județul')).toHaveValue('16');
    await expect(billing.getByLabel('Nr. Registrul Comerțului (opțional)')).toHaveValue('J12/1234/2015');
    await expect(billing.locator('input[name="name"]')).toHaveValue('BRUTĂRIA ARTIZANALĂ SRL');

    // Eligibility: the answers the profile lacks come from the newest balance sheet (turnover at the fixed test rate, 5 RON/EUR).
    await page.goto('/verifica-eligibilitate-finantare');
    await waitForHydration(page);
    const funding = page.getByTestId('funding-form');
    await expect(funding.getByTestId('anaf-note')).toContainText('Am completat și datele firmei de la ANAF');
    await expect(funding.locator('[name="employees"]')).toHaveValue('14');
    await expect(funding.locator('[name="turnoverEur"]')).toHaveValue('490000');
    await expect(funding.locator('[name="foundedYear"]')).toHaveValue('2015');
    await expect(funding.locator('[name="county"]')).toHaveValue('16');
    await expect(page.getByTestId('programme-result').first()).toBeVisible();

    // Asked once for the three forms: the later answers came from the day-long cache.
    expect(await registryRequests('18547290')).toBe(1);

    // Profile: the company's name emptied, the CUI typed again; ANAF gives the name back (from the cache),
    // nothing is saved until „Salvează profilul” (or Enter in a field: the ANAF button is not the default one).
    await page.goto('/cont/profil');
    await waitForHydration(page);
    const profile = page.locator('main form').filter({ has: page.getByLabel('Denumirea firmei') });
    await expect(profile.getByLabel('Denumirea firmei')).toHaveValue('BRUTĂRIA ARTIZANALĂ SRL');
    await profile.getByLabel('Denumirea firmei').fill('');
    await profile.getByLabel('Cod fiscal (CUI)').fill('RO18547290');
    await profile.getByRole('button', { name: 'Completează din datele ANAF' }).click();
    await expect(profile.getByTestId('anaf-note')).toContainText('Am completat datele firmei de la ANAF');
    await expect(profile.getByLabel('Denumirea firmei')).toHaveValue('BRUTĂRIA ARTIZANALĂ SRL');
    await expect(profile.getByLabel('Cod fiscal (CUI)')).toHaveValue('RO18547290');
    await expect(profile.getByLabel('Nume complet')).toHaveValue('Maria Ionescu');
    await profile.getByLabel('Nume complet').fill('Maria Ionescu-Pop');
    await profile.getByLabel('Nume complet').press('Enter');
    await expect(profile).toContainText('Profilul a fost actualizat.');
    await page.reload();
    await expect(profile.getByLabel('Nume complet')).toHaveValue('Maria Ionescu-Pop');
    await expect(profile.getByLabel('Denumirea firmei')).toHaveValue('BRUTĂRIA ARTIZANALĂ SRL');
    await expect(profile.getByLabel('Cod fiscal (CUI)')).toHaveValue(/18547290$/);
    expect(await registryRequests('18547290')).toBe(1);
  });

  test('ANAF answering an error leaves the registration form usable, with the note', async ({ page, context, baseURL }) => {
    const email = `anaf.jos.${run}@example.ro`;
    await presetConsent(context, baseURL);
    await standIn('/__stand-in/mode', { mode: 'error', status: 500 });
    const form = await openLegalRegistration(page, email);
    await form.getByLabel('Cod fiscal (CUI)').fill('RO14399840');
    await form.getByRole('button', { name: 'Completează din datele ANAF' }).click();
    await expect(form.getByTestId('anaf-note')).toContainText('Nu am putut prelua datele de la ANAF acum. Completează-le manual.');
    await expect(form.getByTestId('anaf-company')).toHaveCount(0);
    await expect(form.getByLabel('Denumirea firmei')).toHaveValue('');
    await expect(form.getByLabel('Cod fiscal (CUI)')).toHaveValue('RO14399840');

    await form.getByLabel('Denumirea firmei').fill('Marinescu & Fiii Consult SRL');
    await finishRegistration(page);
    expect(await registryRequests('14399840')).toBe(1);
  });
});
