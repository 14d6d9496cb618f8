import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn as staffSignIn, STAFF } from '../admin/support';
import { LEGAL_ENTITY, ownAddress, presetConsent, signIn, waitForHydration } from '../shell/support';
import { waitForMail } from '../support/mailbox';
import { holdRequests, keepTrafficLocal, seriousViolations } from '../support/page-checks';

/**
 * The funding tools in the browser (issue 18): the eligibility check computing every programme as
 * the visitor answers and turned into a consulting request that staff see with its answers; the
 * points calculator's total and chart changing as answers change, and the same page without
 * JavaScript after a submission; a signed-in company keeping a check in „Verificările mele”.
 */
const CHECK = '/verifica-eligibilitate-finantare';
const CALCULATOR = '/calculeaza-punctaj';
const PROGRAMMES = ['masura-3', 'masura-2', 'pnrr-c9-i3', 'start-up-nation'];
const RANK = { eligible: 0, needs_review: 1, not_eligible: 2 } as const;
/** Programmes one can apply to now come first, then the announced ones, then the closed ones. */
const STATUS_RANK = { open: 0, upcoming: 1, closed: 2 } as const;

/** Answers a question of a tool's form: a select, a yes/no or a tick box by value, else typed text. */
async function answer(form: Locator, values: Record<string, string | string[]>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`).first();
    const kind = await field.evaluate((element) => `${element.tagName.toLowerCase()}:${(element as HTMLInputElement).type ?? ''}`);
    if (kind.startsWith('select')) await field.selectOption(value as string);
    else if (kind.endsWith(':radio')) await form.locator(`[name="${name}"][value="${value}"]`).check();
    else if (kind.endsWith(':checkbox')) for (const item of [value].flat()) await form.locator(`[name="${name}"][value="${item}"]`).check();
    else await field.fill(value as string);
  }
}

/** The programme cards in page order, with their outcomes (the open funding calls are folded apart). */
async function outcomes(page: Page): Promise<Array<{ id: string; outcome: keyof typeof RANK; status: keyof typeof STATUS_RANK }>> {
  return page
    .getByTestId('programme-results')
    .first()
    .getByTestId('programme-result')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        id: card.getAttribute('data-programme-id')!,
        outcome: card.getAttribute('data-outcome') as 'eligible',
        status: card.getAttribute('data-status') as 'open',
      })),
    );
}

test.describe('funding tools', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await keepTrafficLocal(context);
    await presetConsent(context, baseURL);
  });

  test('eligibility check: results per programme with reasons as the visitor answers, then a consulting request staff see with its answers', async ({
    page,
  }) => {
    // Two sites in one journey: the public check and the staff console.
    test.setTimeout(90_000);
    // The consulting request counts against its own address (a few an hour per address), retries included.
    await page.context().setExtraHTTPHeaders(ownAddress());
    // Măsura 3 on its own page: the same form and results, for that programme only.
    await page.goto('/verifica-eligibilitate-masura-3');
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await answer(page.getByTestId('funding-form'), { employees: '5', hasTaxDebts: 'false' });
    await expect(page.getByTestId('programme-result')).toHaveCount(1);
    await expect(page.getByTestId('programme-result')).toHaveAttribute('data-programme-id', 'masura-3');
    await page.goto(CHECK);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByTestId('funding-form');

    // The CAEN class is found by a word and picked from the list.
    const caen = form.getByLabel('Codul CAEN al activității finanțate');
    await caen.fill('software');
    const option = page.getByRole('option', { name: /^6201/ });
    await expect(option).toBeVisible();
    await expect(caen).toHaveAttribute('aria-expanded', 'true');
    await option.click();
    await expect(caen).toHaveValue('6201');

    await answer(form, {
      legalForm: '1',
      foundedYear: '2018',
      employees: '8',
      turnoverEur: '400.000',
      profitable: 'true',
      positiveEquity: 'true',
      hasTaxDebts: 'false',
      inDifficulty: 'false',
      deMinimisReceivedEur: '0',
      county: '16',
      investmentEur: '120 000',
      canCoFinance: 'true',
    });
    // No submission: the results come as the answers change, announced politely.
    const status = page.getByTestId('funding-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toContainText(/^Rezultat pentru \d+ programe/);
    await expect.poll(async () => (await outcomes(page)).map((card) => card.id).sort()).toEqual([...PROGRAMMES].sort());
    const first = await outcomes(page);
    // Open calls first, then announced, then closed; within each, eligible first, then those to check, then the others.
    const order = first.map((card) => STATUS_RANK[card.status] * 10 + RANK[card.outcome]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const measure3 = page.locator('[data-testid="programme-result"][data-programme-id="masura-3"]');
    await expect(measure3.locator('.criterion').first()).toBeVisible();
    for (const criterion of await measure3.locator('.criterion').all()) await expect(criterion.locator('.criterion__reason')).not.toBeEmpty();
    await expect(measure3.getByRole('link', { name: /./ }).last()).toHaveAttribute('href', /^https?:\/\//);

    // Măsura 3 (2020–2021) is closed: said so, with no grant estimate and nothing to change to qualify.
    await expect(measure3).toHaveAttribute('data-status', 'closed');
    await expect(measure3.getByTestId('programme-status')).toContainText('Apel închis');
    await expect(measure3.getByTestId('grant-estimate')).toHaveCount(0);
    // Overdue debts to the state still fail its conditions with a cross and a reason.
    await answer(form, { hasTaxDebts: 'true' });
    await expect(measure3).toHaveAttribute('data-outcome', 'not_eligible');
    await expect(measure3.locator('.criterion[data-outcome="not_met"]').first()).toBeVisible();
    await expect(measure3.locator('.criterion[data-outcome="not_met"] .criterion__mark').first()).toHaveText('✗');
    await expect(measure3.getByTestId('programme-fix')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The result becomes a consulting request.
    const email = `finantare.${Date.now()}@example.ro`;
    await page.locator('summary', { hasText: 'Trimite rezultatul unui consultant' }).click();
    const request = page.getByRole('form', { name: 'Cerere de consultanță pentru finanțare' });
    await request.getByLabel('Nume și prenume').fill('Ioana Pop');
    await request.getByLabel('Email').fill(email);
    await request.getByRole('button', { name: 'Trimite cererea' }).click();
    const sent = page.getByTestId('consulting-sent');
    await expect(sent).toContainText('Numărul cererii');
    const number = (await sent.locator('strong').textContent()) ?? '';
    expect(number).toMatch(/^RC-\d{4}-\d{6}$/);
    // The results stay on the page.
    await expect(measure3).toHaveAttribute('data-outcome', 'not_eligible');

    // Staff find it in the console's inbox and open it: the answers are there.
    await staffSignIn(page, STAFF.consultant.email);
    await page.goto(`/admin/consulting?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Ioana Pop');
    await row.getByText(number).click();
    await expect(page).toHaveURL(/\/admin\/consulting\/[0-9a-f-]+\/show$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(main).toContainText('6201');
    await expect(main).toContainText('Ioana Pop');
    await expect(main).toContainText(email);
  });

  test('points calculator: the total and each bar change as the answers change, with the threshold line and advice', async ({ page }) => {
    await page.goto(CALCULATOR);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByTestId('score-form');
    await answer(form, {
      foundedYear: '2022',
      employees: '3',
      turnoverEur: '80000',
      profitable: 'false',
      county: '41',
      digitalLevel: 'advanced',
      investments: ['hardware'],
    });
    const chart = page.getByTestId('score-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('.score-chart__line')).toHaveCount(7);
    await expect(chart.locator('.score-chart__threshold')).toHaveCount(1);
    const total = page.getByTestId('score-total');
    const before = Number(await total.textContent());
    const investments = chart.locator('[data-criterion="investments"]');
    const pointsBefore = Number(await investments.getAttribute('data-points'));
    await expect(page.getByTestId('score-advice')).toBeVisible();
    await expect(page.getByTestId('score-status')).toHaveText(`Punctaj total: ${before} din 100.`);

    // More kinds of investment and a less digital company: more points, longer bars.
    await answer(form, { investments: ['software', 'cloud'], digitalLevel: 'none', profitable: 'true' });
    await expect(total).not.toHaveText(String(before));
    const after = Number(await total.textContent());
    expect(after).toBeGreaterThan(before);
    await expect(investments).not.toHaveAttribute('data-points', String(pointsBefore));
    expect(Number(await investments.getAttribute('data-points'))).toBeGreaterThan(pointsBefore);
    const width = await investments.locator('.score-chart__fill').evaluate((fill) => (fill as HTMLElement).style.width);
    expect(parseFloat(width)).toBeGreaterThan(0);
    await expect(page.getByTestId('score-status')).toHaveText(`Punctaj total: ${after} din 100.`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('signed in: the profile prefills the check, which is kept, emailed and listed in „Verificările mele”', async ({ page }) => {
    await signIn(page, LEGAL_ENTITY);
    await page.goto(CHECK);
    await waitForHydration(page);
    const form = page.getByTestId('funding-form');
    await expect(form.getByText(/^Am completat răspunsurile cu datele firmei .*din profilul tău/)).toBeVisible();
    await answer(form, { employees: '14', investmentEur: '90000' });
    await expect(page.getByTestId('programme-result').first()).toBeVisible();
    await page.getByTestId('save-check').getByRole('button', { name: 'Păstrează verificarea în cont' }).click();
    await expect(page.getByText('Verificarea a fost păstrată în contul tău')).toBeVisible();
    await page.getByRole('button', { name: 'Trimite-mi rezultatul pe email' }).click();
    await expect(page.getByText('Ți-am trimis rezultatul pe email.')).toBeVisible();
    await waitForMail(LEGAL_ENTITY.email, /eligibil|verificare/i);

    await page.getByRole('link', { name: 'Vezi „Verificările mele”' }).click();
    await expect(page).toHaveURL(/\/cont#verificari$/);
    const checks = page.getByTestId('saved-checks');
    const kept = checks.locator('.saved-check').first();
    await expect(kept).toContainText('Verificare din');
    await expect(kept.locator('.programme-result__badge')).toHaveText(/Eligibil|De verificat|Neeligibil/);
    const count = await checks.locator('.saved-check').count();
    await kept.getByRole('link', { name: 'Deschide răspunsurile' }).click();
    await expect(page).toHaveURL(/\/verifica-eligibilitate-finantare\?.*employees=14/);
    await expect(page.getByTestId('funding-form').locator('[name="employees"]')).toHaveValue('14');
    await expect(page.getByTestId('programme-result').first()).toBeVisible();

    await page.goto('/cont#verificari');
    await page
      .getByTestId('saved-checks')
      .locator('.saved-check')
      .first()
      .getByRole('button', { name: /^Șterge/ })
      .click();
    await expect(page.getByText('Verificarea a fost ștearsă.')).toBeVisible();
    await expect(page.locator('.saved-check')).toHaveCount(count - 1);
  });

  test('signed in: „Păstrează” clicked while the check’s code downloads keeps the check once, though the answers typed add a hidden field before the button', async ({
    page,
  }) => {
    await signIn(page, LEGAL_ENTITY);
    // The check's own module is held on the network until the click is made.
    const { requested, release } = await holdRequests(page, /\/assets\/FundingCheck-[\w-]+\.js$/);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(CHECK)) saves.push(request.url());
    });
    await page.goto(CHECK);
    await waitForHydration(page);
    const form = page.getByTestId('funding-form');
    await expect(form.getByText(/^Am completat răspunsurile cu datele firmei/)).toBeVisible();
    // An answer the profile has not: kept as a hidden field of the save form once the code runs.
    await answer(form, { investmentEur: '75000' });
    await requested;
    await page.getByTestId('save-check').getByRole('button', { name: 'Păstrează verificarea în cont' }).click();
    release();
    await expect(page.getByText('Verificarea a fost păstrată în contul tău')).toBeVisible();
    await expect(page.getByTestId('save-check')).toHaveCount(0);
    expect(saves).toHaveLength(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the calculator answers a submission with the same chart, and the check with the results per programme', async ({ page }) => {
      await page.goto(CALCULATOR);
      const form = page.getByTestId('score-form');
      await form.getByRole('button', { name: 'Calculează punctajul' }).click();
      await expect(form.getByText('Câmpul este obligatoriu.').first()).toBeVisible();
      await expect(page.getByTestId('score-chart')).toHaveCount(0);

      await answer(page.getByTestId('score-form'), {
        foundedYear: '2015',
        employees: '25',
        turnoverEur: '1.200.000',
        profitable: 'true',
        county: '6',
        digitalLevel: 'basic',
        investments: ['software', 'ecommerce', 'training'],
      });
      await page.getByTestId('score-form').getByRole('button', { name: 'Calculează punctajul' }).click();
      await expect(page).toHaveURL(/\/calculeaza-punctaj\?.*employees=25/);
      const chart = page.getByTestId('score-chart');
      await expect(chart.locator('.score-chart__line')).toHaveCount(7);
      expect(Number(await page.getByTestId('score-total').textContent())).toBeGreaterThan(0);
      await expect(page.getByTestId('score-verdict')).toContainText('Pragul minim de finanțare');
      await expect(page.getByTestId('score-form').locator('[name="employees"]')).toHaveValue('25');

      await page.goto(CHECK);
      await answer(page.getByTestId('funding-form'), { caen: '6201', employees: 'opt', turnoverEur: '400000', hasTaxDebts: 'true' });
      await page.getByTestId('funding-form').getByRole('button', { name: 'Verifică eligibilitatea' }).click();
      await expect(page.getByTestId('funding-form').getByText('Scrie un număr întreg, de exemplu 8.')).toBeVisible();
      await expect(page.locator('[data-testid="programme-result"][data-programme-id="masura-3"]')).toHaveAttribute('data-outcome', 'not_eligible');
      await expect(page.locator('[data-programme-id="masura-3"] .criterion[data-outcome="unknown"]').first()).toBeVisible();
    });
  });
});
