/**
 * The newsletter end to end: the footer's sign-up, the confirmation email and page, a campaign
 * written and sent from the console that arrives with the one-click unsubscribe headers (RFC 8058),
 * the one-click unsubscribe that keeps the next campaign away; and the footer's feedback form.
 */
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { signIn, STAFF, apiAs } from '../admin/support';
import { headerOf, linkIn, mailsTo, waitForMail } from '../support/mailbox';
import { ownAddress, presetConsent, waitForHydration } from '../shell/support';

const unique = (prefix: string) => `${prefix}.${randomBytes(3).toString('hex')}.${Date.now()}@example.ro`;

/** Writes a campaign in the console, checks its preview, sends a test, then sends it; answers its id. */
async function sendCampaignFromConsole(page: Page, subject: string): Promise<string> {
  await page.goto('/admin/newsletter-campaigns/create');
  await page.getByLabel(/^Subiectul emailului/).fill(subject);
  await page.getByRole('combobox', { name: /Trimisă abonaților la/ }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await page
    .getByLabel(/^Conținut/)
    .fill(
      '<h2>Noutăți RoAfaceri</h2><p>Apeluri de finanțare deschise și <a href="https://roafaceri.ro/finantari">afaceri noi</a>.</p><script>alert(1)</script>',
    );
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter-campaigns\/[0-9a-f-]{36}\/show$/);
  const id = /newsletter-campaigns\/([0-9a-f-]{36})\/show/.exec(page.url())![1]!;
  // The preview: the email as recipients get it, the script gone.
  const preview = page.frameLocator('[data-testid="campaign-preview"]');
  await expect(preview.getByRole('heading', { name: 'Noutăți RoAfaceri' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Dezabonare' })).toBeVisible();
  // A test to oneself.
  await page.getByRole('button', { name: 'Trimite un test la adresa mea' }).click();
  await expect(page.getByText(`Emailul de test a fost trimis la ${STAFF.moderator.email}.`)).toBeVisible();
  await waitForMail(STAFF.moderator.email, new RegExp(`^\\[Test\\] ${subject}$`));
  // The send, after confirming.
  await page.getByRole('button', { name: 'Trimite abonaților' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmă' }).click();
  await expect(page.getByText('Campania se trimite abonaților, în loturi.')).toBeVisible();
  return id;
}

test.describe('newsletter', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await presetConsent(context, baseURL);
  });

  test('footer sign-up → confirmation email → confirmed → a console campaign arrives with the unsubscribe headers → one-click unsubscribe stops the next one', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = unique('cititor');
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByTestId('newsletter-form-footer');
    await form.locator('input[type="email"]').fill(email);
    await form.getByRole('button', { name: 'Abonează-mă' }).click();
    await expect(page.getByTestId('newsletter-thanks-footer')).toHaveText(
      'Mulțumim! Ți-am trimis un email: confirmă abonarea la newsletterul RoAfaceri din linkul primit.',
    );

    const confirmation = await waitForMail(email, /Confirmă abonarea la newsletterul RoAfaceri/);
    const link = linkIn(confirmation, '/newsletter/confirmare');
    await page.goto(link.pathname + link.search);
    await page.getByTestId('newsletter-confirm').getByRole('button', { name: 'Confirmă abonarea' }).click();
    await expect(page.getByTestId('newsletter-confirm')).toContainText('Abonarea ta este confirmată. Vei primi newsletterul RoAfaceri despre: General.');

    await signIn(page, STAFF.moderator.email);
    const subject = `Noutăți pentru abonați ${Date.now()}`;
    const id = await sendCampaignFromConsole(page, subject);
    const campaign = await waitForMail(email, new RegExp(`^${subject}$`));
    expect(headerOf(campaign, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(headerOf(campaign, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe, headerOf(campaign, 'List-Unsubscribe')).toBeTruthy();
    expect(campaign.body).toContain('Noutăți RoAfaceri');
    expect(campaign.body).not.toContain('alert(1)');

    // The console shows the delivery counts once the batches ran.
    await expect(async () => {
      await page.goto(`/admin/newsletter-campaigns/${id}/show`);
      await expect(page.getByTestId('campaign-counts').locator('[data-field="sent"] td')).not.toHaveText('0', { timeout: 1_000 });
      await expect(page.getByText('Trimisă', { exact: true }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // One-click unsubscribe as a mail provider does it: a POST to the header's URL, no session, no Origin of the site.
    const provider = await playwright.request.newContext();
    const url = new URL(unsubscribe!);
    const answer = await provider.post(`${baseURL}${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status()).toBe(200);
    await provider.dispose();

    // The next campaign reaches the other subscribers (a demo one), not this address.
    const staff = await apiAs(playwright, baseURL!, STAFF.moderator.email, 'Staff12345');
    const next = `A doua campanie ${Date.now()}`;
    const created = await staff.api.post('/api/admin/newsletter-campaigns', {
      data: { subject: next, topic: 'general', bodyHtml: '<p>A doua campanie a lunii.</p>' },
    });
    expect(created.status()).toBe(201);
    expect((await staff.api.post(`/api/admin/newsletter-campaigns/${(await created.json()).id}/send`)).status()).toBe(200);
    await waitForMail('maria.ionescu@example.ro', new RegExp(`^${next}$`));
    await expect
      .poll(async () => (await (await staff.api.get(`/api/admin/newsletter-campaigns/${(await created.json()).id}`)).json()).status, { timeout: 15_000 })
      .toBe('sent');
    expect(mailsTo(email, new RegExp(`^${next}$`))).toEqual([]);
    await staff.api.dispose();
  });

  test('the footer feedback form: errors after submitting, then the submitted state; without JavaScript through its page', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A feedback message is a consulting request: a few an hour per address.
    const address = ownAddress();
    await page.context().setExtraHTTPHeaders(address);
    await page.goto('/faq');
    await waitForHydration(page);
    const form = page.getByTestId('feedback-form');
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByText('Câmpul este obligatoriu.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Trimite feedback' }).click();
    await expect(form.getByText('Câmpul este obligatoriu.')).toHaveCount(2);
    await form.getByLabel('Emailul tău').fill('parere@firma');
    await form.getByLabel('Părerea ta').fill('Site-ul este foarte util pentru noi.');
    await form.getByRole('button', { name: 'Trimite feedback' }).click();
    await expect(form.getByText('Adresa de email nu este validă.')).toBeVisible();
    const email = unique('parere');
    await form.getByLabel('Emailul tău').fill(email);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/feedback'));
    await form.getByRole('button', { name: 'Trimite feedback' }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Mulțumim pentru mesaj!');
    expect((await posted).status()).toBe(200);
    await waitForMail(email, /Am primit cererea ta RC-/);

    // Without JavaScript: the footer's form posts to /feedback, which answers with the same states.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ro-RO', extraHTTPHeaders: address });
    await presetConsent(context, baseURL);
    const plain = await context.newPage();
    await plain.goto('/faq');
    await plain.getByTestId('feedback-form').getByRole('button', { name: 'Trimite feedback' }).click();
    await expect(plain).toHaveURL(/\/feedback$/);
    await expect(plain.getByTestId('feedback-page').getByText('Câmpul este obligatoriu.')).toHaveCount(2);
    await plain.getByTestId('feedback-page').getByLabel('Emailul tău').fill(unique('fara-js'));
    await plain.getByTestId('feedback-page').getByLabel('Părerea ta').fill('Mesaj trimis fără JavaScript.');
    await plain.getByTestId('feedback-page').getByRole('button', { name: 'Trimite feedback' }).click();
    await expect(plain.getByTestId('feedback-page')).toContainText('Mulțumim pentru mesaj!');
    await context.close();
  });
});
