/**
 * The deal room on the site, on the demo data's confidential company listing (of demo@roafaceri.ro,
 * with a private document and a pending access request of ion.popescu@example.ro): the owner's
 * decisions on `cont/cereri-acces`, the approved buyer's full listing and document, the opening in
 * the owner's log, a revoked buyer asking again with the NDA. Publishing a confidential listing,
 * the teaser, requesting and approving access, documents and messages from end to end are the
 * acceptance journey of deal-room.spec.ts.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { presetConsent, signIn } from '../shell/support';

const OWNER = { email: 'demo@roafaceri.ro', password: 'Demo12345' };
const BUYER = { email: 'ion.popescu@example.ro', password: 'Demo12345' };

interface Listing {
  id: string;
  type: number;
  slug: string;
  status: string;
  title: string;
  confidential?: boolean;
}

/** The demo owner's published confidential company listing (other journeys publish confidential listings of their own). */
async function confidentialListing(owner: Page): Promise<Listing> {
  const mine = await owner.request.get('/api/listings/mine?pageSize=100');
  const { docs } = (await mine.json()) as { docs: Listing[] };
  const listing = docs.find((doc) => doc.confidential && doc.status === 'approved' && doc.type === 1);
  expect(listing, 'the demo data has a confidential company listing').toBeDefined();
  return listing!;
}

async function signedInPage(browser: Browser, baseURL: string | undefined, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await presetConsent(context, baseURL);
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.describe('deal room', () => {
  test('the owner approves, the buyer opens the document, the owner sees it, revokes, and the buyer asks again accepting the NDA', async ({
    browser,
    baseURL,
  }) => {
    const owner = await signedInPage(browser, baseURL, OWNER);
    const buyer = await signedInPage(browser, baseURL, BUYER);
    const listing = await confidentialListing(owner);
    const path = `/vanzare-cumparare-afaceri/${listing.slug}`;

    // The buyer's seeded request waits.
    await buyer.goto(path);
    await expect(buyer.getByTestId('access-request-state')).toContainText('Cererea ta așteaptă răspunsul vânzătorului.');

    // The owner approves it from the account.
    await owner.goto('/cont');
    await owner.getByRole('link', { name: 'Vezi cererile de acces' }).click();
    await expect(owner).toHaveURL(/\/cont\/cereri-acces$/);
    const room = owner.getByTestId('access-listing').filter({ hasText: listing.title });
    const request = room.getByTestId('access-request').filter({ hasText: 'Ion Popescu' });
    await expect(request.getByTestId('access-request-status')).toHaveText('În așteptare');
    await request.getByTestId('access-approve').click();
    await expect(request.getByTestId('access-request-status')).toHaveText('Aprobată');

    // The approved buyer sees the full listing and opens the private document.
    await buyer.reload();
    const buyerRoom = buyer.getByTestId('deal-room');
    await expect(buyerRoom).toContainText('Ai acces la anunțul complet');
    await expect(buyer.getByTestId('company-name')).not.toBeEmpty();
    const document = buyer.getByTestId('deal-room-documents').getByRole('link').first();
    const href = await document.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/listings/${listing.id}/documents/`));
    const file = await buyer.request.get(href!);
    expect(file.status()).toBe(200);

    // The owner sees who opened it, then revokes the access.
    await owner.reload();
    await expect(room.getByTestId('document-openings')).toContainText('Ion Popescu');
    await request.getByTestId('access-revoke').click();
    await expect(request.getByTestId('access-request-status')).toHaveText('Acces retras');

    // The buyer no longer sees the private part and may ask again, accepting the NDA.
    await buyer.reload();
    await expect(buyer.getByTestId('access-request-state')).toContainText('Vânzătorul ți-a retras accesul');
    await expect(buyer.getByTestId('deal-room-documents')).toHaveCount(0);
    const form = buyer.getByTestId('access-request-form');
    await form.getByLabel('Mesaj pentru vânzător').fill('Revin cu interes: am finanțarea aprobată.');
    await form.getByTestId('nda').locator('summary').click();
    await expect(form.getByTestId('nda')).toContainText('2026-11');
    await form.getByLabel(/Am citit și accept acordul de confidențialitate \(versiunea 2026-11\)/).check();
    await form.getByRole('button', { name: 'Solicită acces' }).click();
    await expect(buyer.getByTestId('access-request-state')).toContainText('Cererea ta așteaptă răspunsul vânzătorului.');
    await expect(buyer.getByTestId('access-request-form')).toHaveCount(0);

    await owner.context().close();
    await buyer.context().close();
  });
});
