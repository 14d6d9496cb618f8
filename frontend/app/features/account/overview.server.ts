/** Loader of the account overview (`cont`): live counts of the user's listings and favourites. */
import { createApiClient, readCount, type ApiCallArgs } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { tabCounts, type MyListing, type StatusTab } from './my-listings';
import { loadMine } from './my-listings.server';

const LATEST = 3;

export interface AccountOverview {
  /** Listings per status tab; null when the API did not answer (the page still shows its cards). */
  counts: Record<StatusTab, number> | null;
  latest: MyListing[];
  favoriteCount: number;
  now: string;
}

export async function loadAccountOverview(args: ApiCallArgs & { url: URL }): Promise<AccountOverview> {
  await requireUser(args);
  const client = createApiClient(args);
  const [listings, favorites] = await Promise.all([loadMine(client), client.getFavoriteCount()]);
  const now = new Date();
  return {
    counts: listings ? tabCounts(listings, now) : null,
    latest: (listings ?? []).slice(0, LATEST),
    favoriteCount: favorites.ok ? readCount(favorites.data) : 0,
    now: now.toISOString(),
  };
}
