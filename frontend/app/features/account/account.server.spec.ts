import { RouterContextProvider } from 'react-router';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { apiFetchContext, type ApiFetch } from '~/lib/api-context';
import { favoritesAction, loadFavorites } from './favorites.server';
import { loadMyListings, myListingsAction } from './my-listings.server';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const APPROVED = '11111111-2222-4333-8444-555555555555';
const PENDING = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const OTHER = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();

const approved = testListing(ListingType.Company, {
  id: APPROVED,
  slug: 'brutarie',
  title: 'Brutărie',
  status: 'approved',
  statusName: 'Publicat',
  expiresAt: FUTURE,
});
const pending = testListing(ListingType.Investor, {
  id: PENDING,
  slug: 'investitor',
  title: 'Investitor <b>angel</b>',
  status: 'pending',
  statusName: 'În așteptarea aprobării',
  publishedAt: null,
});

type Answer = { status: number; body?: unknown };

/** Loader/action arguments for a signed-in user, with a stubbed in-process API (`method path` → answer). */
function args(path: string, routes: Record<string, Answer>, form?: Record<string, string>) {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (apiPath, init) => {
    const key = `${init?.method ?? 'GET'} ${apiPath}`;
    calls.push(key);
    const answer = routes[key] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  const url = new URL(`http://localhost${path}`);
  const headers = { cookie: 'auth_token=t' };
  const request = form ? new Request(url, { method: 'POST', headers, body: new URLSearchParams(form) }) : new Request(url, { headers });
  return { calls, args: { request, context, url } };
}

const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user } } };
/** `GET /api/listings/mine/{id}`: the owner's own listings answer, anything else is 404 (the stub's default). */
const MINE = { [`GET /api/listings/mine/${APPROVED}`]: { status: 200, body: approved }, [`GET /api/listings/mine/${PENDING}`]: { status: 200, body: pending } };
const pageOf = (docs: unknown[], page: number, totalPages: number, total: number) => ({
  docs,
  count: docs.length,
  pagination: { page, perPage: 20, prevPage: page > 1 ? page - 1 : null, nextPage: page < totalPages ? page + 1 : null, total, totalPages, featuredCount: 0 },
  statusCounts: { pending: 1, approved: 40, changes_requested: 2 },
});

describe('my listings loader', () => {
  it('reads one page of the chosen tab with one request, the tab counts from the API, the ?trimis= message of a listing on another page and the withdrawal to confirm', async () => {
    const PUBLISHED = `GET /api/listings/mine?page=1&pageSize=20&status=approved`;
    const { args: loaderArgs, calls } = args(`/cont/anunturile-mele?stare=publicate&trimis=${PENDING}&retrage=${APPROVED}`, {
      ...SIGNED_IN,
      ...MINE,
      [PUBLISHED]: { status: 200, body: pageOf([approved], 1, 2, 40) },
      [`GET /api/listings/mine/investor-matches?listingIds=${APPROVED}`]: { status: 200, body: { matches: [{ listingId: APPROVED, count: 3 }] } },
    });
    const result = await loadMyListings(loaderArgs);
    expect(result.shown.map((listing) => listing.id)).toEqual([APPROVED]);
    expect(result.counts).toEqual({ toate: 43, 'in-asteptare': 1, publicate: 40, respinse: 0, expirate: 0 });
    expect([result.page, result.totalPages]).toEqual([1, 2]);
    expect(result.flash).toBe('Anunțul „Investitor <b>angel</b>” a fost trimis spre aprobare. Îl publicăm după verificare și te anunțăm prin email.');
    expect(result.confirmWithdraw?.id).toBe(APPROVED);
    expect(result.investorMatches).toEqual({ [APPROVED]: 3 });
    expect(calls.filter((call) => call.startsWith('GET /api/listings/mine?'))).toEqual([PUBLISHED]);
  });

  it('asks the investor matches of a whole page in one request, whatever the number of listings', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const page = Array.from({ length: 20 }, (_, index) =>
      testListing(index % 2 ? ListingType.Company : ListingType.Investment, {
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        slug: `anunt-${index}`,
        status: 'approved',
        expiresAt: future,
      }),
    );
    const ids = page.map((listing) => listing.id);
    const { args: loaderArgs, calls } = args('/cont/anunturile-mele?pagina=2&tip=company', {
      ...SIGNED_IN,
      [`GET /api/listings/mine?page=2&pageSize=20&type=${ListingType.Company}`]: { status: 200, body: pageOf(page, 2, 3, 55) },
      [`GET /api/listings/mine/investor-matches?listingIds=${ids.join(',')}`]: {
        status: 200,
        body: { matches: ids.map((listingId) => ({ listingId, count: 1 })) },
      },
    });
    const result = await loadMyListings(loaderArgs);
    expect(result.family).toBe('company');
    expect(result.page).toBe(2);
    expect(Object.keys(result.investorMatches)).toHaveLength(20);
    expect(calls.filter((call) => call.includes('investor-matches'))).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('GET /api/listings/mine'))).toHaveLength(2);
  });

  it('ignores a page or a family it does not know', async () => {
    const FIRST = 'GET /api/listings/mine?page=1&pageSize=20';
    const { args: loaderArgs, calls } = args('/cont/anunturile-mele?pagina=abc&tip=%3Cscript%3E', {
      ...SIGNED_IN,
      [FIRST]: { status: 200, body: pageOf([pending], 1, 1, 1) },
    });
    const result = await loadMyListings(loaderArgs);
    expect([result.page, result.family]).toEqual([1, null]);
    // A pending investor profile has no investor matches: nothing is asked.
    expect(calls.filter((call) => call.includes('investor-matches'))).toEqual([]);
    expect(calls).toContain(FIRST);
  });

  it('sends anonymous visitors to the login page', async () => {
    const { args: loaderArgs } = args('/cont/anunturile-mele', {});
    loaderArgs.request = new Request(loaderArgs.url);
    await expect(loadMyListings(loaderArgs)).rejects.toMatchObject({ status: 302 });
  });
});

describe('my listings action', () => {
  it("renews through the family's API path and names the new end date", async () => {
    const renewed = { ...approved, expiresAt: '2027-03-01T10:00:00.000Z' };
    const { args: actionArgs, calls } = args(
      '/cont/anunturile-mele',
      { ...SIGNED_IN, ...MINE, [`POST /api/company/renew/${APPROVED}`]: { status: 200, body: renewed } },
      { intent: 'renew', id: APPROVED },
    );
    const result = await myListingsAction(actionArgs);
    expect(calls).toContain(`POST /api/company/renew/${APPROVED}`);
    expect(result.data).toEqual({
      intent: 'renew',
      ok: true,
      listingId: APPROVED,
      message: 'Anunțul „Brutărie” a fost reînnoit și rămâne publicat până la 1 martie 2027.',
    });
  });

  it("withdraws through DELETE on the family's API path", async () => {
    const { args: actionArgs, calls } = args(
      '/cont/anunturile-mele',
      { ...SIGNED_IN, ...MINE, [`DELETE /api/investor/${PENDING}`]: { status: 204 } },
      { intent: 'withdraw', id: PENDING },
    );
    const result = await myListingsAction(actionArgs);
    expect(calls).toContain(`DELETE /api/investor/${PENDING}`);
    expect(result.data).toMatchObject({ intent: 'withdraw', ok: true, message: 'Anunțul „Investitor <b>angel</b>” a fost retras și nu mai apare pe site.' });
  });

  it("never acts on a listing that is not among the user's own, nor renews a pending one", async () => {
    const foreign = args('/cont/anunturile-mele', { ...SIGNED_IN, ...MINE }, { intent: 'withdraw', id: OTHER });
    expect((await myListingsAction(foreign.args)).init?.status).toBe(404);
    expect(foreign.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    const early = args('/cont/anunturile-mele', { ...SIGNED_IN, ...MINE }, { intent: 'renew', id: PENDING });
    expect((await myListingsAction(early.args)).init?.status).toBe(409);
    expect(early.calls.filter((call) => call.includes('/renew/'))).toEqual([]);

    const bogus = args('/cont/anunturile-mele', { ...SIGNED_IN, ...MINE }, { intent: 'renew', id: '../admin' });
    expect((await myListingsAction(bogus.args)).init?.status).toBe(400);
  });

  it("passes the API's refusal on", async () => {
    const conflict = { status: 409, body: { error: { code: 'LISTING_INVALID_TRANSITION', message: 'x' } } };
    const { args: actionArgs } = args(
      '/cont/anunturile-mele',
      { ...SIGNED_IN, ...MINE, [`POST /api/company/renew/${APPROVED}`]: conflict },
      { intent: 'renew', id: APPROVED },
    );
    const result = await myListingsAction(actionArgs);
    expect(result.init?.status).toBe(409);
    expect(result.data.ok).toBe(false);
  });
});

describe('favourites', () => {
  const favorites = [
    {
      entityId: APPROVED,
      type: ListingType.Company,
      entitySlug: 'brutarie',
      title: 'Brutărie',
      photo: '/p.webp',
      createdAt: '2026-11-20T10:00:00.000Z',
      available: true,
    },
    { entityId: OTHER, type: ListingType.Active, entitySlug: 'hala', title: 'Hală retrasă', createdAt: '2026-11-19T10:00:00.000Z', available: false },
  ];

  it('links available listings and keeps unavailable ones removable without a link', async () => {
    const { args: loaderArgs } = args('/cont/favorite', { ...SIGNED_IN, 'GET /api/favorite': { status: 200, body: favorites } });
    const { favorites: items } = await loadFavorites(loaderArgs);
    expect(items.map((item) => [item.title, item.family, item.href])).toEqual([
      ['Brutărie', 'Afacere de vânzare', '/vanzare-cumparare-afaceri/brutarie'],
      ['Hală retrasă', 'Activ', null],
    ]);
  });

  it('removes one favourite through DELETE /api/favorite/{entityId}', async () => {
    const { args: actionArgs, calls } = args(
      '/cont/favorite',
      { ...SIGNED_IN, 'GET /api/favorite': { status: 200, body: favorites }, [`DELETE /api/favorite/${OTHER}?type=2`]: { status: 204 } },
      { intent: 'remove', id: OTHER },
    );
    const result = await favoritesAction(actionArgs);
    expect(calls).toContain(`DELETE /api/favorite/${OTHER}?type=2`);
    expect(result.data).toEqual({ ok: true, message: '„Hală retrasă” a fost eliminat din favorite.' });
  });
});

describe('account overview', () => {
  it('reads the newest three listings and every state’s count in one request, whatever the number of listings', async () => {
    const { loadAccountOverview } = await import('./overview.server');
    const NEWEST = 'GET /api/listings/mine?page=1&pageSize=3';
    const answer = {
      docs: [pending, approved],
      count: 2,
      pagination: { page: 1, perPage: 3, prevPage: null, nextPage: 2, total: 480, totalPages: 160, featuredCount: 0 },
      statusCounts: { approved: 470, pending: 10 },
    };
    const { args: loaderArgs, calls } = args('/cont', { ...SIGNED_IN, [NEWEST]: { status: 200, body: answer } });
    const result = await loadAccountOverview(loaderArgs);
    expect(result.counts).toEqual({ toate: 480, 'in-asteptare': 10, publicate: 470, respinse: 0, expirate: 0 });
    expect(result.latest.map((listing) => listing.id)).toEqual([PENDING, APPROVED]);
    expect(calls.filter((call) => call.startsWith('GET /api/listings/mine?'))).toEqual([NEWEST]);
  });
});
