/**
 * Loader and action of `cont/anunturile-mele`. Everything goes through the API as the signed-in
 * user: `GET /api/listings/mine` only ever answers the user's own listings, and renew / withdraw
 * act on an id found there (the API checks ownership again).
 */
import { data } from 'react-router';
import type { ListingStats } from '@contracts/listing-stats';
import type { ListResponse } from '@contracts/listings';
import { loadListingStats } from '~/features/listing-stats/listing-stats.server';
import { familyOfType } from '~/features/listings/families';
import type { AnyListing } from '~/features/listings/listing-api';
import { formatDate } from '~/features/listings/format';
import { loadInvestorMatchCounts } from '~/features/saved-searches/investor-match-counts.server';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { actionsFor, flashFromQuery, hasStats, inTab, tabCounts, tabOf, toMyListing, type MyListing, type StatusTab } from './my-listings';

interface PageArgs extends ApiCallArgs {
  url: URL;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_SIZE = 100;
/** Pages read at most (1,000 listings); nobody publishes more through the site. */
const MAX_PAGES = 10;

export function isListingId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Every listing of the user but archived ones, newest first; null when the API did not answer. */
export async function loadMine(client: ApiClient): Promise<MyListing[] | null> {
  const listings: MyListing[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await client.call<ListResponse<AnyListing>>(`/api/listings/mine?page=${page}&pageSize=${PAGE_SIZE}`);
    if (!result.ok) return null;
    listings.push(...result.data.docs.map(toMyListing));
    if (!result.data.pagination?.nextPage) break;
  }
  return listings;
}

export interface MyListingsData {
  listings: MyListing[];
  /** Listings of the chosen tab. */
  shown: MyListing[];
  tab: StatusTab;
  counts: Record<StatusTab, number>;
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

export async function loadMyListings(args: PageArgs): Promise<MyListingsData> {
  await requireUser(args);
  const listings = await loadMine(createApiClient(args));
  if (!listings) throw data(null, { status: 503 });
  const now = new Date();
  const tab = tabOf(args.url.searchParams.get('stare'));
  const withdrawId = args.url.searchParams.get('retrage');
  const confirmWithdraw = listings.find((listing) => listing.id === withdrawId && actionsFor(listing, now).withdraw) ?? null;
  const statsId = args.url.searchParams.get('statistici');
  const statsOf = listings.find((listing) => listing.id === statsId && hasStats(listing));
  const shown = listings.filter((listing) => inTab(listing, tab, now));
  const client = createApiClient(args);
  const [stats, investorMatches] = await Promise.all([
    statsOf ? loadListingStats(client, statsOf.id) : null,
    loadInvestorMatchCounts(client, shown, now),
  ]);
  return {
    listings,
    shown,
    tab,
    counts: tabCounts(listings, now),
    flash: flashFromQuery(args.url.searchParams, listings),
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
  const listings = await loadMine(client);
  if (!listings) return answer({ intent, ok: false, message: 'Serviciul nu răspunde acum. Reîncearcă în câteva momente.', listingId: id }, 503);
  const listing = listings.find((item) => item.id === id);
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
