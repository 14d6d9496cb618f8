/** Loader of the account overview (`cont`): live counts of the user's listings, favourites and consulting requests. */
import type { ListingStatsOverview } from '@contracts/listing-stats';
import { loadStatsOverview } from '~/features/listing-stats/listing-stats.server';
import { createApiClient, readCount, type ApiCallArgs } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { loadMyRequests } from '~/features/consulting/my-requests.server';
import { loadSavedSearchCounts, type SavedSearchCounts } from '~/features/saved-searches/saved-search-counts.server';
import { toMyListing, type MyListing, type StatusTab } from './my-listings';
import { countsOf, type MinePage } from './my-listings.server';

const LATEST = 3;

export interface AccountOverview {
  /** Listings per status tab; null when the API did not answer (the page still shows its cards). */
  counts: Record<StatusTab, number> | null;
  latest: MyListing[];
  favoriteCount: number;
  /** The user's consulting requests; null when the API did not answer. */
  consultingCount: number | null;
  /** The best and worst of the user's published listings by views in the last 30 days; null when the API did not answer. */
  performance: ListingStatsOverview | null;
  /** The user's saved searches and their new matches; null when the API did not answer. */
  savedSearches: SavedSearchCounts | null;
  now: string;
}

export async function loadAccountOverview(args: ApiCallArgs & { url: URL }): Promise<AccountOverview> {
  await requireUser(args);
  const client = createApiClient(args);
  const [listings, favorites, consulting, performance, savedSearches] = await Promise.all([
    // The newest few and the count of each state come in one page (an owner may have hundreds).
    client.call<MinePage>(`/api/listings/mine?page=1&pageSize=${LATEST}`),
    client.getFavoriteCount(),
    loadMyRequests(client, 1),
    loadStatsOverview(client),
    loadSavedSearchCounts(client),
  ]);
  const now = new Date();
  return {
    counts: listings.ok ? countsOf(listings.data.statusCounts, listings.data.pagination?.total ?? listings.data.docs.length) : null,
    latest: listings.ok ? listings.data.docs.slice(0, LATEST).map(toMyListing) : [],
    favoriteCount: favorites.ok ? readCount(favorites.data) : 0,
    consultingCount: consulting ? consulting.total : null,
    performance,
    savedSearches,
    now: now.toISOString(),
  };
}
