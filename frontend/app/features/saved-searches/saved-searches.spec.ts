import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { ListingStatus } from '@contracts/listings';
import type { SavedSearch, SavedSearchList } from '@contracts/saved-searches';
import { toMyListing } from '~/features/account/my-listings';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { FAMILIES } from '~/features/listings/families';
import { familyChoices } from '~/features/listings/family-lists';
import { readFilters } from '~/features/listings/list-query';
import { createApiClient } from '~/lib/api-client';
import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { loadInvestorMatchCounts } from './investor-match-counts.server';
import { saveSearchHref } from './save-link';
import {
  createSavedSearchAction,
  LIMIT_TEXT,
  loadNewSavedSearch,
  loadSavedSearches,
  NAME_REQUIRED,
  openSavedSearch,
  savedSearchesAction,
  toRow,
} from './saved-searches.server';
import { SavedSearchList as SavedSearchListView } from './SavedSearchViews';
import { defaultSearchName, filterSummary, NO_FILTERS, savedFiltersOf } from './search-filters';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user, favoriteCount: 0, unreadMessages: 0 } } };
const ID = '11111111-2222-4333-8444-555555555555';

const company = FAMILIES.company;
const filtersOf = (family: typeof company, query: string) => readFilters(family, familyChoices(family), new URLSearchParams(query));

function search(rest: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: ID,
    kind: 'search',
    type: ListingType.Company,
    name: 'Cafenele în Cluj',
    frequency: 'instant',
    paused: false,
    filters: { q: 'cafenea', county: 16 },
    newMatches: 2,
    path: '/vanzare-cumparare-afaceri?q=cafenea&county=16',
    investorListingId: null,
    lastVisitedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...rest,
  };
}
const list = (items: SavedSearch[]): SavedSearchList => ({ items, max: 20, used: items.filter((item) => item.kind === 'search').length });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof Response) return error;
  // `data(null, { status })` is thrown as a DataWithResponseInit.
  const init = (error as { init?: { status?: number } } | null)?.init;
  if (init?.status) return new Response(null, { status: init.status });
  throw new Error(`expected a thrown response, got ${String(error)}`);
}

describe('the family page’s save link', () => {
  it('carries the family and the page’s filters, without the page number or the sort order', () => {
    expect(saveSearchHref(ListingType.Company, filtersOf(company, 'q=cafenea&county=16&sort=price-asc&page=3'))).toBe(
      '/cont/cautari-salvate/nou?tip=1&q=cafenea&county=16',
    );
    expect(saveSearchHref(ListingType.Company, filtersOf(company, ''))).toBe('/cont/cautari-salvate/nou?tip=1');
    expect(saveSearchHref(ListingType.Company, filtersOf(company, 'domain=9&features=instalment-sale&priceMax=50000'))).toBe(
      '/cont/cautari-salvate/nou?tip=1&domain=9&priceMax=50000&features=instalment-sale',
    );
  });

  it('keeps an asset page’s category (its path) and a fund page’s filters', () => {
    const active = FAMILIES.active;
    const values = readFilters(active, familyChoices(active), new URLSearchParams('county=16'), 'echipamente');
    expect(saveSearchHref(ListingType.Active, values)).toMatch(/^\/cont\/cautari-salvate\/nou\?tip=2&county=16&category=echipamente$/);
    const fund = FAMILIES.fund;
    const fundValues = readFilters(fund, familyChoices(fund), new URLSearchParams('callStatus=open&region=nord-vest&beneficiary=microintreprindere&caen=6201'));
    expect(saveSearchHref(ListingType.Fund, fundValues)).toBe(
      '/cont/cautari-salvate/nou?tip=3&callStatus=open&region=nord-vest&beneficiary=microintreprindere&caen=6201',
    );
    expect(savedFiltersOf(fundValues)).toEqual({ callStatus: 'open', region: 'nord-vest', beneficiary: 'microintreprindere', caen: '6201' });
    expect(filterSummary(fund, familyChoices(fund), savedFiltersOf(fundValues))).toEqual([
      'Stadiul apelului: Apel deschis',
      'Regiune: Nord-Vest',
      'Tip beneficiar: Microîntreprindere',
      'Cod CAEN: 6201',
    ]);
  });
});

describe('a family page’s filters as a saved search', () => {
  it('keeps only what is set, the domain as a list, no sort, no city without its county', () => {
    expect(savedFiltersOf(filtersOf(company, 'q=cafenea&county=16&city=Cluj-Napoca&domain=9&sort=newest'))).toEqual({
      q: 'cafenea',
      county: 16,
      city: 'Cluj-Napoca',
      domain: [9],
    });
    expect(savedFiltersOf(filtersOf(company, 'city=Cluj-Napoca'))).toEqual({});
  });

  it('says the filters in words, and suggests a name from the family, the place and the words', () => {
    const choices = familyChoices(company);
    const filters = savedFiltersOf(filtersOf(company, 'q=cafenea&county=16&priceMin=10000&priceMax=50000'));
    expect(filterSummary(company, choices, filters)).toEqual(['Cuvinte căutate: „cafenea”', 'Județ: Cluj', 'Preț cerut: 10.000 – 50.000 €']);
    expect(defaultSearchName(company, choices, filters)).toBe('Afaceri de vânzare · Cluj · cafenea');
    expect(filterSummary(company, choices, {})).toEqual([NO_FILTERS]);
    expect(defaultSearchName(company, choices, {})).toBe('Afaceri de vânzare');
    const long = defaultSearchName(company, choices, { q: 'x'.repeat(100) });
    expect(long.length).toBeLessThanOrEqual(80); // cut at a word boundary, never mid-word
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('cont/cautari-salvate/nou', () => {
  it('sends visitors without a session to the login page, which brings them back with the filters', async () => {
    const { args } = stubbedArgs('/cont/cautari-salvate/nou?tip=1&q=cafenea', {});
    const response = await thrown(loadNewSavedSearch(args));
    expect(response.headers.get('location')).toBe(`/auth/login?redirect=${encodeURIComponent('/cont/cautari-salvate/nou?tip=1&q=cafenea')}`);
  });

  it('shows the filters in words and a name; an unknown family is not a page', async () => {
    const { args } = stubbedArgs('/cont/cautari-salvate/nou?tip=1&q=cafenea&county=16', SIGNED_IN, { signedIn: true });
    expect(await loadNewSavedSearch(args)).toEqual({
      type: 1,
      familyTitle: 'Afaceri de vânzare',
      summary: ['Cuvinte căutate: „cafenea”', 'Județ: Cluj'],
      defaultName: 'Afaceri de vânzare · Cluj · cafenea',
      backPath: '/vanzare-cumparare-afaceri?q=cafenea&county=16',
    });
    const unknown = stubbedArgs('/cont/cautari-salvate/nou?tip=99', SIGNED_IN, { signedIn: true });
    expect((await thrown(loadNewSavedSearch(unknown.args))).status).toBe(404);
  });

  it('saves the URL’s filters under the typed name and frequency, then shows the list', async () => {
    const { args, calls } = stubbedArgs(
      '/cont/cautari-salvate/nou?tip=1&q=cafenea&county=16',
      { ...SIGNED_IN, 'POST /api/saved-searches': { status: 201, body: search() } },
      { signedIn: true, form: { name: '  Cafenele în Cluj ', frequency: 'daily' } },
    );
    const response = await thrown(createSavedSearchAction(args));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cont/cautari-salvate?salvata=1');
    expect(calls.find((call) => call.key === 'POST /api/saved-searches')?.body).toEqual({
      type: 1,
      name: 'Cafenele în Cluj',
      frequency: 'daily',
      filters: { q: 'cafenea', county: 16 },
    });
  });

  it('shows what is wrong by its field, and the limit as a page error', async () => {
    const empty = stubbedArgs('/cont/cautari-salvate/nou?tip=1', SIGNED_IN, { signedIn: true, form: { name: ' ', frequency: 'sometimes' } });
    const refused = (await createSavedSearchAction(empty.args)) as { data: { fieldErrors: Record<string, string> }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors.name).toBe(NAME_REQUIRED);
    expect(refused.data.fieldErrors.frequency).toBeTruthy();
    expect(empty.calls.some((call) => call.key.startsWith('POST /api/saved-searches'))).toBe(false);

    const fieldError = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: [
          { field: 'name', message: 'Numele este prea lung.' },
          { field: 'filters.county', message: 'Județul nu există.' },
        ],
      },
    };
    const invalid = stubbedArgs(
      '/cont/cautari-salvate/nou?tip=1',
      { ...SIGNED_IN, 'POST /api/saved-searches': { status: 400, body: fieldError } },
      { signedIn: true, form: { name: 'Ceva', frequency: 'instant' } },
    );
    const answer = (await createSavedSearchAction(invalid.args)) as {
      data: { fieldErrors: Record<string, string>; message: string; limit: boolean; values: unknown };
    };
    expect(answer.data).toMatchObject({
      fieldErrors: { name: 'Numele este prea lung.' },
      message: 'Județul nu există.',
      limit: false,
      values: { name: 'Ceva', frequency: 'instant' },
    });

    const limit = { error: { code: 'SAVED_SEARCH_LIMIT', message: 'x' } };
    const full = stubbedArgs(
      '/cont/cautari-salvate/nou?tip=1',
      { ...SIGNED_IN, 'POST /api/saved-searches': { status: 400, body: limit } },
      { signedIn: true, form: { name: 'Ceva', frequency: 'weekly' } },
    );
    const limited = (await createSavedSearchAction(full.args)) as { data: { limit: boolean; message: string } };
    expect(limited.data).toMatchObject({ limit: true, message: LIMIT_TEXT });
  });
});

describe('cont/cautari-salvate', () => {
  it('lists the user’s searches, the investor profile’s apart, with the count used', async () => {
    const investor = search({ id: 'inv-1', kind: 'investor', name: 'Profilul meu', investorListingId: ID, newMatches: 0 });
    const { args } = stubbedArgs(
      '/cont/cautari-salvate?salvata=1',
      { ...SIGNED_IN, 'GET /api/saved-searches': { status: 200, body: list([search(), investor]) } },
      { signedIn: true },
    );
    const page = await loadSavedSearches(args);
    expect(page.searches.map((row) => row.id)).toEqual([ID]);
    expect(page.investor.map((row) => row.id)).toEqual(['inv-1']);
    expect(page).toMatchObject({ used: 1, max: 20, saved: true });
    expect(page.searches[0]).toMatchObject({
      family: 'Afaceri de vânzare',
      frequencyLabel: 'Imediat',
      newMatches: 2,
      openPath: `/cont/cautari-salvate/${ID}/deschide`,
    });
  });

  it('asks once more before deleting, then deletes', async () => {
    const first = stubbedArgs('/cont/cautari-salvate', SIGNED_IN, { signedIn: true, form: { intent: 'delete', id: ID } });
    const asked = (await savedSearchesAction(first.args)) as { data: { confirmDelete?: boolean; id: string } };
    expect(asked.data).toMatchObject({ confirmDelete: true, id: ID });
    expect(first.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    const second = stubbedArgs(
      '/cont/cautari-salvate',
      { ...SIGNED_IN, [`DELETE /api/saved-searches/${ID}`]: { status: 204 } },
      { signedIn: true, form: { intent: 'delete', id: ID, confirm: 'da' } },
    );
    const deleted = (await savedSearchesAction(second.args)) as { data: { ok: boolean; id: string | null } };
    expect(deleted.data).toMatchObject({ ok: true, id: null });
  });

  it('pauses, resumes, renames and changes the frequency with PATCH; another user’s search is not found', async () => {
    const routes = { ...SIGNED_IN, [`PATCH /api/saved-searches/${ID}`]: { status: 200, body: search({ paused: true }) } };
    for (const [form, body] of [
      [{ intent: 'pause', id: ID }, { paused: true }],
      [{ intent: 'resume', id: ID }, { paused: false }],
      [{ intent: 'rename', id: ID, name: ' Altă denumire ' }, { name: 'Altă denumire' }],
      [{ intent: 'frequency', id: ID, frequency: 'weekly' }, { frequency: 'weekly' }],
    ] as const) {
      const { args, calls } = stubbedArgs('/cont/cautari-salvate', routes, { signedIn: true, form: { ...form } });
      const result = (await savedSearchesAction(args)) as { data: { ok: boolean } };
      expect(result.data.ok).toBe(true);
      expect(calls.find((call) => call.key.startsWith('PATCH'))?.body).toEqual(body);
    }
    const empty = stubbedArgs('/cont/cautari-salvate', routes, { signedIn: true, form: { intent: 'rename', id: ID, name: '' } });
    expect(((await savedSearchesAction(empty.args)) as { data: { fieldErrors: { name?: string } } }).data.fieldErrors.name).toBe(NAME_REQUIRED);
    const foreign = stubbedArgs('/cont/cautari-salvate', SIGNED_IN, { signedIn: true, form: { intent: 'pause', id: 'altul' } });
    const missing = (await savedSearchesAction(foreign.args)) as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(missing.init.status).toBe(404);
    expect(missing.data.message).toMatch(/nu mai există/);
    const unknown = stubbedArgs('/cont/cautari-salvate', SIGNED_IN, { signedIn: true, form: { intent: 'hack', id: ID } });
    expect(((await savedSearchesAction(unknown.args)) as { init: { status: number } }).init.status).toBe(400);
  });

  it('shows the investor profile’s searches without rename or delete, and user text as text', () => {
    const rows = [toRow(search({ id: 'inv-1', kind: 'investor', name: '<b>Profil</b>', newMatches: 1 }))];
    const element = createElement(SavedSearchListView, { searches: rows, result: undefined, editable: false, label: 'x' });
    const router = createMemoryRouter([{ path: '*', element, action: () => null }], { initialEntries: ['/cont/cautari-salvate'] });
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
    expect(html).toContain('1 potrivire nouă');
    expect(html).toContain('&lt;b&gt;Profil&lt;/b&gt;');
    expect(html).toContain('Oprește alertele');
    expect(html).toContain('Schimbă frecvența');
    expect(html).not.toContain('Redenumește');
    expect(html).not.toContain('value="delete"');
  });
});

describe('cont/cautari-salvate/:id/deschide', () => {
  it('records the visit and opens the family page with the search’s filters', async () => {
    const { args, calls } = stubbedArgs(
      `/cont/cautari-salvate/${ID}/deschide`,
      { ...SIGNED_IN, 'GET /api/saved-searches': { status: 200, body: list([search()]) }, [`POST /api/saved-searches/${ID}/visit`]: { status: 204 } },
      { signedIn: true, params: { id: ID } },
    );
    const response = await thrown(openSavedSearch(args));
    expect(response.headers.get('location')).toBe('/vanzare-cumparare-afaceri?q=cafenea&county=16');
    expect(calls.map((call) => call.key)).toContain(`POST /api/saved-searches/${ID}/visit`);
  });

  it('answers 404 for a search that is not the user’s, and never leaves the site', async () => {
    const routes = { ...SIGNED_IN, 'GET /api/saved-searches': { status: 200, body: list([search({ path: '//evil.example/x' })]) } };
    const other = stubbedArgs('/cont/cautari-salvate/altul/deschide', routes, { signedIn: true, params: { id: 'altul' } });
    expect((await thrown(openSavedSearch(other.args))).status).toBe(404);
    const unsafe = stubbedArgs(`/cont/cautari-salvate/${ID}/deschide`, routes, { signedIn: true, params: { id: ID } });
    expect((await thrown(openSavedSearch(unsafe.args))).headers.get('location')).toBe('/cont/cautari-salvate');
  });
});

describe('investor matches on the owner’s listings', () => {
  it('asks only for public company and investment listings, all in one request, and leaves out what the API did not answer', async () => {
    const row = (id: string, type: ListingType, status: ListingStatus) =>
      toMyListing(testListing(type, { id, slug: id, title: id, status, statusName: '', expiresAt: '2099-01-01T00:00:00.000Z' }));
    const rows = [
      row('a', ListingType.Company, ListingStatus.Approved),
      row('b', ListingType.Investment, ListingStatus.Approved),
      row('c', ListingType.Company, ListingStatus.Pending),
      row('d', ListingType.Service, ListingStatus.Approved),
      row('e', ListingType.Company, ListingStatus.Approved),
    ];
    const BATCH = 'GET /api/listings/mine/investor-matches?listingIds=a,b,e';
    // The API leaves out what it does not answer (e); an id the page did not ask for (x) is ignored.
    const { args, calls } = stubbedArgs('/cont/anunturile-mele', {
      [BATCH]: {
        status: 200,
        body: {
          matches: [
            { listingId: 'a', count: 3 },
            { listingId: 'b', count: 0 },
            { listingId: 'x', count: 9 },
          ],
        },
      },
    });
    expect(await loadInvestorMatchCounts(createApiClient(args), rows)).toEqual({ a: 3, b: 0 });
    expect(calls.map((call) => call.key)).toEqual([BATCH]);
    const failed = stubbedArgs('/cont/anunturile-mele', { [BATCH]: { status: 500 } });
    expect(await loadInvestorMatchCounts(createApiClient(failed.args), rows)).toEqual({});
    const none = stubbedArgs('/cont/anunturile-mele', {});
    expect(await loadInvestorMatchCounts(createApiClient(none.args), rows.slice(2, 4))).toEqual({});
    expect(none.calls).toEqual([]);
  });
});
