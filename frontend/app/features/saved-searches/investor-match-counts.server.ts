/**
 * How many approved investor profiles match each of the owner's public company and investment
 * listings, for the rows of `cont/anunturile-mele` (one request per page; the API answers the owner only).
 */
import { ListingType } from '@contracts/listing-type';
import type { InvestorMatchesBatch } from '@contracts/saved-searches';
import { isPublic, type MyListing } from '~/features/account/my-listings';
import type { ApiClient } from '~/lib/api-client';
import { savedSearchApi } from './paths';

/** Families whose listings investors are matched to: businesses for sale and projects looking for partners. */
export const INVESTOR_MATCHED_TYPES: readonly ListingType[] = [ListingType.Company, ListingType.Investment];

export const INVESTOR_MATCHES_PAGE_SIZE = 12;

/** Whether the owner's listing is shown its investor matches: a public company or investment listing. */
export function hasInvestorMatches(listing: Pick<MyListing, 'type' | 'status' | 'expiresAt'>, now = new Date()): boolean {
  return INVESTOR_MATCHED_TYPES.includes(listing.type) && isPublic(listing, now);
}

/**
 * Listing id → matching investor profiles, for the rows that have them, asked in one request for the
 * whole page; nothing when the API did not answer (the rows then show no count).
 */
export async function loadInvestorMatchCounts(client: ApiClient, listings: readonly MyListing[], now = new Date()): Promise<Record<string, number>> {
  const asked = listings.filter((listing) => hasInvestorMatches(listing, now)).map((listing) => listing.id);
  if (!asked.length) return {};
  const result = await client.call<InvestorMatchesBatch>(savedSearchApi.investorMatchCounts(asked));
  const counts: Record<string, number> = {};
  if (!result.ok || !Array.isArray(result.data?.matches)) return counts;
  for (const match of result.data.matches) if (asked.includes(match.listingId) && typeof match.count === 'number') counts[match.listingId] = match.count;
  return counts;
}
