/**
 * Comments on a news article: a signed-in reader comments (the answer says it waits for approval
 * and it is not shown), a moderator approves it in the console, and the article shows it with the
 * author's name, as text. The form also works without JavaScript; signed-out visitors get a link
 * to sign in.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn as signInStaff, STAFF } from '../admin/support';
import { INDIVIDUAL, presetConsent, signIn, waitForHydration } from '../shell/support';
import { keepTrafficLocal } from '../support/page-checks';

const run = Date.now().toString(36);
const SENT = 'Comentariul tău a fost trimis și va apărea după verificare.';

async function newsArticle(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const list = await request.get('/api/news/list/web?pageSize=1');
  expect(list.status()).toBe(200);
  const { docs } = (await list.json()) as { docs: { slug: string; title: string }[] };
  expect(docs.length, 'a demo news article').toBeGreaterThan(0);
  return docs[0];
}

test.describe('comments on news articles', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('a reader comments, the comment waits, a moderator approves it in /admin, the article shows it', async ({ page, browser, baseURL, request }) => {
    const article = await newsArticle(request);
    const text = `Articol foarte util, mulțumesc! (${run})`;
    const reader = await signIn(page, INDIVIDUAL);

    await page.goto(`/noutati/${article.slug}`);
    await waitForHydration(page);
    const section = page.getByTestId('comments');
    await expect(section.getByRole('heading', { name: /^Comentarii/ })).toBeVisible();

    // The browser's rule first, in Romanian.
    await section.getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(section.getByText('Scrie comentariul.')).toBeVisible();

    // Markup typed into the comment is removed: it is stored and shown as text.
    await section.getByLabel('Comentariul tău').fill(`<b>${text}</b>`);
    await section.getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(section.getByTestId('comment-sent')).toHaveText(SENT);

    await page.reload();
    await expect(page.getByTestId('comments')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // The moderator approves it from the console's queue.
    const staffContext = await browser.newContext({ baseURL });
    await keepTrafficLocal(staffContext);
    const staff = await staffContext.newPage();
    await signInStaff(staff, STAFF.moderator.email);
    await staff.getByRole('menuitem', { name: 'Comentarii' }).click();
    await expect(staff).toHaveURL(/\/admin\/#?\/?comments/);
    const row = staff.getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    await expect(row).toContainText(article.title);
    await expect(row).toContainText(reader.fullName);
    await row.getByRole('button', { name: 'Aprobă' }).click();
    await expect(staff.getByText('Comentariul a fost aprobat și apare sub articol.')).toBeVisible();
    // Pessimistic: only after the API agreed does it leave the pending list.
    await expect(staff.getByRole('row').filter({ hasText: text })).toHaveCount(0);
    await staffContext.close();

    // Shown under the article, to anyone, with the author's name and never the email.
    const visitorContext = await browser.newContext({ baseURL });
    await keepTrafficLocal(visitorContext);
    await presetConsent(visitorContext, baseURL);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/noutati/${article.slug}`);
    const shown = visitor.getByTestId('comment').filter({ hasText: text });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(reader.fullName);
    await expect(shown.locator('b')).toHaveCount(0);
    await expect(visitor.getByTestId('comments')).not.toContainText(INDIVIDUAL.email);
    await expect(visitor.getByTestId('comments-login').getByRole('link', { name: 'Autentifică-te' })).toHaveAttribute(
      'href',
      new RegExp(`/auth/login\\?redirect=${encodeURIComponent(`/noutati/${article.slug}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(visitor.getByTestId('comment-form')).toHaveCount(0);
    await visitorContext.close();
  });

  test('the form works without JavaScript, with the Romanian message after submission', async ({ browser, baseURL, request }) => {
    const article = await newsArticle(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
    const page = await context.newPage();
    await signIn(page, INDIVIDUAL);
    await page.goto(`/noutati/${article.slug}`);

    const section = page.getByTestId('comments');
    await section.getByLabel('Comentariul tău').fill('x');
    await section.getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(page.getByTestId('comments').getByText('Comentariul trebuie să aibă între 2 și 1000 de caractere.')).toBeVisible();

    await page.getByTestId('comments').getByLabel('Comentariul tău').fill(`Fără JavaScript (${run})`);
    await page.getByTestId('comments').getByRole('button', { name: 'Trimite comentariul' }).click();
    await expect(page.getByTestId('comment-sent')).toHaveText(SENT);
    await context.close();
  });
});
