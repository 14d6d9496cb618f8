/**
 * The listing a promotion is bought for (`?anunt=<id>` on `plata` and `plata/date-facturare`): it
 * must be one of the signed-in user's listings and public now. The API checks this again when the
 * order is placed; here it decides what the page offers and says.
 */
import { actionsFor, familyLabel, isPublic, toMyListing } from '~/features/account/my-listings';
import { isListingId } from '~/features/account/my-listings.server';
import type { AnyListing } from '~/features/listings/listing-api';
import type { ApiClient } from '~/lib/api-client';

/** What the pages show of the listing being promoted. */
export interface OrderListing {
  id: string;
  title: string;
  familyLabel: string;
  /** Public page of the listing. */
  path: string;
  /** End of a promotion still running (a new one is added after it, as the API decides). */
  promotedUntil: string | null;
}

export type ListingChoice = { ok: true; listing: OrderListing } | { ok: false; problem: string };

export const LISTING_NOT_FOUND = 'Anunțul ales nu se află printre anunțurile tale. Alege anunțul pe care vrei să îl promovezi din pagina „Anunțurile mele”.';
export const LISTINGS_UNAVAILABLE = 'Anunțurile tale nu pot fi citite acum. Te rugăm să încerci din nou peste câteva minute.';

export function notPublicProblem(title: string): string {
  return `Anunțul „${title}” nu este publicat acum. Poți promova doar un anunț aprobat, aflat în perioada de publicare.`;
}

export async function findPromotableListing(client: ApiClient, id: string | null, now = new Date()): Promise<ListingChoice> {
  if (!isListingId(id)) return { ok: false, problem: LISTING_NOT_FOUND };
  // The API answers only the user's own listings (404 for anyone else's).
  const result = await client.call<AnyListing>(`/api/listings/mine/${id}`);
  if (!result.ok) return { ok: false, problem: result.status === 404 ? LISTING_NOT_FOUND : LISTINGS_UNAVAILABLE };
  const listing = toMyListing(result.data);
  if (!isPublic(listing, now)) return { ok: false, problem: notPublicProblem(listing.title) };
  const promotedUntil = listing.promotedUntil && new Date(listing.promotedUntil) > now ? listing.promotedUntil : null;
  return {
    ok: true,
    listing: { id: listing.id, title: listing.title, familyLabel: familyLabel(listing.type), path: actionsFor(listing, now).view, promotedUntil },
  };
}
