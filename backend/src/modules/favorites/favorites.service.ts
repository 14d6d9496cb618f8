import { Injectable } from '@nestjs/common';
import type { ListingType } from '../../contracts/lists.js';
import type { Favorite } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { toFavorite } from './favorite.mapper.js';
import { isPubliclyVisible } from '../listing-core/listing-status.js';
import { FavoriteRepository } from './favorite.repository.js';
import { ListingStatsService } from '../listing-stats/listing-stats.service.js';

const NOT_PUBLISHED = 'Anunțul nu există sau nu mai este publicat.';

/** A user's favourite listings. Every method is scoped to the given user. */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly repository: FavoriteRepository,
    private readonly stats: ListingStatsService,
  ) {}

  /**
   * Adds a published listing of the given family. Idempotent: a second add returns the existing
   * favourite with `created: false`.
   */
  async add(userId: string, listingId: string, type: ListingType): Promise<{ favorite: Favorite; created: boolean }> {
    const listing = await this.repository.findListing(listingId);
    if (!listing || listing.family !== type || !isPubliclyVisible(listing)) throw AppException.notFound(NOT_PUBLISHED);
    const saved = await this.repository.insertIfAbsent(userId, listingId, type);
    if (!saved) throw AppException.notFound(NOT_PUBLISHED);
    // The owner's analytics count additions only: a removal does not take one back.
    if (saved.created) await this.stats.record(listingId, 'favourites');
    return { favorite: toFavorite(listing, type, saved.createdAt, true), created: saved.created };
  }

  /** Newest first; favourites of listings no longer public stay listed (so they can be removed), flagged unavailable. */
  async list(userId: string): Promise<Favorite[]> {
    const now = new Date();
    const rows = await this.repository.listForUser(userId);
    return rows.map((row) => toFavorite(row, row.type, row.createdAt, row.family === row.type && isPubliclyVisible(row, now)));
  }

  count(userId: string): Promise<number> {
    return this.repository.countForUser(userId);
  }

  /** Idempotent: removing what is not (or no longer) there is not an error. */
  remove(userId: string, listingId: string, type?: ListingType): Promise<void> {
    return this.repository.remove(userId, listingId, type);
  }
}
