import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import type { GalleryImage, ListingStatus } from '../../contracts/listings.js';
import { ListingEntity } from '../listing-core/listing.entity.js';
import { FavoriteEntity } from './favorite.entity.js';

/**
 * How many favourites the user `$1` has (an integer): the account's page and
 * the site's header (FavoritesService.count).
 */
const FAVORITES_COUNT = 'SELECT count(*)::int FROM favorites WHERE user_id = $1';

/** What a favourite shows of its listing. */
export interface FavoriteListingRow {
  listingId: string;
  family: ListingType;
  slug: string;
  title: string;
  status: ListingStatus;
  expiresAt: Date | null;
  gallery: GalleryImage[];
  photo: string | null;
}

/** A favourite joined with its listing. */
export interface FavoriteRow extends FavoriteListingRow {
  type: ListingType;
  createdAt: Date;
}

const PG_FOREIGN_KEY_VIOLATION = '23503';

/** Queries of the favourites module; no business rules here. */
@Injectable()
export class FavoriteRepository {
  private readonly favorites: Repository<FavoriteEntity>;
  private readonly listings: Repository<ListingEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.favorites = dataSource.getRepository(FavoriteEntity);
    this.listings = dataSource.getRepository(ListingEntity);
  }

  async findListing(listingId: string): Promise<FavoriteListingRow | null> {
    const listing = await this.listings.findOne({
      where: { id: listingId },
      select: { id: true, family: true, slug: true, title: true, status: true, expiresAt: true, gallery: true, photo: true },
    });
    if (!listing) return null;
    const { id, family, slug, title, status, expiresAt, gallery, photo } = listing;
    return { listingId: id, family: Number(family), slug, title, status, expiresAt, gallery, photo };
  }

  /**
   * Adds the row unless it exists (race-safe through the unique index). Returns when the row was
   * created and whether this call created it, or null when the listing vanished meanwhile.
   */
  async insertIfAbsent(userId: string, listingId: string, type: ListingType): Promise<{ createdAt: Date; created: boolean } | null> {
    let inserted: { created_at: Date }[];
    try {
      inserted = await this.dataSource.query(
        `INSERT INTO favorites (user_id, listing_id, type) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, listing_id, type) DO NOTHING
         RETURNING created_at`,
        [userId, listingId, type],
      );
    } catch (error) {
      if ((error as { code?: string }).code === PG_FOREIGN_KEY_VIOLATION) return null;
      throw error;
    }
    if (inserted[0]) return { createdAt: inserted[0].created_at, created: true };
    const existing = await this.favorites.findOne({ where: { userId, listingId, type }, select: { id: true, createdAt: true } });
    return existing ? { createdAt: existing.createdAt, created: false } : null;
  }

  /** The user's favourites with their listings, newest first. */
  async listForUser(userId: string): Promise<FavoriteRow[]> {
    const rows: {
      listing_id: string;
      type: number;
      created_at: Date;
      family: number;
      slug: string;
      title: string;
      status: ListingStatus;
      expires_at: Date | null;
      gallery: GalleryImage[];
      photo: string | null;
    }[] = await this.dataSource.query(
      `SELECT f.listing_id, f.type, f.created_at, l.family, l.slug, l.title, l.status, l.expires_at, l.gallery, l.photo
         FROM favorites f JOIN listings l ON l.id = f.listing_id
        WHERE f.user_id = $1
        ORDER BY f.created_at DESC, f.id DESC`,
      [userId],
    );
    return rows.map((row) => ({
      listingId: row.listing_id,
      type: Number(row.type),
      createdAt: row.created_at,
      family: Number(row.family),
      slug: row.slug,
      title: row.title,
      status: row.status,
      expiresAt: row.expires_at,
      gallery: row.gallery ?? [],
      photo: row.photo,
    }));
  }

  async countForUser(userId: string): Promise<number> {
    const rows: { count: number }[] = await this.favorites.manager.query(`SELECT (${FAVORITES_COUNT}) AS count`, [userId]);
    return rows[0].count;
  }

  /** Deletes the user's rows of the listing (of one type, or all); other users' rows are never matched. */
  async remove(userId: string, listingId: string, type?: ListingType): Promise<void> {
    await this.favorites.delete(type === undefined ? { userId, listingId } : { userId, listingId, type });
  }
}
