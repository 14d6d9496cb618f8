import type { Favorite } from '../../contracts/listings.js';
import { DEFAULT_LISTING_PHOTO } from '../../contracts/listings.js';
import type { FavoriteListingRow } from './favorite.repository.js';

/** The picture of a favourite: the first gallery image's thumbnail, else the image, the photo, the default. */
export function favoritePhoto(listing: Pick<FavoriteListingRow, 'gallery' | 'photo'>): string {
  const first = Array.isArray(listing.gallery) ? listing.gallery[0] : undefined;
  return first?.thumbnail || first?.location || listing.photo || DEFAULT_LISTING_PHOTO;
}

/** Favourite row → API shape; slug and title always come from the listing. */
export function toFavorite(listing: FavoriteListingRow, type: Favorite['type'], createdAt: Date, available: boolean): Favorite {
  return {
    entityId: listing.listingId,
    type,
    entitySlug: listing.slug,
    title: listing.title,
    photo: favoritePhoto(listing),
    createdAt: new Date(createdAt).toISOString(),
    available,
  };
}
