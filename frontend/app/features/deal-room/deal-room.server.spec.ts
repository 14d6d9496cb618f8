import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AccessRequest, NdaText, PrivateListing } from '@contracts/deal-room';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { ToastProvider } from '~/components/Toasts';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { listingDetailAction, loadListingDetail } from '~/features/listings/detail/detail.server';
import { ListingDetailPage } from '~/features/listings/detail/ListingDetailPage';
import type { ListingDetailData } from '~/features/listings/detail/detail-data';
import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { loader as detailRouteLoader } from '~/routes/listings/listing-detail';

const ID = '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11';
const REQUEST_ID = '0b7f3c1e-1111-4222-8333-444455556666';
const SLUG = 'cafenea-de-specialitate-k3x9q2';
const PATH = `/vanzare-cumparare-afaceri/${SLUG}`;
const TEASER = 'Cafenea de specialitate cu clienți fideli, profitabilă, în centrul unui oraș mare din Transilvania.';
const buyer: SessionUser = {
  id: 'u2',
  fullName: 'Ana Ionescu',
  email: 'ana@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};

/** The public answer of a confidential listing: the teaser, no locality, contact or private picture. */
const teaser = testListing(ListingType.Company, {
  id: ID,
  slug: SLUG,
  title: 'Cafenea de specialitate în Transilvania',
  excerpt: TEASER,
  description: `<p>${TEASER}</p>`,
  price: 120000,
  city: null,
  countyName: 'Cluj',
  confidential: true,
  publicFigures: ['yearlyTurnover'],
  yearlyTurnover: 400000,
  gallery: [{ key: 'public-picture-1', location: '/uploads/public-1.webp', originalName: '' }],
});

/** The full listing (`GET /api/listings/{id}/private`). */
const full = {
  ...teaser,
  description: '<p>Cafeneaua Boabe Bune SRL de pe strada Memorandumului.</p>',
  city: 'Cluj-Napoca',
  contactName: 'Radu Marinescu',
  contactPhone: '0740 123 456',
  yearlyProfit: 80000,
  companyName: 'Boabe Bune SRL',
  teaser: TEASER,
  gallery: [...teaser.gallery, { key: 'private-picture-2', location: '/uploads/private-2.webp', originalName: '', private: true }],
  documents: [{ key: 'docs/bilant-2025.pdf', originalName: 'Bilanț 2025.pdf', size: 245_000, contentType: 'application/pdf' }],
} as unknown as PrivateListing;

const nda: NdaText = {
  version: '2026-11',
  title: 'Acord de confidențialitate',
  paragraphs: ['Cumpărătorul păstrează confidențiale informațiile primite.'],
  effectiveFrom: '2026-11-01',
};

function request(status: AccessRequest['status'], statusName: string): AccessRequest {
  return {
    id: REQUEST_ID,
    listingId: ID,
    listingType: ListingType.Company,
    listingSlug: SLUG,
    listingTitle: teaser.title,
    status,
    statusName,
    message: 'Sunt interesat.',
    buyer: { id: buyer.id, fullName: buyer.fullName, verified: true },
    ndaVersion: '2026-11',
    ndaAcceptedAt: '2026-11-20T10:00:00.000Z',
    autoApproved: false,
    decidedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

const PUBLIC: Record<string, StubAnswer> = { [`GET /api/company/${SLUG}`]: { status: 200, body: teaser } };
const SIGNED_IN: Record<string, StubAnswer> = {
  'GET /api/account': { status: 200, body: { user: buyer, favoriteCount: 0 } },
  'GET /api/favorite': { status: 200, body: [] },
};
const FORBIDDEN: StubAnswer = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } };

function detailArgs(routes: Record<string, StubAnswer>, options: { signedIn?: boolean; form?: Record<string, string> } = {}) {
  const { calls, args } = stubbedArgs(PATH, { ...PUBLIC, ...(options.signedIn ? SIGNED_IN : {}), ...routes }, options);
  return { calls, args: { ...args, params: { slug: SLUG } } };
}

/** The page's full server HTML (its below-the-fold parts included), as a router renders it. */
async function renderPage(data: ListingDetailData): Promise<string> {
  const page = createElement(ToastProvider, null, createElement(ListingDetailPage, { data }));
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [PATH] });
  const { prelude } = await prerenderToNodeStream(createElement(RouterProvider, { router }));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const HIDDEN_VALUES = ['Boabe Bune', 'Cluj-Napoca', 'Radu Marinescu', '0740', 'private-2.webp', 'bilant-2025', 'Bilanț 2025', 'Memorandumului'];

describe('a confidential listing for an anonymous visitor', () => {
  it('loads only the teaser, never asks for the private listing, and offers to sign in and come back', async () => {
    const { calls, args } = detailArgs({});
    const detail = await loadListingDetail(args);
    expect(calls.map((call) => call.key)).not.toContain(`GET /api/listings/${ID}/private`);
    expect(detail.dealRoom).toMatchObject({ access: 'login', loginPath: `/auth/login?redirect=${encodeURIComponent(PATH)}`, nda: null, documents: [] });
    expect(detail.view.contact).toBeNull();
    const html = await renderPage(detail);
    expect(html).toContain('Anunț confidențial');
    expect(html).toContain('Numele firmei, localitatea exactă, documentele și datele de contact sunt vizibile după ce vânzătorul aprobă cererea ta de acces');
    expect(html).toContain(TEASER);
    expect(html).toContain('data-testid="access-login"');
    expect(html).not.toContain('data-testid="contact-form"');
    expect(html).not.toContain('access-request-form');
  });

  it('keeps out of the page what the API might still answer: private pictures and contact', async () => {
    const leaky = { ...teaser, contactName: 'Radu Marinescu', contactPhone: '0740 123 456', gallery: full.gallery };
    const { args } = detailArgs({ [`GET /api/company/${SLUG}`]: { status: 200, body: leaky } });
    const detail = await loadListingDetail(args);
    const html = await renderPage(detail);
    for (const value of ['Radu Marinescu', '0740', 'private-2.webp']) expect(html).not.toContain(value);
    expect(html).toContain('public-1.webp');
  });
});

describe('a confidential listing for a signed-in buyer', () => {
  it('shows the request form with the NDA (its version on the box) when there is no request yet', async () => {
    const { calls, args } = detailArgs(
      {
        [`GET /api/listings/${ID}/private`]: FORBIDDEN,
        'GET /api/access-requests/mine': { status: 200, body: [] },
        'GET /api/nda': { status: 200, body: nda },
      },
      { signedIn: true },
    );
    const detail = await loadListingDetail(args);
    expect(calls.map((call) => call.key)).toEqual(expect.arrayContaining([`GET /api/listings/${ID}/private`, 'GET /api/access-requests/mine', 'GET /api/nda']));
    expect(detail.dealRoom).toMatchObject({ access: 'request', request: null, nda });
    const html = await renderPage(detail);
    expect(html).toContain('data-testid="access-request-form"');
    expect(html).toContain('name="intent" value="access"');
    expect(html).toContain('Am citit și accept acordul de confidențialitate (versiunea <!-- -->2026-11<!-- -->)');
    expect(html).toContain('Cumpărătorul păstrează confidențiale informațiile primite.');
    for (const value of HIDDEN_VALUES) expect(html).not.toContain(value);
  });

  it.each([
    ['pending', 'În așteptare', 'Cererea ta așteaptă răspunsul vânzătorului.', false],
    ['rejected', 'Respinsă', 'Cererea ta de acces a fost respinsă.', true],
    ['revoked', 'Acces retras', 'Vânzătorul ți-a retras accesul la acest anunț.', true],
  ] as const)('says where a %s request stands (a new request only once it is closed)', async (status, statusName, text, mayRequestAgain) => {
    const { calls, args } = detailArgs(
      {
        [`GET /api/listings/${ID}/private`]: FORBIDDEN,
        'GET /api/access-requests/mine': { status: 200, body: [request(status, statusName)] },
        'GET /api/nda': { status: 200, body: nda },
      },
      { signedIn: true },
    );
    const detail = await loadListingDetail(args);
    expect(calls.some((call) => call.key === 'GET /api/nda')).toBe(mayRequestAgain);
    const html = await renderPage(detail);
    expect(html).toContain(text);
    expect(html.includes('access-request-form')).toBe(mayRequestAgain);
    for (const value of HIDDEN_VALUES) expect(html).not.toContain(value);
  });

  it('shows an approved buyer the full listing, the company name and the documents, but keeps tags and structured data to the teaser', async () => {
    const routes = {
      [`GET /api/listings/${ID}/private`]: { status: 200, body: full },
      'GET /api/access-requests/mine': { status: 200, body: [request('approved', 'Aprobată')] },
    };
    const detail = await loadListingDetail(detailArgs(routes, { signedIn: true }).args);
    expect(detail.dealRoom).toMatchObject({
      access: 'full',
      companyName: 'Boabe Bune SRL',
      managePath: null,
      documents: [{ name: 'Bilanț 2025.pdf', href: `/api/listings/${ID}/documents/${encodeURIComponent('docs/bilant-2025.pdf')}`, size: '239 kB' }],
    });
    expect(detail.view.contact).toEqual({ name: 'Radu Marinescu', phone: '0740 123 456' });
    const html = await renderPage(detail);
    for (const value of ['Boabe Bune SRL', 'Cluj-Napoca', 'Radu Marinescu', 'private-2.webp', 'Bilanț 2025.pdf']) expect(html).toContain(value);
    expect(html).toContain(`href="/api/listings/${ID}/documents/docs%2Fbilant-2025.pdf"`);

    const answer = (await detailRouteLoader(detailArgs(routes, { signedIn: true }).args as never)) as unknown as {
      data: { seo: { meta: unknown; jsonLd: string | null } };
      init: ResponseInit;
    };
    const seo = JSON.stringify(answer.data.seo);
    expect(seo).toContain('Cafenea de specialitate în Transilvania');
    for (const value of ['Boabe Bune', 'Cluj-Napoca', 'Memorandumului', 'private-2.webp']) expect(seo).not.toContain(value);
    expect(new Headers(answer.init.headers).get('cache-control')).toBe('private, no-store');
  });

  it('shows the owner the way to the requests', async () => {
    const routes = { [`GET /api/listings/${ID}/private`]: { status: 200, body: full }, 'GET /api/access-requests/mine': { status: 200, body: [] } };
    const detail = await loadListingDetail(detailArgs(routes, { signedIn: true }).args);
    expect(detail.dealRoom).toMatchObject({ access: 'full', managePath: '/cont/cereri-acces' });
  });
});

describe('the access request action', () => {
  const valid = { intent: 'access', message: 'Sunt interesat, am finanțarea pregătită.', acceptNda: 'on' };

  it('sends the message and the accepted NDA to the API', async () => {
    const { calls, args } = detailArgs(
      { [`POST /api/listings/${ID}/access-requests`]: { status: 201, body: request('pending', 'În așteptare') } },
      { signedIn: true, form: valid },
    );
    const result = (await listingDetailAction(args)) as unknown as { data: { ok: boolean; message: string } };
    expect(result.data).toMatchObject({ ok: true, message: 'Cererea ta a fost trimisă vânzătorului.' });
    expect(calls.find((call) => call.key === `POST /api/listings/${ID}/access-requests`)?.body).toEqual({ message: valid.message, acceptNda: true });
  });

  it('refuses without the NDA ticked or without a message, changing nothing', async () => {
    const { calls, args } = detailArgs({}, { signedIn: true, form: { intent: 'access', message: '' } });
    const result = (await listingDetailAction(args)) as unknown as { data: { ok: boolean; fieldErrors: Record<string, string> }; init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      message: 'Câmpul este obligatoriu.',
      acceptNda: 'Pentru a cere acces trebuie să accepți acordul de confidențialitate.',
    });
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('says so when a request is already open (409)', async () => {
    const { args } = detailArgs(
      { [`POST /api/listings/${ID}/access-requests`]: { status: 409, body: { error: { code: 'CONFLICT', message: 'x' } } } },
      { signedIn: true, form: valid },
    );
    const result = (await listingDetailAction(args)) as unknown as { data: { ok: boolean; message: string }; init: ResponseInit };
    expect(result.init.status).toBe(409);
    expect(result.data.message).toBe('Ai deja o cerere de acces în așteptare sau aprobată pentru acest anunț.');
  });

  it('sends a visitor without a session to the login page, and back', async () => {
    const { calls, args } = detailArgs({}, { form: valid });
    const thrown = await listingDetailAction(args).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(`/auth/login?redirect=${encodeURIComponent(PATH)}`);
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('lets an approved buyer write to the owner', async () => {
    const routes = {
      [`GET /api/listings/${ID}/private`]: { status: 200, body: full },
      [`POST /api/listings/${ID}/contact`]: { status: 200, body: { ok: true } },
    };
    const { calls, args } = detailArgs(routes, { form: { intent: 'contact', name: 'Ana', email: 'ana@example.ro', message: 'Putem vorbi despre bilanț?' } });
    await listingDetailAction(args).catch(() => null);
    expect(calls.map((call) => call.key)).toContain(`GET /api/listings/${ID}/private`);
    expect(calls.some((call) => call.key.startsWith('POST') && (call.key.endsWith('/contact') || call.key.includes('conversation')))).toBe(true);
  });

  it('refuses the contact form on a confidential listing to anyone without access (its owner stays unknown)', async () => {
    const { calls, args } = detailArgs({}, { form: { intent: 'contact', name: 'Ana', email: 'ana@example.ro', message: 'Vreau detalii despre firmă.' } });
    await expect(listingDetailAction(args)).rejects.toMatchObject({ init: { status: 400 } });
    expect(calls.some((call) => call.key.includes('/contact'))).toBe(false);
  });
});
