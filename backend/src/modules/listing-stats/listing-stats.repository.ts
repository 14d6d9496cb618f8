import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ListingStatCounts, ListingStatMetric } from '../../contracts/listing-stats.js';
import type { ListingStatus } from '../../contracts/listings.js';

/** The counter column of each metric (a fixed map: never a caller's text in SQL). */
const COLUMNS: Record<ListingStatMetric, string> = {
  views: 'views',
  favourites: 'favourites',
  conversations: 'conversations',
  accessRequests: 'access_requests',
};

/** A day's counters as stored. */
export interface DailyStatsRow extends ListingStatCounts {
  day: string;
}

/** What the analytics need of a listing. */
export interface StatsListingRow {
  id: string;
  ownerId: string;
  status: ListingStatus;
  expiresAt: Date | null;
  family: number;
  slug: string;
  title: string;
}

const COUNTS_SQL = `views::int AS views, favourites::int AS favourites, conversations::int AS conversations, access_requests::int AS "accessRequests"`;

/** Queries of seller analytics; no business rules here. */
@Injectable()
export class ListingStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async findListing(id: string): Promise<StatsListingRow | null> {
    const rows: StatsListingRow[] = await this.dataSource.query(
      `SELECT id, owner_id AS "ownerId", status, expires_at AS "expiresAt", family::int AS family, slug, title FROM listings WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Adds one to the metric of the listing's day. A listing deleted meanwhile adds nothing (no
   * foreign-key error that would abort the caller's transaction).
   */
  async increment(manager: EntityManager, listingId: string, day: string, metric: ListingStatMetric): Promise<void> {
    const column = COLUMNS[metric];
    await manager.query(
      `INSERT INTO listing_daily_stats (listing_id, day, ${column})
       SELECT id, $2::date, 1 FROM listings WHERE id = $1
       ON CONFLICT (listing_id, day) DO UPDATE SET ${column} = listing_daily_stats.${column} + 1`,
      [listingId, day],
    );
  }

  /** Marks the visitor as counted for the listing's day; true when this call added the mark. */
  async markViewed(manager: EntityManager, listingId: string, day: string, visitor: Buffer): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO listing_view_marks (listing_id, day, visitor) VALUES ($1, $2::date, $3)
       ON CONFLICT DO NOTHING RETURNING listing_id`,
      [listingId, day, visitor],
    );
    return rows.length === 1;
  }

  /** Deletes the marks of days before `day`; returns how many. */
  async pruneMarks(day: string): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM listing_view_marks WHERE day < $1::date`, [day])) as [unknown[], number];
    return count;
  }

  /** The listing's stored days from `from` to `to` (inclusive), oldest first; days without a row are absent. */
  async days(listingId: string, from: string, to: string): Promise<DailyStatsRow[]> {
    return this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${COUNTS_SQL}
         FROM listing_daily_stats WHERE listing_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
      [listingId, from, to],
    );
  }

  /** The owner's approved listings with their totals from `from` to `to`. */
  async ownerTotals(ownerId: string, from: string, to: string): Promise<(ListingStatCounts & Pick<StatsListingRow, 'id' | 'family' | 'slug' | 'title'>)[]> {
    return this.dataSource.query(
      `SELECT l.id, l.family::int AS family, l.slug, l.title,
              COALESCE(SUM(s.views), 0)::int AS views, COALESCE(SUM(s.favourites), 0)::int AS favourites,
              COALESCE(SUM(s.conversations), 0)::int AS conversations, COALESCE(SUM(s.access_requests), 0)::int AS "accessRequests"
         FROM listings l
         LEFT JOIN listing_daily_stats s ON s.listing_id = l.id AND s.day BETWEEN $2::date AND $3::date
        WHERE l.owner_id = $1 AND l.status = 'approved'
        GROUP BY l.id`,
      [ownerId, from, to],
    );
  }
}
