/**
 * How many approved investor profiles match each of the owner's public company and investment
 * listings, for the rows of `cont/anunturile-mele` (asked in parallel; the API answers the owner only).
 */
import { ListingType } from '@contracts/listing-type';
import type { InvestorMatches } from '@contracts/saved-searches';
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

/** Listing id → matching investor profiles, for the rows that have them (all asked at once); rows the API did not answer are left out. */
export async function loadInvestorMatchCounts(client: ApiClient, listings: readonly MyListing[], now = new Date()): Promise<Record<string, number>> {
  const asked = listings.filter((listing) => hasInvestorMatches(listing, now));
  const answers = await Promise.all(asked.map((listing) => client.call<InvestorMatches>(savedSearchApi.investorMatches(listing.id))));
  const counts: Record<string, number> = {};
  answers.forEach((result, index) => {
    if (result.ok && typeof result.data?.count === 'number') counts[asked[index].id] = result.data.count;
  });
  return counts;
}
