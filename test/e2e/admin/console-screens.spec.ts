import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { browserKeys, UNAVAILABLE_PREFIX } from '../../../backend/test/support/push-endpoint';
import { linkIn, waitForMail } from '../support/mailbox';
import { ACCOUNT_PASSWORD, apiAs, fullNameOf, newAccount, SECTION_LABELS, sidebarMenu, signIn, STAFF, STAFF_PASSWORD } from './support';

/**
 * The staff console's other screens on the built site: users (block, roles), consulting requests
 * (take, move through the workflow, notes, documents; the client is emailed), the audit log, the
 * newsletter subscribers with their CSV export, and a job that really failed, retried from the
 * failed-jobs screen.
 */

const PASSWORD = ACCOUNT_PASSWORD;
const unique = () => randomBytes(3).toString('hex');
/** How a delivery to a push service that is down fails: a 503 answer, or no answer at all. */
const UNAVAILABLE = /Push service answered 503|fetch failed|ECONNREFUSED/;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function openMenuItem(page: Page, name: string, url: RegExp) {
  await sidebarMenu(page).getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(url);
}

/** Picks an option of one of the list's select filters. */
async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a user's page from the users list, found by email. */
async function openUser(page: Page, email: string) {
  await openMenuItem(page, 'Utilizatori', /\/admin\/users/);
  await page.getByPlaceholder('Caută').fill(email);
  // Wait for the search to reach the URL and the list: the header row and one account.
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('staff console: users, consulting, audit, newsletter, failed jobs', () => {
  let admin: { api: APIRequestContext; id: string };

  test.beforeAll(async ({ playwright }) => {
    admin = await apiAs(playwright, test.info().project.use.baseURL!, STAFF.admin.email, STAFF_PASSWORD);
  });
  test.afterAll(async () => {
    await admin?.api.dispose();
  });

  test('an admin blocks a user: the open session ends and sign-in is refused until unblocked', async ({ page, playwright, baseURL }) => {
    const user = await newAccount(playwright, baseURL!, 'Bogdan Blocabil');
    expect((await user.api.get('/api/account')).status()).toBe(200);

    await signIn(page, STAFF.admin.email);
    await openUser(page, user.email);
    const main = page.getByRole('main');
    await expect(main.getByTestId('user-state')).toHaveText('Activ');
    await main.getByRole('button', { name: 'Blochează' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Blochezi contul „Bogdan Blocabil”?');
    await dialog.getByRole('button', { name: 'Blochează' }).click();
    await expect(page.getByText('Contul a fost blocat.')).toBeVisible();
    await expect(main.getByTestId('user-state')).toHaveText('Blocat');

    // The session the user had open no longer works, and signing in is refused with the reason.
    expect((await user.api.get('/api/account')).status()).toBe(401);
    const refused = await playwright.request.newContext({ baseURL });
    const login = await refused.post('/api/login', { data: { email: user.email, password: PASSWORD } });
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { error: { code: string } }).error.code).toBe('AUTH_ACCOUNT_BLOCKED');

    await main.getByRole('button', { name: 'Deblochează' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deblochează' }).click();
    await expect(page.getByText('Contul a fost deblocat.')).toBeVisible();
    await expect(main.getByTestId('user-state')).toHaveText('Activ');
    expect((await refused.post('/api/login', { data: { email: user.email, password: PASSWORD } })).status()).toBe(200);
    await refused.dispose();
    await user.api.dispose();
  });

  test('an admin makes a user a consultant in the roles editor; the new role applies to the open session', async ({ page, playwright, baseURL }) => {
    const user = await newAccount(playwright, baseURL!, 'Irina Viitor Consultant');
    await signIn(page, STAFF.admin.email);
    await openUser(page, user.email);
    const editor = page.getByTestId('roles-editor');
    await expect(editor.getByRole('heading', { name: 'Roluri în echipă' })).toBeVisible();
    const save = editor.getByRole('button', { name: 'Salvează rolurile' });
    await expect(save).toBeDisabled();
    await editor.getByRole('checkbox', { name: 'Consultant' }).check();
    await save.click();
    await expect(page.getByText('Rolurile au fost salvate.')).toBeVisible();
    await expect(page.getByRole('main').locator('[data-field="roles"]')).toContainText('Consultant');
    await expect(save).toBeDisabled();

    const account = (await (await user.api.get('/api/account')).json()) as { user: { claims: { role: string; roles: string[] } } };
    expect(account.user.claims).toMatchObject({ role: 'consultant', roles: ['consultant'] });
    const audit = (await (await admin.api.get(`/api/admin/audit?entityId=${user.id}&action=user.roles`)).json()) as {
      docs: { actorEmail: string; before: unknown; after: unknown }[];
    };
    expect(audit.docs).toMatchObject([{ actorEmail: STAFF.admin.email, before: { roles: [] }, after: { roles: ['consultant'] } }]);
    await user.api.dispose();
  });

  test('a moderator blocks an ordinary account from the users screen, but neither blocks staff nor sees roles, audit or jobs', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const user = await newAccount(playwright, baseURL!, 'Dorin Spammer');
    await signIn(page, STAFF.moderator.email);
    const menu = sidebarMenu(page);
    await expect(menu.getByText(SECTION_LABELS.staff, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Abonați newsletter' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Jurnal de audit' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Lucrări eșuate' })).toHaveCount(0);

    await openUser(page, user.email);
    const main = page.getByRole('main');
    await expect(page.getByTestId('roles-editor')).toHaveCount(0);
    await main.getByRole('button', { name: 'Blochează' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Blochează' }).click();
    await expect(page.getByText('Contul a fost blocat.')).toBeVisible();
    await expect(main.getByTestId('user-state')).toHaveText('Blocat');
    expect((await user.api.get('/api/account')).status()).toBe(401);
    await main.getByRole('button', { name: 'Deblochează' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deblochează' }).click();
    await expect(main.getByTestId('user-state')).toHaveText('Activ');

    // A staff account: no block button and no roles editor (the API would refuse both anyway).
    await page.goto(`/admin/users/${admin.id}/show`);
    await expect(main.getByTestId('user-state')).toHaveText('Activ');
    await expect(main.getByRole('button', { name: 'Blochează' })).toHaveCount(0);
    await expect(page.getByTestId('roles-editor')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salvează rolurile' })).toHaveCount(0);
    await page.goto('/admin/audit');
    await expect(page.getByText('Acces interzis')).toBeVisible();
    await user.api.dispose();
  });

  test('a consultant takes a new request, moves it through the workflow with messages the client receives, and keeps notes', async ({
    page,
    playwright,
    baseURL,
    request: lookup,
  }) => {
    const client = await newAccount(playwright, baseURL!, 'Cornelia Client');
    const created = await client.api.post('/api/consulting', {
      data: { fullName: client.fullName, email: client.email, topic: 'funding', message: 'Vreau o finanțare pentru o linie de producție <b>nouă</b>.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const request = (await created.json()) as { id: string; number: string };
    const uploaded = await client.api.post(`/api/consulting/${request.id}/documents`, {
      multipart: { documents: { name: 'Bilanț 2025.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const consultantName = await fullNameOf(lookup, STAFF.consultant.email, STAFF_PASSWORD);

    await signIn(page, STAFF.consultant.email);
    // The dashboard counts new requests and links to them.
    const card = page.getByTestId('dashboard-summary').locator('[data-card="consulting"]');
    await card.locator('[data-count="new"]').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/consulting\?.*filter=/);
    await expect(page.getByRole('combobox', { name: 'Stare' })).toContainText('Nouă');
    const row = page.getByRole('row').filter({ hasText: request.number });
    await expect(row).toContainText('Cornelia Client');
    await expect(row).toContainText('Nouă');
    await row.getByText(request.number).click();

    await expect(page).toHaveURL(new RegExp(`/admin/consulting/${request.id}/show$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(request.number);
    // What the client typed is text, not markup.
    await expect(main.getByTestId('consulting-message')).toHaveText('Vreau o finanțare pentru o linie de producție <b>nouă</b>.');
    const workflow = main.getByTestId('consulting-workflow');
    await expect(workflow.getByTestId('consulting-assignee')).toHaveText('Neatribuită');
    await expect(workflow.getByTestId('consulting-transitions').getByRole('button')).toHaveText([
      'Începe lucrul',
      'Așteaptă clientul',
      'Închide fără finalizare',
    ]);

    await workflow.getByRole('button', { name: 'Preia cererea' }).click();
    await expect(page.getByText('Cererea are acum un consultant responsabil.')).toBeVisible();
    await expect(workflow.getByTestId('consulting-assignee')).toHaveText(consultantName);
    await expect(workflow.getByRole('button', { name: 'Preia cererea' })).toHaveCount(0);

    await workflow.getByRole('button', { name: 'Începe lucrul' }).click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Muți cererea ${request.number} în „În lucru”?`);
    await dialog.getByLabel('Mesaj pentru client (opțional)').fill('Am început analiza eligibilității.');
    await dialog.getByRole('button', { name: 'Mută și anunță clientul' }).click();
    await expect(page.getByText('Starea cererii a fost schimbată. Clientul este anunțat pe email.')).toBeVisible();
    await expect(workflow.getByTestId('consulting-status')).toHaveText('În lucru');
    const started = await waitForMail(client.email, new RegExp(`Cererea ${request.number}: În lucru`));
    expect(started.body).toContain('Am început analiza eligibilității.');

    await workflow.getByRole('button', { name: 'Așteaptă clientul' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mesaj pentru client (opțional)').fill('Te rugăm să ne trimiți bilanțul pe 2025.');
    await dialog.getByRole('button', { name: 'Mută și anunță clientul' }).click();
    await expect(workflow.getByTestId('consulting-status')).toHaveText('Așteaptă răspunsul clientului');
    await expect(workflow.getByTestId('consulting-status-message')).toContainText('Te rugăm să ne trimiți bilanțul pe 2025.');
    await expect(workflow.getByTestId('consulting-transitions').getByRole('button')).toHaveText(['Începe lucrul', 'Finalizează', 'Închide fără finalizare']);
    const waiting = await waitForMail(client.email, new RegExp(`Cererea ${request.number}: Așteaptă răspunsul clientului`));
    expect(waiting.body).toContain('Te rugăm să ne trimiți bilanțul pe 2025.');

    // Internal notes: saved with the author, never mailed to the client.
    const notes = main.getByTestId('consulting-notes');
    await expect(notes).toContainText('Nicio notă încă.');
    await notes.getByRole('button', { name: 'Adaugă nota' }).click();
    await expect(notes).toContainText('Obligatoriu');
    await notes.getByLabel('Notă internă').fill('Clientul are cofinanțare de 20%, de verificat extrasul.');
    await notes.getByRole('button', { name: 'Adaugă nota' }).click();
    await expect(page.getByText('Nota internă a fost adăugată.')).toBeVisible();
    const note = notes.getByTestId('consulting-note');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Clientul are cofinanțare de 20%, de verificat extrasul.');
    await expect(note).toContainText(consultantName);
    await expect(notes.getByLabel('Notă internă')).toHaveValue('');
    const mine = (await (await client.api.get('/api/consulting/mine')).json()) as { docs: { id: string; statusMessage: string }[] };
    expect(JSON.stringify(mine.docs.find((doc) => doc.id === request.id))).not.toContain('cofinanțare de 20%');
    expect(waiting.body).not.toContain('cofinanțare de 20%');

    // The client's document downloads with the staff session.
    const documents = main.getByTestId('consulting-documents');
    await expect(documents).toContainText('Bilanț 2025.pdf');
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Descarcă' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Bilanț 2025.pdf');
    expect(readFileSync(await file.path())).toEqual(PDF);
    await client.api.dispose();
  });

  test('the audit log shows who assigned a consulting request and when, with before and after', async ({ page, playwright, baseURL, request: lookup }) => {
    const client = await newAccount(playwright, baseURL!, 'Dorin Auditat');
    const created = await client.api.post('/api/consulting', {
      data: { fullName: client.fullName, email: client.email, topic: 'valuation', message: 'Evaluarea firmei pentru vânzare.' },
    });
    expect(created.status()).toBe(201);
    const request = (await created.json()) as { id: string };
    const consultant = await apiAs(playwright, baseURL!, STAFF.consultant.email, STAFF_PASSWORD);
    expect((await consultant.api.post(`/api/admin/consulting/${request.id}/assign`, { data: { consultantId: consultant.id } })).status()).toBe(200);
    const consultantName = await fullNameOf(lookup, STAFF.consultant.email, STAFF_PASSWORD);

    await signIn(page, STAFF.admin.email);
    await openMenuItem(page, 'Jurnal de audit', /\/admin\/audit/);
    await chooseFilter(page, 'Acțiune', 'Cerere atribuită');
    await chooseFilter(page, 'Membru al echipei', `${consultantName} (${STAFF.consultant.email})`);
    const row = page.getByRole('row').filter({ hasText: request.id });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(STAFF.consultant.email);
    await expect(row).toContainText('Cerere atribuită');
    await expect(row).toContainText('Cerere de consultanță');
    await expect(row).toContainText(new Date().toLocaleDateString('ro-RO'));
    await row.getByText('Cerere atribuită').click();
    const changes = page.getByTestId('audit-changes');
    const assigned = changes.locator('[data-field="assignedToId"]');
    await expect(assigned).toHaveAttribute('data-changed', 'true');
    await expect(assigned.locator('[data-version="before"]')).toHaveText('—');
    await expect(assigned.locator('[data-version="after"]')).toHaveText(`${consultantName} (${STAFF.consultant.email})`);
    // The entity links to the request's page.
    await row.getByRole('link', { name: request.id }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/consulting/${request.id}/show$`));
    await consultant.api.dispose();
    await client.api.dispose();
  });

  test('newsletter subscribers filter by topic, and the CSV export downloads the same selection', async ({ page, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const funds = `fonduri.${unique()}@example.ro`;
    const general = `general.${unique()}@example.ro`;
    expect((await anonymous.post('/api/newsletter/funds', { data: { email: funds } })).status()).toBe(201);
    expect((await anonymous.post('/api/newsletter', { data: { email: general } })).status()).toBe(201);
    // Double opt-in: each address confirms from its email before its topic counts.
    for (const email of [funds, general]) {
      const link = new URL(linkIn(await waitForMail(email, /Confirmă abonarea la newsletterul RoAfaceri/), '/newsletter/confirmare'));
      expect((await anonymous.post('/api/newsletter/confirm', { data: { token: link.searchParams.get('token') } })).status()).toBeLessThan(300);
    }
    await anonymous.dispose();

    await signIn(page, STAFF.moderator.email);
    await openMenuItem(page, 'Abonați newsletter', /\/admin\/newsletter/);
    await expect(page.getByRole('row').filter({ hasText: general })).toHaveCount(1);
    await chooseFilter(page, 'Subiect', 'Finanțări');
    await expect(page).toHaveURL(/filter=.*topic/);
    await expect(page.getByRole('row').filter({ hasText: funds })).toContainText('Finanțări');
    await expect(page.getByRole('row').filter({ hasText: general })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportă CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^abonati-newsletter-funds-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Email,Subiecte,Stare,Abonat la,Dezabonat la');
    expect(lines.find((line) => line.startsWith(`${funds},`))).toMatch(
      new RegExp(`^${funds.replace(/\./g, '\\.')},Finanțări,Abonat,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},$`),
    );
    expect(lines.some((line) => line.includes(general))).toBe(false);
    await expect(page.getByText('Fișierul CSV a fost descărcat.')).toBeVisible();
  });

  test('a push job that really fails shows in the failed jobs; "Reîncearcă" runs it again', async ({ page, playwright, baseURL }) => {
    // Five attempts with exponential backoff before the job counts as failed: 0.2 + 0.4 + 0.8 + 1.6 s
    // on the journeys' site (JOB_RETRY_DELAY_MS), 2 + 4 + 8 + 16 s by the job's own delay.
    test.setTimeout(90_000);
    const owner = await newAccount(playwright, baseURL!, 'Paul Abonat Push');
    // A browser whose push service is down: the local push endpoint answers 503 under UNAVAILABLE_PREFIX
    // (and when no journey runs it, nothing listens on its port): every attempt fails.
    const endpoint = `http://127.0.0.1:${process.env.E2E_PUSH_PORT}${UNAVAILABLE_PREFIX}${unique()}`;
    const subscribed = await owner.api.post('/api/account/subscribeToWebPush', {
      data: { endpoint, keys: { p256dh: browserKeys().p256dh, auth: randomBytes(16).toString('base64url') } },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
    const listing = await owner.api.post('/api/company', {
      data: {
        title: `Brutărie artizanală în Sibiu ${unique()}`,
        description: '<p>Brutărie cu clienți fideli și rețetă proprie.</p>',
        price: 90000,
        county: 33,
        city: 'Sibiu',
        domain: [9],
      },
    });
    expect(listing.status(), await listing.text()).toBe(201);
    const { id: listingId } = (await listing.json()) as { id: string };
    const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
    expect((await moderator.api.post(`/api/admin/listings/${listingId}/approve`)).status()).toBe(200);
    await moderator.api.dispose();

    type Failed = { queue: string; id: string; name: string; error: string; attempts: number };
    const failedPush = async () =>
      ((await (await admin.api.get('/api/admin/jobs/failed')).json()) as { docs: Failed[] }).docs.find(
        (job) => job.queue === 'push' && job.id.includes(listingId),
      );
    await expect
      .poll(failedPush, { timeout: 45_000, intervals: [500] })
      .toMatchObject({ name: 'SendPushNotification', attempts: 5, error: expect.stringMatching(UNAVAILABLE) });
    const job = (await failedPush())!;

    await signIn(page, STAFF.admin.email);
    const card = page.getByTestId('dashboard-summary').locator('[data-card="failed-jobs"]');
    await expect(card).toContainText(/lucr(are|ări) eșuat/);
    await card.getByRole('link', { name: /Deschide/ }).click();
    await expect(page).toHaveURL(/\/admin\/failed-jobs/);
    // The row of this job (its id names the listing); other journeys may fail jobs of their own.
    const row = page.getByRole('row').filter({ hasText: job.id });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(UNAVAILABLE);
    await expect(row).toContainText('push');
    await expect(row).toContainText('SendPushNotification');
    await expect(row).toContainText('5');

    // The owner drops the unreachable browser; the job run again finds nothing left to send and completes.
    expect((await owner.api.delete('/api/account/subscribeToWebPush', { data: { endpoint } })).status()).toBe(204);
    await row.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(page.getByText('Lucrarea a fost repusă în coadă.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: job.id })).toHaveCount(0);
    await page.waitForTimeout(3_000);
    expect(((await (await admin.api.get('/api/admin/jobs/failed')).json()) as { docs: Failed[] }).docs.map((item) => item.id)).not.toContain(job.id);
    await owner.api.dispose();
  });
});
