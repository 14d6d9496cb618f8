import { expect, test } from '@playwright/test';
import { presetConsent, waitForHydration } from './support';

/** Every public path of spec section 2 with the title its page must carry. */
const PUBLIC_PAGES: [path: string, title: string][] = [
  ['/', 'Afaceri de vânzare, investitori și finanțări nerambursabile'],
  ['/contact', 'Contact'],
  ['/finantari', 'Finanțări nerambursabile'],
  ['/finantari/finantare-nerambursabila-it-500000-3000000-euro', 'Finanțare nerambursabilă IT: 500.000 – 3.000.000 euro'],
  ['/echipa', 'Echipa și serviciile noastre'],
  ['/serviciile-noastre', 'Echipa și serviciile noastre'],
  ['/portofoliu', 'Portofoliu'],
  ['/parteneriate', 'Parteneriate'],
  ['/solutii', 'Partenerii noștri'],
  ['/partenerii-nostri', 'Partenerii noștri'],
  ['/vanzare-cumparare-afaceri', 'Afaceri de vânzare'],
  ['/vreau-sa-investesc', 'Investitori'],
  ['/caut-partener', 'Caut partener'],
  ['/noutati', 'Noutăți'],
  ['/servicii', 'Servicii pentru afaceri'],
  ['/servicii-roafaceri', 'Servicii RoAfaceri'],
  ['/evaluare-afaceri', 'Evaluare afaceri'],
  ['/newsletter', 'Newsletter'],
  ['/calculeaza-punctaj', 'Calculează punctajul'],
  ['/verifica-eligibilitate-finantare', 'Verifică eligibilitatea pentru finanțare'],
  ['/verifica-eligibilitate-masura-3', 'Verifică eligibilitatea pentru Măsura 3'],
  ['/formulare-eligibilitate', 'Formulare de eligibilitate'],
  ['/incarcare-documente', 'Încărcare documente'],
  ['/plata', 'Pachete de promovare'],
  ['/plata/date-facturare', 'Date de facturare'],
  ['/auth', 'Autentificare sau cont nou'],
  ['/auth/login', 'Autentificare'],
  ['/auth/inregistrare', 'Cont nou'],
  ['/auth/recupereaza-parola', 'Recuperează parola'],
  ['/auth/reseteaza-parola?token=abc', 'Setează o parolă nouă'],
  ['/auth/verifica-email?token=token-necunoscut', 'Confirmarea adresei de email'],
  ['/faq', 'Întrebări frecvente'],
  ['/prime-dash', 'RoAfaceri Prime'],
  ['/mindset-owners', 'Mindset Owners'],
  ['/app', 'Aplicația mobilă RoAfaceri'],
  ['/termeni-conditii', 'Termeni și condiții'],
  ['/access-denied', 'Acces restricționat'],
  ['/cautari-salvate/oprita?nume=Cafenele%20%C3%AEn%20Cluj', 'Alerte oprite'],
  ['/cautari-salvate/oprita?token=abc&nume=Cafenele', 'Oprește alertele'],
  ['/reinnoire-anunt?token=abc', 'Reînnoiește anunțul'],
];

const PROTECTED_PATHS = [
  '/anunt-nou',
  '/cont',
  '/cont/profil',
  '/cont/anunturile-mele',
  '/cont/favorite',
  '/cont/cautari-salvate',
  '/cont/cautari-salvate/nou?tip=1&q=cafenea',
  '/adauga-companie',
  '/adauga-active',
  '/adauga-serviciu',
  '/adauga-vreau-sa-investesc',
  '/adauga-caut-partener',
];

function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

test.describe('public routes (spec section 2)', () => {
  for (const [path, title] of PUBLIC_PAGES) {
    test(`${path} answers 200, server-rendered in Romanian, titled "${title}"`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ro"');
      expect(titleOf(html)).toBe(`${title} | RoAfaceri`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const canonicalPath = new URL(path, baseURL).pathname;
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${canonicalPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
      expect(html).not.toMatch(/lorem ipsum|coming soon/i);
    });
  }

  test('/echipa-noastra redirects permanently to /echipa', async ({ request, baseURL }) => {
    const response = await request.get('/echipa-noastra', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'], baseURL).pathname).toBe('/echipa');
  });

  test('the old IT-innovation grant page redirects permanently to the non-refundable IT funding page', async ({ request, baseURL }) => {
    const response = await request.get('/finantari/granturi-inovare-it', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'], baseURL).pathname).toBe('/finantari/finantare-nerambursabila-it-500000-3000000-euro');
  });

  test('the business search of the home page lands on the businesses page with the query', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Caută afaceri de vânzare' }).fill('cafenea Cluj');
    await page.getByRole('search').getByRole('button', { name: 'Caută' }).click();
    await expect(page).toHaveURL(/\/vanzare-cumparare-afaceri\?q=cafenea(\+|%20)Cluj$/);
    // The family page keeps the words in its search field and lists what they find.
    await expect(page.locator('#filter-q')).toHaveValue('cafenea Cluj');
    await expect(page.getByTestId('result-count')).toBeVisible();
  });
});

test.describe('unknown paths (spec: 404 page)', () => {
  test('answer HTTP 404 with the 404 text and a button to the home page', async ({ request, page, context, baseURL }) => {
    const response = await request.get('/pagina-care-nu-exista/deloc', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops, pagina pe care o cauți nu există!');

    await presetConsent(context, baseURL);
    const visit = await page.goto('/nici-aceasta-nu-exista');
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, pagina pe care o cauți nu există!');
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await waitForHydration(page);
    await page.locator('main').getByRole('link', { name: 'Prima pagină' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cumpără, vinde și finanțează afaceri în România');
  });

  test('/api/* misses are not rendered as pages', async ({ request }) => {
    const response = await request.get('/api/nu-exista');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });
});

test.describe('routes requiring login (spec section 2)', () => {
  for (const path of PROTECTED_PATHS) {
    test(`${path} sends anonymous visitors to /auth/login with HTTP 302`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers()['location'], baseURL);
      expect(location.pathname).toBe('/auth/login');
      expect(location.searchParams.get('redirect')).toBe(path);
    });
  }

  test('a client-side navigation to a protected page also lands on the login page', async ({ page, context, baseURL }) => {
    await presetConsent(context, baseURL);
    await page.goto('/access-denied');
    await waitForHydration(page);
    await page.locator('main').getByRole('link', { name: 'Contul meu' }).click();
    await expect(page).toHaveURL(`${baseURL}/auth/login?redirect=%2Fcont`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bine ai revenit!');
  });
});
