import { expect, test, type Page } from '@playwright/test';
import { presetConsent, waitForHydration } from '../shell/support';
import { waitForMail } from '../support/mailbox';
import { keepTrafficLocal, seriousViolations } from '../support/page-checks';

/**
 * The public consulting forms in the browser: errors only after a submission, the request stored
 * through the API (its number shown, the acknowledgement mailed), and the same forms without
 * JavaScript. (The funding tools have their own journeys: funding-tools.spec.ts.) Every client address
 * may store 5 requests an hour: these journeys store two.
 */
const REQUIRED = 'Câmpul este obligatoriu.';

async function fill(page: Page, values: Record<string, string>) {
  const form = page.getByTestId('consulting-form');
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    const tag = await field.first().evaluate((element) => element.tagName.toLowerCase() + ':' + ((element as HTMLInputElement).type ?? ''));
    if (tag.startsWith('select')) await field.selectOption(value);
    else if (tag.endsWith(':radio')) await form.locator(`[name="${name}"][value="${value}"]`).check();
    else await field.fill(value);
  }
}

test.describe('consulting forms', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('contact: errors only after submit, then the request number on the page and the acknowledgement by email', async ({ page }) => {
    const email = `contact.${Date.now()}@example.ro`;
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByTestId('consulting-form');
    await expect(form).toBeVisible();
    await expect(form.locator('.field__error')).toHaveCount(0);

    await form.locator('textarea[name="message"]').fill('Scurt');
    // Typing alone shows nothing: errors wait for the submission.
    await expect(form.locator('.field__error')).toHaveCount(0);
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(2);
    await expect(form.getByText('Scrie cel puțin 10 caractere.')).toBeVisible();
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');

    await fill(page, {
      fullName: 'Ștefan Țărănescu',
      email,
      phone: '0740 123 456',
      topic: 'funding',
      message: 'Bună ziua, caut finanțare pentru o linie de producție în Brașov.',
    });
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    const sent = page.getByTestId('consulting-sent');
    await expect(sent).toContainText('Cererea ta a fost înregistrată.');
    const number = (await sent.locator('strong').textContent()) ?? '';
    expect(number).toMatch(/^RC-\d{4}-\d{6}$/);

    const mail = await waitForMail(email, new RegExp(`^Am primit cererea ta ${number}`));
    expect(mail.body).toContain('Ștefan Țărănescu');
    await waitForMail('consultant@roafaceri.ro', new RegExp(`^Cerere nouă ${number}`));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server shows the errors after the submission and keeps what was typed; a valid Mindset Owners form is stored', async ({ page }) => {
      await page.goto('/mindset-owners');
      const form = page.getByTestId('consulting-form');
      await expect(form.locator('.field__error')).toHaveCount(0);
      await fill(page, { fullName: 'Ioana Pop', email: 'ioana@pop', employees: 'opt' });
      await form.getByRole('button', { name: 'Vreau să particip' }).click();
      await expect(form.getByText('Adresa de email nu este validă.')).toBeVisible();
      await expect(form.getByText('Scrie un număr întreg.')).toBeVisible();
      await expect(form.getByText(REQUIRED).first()).toBeVisible();
      await expect(form.locator('input[name="fullName"]')).toHaveValue('Ioana Pop');
      await expect(form.locator('input[name="employees"]')).toHaveValue('opt');

      await page.goto('/mindset-owners');
      await fill(page, { fullName: 'Radu Ene', email: `mindset.${Date.now()}@example.ro`, challenge: 'delegation', employees: '14' });
      await page.getByTestId('consulting-form').getByRole('button', { name: 'Vreau să particip' }).click();
      await expect(page.getByTestId('consulting-sent')).toContainText(/Numărul cererii: RC-\d{4}-\d{6}/);
    });
  });
});
