/**
 * Seller analytics read for the account pages: one listing's days (`cont/anunturile-mele?statistici=<id>`)
 * and the account overview's card. Through the API as the signed-in user: the stats routes answer
 * only the user's own listings (404 for anyone else's).
 */
import type { ListingStats, ListingStatsOverview } from '@contracts/listing-stats';
import type { ApiClient } from '~/lib/api-client';
import { STATS_DAYS } from './stats-format';
import { statsApi } from './stats-paths';

/** The listing's last 30 days; null when the API did not answer them. */
export async function loadListingStats(client: ApiClient, listingId: string): Promise<ListingStats | null> {
  const result = await client.call<ListingStats>(statsApi.listing(listingId, STATS_DAYS));
  return result.ok ? result.data : null;
}

/** The account card's best and worst listings; null when the API did not answer (the card then says so). */
export async function loadStatsOverview(client: ApiClient): Promise<ListingStatsOverview | null> {
  const result = await client.call<ListingStatsOverview>(statsApi.overview(STATS_DAYS));
  return result.ok ? result.data : null;
}
