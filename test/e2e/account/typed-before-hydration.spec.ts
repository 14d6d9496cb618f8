/**
 * Nothing a visitor types is lost when the page's code arrives late (a phone's connection: the HTML
 * shows, the scripts come a second later). Each journey holds every script of the page on the
 * network, fills every field of a form in the server's HTML (text, ticked boxes, a chosen radio
 * button), checks the page has not hydrated yet, lets the scripts through, waits for hydration, and
 * then checks the fields still hold what was typed and that sending the form does what it should:
 * sign in (from the page and from the header's button), create an account (individual and legal
 * entity), ask for a new password and set it; the contact page, a listing's contact form, a news
 * comment, the newsletter sign-ups and the feedback form, both eligibility checks, the points
 * calculator and the instant valuation. The same sign-in and registration forms also work with no
 * JavaScript at all, and a comment sent twice (clicked again while the first answer is on its way)
 * is stored once. The signed-in forms are in typed-before-hydration-signed-in.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNT_PASSWORD, apiAs, newAccount, STAFF, STAFF_PASSWORD } from '../admin/support';
import { INDIVIDUAL, ownAddress, presetConsent, signIn } from '../shell/support';
import { expectValues, fillAll, handledByReact, openWithCodeHeld, untilReactHolds } from '../support/code-held';
import { fromSite } from '../support/site-origin';
import { linkIn, waitForMail } from '../support/mailbox';
import { keepTrafficLocal } from '../support/page-checks';

const REQUIRED = 'Câmpul este obligatoriu.';
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

test.beforeEach(async ({ page, context, baseURL }) => {
  await keepTrafficLocal(context);
  await presetConsent(context, baseURL);
  // The public forms count requests per address: this journey's own (see ownAddress).
  await page.setExtraHTTPHeaders(ownAddress());
});

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

  test('sign-in modal: before the code, the header’s „Autentificare” leads to the sign-in form, whose fields survive hydration', async ({ page, baseURL }) => {
    // The modal is drawn by the page's code (the shell opens it; its own code loads on the first
    // click), so nothing of it exists to type into before that code: until then the header's button
    // is a link to the sign-in page, the same form. The hold stays on for the page it leads to.
    const code = await openWithCodeHeld(page, '/faq');
    await page.getByTestId('toolbar').getByRole('link', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const form = page.locator('main form');
    const values = { email: INDIVIDUAL.email, password: INDIVIDUAL.password };
    await fillAll(form, values);

    await code.release();
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

  test('register a legal entity: the account type chosen, the company fields and the terms survive hydration, and the account is created', async ({
    page,
    request,
  }) => {
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

  test('register a legal entity: the company fields show on choosing the type, a refusal keeps what was typed, the account is then created', async ({
    page,
  }) => {
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
    const values = {
      fullName: 'Ștefan Țărănescu',
      email: `contact.hidratare.${run}@example.ro`,
      phone: '0740 123 456',
      message: 'Bună ziua, caut finanțare pentru o linie de producție în Brașov.',
    };
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
    const values = {
      name: 'Ana Ionescu',
      email: `anunt.hidratare.${run}@example.ro`,
      phone: '0740 123 456',
      message: 'Bună ziua, afacerea mai este disponibilă? Aș vrea detalii.',
    };
    await fillAll(form, values);

    await code.release();
    // The form is a part whose code loads when it is on screen (lib/deferred-component.tsx).
    await untilReactHolds(form);
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

  test('newsletter and feedback: the home page’s sign-up, and the footer’s sign-up and feedback', async ({ page }) => {
    const code = await openWithCodeHeld(page, '/');
    const band = page.getByTestId('newsletter-form-home');
    const footer = page.getByTestId('newsletter-form-footer');
    const feedback = page.getByTestId('feedback-form');
    const emails = { home: `newsletter.acasa.${run}@example.ro`, footer: `newsletter.subsol.${run}@example.ro` };
    const opinion = { feedbackEmail: `parere.${run}@example.ro`, feedbackMessage: 'Căutarea după județ m-a ajutat să găsesc repede o afacere în Iași.' };
    await fillAll(band, { newsletterEmail: emails.home });
    await fillAll(footer, { newsletterEmail: emails.footer });
    await fillAll(feedback, opinion);

    await code.release();
    await expectValues(band, { newsletterEmail: emails.home });
    // The footer is a part whose code loads as it nears the screen.
    await untilReactHolds(footer);
    await expectValues(footer, { newsletterEmail: emails.footer });
    await expectValues(feedback, opinion);
    await band.getByRole('button', { name: 'Abonează-mă' }).click();
    await expect(page.getByTestId('newsletter-thanks-home')).toBeVisible();
    await footer.getByRole('button', { name: 'Abonează-mă' }).click();
    await expect(page.getByTestId('newsletter-thanks-footer')).toBeVisible();
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/feedback'));
    await feedback.getByRole('button', { name: 'Trimite feedback' }).click();
    expect((await answered).status()).toBe(200);
    // The thanks show at once; a refusal would bring the form back with the server's message.
    await expect(page.getByTestId('feedback-sent')).toBeVisible();
    await expect(page.getByTestId('feedback-form')).toHaveCount(0);
    await waitForMail(opinion.feedbackEmail, /Am primit cererea ta RC-/);
    await waitForMail(emails.home, /Confirmă abonarea la newsletterul RoAfaceri/);
    await waitForMail(emails.footer, /Confirmă abonarea la newsletterul RoAfaceri/);
  });

  test('the eligibility check', async ({ page }) => {
    const code = await openWithCodeHeld(page, '/verifica-eligibilitate-finantare');
    const form = page.getByTestId('funding-form');
    const answers = {
      legalForm: '1',
      foundedYear: '2018',
      notYetRegistered: 'false',
      caen: '6201',
      employees: '8',
      turnoverEur: '400.000',
      profitable: 'true',
      hasTaxDebts: 'false',
      county: '16',
      investmentEur: '120 000',
      canCoFinance: 'true',
      digitalLevel: 'basic',
      investments: ['software', 'cloud'],
    };
    await fillAll(form, answers);

    await code.release();
    // The check is a part whose code loads when the visitor starts answering: it takes the answers over.
    await untilReactHolds(form);
    await expectValues(form, answers);
    await form.getByRole('button', { name: 'Verifică eligibilitatea' }).click();
    await expect(page).toHaveURL(/\/verifica-eligibilitate-finantare\?.*caen=6201/);
    await expect(page.getByTestId('programme-results').first().getByTestId('programme-result')).toHaveCount(4);
    await expectValues(page.getByTestId('funding-form'), { employees: '8', hasTaxDebts: 'false', investments: ['software', 'cloud'] });
  });

  test('the Măsura 3 eligibility check', async ({ page }) => {
    const code = await openWithCodeHeld(page, '/verifica-eligibilitate-masura-3');
    const form = page.getByTestId('funding-form');
    const answers = {
      legalForm: '1',
      foundedYear: '2016',
      caen: '1071',
      employees: '11',
      turnoverEur: '1.240.000',
      profitable: 'true',
      inDifficulty: 'false',
      county: '30',
      investmentEur: '300000',
      canCoFinance: 'true',
    };
    await fillAll(form, answers);

    await code.release();
    await untilReactHolds(form);
    await expectValues(form, answers);
    await form.getByRole('button', { name: 'Verifică eligibilitatea' }).click();
    await expect(page).toHaveURL(/\/verifica-eligibilitate-masura-3\?.*employees=11/);
    await expect(page.getByTestId('programme-result')).toHaveAttribute('data-programme-id', 'masura-3');
  });

  test('the points calculator', async ({ page }) => {
    const code = await openWithCodeHeld(page, '/calculeaza-punctaj');
    const form = page.getByTestId('score-form');
    const answers = {
      foundedYear: '2015',
      employees: '25',
      turnoverEur: '1.200.000',
      profitable: 'true',
      county: '6',
      digitalLevel: 'basic',
      investments: ['software', 'ecommerce', 'training'],
    };
    await fillAll(form, answers);

    await code.release();
    await untilReactHolds(form);
    await expectValues(form, answers);
    await form.getByRole('button', { name: 'Calculează punctajul' }).click();
    await expect(page).toHaveURL(/\/calculeaza-punctaj\?.*employees=25/);
    await expect(page.getByTestId('score-chart')).toBeVisible();
    expect(Number(await page.getByTestId('score-total').textContent())).toBeGreaterThan(0);
  });

  test('the instant valuation: the figures form, and the CUI typed in the other form', async ({ page }) => {
    const code = await openWithCodeHeld(page, '/evaluare-afaceri');
    const byCui = page.getByTestId('estimate-cui-form');
    const figures = page.getByTestId('estimate-figures-form');
    const typed = {
      caen: '5610',
      countyId: '16',
      currency: 'EUR',
      'years.0.turnover': '1.200.000',
      'years.0.netProfit': '150.000',
      'years.0.employees': '14',
      debts: '80.000',
      'includes.realEstate': 'true',
    };
    await fillAll(byCui, { cui: 'RO18547290' });
    await fillAll(figures, typed);

    await code.release();
    // Both forms are one part whose code loads when the visitor starts typing.
    await untilReactHolds(figures);
    await expectValues(figures, typed);
    await expectValues(byCui, { cui: 'RO18547290' });
    await figures.getByRole('button', { name: 'Calculează estimarea' }).click();
    await expect(page.getByTestId('estimate')).toBeVisible();
    await expect(page.getByTestId('estimate-range')).toContainText('€');
  });
});

test.describe('a form sent twice', () => {
  test('„Trimite comentariul” clicked again while the first answer is on its way stores one comment', async ({ page, playwright, baseURL }) => {
    // An author of its own: comments need a confirmed email, and an account may send ten an hour.
    const author = await newAccount(playwright, baseURL!, 'Dan Dublu', 'dublu-clic');
    await author.api.dispose();
    await signIn(page, { email: author.email, password: ACCOUNT_PASSWORD });
    const list = await page.request.get('/api/news/list/web?pageSize=1');
    const [article] = ((await list.json()) as { docs: { slug: string }[] }).docs;
    const text = `Trimis o dată, deși am apăsat de două ori (${run}).`;
    // A slow connection: the site gets each sending of the form at once, its answer reaches the
    // browser a second later. The browser gives up the first request for the second, but the site has
    // stored the first by then.
    const answers: Promise<unknown>[] = [];
    await page.route(
      (url) => url.pathname === `/noutati/${article.slug}`,
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        const answer = route.fetch();
        answers.push(answer);
        await new Promise((done) => setTimeout(done, 1_000));
        await route.fulfill({ response: await answer }).catch(() => undefined);
      },
    );
    // With the page's code the button is disabled as soon as the form goes; before the code has
    // arrived the form is plain HTML, and a second click sends it again (with the same submission
    // token). A double click that quick sends it once: the browser keeps only the last of two
    // sendings made before the first has left.
    await openWithCodeHeld(page, `/noutati/${article.slug}`);
    const form = page.getByTestId('comment-form');
    await form.locator('[name="text"]').fill(text);
    // The mouse where the button is, clicking twice: the page stays as it was until the answer comes
    // (a locator would wait for the page being loaded).
    await form.getByRole('button', { name: 'Trimite comentariul' }).scrollIntoViewIfNeeded();
    const button = await form.getByRole('button', { name: 'Trimite comentariul' }).boundingBox();
    const [x, y] = [button!.x + button!.width / 2, button!.y + button!.height / 2];
    await page.mouse.click(x, y);
    await expect.poll(() => answers.length).toBe(1);
    await page.mouse.click(x, y);
    await expect(page.getByTestId('comment-sent')).toBeVisible();
    expect(answers, 'the form was sent twice').toHaveLength(2);
    await Promise.all(answers);

    const moderator = await apiAs(playwright, baseURL!, STAFF.moderator.email, STAFF_PASSWORD);
    const found = await moderator.api.get(`/api/admin/comments?status=all&q=${encodeURIComponent(run)}`);
    expect(found.status()).toBe(200);
    const stored = ((await found.json()) as { docs: { text: string }[] }).docs.filter((comment) => comment.text === text);
    expect(stored).toHaveLength(1);
    await moderator.api.dispose();
  });
});
