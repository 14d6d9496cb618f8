/**
 * Loader and action of `cont/anunturile-mele`. Everything goes through the API as the signed-in
 * user: `GET /api/listings/mine` answers one page of the user's own listings (an owner may have
 * hundreds), and renew / withdraw act on an id `GET /api/listings/mine/{id}` knows (the API checks
 * ownership again).
 */
import { data } from 'react-router';
import type { ListingStats } from '@contracts/listing-stats';
import type { ListResponse } from '@contracts/listings';
import { loadListingStats } from '~/features/listing-stats/listing-stats.server';
import { FAMILIES, familyOfType, type FamilyKey } from '~/features/listings/families';
import type { AnyListing } from '~/features/listings/listing-api';
import { formatDate } from '~/features/listings/format';
import { loadInvestorMatchCounts } from '~/features/saved-searches/investor-match-counts.server';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { actionsFor, flashFromQuery, hasStats, STATUS_TABS, tabOf, toMyListing, type MyListing, type StatusTab } from './my-listings';

interface PageArgs extends ApiCallArgs {
  url: URL;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Listings per page of `cont/anunturile-mele` (the API's default). */
export const MY_LISTINGS_PAGE_SIZE = 20;
/** The API's `status` filter of each tab ("toate" has none). */
const TAB_STATUS: Record<StatusTab, string | null> = {
  toate: null,
  'in-asteptare': 'pending',
  publicate: 'approved',
  respinse: 'rejected',
  expirate: 'expired',
};

export function isListingId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** `?pagina=`: a page number from 1 (anything else is the first page). */
export function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

/** `?tip=`: a family key (`company`, `active`…); anything else is every family. */
export function familyFilterOf(value: string | null): FamilyKey | null {
  return Object.values(FAMILIES).some((family) => family.key === value) ? (value as FamilyKey) : null;
}

const ALL_PAGE_SIZE = 100;
/** Pages read at most by `loadMine` (1,000 listings). */
const MAX_PAGES = 10;

/**
 * Every listing of the user but archived ones, newest first; null when the API did not answer. For
 * the one page that still needs them all (attaching a valuation estimate to a listing); the list
 * page, the account overview and a listing's investors read one page or one listing.
 */
export async function loadMine(client: ApiClient): Promise<MyListing[] | null> {
  const listings: MyListing[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await client.call<ListResponse<AnyListing>>(`/api/listings/mine?page=${page}&pageSize=${ALL_PAGE_SIZE}`);
    if (!result.ok) return null;
    listings.push(...result.data.docs.map(toMyListing));
    if (!result.data.pagination?.nextPage) break;
  }
  return listings;
}

export type MinePage = ListResponse<AnyListing> & { statusCounts?: Record<string, number> };

/** One of the user's listings by id (any state but archived); null when it is not theirs or the API did not answer. */
async function loadOne(client: ApiClient, id: string | null): Promise<MyListing | null> {
  if (!isListingId(id)) return null;
  const result = await client.call<AnyListing>(`/api/listings/mine/${encodeURIComponent(id)}`);
  return result.ok && result.data ? toMyListing(result.data) : null;
}

export interface MyListingsData {
  /** The listings of this page (of the chosen tab and family). */
  listings: MyListing[];
  /** Listings of the chosen tab shown on this page (the same as `listings`: the API filters). */
  shown: MyListing[];
  tab: StatusTab;
  /** `?tip=`: the chosen family, null for every family. */
  family: FamilyKey | null;
  /** How many listings each tab holds (of the chosen family). */
  counts: Record<StatusTab, number>;
  /** Pages of the chosen tab and family. */
  page: number;
  totalPages: number;
  /** Message of `?trimis=` / `?actualizat=`. */
  flash: string | null;
  /** `?retrage=<id>`: the listing whose withdrawal waits for confirmation. */
  confirmWithdraw: MyListing | null;
  /** The moment the states were judged (so server and browser agree on expiry). */
  now: string;
  /** `?statistici=<id>`: that listing's last 30 days (`data` null when the API did not answer them). */
  stats: { listingId: string; data: ListingStats | null } | null;
  /** Listing id → matching investor profiles, for the shown public company and investment listings. */
  investorMatches: Record<string, number>;
}

/** Tab counts from the API's count per state (a state without a tab, such as "changes requested", counts in "toate" only). */
export function countsOf(statusCounts: Record<string, number> | undefined, total: number): Record<StatusTab, number> {
  const counts = Object.fromEntries(STATUS_TABS.map((tab) => [tab.slug, 0])) as Record<StatusTab, number>;
  const known = statusCounts ?? {};
  counts.toate = Object.keys(known).length ? Object.values(known).reduce((sum, count) => sum + count, 0) : total;
  for (const tab of STATUS_TABS) {
    const status = TAB_STATUS[tab.slug];
    if (status) counts[tab.slug] = known[status] ?? 0;
  }
  return counts;
}

/**
 * One page of the user's listings, filtered by tab (`?stare=`) and family (`?tip=`), read by one
 * request; the investor matches of the page's listings by one more.
 */
export async function loadMyListings(args: PageArgs): Promise<MyListingsData> {
  await requireUser(args);
  const search = args.url.searchParams;
  const tab = tabOf(search.get('stare'));
  const family = familyFilterOf(search.get('tip'));
  const requested = pageOf(search.get('pagina'));
  const client = createApiClient(args);
  const query = new URLSearchParams({ page: String(requested), pageSize: String(MY_LISTINGS_PAGE_SIZE) });
  if (family) query.set('type', String(FAMILIES[family].type));
  const status = TAB_STATUS[tab];
  if (status) query.set('status', status);
  const result = await client.call<MinePage>(`/api/listings/mine?${query.toString()}`);
  if (!result.ok) throw data(null, { status: 503 });
  const listings = result.data.docs.map(toMyListing);
  const total = result.data.pagination?.total ?? listings.length;
  const now = new Date();
  const withdrawId = search.get('retrage');
  const confirmWithdraw = listings.find((listing) => listing.id === withdrawId && actionsFor(listing, now).withdraw) ?? null;
  const statsId = search.get('statistici');
  const statsOf = listings.find((listing) => listing.id === statsId && hasStats(listing));
  // The listing named by `?trimis=` / `?actualizat=` / `?reinnoit=` may be on another page: read it alone.
  const flashId = ['trimis', 'actualizat', 'reinnoit'].map((name) => search.get(name)).find((id) => id !== null) ?? null;
  const [stats, investorMatches, flashed] = await Promise.all([
    statsOf ? loadListingStats(client, statsOf.id) : null,
    loadInvestorMatchCounts(client, listings, now),
    flashId && !listings.some((listing) => listing.id === flashId) ? loadOne(client, flashId) : null,
  ]);
  return {
    listings,
    shown: listings,
    tab,
    family,
    counts: countsOf(result.data.statusCounts, total),
    page: result.data.pagination?.page ?? requested,
    totalPages: Math.max(result.data.pagination?.totalPages ?? 1, 1),
    flash: flashFromQuery(search, flashed ? [...listings, flashed] : listings),
    confirmWithdraw,
    now: now.toISOString(),
    stats: statsOf ? { listingId: statsOf.id, data: stats } : null,
    investorMatches,
  };
}

export type MyListingsIntent = 'renew' | 'withdraw';

export interface MyListingsActionData {
  intent: MyListingsIntent | null;
  ok: boolean;
  message: string;
  listingId: string | null;
}

function answer(result: MyListingsActionData, status = 200) {
  return data<MyListingsActionData>(result, { status });
}

const NOT_FOUND_TEXT = 'Anunțul nu mai există în contul tău. Reîncarcă pagina.';

/** Renew or withdraw one of the user's listings. */
export async function myListingsAction(args: PageArgs) {
  await requireUser(args);
  const formData = await args.request.formData();
  const intent = formData.get('intent');
  const id = formData.get('id');
  if ((intent !== 'renew' && intent !== 'withdraw') || !isListingId(id)) {
    return answer({ intent: null, ok: false, message: 'Acțiune necunoscută.', listingId: null }, 400);
  }
  const client = createApiClient(args);
  // The listing alone, as its owner sees it (404 for anyone else's): not every page of the list.
  const found = await client.call<AnyListing>(`/api/listings/mine/${encodeURIComponent(id)}`);
  if (!found.ok && found.status !== 404)
    return answer({ intent, ok: false, message: 'Serviciul nu răspunde acum. Reîncearcă în câteva momente.', listingId: id }, 503);
  const listing = found.ok && found.data ? toMyListing(found.data) : null;
  if (!listing) return answer({ intent, ok: false, message: NOT_FOUND_TEXT, listingId: id }, 404);
  const allowed = actionsFor(listing);
  const base = `/api/${familyOfType(listing.type).api}`;

  if (intent === 'renew') {
    if (!allowed.renew) return answer({ intent, ok: false, message: 'Anunțul nu poate fi reînnoit în starea actuală.', listingId: id }, 409);
    const result = await client.call<AnyListing>(`${base}/renew/${encodeURIComponent(id)}`, { method: 'POST' });
    if (!result.ok) return answer({ intent, ok: false, message: result.text, listingId: id }, result.status || 502);
    const until = formatDate(result.data?.expiresAt ?? null);
    return answer({
      intent,
      ok: true,
      message: until ? `Anunțul „${listing.title}” a fost reînnoit și rămâne publicat până la ${until}.` : `Anunțul „${listing.title}” a fost reînnoit.`,
      listingId: id,
    });
  }

  if (!allowed.withdraw) return answer({ intent, ok: false, message: 'Anunțul nu poate fi retras în starea actuală.', listingId: id }, 409);
  const result = await client.call<null>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!result.ok) return answer({ intent, ok: false, message: result.text, listingId: id }, result.status || 502);
  return answer({ intent, ok: true, message: `Anunțul „${listing.title}” a fost retras și nu mai apare pe site.`, listingId: id });
}
