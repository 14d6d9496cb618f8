import type { Favorite } from '../../contracts/listings.js';
import { picturesOf } from '../listing-core/listing.mapper.js';
import type { FavoriteListingRow } from './favorite.repository.js';

/** Favourite row → API shape; slug and title always come from the listing. */
export function toFavorite(listing: FavoriteListingRow, type: Favorite['type'], createdAt: Date, available: boolean): Favorite {
  return {
    entityId: listing.listingId,
    type,
    entitySlug: listing.slug,
    title: listing.title,
    // The listing's thumbnail (first gallery image, else its photo, else the default picture).
    photo: picturesOf(listing).thumbnail,
    createdAt: new Date(createdAt).toISOString(),
    available,
  };
}
