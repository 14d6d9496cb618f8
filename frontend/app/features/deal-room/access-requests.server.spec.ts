import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AccessRequest, DocumentOpening, OwnedDealRoom } from '@contracts/deal-room';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { BuyerAccessRequests, OwnerAccessRequests } from './AccessRequests';
import { accessRequestsAction, loadAccessRequests, type AccessRequestsActionData } from './access-requests.server';

const LISTING = '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11';
const PUBLIC_LISTING = '5a1c6f9e-8a52-4a07-9d55-2f4b0e5e7c22';
const PENDING = '0b7f3c1e-1111-4222-8333-444455556661';
const APPROVED = '0b7f3c1e-1111-4222-8333-444455556662';
const owner: SessionUser = {
  id: 'u1',
  fullName: 'Radu Marinescu',
  email: 'radu@example.ro',
  userType: UserType.PersoanaJuridica,
  emailVerified: true,
  claims: { role: 'user' },
};

function request(id: string, status: AccessRequest['status'], statusName: string, fields: Partial<AccessRequest> = {}): AccessRequest {
  return {
    id,
    listingId: LISTING,
    listingType: ListingType.Company,
    listingSlug: 'cafenea-k3x9q2',
    listingTitle: 'Cafenea de specialitate',
    status,
    statusName,
    message: 'Sunt interesat <b>serios</b>.',
    buyer: { id: 'u2', fullName: 'Ana Ionescu', email: status === 'approved' ? 'ana@example.ro' : null, verified: status === 'approved' },
    ndaVersion: '2026-11',
    ndaAcceptedAt: '2026-11-20T10:00:00.000Z',
    autoApproved: false,
    decidedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

const opening: DocumentOpening = {
  documentKey: 'docs/bilant.pdf',
  documentName: 'Bilanț 2025.pdf',
  user: { id: 'u2', fullName: 'Ana Ionescu' },
  openedAt: '2026-11-21T09:30:00.000Z',
};

/** The API answers only the owner's confidential listings (the public one, PUBLIC_LISTING, is not among them). */
const room: OwnedDealRoom = {
  listingId: LISTING,
  listingType: ListingType.Company,
  listingSlug: 'cafenea-k3x9q2',
  listingCategory: null,
  listingTitle: 'Cafenea de specialitate',
  autoApproveVerified: true,
  requests: [request(PENDING, 'pending', 'În așteptare'), request(APPROVED, 'approved', 'Aprobată')],
  openings: [opening],
};

const ROUTES: Record<string, StubAnswer> = {
  'GET /api/account': { status: 200, body: { user: owner, favoriteCount: 0 } },
  'GET /api/access-requests/owned': { status: 200, body: [room] },
  'GET /api/access-requests/mine': {
    status: 200,
    body: [
      request('0b7f3c1e-1111-4222-8333-444455556663', 'rejected', 'Respinsă', {
        listingTitle: 'Fermă de legume',
        listingSlug: 'ferma-x1',
        listingType: ListingType.Investment,
      }),
    ],
  },
};

function pageArgs(routes: Record<string, StubAnswer> = ROUTES, form?: Record<string, string>) {
  return stubbedArgs('/cont/cereri-acces', routes, { signedIn: true, form });
}

function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/cont/cereri-acces'] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('cont/cereri-acces', () => {
  it('sends a visitor without a session to the login page', async () => {
    const { args } = stubbedArgs('/cont/cereri-acces', ROUTES);
    await expect(loadAccessRequests(args)).rejects.toMatchObject({ status: 302 });
  });

  it('lists the requests and openings of the owner’s confidential listings only, and the buyer’s own requests', async () => {
    const { calls, args } = pageArgs();
    const page = await loadAccessRequests(args);
    // Two calls to the API whatever the number of listings: the owner's rooms and the buyer's requests.
    expect(
      calls
        .map((call) => call.key)
        .filter((key) => key !== 'GET /api/account')
        .sort(),
    ).toEqual(['GET /api/access-requests/mine', 'GET /api/access-requests/owned']);
    expect(calls.map((call) => call.key)).not.toContain(`GET /api/listings/${PUBLIC_LISTING}/access-requests`);
    expect(page.owned).toHaveLength(1);
    const [room] = page.owned;
    expect(room).toMatchObject({ id: LISTING, title: 'Cafenea de specialitate', path: '/vanzare-cumparare-afaceri/cafenea-k3x9q2', autoApproveVerified: true });
    expect(room!.requests!.map((row) => [row.status, row.decisions, row.buyerEmail, row.verified])).toEqual([
      ['pending', ['approve', 'reject'], null, false],
      ['approved', ['revoke'], 'ana@example.ro', true],
    ]);
    expect(room!.openings).toEqual([{ documentName: 'Bilanț 2025.pdf', userName: 'Ana Ionescu', date: expect.stringContaining('2026') }]);
    expect(page.mine).toEqual([
      expect.objectContaining({ listingTitle: 'Fermă de legume', listingPath: '/caut-partener/ferma-x1', status: 'rejected', ndaVersion: '2026-11' }),
    ]);
  });

  it('renders the decisions as forms, the buyer’s message as text, the verified mark and the auto-approval setting', async () => {
    const page = await loadAccessRequests(pageArgs().args);
    const html = render(createElement(OwnerAccessRequests, { owned: page.owned, actionData: undefined }));
    expect(html).toContain('Sunt interesat &lt;b&gt;serios&lt;/b&gt;.');
    expect(html).not.toContain('<b>serios</b>');
    expect(html.match(/data-testid="access-approve"/g)).toHaveLength(1);
    expect(html.match(/data-testid="access-reject"/g)).toHaveLength(1);
    expect(html.match(/data-testid="access-revoke"/g)).toHaveLength(1);
    expect(html).toContain(`name="requestId" value="${PENDING}"`);
    expect(html).toContain('verificat');
    expect(html).toContain('versiunea 2026-11');
    expect(html).toMatch(/name="autoApproveVerified" checked=""/);
    expect(html).toContain('Aprobă automat cumpărătorii verificați');
    expect(html).toContain('Bilanț 2025.pdf');
    const mine = render(createElement(BuyerAccessRequests, { mine: page.mine }));
    expect(mine).toContain('href="/caut-partener/ferma-x1"');
    expect(mine).toContain('Respinsă');
  });

  it.each([
    ['approve', PENDING, 'Cererea a fost aprobată: cumpărătorul vede acum anunțul complet și documentele.'],
    ['reject', PENDING, 'Cererea a fost respinsă.'],
    ['revoke', APPROVED, 'Accesul cumpărătorului a fost retras.'],
  ])('%s: posts the decision to the API', async (decision, requestId, message) => {
    const routes = { ...ROUTES, [`POST /api/access-requests/${requestId}/${decision}`]: { status: 200, body: request(requestId, 'approved', 'Aprobată') } };
    const { calls, args } = pageArgs(routes, { intent: 'decide', listingId: LISTING, requestId, decision });
    const result = (await accessRequestsAction(args)) as unknown as { data: AccessRequestsActionData };
    expect(result.data).toEqual({ ok: true, listingId: LISTING, message });
    expect(calls.filter((call) => call.key.startsWith('POST')).map((call) => call.key)).toEqual([`POST /api/access-requests/${requestId}/${decision}`]);
  });

  it('answers 404 from the API (another owner’s request) as not found, and refuses a made-up decision without calling it', async () => {
    const { args } = pageArgs(ROUTES, { intent: 'decide', listingId: LISTING, requestId: PENDING, decision: 'approve' });
    const missing = (await accessRequestsAction(args)) as unknown as { data: AccessRequestsActionData; init: ResponseInit };
    expect(missing.init.status).toBe(404);
    expect(missing.data).toMatchObject({ ok: false, message: 'Cererea nu a fost găsită.' });
    const { calls, args: bad } = pageArgs(ROUTES, { intent: 'decide', listingId: LISTING, requestId: PENDING, decision: 'delete' });
    const refused = (await accessRequestsAction(bad)) as unknown as { init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('saves the automatic approval of verified buyers', async () => {
    const routes = { ...ROUTES, [`PUT /api/listings/${LISTING}/access-settings`]: { status: 200, body: { autoApproveVerified: false } } };
    const { calls, args } = pageArgs(routes, { intent: 'settings', listingId: LISTING });
    const result = (await accessRequestsAction(args)) as unknown as { data: AccessRequestsActionData };
    expect(result.data).toEqual({ ok: true, listingId: LISTING, message: 'Vei aproba tu fiecare cerere de acces.' });
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({ autoApproveVerified: false });
  });
});
