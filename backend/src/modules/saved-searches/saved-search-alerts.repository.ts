import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { ListingStatus } from '../../contracts/listings.js';
import { ListingType } from '../../contracts/lists.js';
import { SAVED_SEARCH_INSTANT_EMAIL_MINUTES, type SavedSearchFrequency } from '../../contracts/saved-searches.js';
import { SavedSearchEntity, type SavedSearchMatchEvent } from './saved-search.entity.js';

/** An untold match with what its email card shows of the listing. */
export interface PendingMatch {
  search_id: string;
  listing_id: string;
  event: SavedSearchMatchEvent;
  family: number;
  slug: string;
  title: string;
  price: string | null;
  currency: string;
  county_id: number | null;
  city: string | null;
  confidential: boolean;
  category: string | null;
  gallery: { location?: string; thumbnail?: string; private?: boolean }[] | null;
  photo: string | null;
  deadline: string | null;
}

/** A saved_searches row as read raw (`SELECT *`). */
export type SavedSearchRow = Record<string, unknown>;

/** An approved investor profile's fields its searches are made from. */
export interface InvestorProfileRow {
  owner_id: string;
  title: string;
  domain_ids: number[];
  ticket_min: string | null;
  ticket_max: string | null;
  target_counties: number[] | null;
}

/**
 * The queries of the saved-search alert jobs (matching, instant alerts, digests). Those that run in a
 * job's transaction take its EntityManager: on the embedded database a query on the root connection
 * while the transaction holds the only one would wait forever.
 */
@Injectable()
export class SavedSearchAlertsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A listing's family, status and (a funding call's) call status; undefined when there is no such listing. */
  async listingToMatch(listingId: string): Promise<{ family: number; status: string; call_status: string | null } | undefined> {
    const [listing] = (await this.dataSource.query(
      `SELECT l.family, l.status, f.call_status FROM listings l LEFT JOIN fund_details f ON f.listing_id = l.id WHERE l.id = $1`,
      [listingId],
    )) as { family: number; status: string; call_status: string | null }[];
    return listing;
  }

  /** The published open funding calls whose deadline is `day` (YYYY-MM-DD). */
  async openCallsWithDeadline(day: string): Promise<{ id: string }[]> {
    return this.dataSource.query(
      `SELECT l.id FROM listings l JOIN fund_details f ON f.listing_id = l.id
        WHERE l.family = $1 AND l.status = $2 AND f.call_status = 'open' AND f.deadline = $3::date`,
      [ListingType.Fund, ListingStatus.Approved, day],
    );
  }

  /** Those of `searchIds` not paused (and instant, unless `allFrequencies`) whose last email is more than an hour old. */
  async dueAmong(searchIds: string[], allFrequencies: boolean): Promise<{ id: string }[]> {
    return this.dataSource.query(
      `SELECT id FROM saved_searches
        WHERE id = ANY($1::uuid[]) AND NOT paused ${allFrequencies ? '' : `AND frequency = 'instant'`}
          AND (last_alert_at IS NULL OR last_alert_at <= now() - make_interval(mins => $2))`,
      [searchIds, SAVED_SEARCH_INSTANT_EMAIL_MINUTES],
    );
  }

  /** Searches not paused whose hour is over and that have untold matches to send at once (instant ones, or deadline reminders). */
  async dueForInstantAlert(): Promise<{ id: string }[]> {
    return this.dataSource.query(
      `SELECT s.id FROM saved_searches s
        WHERE NOT s.paused AND (s.last_alert_at IS NULL OR s.last_alert_at <= now() - make_interval(mins => $1))
          AND EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.search_id = s.id AND m.notified_at IS NULL AND (s.frequency = 'instant' OR m.event = 'deadline'))`,
      [SAVED_SEARCH_INSTANT_EMAIL_MINUTES],
    );
  }

  /** The search, its row locked by the caller's transaction. */
  async lockSearch(manager: EntityManager, searchId: string): Promise<SavedSearchRow | undefined> {
    const [search] = (await manager.query(`SELECT * FROM saved_searches WHERE id = $1 FOR UPDATE`, [searchId])) as SavedSearchRow[];
    return search;
  }

  async setLastAlert(manager: EntityManager, searchId: string, at: Date): Promise<void> {
    await manager.query(`UPDATE saved_searches SET last_alert_at = $2 WHERE id = $1`, [searchId, at]);
  }

  /** Users with untold matches on their unpaused searches of this frequency. */
  async usersWithUntoldMatches(frequency: SavedSearchFrequency): Promise<string[]> {
    const users: { user_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT s.user_id FROM saved_searches s JOIN saved_search_matches m ON m.search_id = s.id AND m.notified_at IS NULL
        WHERE s.frequency = $1 AND NOT s.paused`,
      [frequency],
    );
    return users.map((row) => row.user_id);
  }

  /** A user's unpaused searches of this frequency, oldest first, locked by the caller's transaction. */
  lockUserSearches(manager: EntityManager, userId: string, frequency: SavedSearchFrequency): Promise<SavedSearchRow[]> {
    return manager.query(`SELECT * FROM saved_searches WHERE user_id = $1 AND frequency = $2 AND NOT paused ORDER BY created_at FOR UPDATE`, [
      userId,
      frequency,
    ]);
  }

  /** Untold matches of these searches whose listing is still public, oldest first. */
  pendingOf(manager: EntityManager, searchIds: string[]): Promise<PendingMatch[]> {
    if (!searchIds.length) return Promise.resolve([]);
    return manager.query(
      `SELECT m.search_id, m.listing_id, m.event, l.family, l.slug, l.title, l.price, l.currency, l.county_id, l.city, l.confidential, l.category, l.gallery, l.photo,
              to_char(f.deadline, 'DD.MM.YYYY') AS deadline
         FROM saved_search_matches m
         JOIN listings l ON l.id = m.listing_id AND l.status = 'approved' AND (l.expires_at IS NULL OR l.expires_at > now())
         LEFT JOIN fund_details f ON f.listing_id = l.id
        WHERE m.search_id = ANY($1::uuid[]) AND m.notified_at IS NULL
        ORDER BY m.matched_at, m.listing_id, m.event
        FOR UPDATE OF m`,
      [searchIds],
    );
  }

  async markTold(manager: EntityManager, matches: PendingMatch[], now: Date): Promise<void> {
    await manager.query(
      `UPDATE saved_search_matches m SET notified_at = $4
         FROM unnest($1::uuid[], $2::uuid[], $3::varchar[]) AS t(search_id, listing_id, event)
        WHERE m.search_id = t.search_id AND m.listing_id = t.listing_id AND m.event = t.event`,
      [matches.map((match) => match.search_id), matches.map((match) => match.listing_id), matches.map((match) => match.event), now],
    );
  }

  async investorProfile(listingId: string): Promise<InvestorProfileRow | undefined> {
    const [profile] = (await this.dataSource.query(
      `SELECT l.owner_id, l.title, l.domain_ids, d.ticket_min, d.ticket_max, d.target_counties
         FROM listings l JOIN investor_details d ON d.listing_id = l.id WHERE l.id = $1`,
      [listingId],
    )) as InvestorProfileRow[];
    return profile;
  }

  /** Inserts an investor profile's search of one family, or updates its name, filters and filter columns (frequency and pause stay the user's). */
  async upsertInvestorSearch(values: QueryDeepPartialEntity<SavedSearchEntity>, columns: object): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(SavedSearchEntity)
      .values(values)
      .orUpdate(
        ['name', 'filters', ...Object.keys(columns).map((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)), 'updated_at'],
        ['investor_listing_id', 'family'],
        {
          indexPredicate: 'investor_listing_id IS NOT NULL',
        },
      )
      .execute();
  }

  /** An entity built from a raw row (no query). */
  entityOf(row: SavedSearchRow): SavedSearchEntity {
    return this.dataSource.getRepository(SavedSearchEntity).create({
      id: row.id as string,
      userId: row.user_id as string,
      name: row.name as string,
      family: Number(row.family),
      filters: row.filters as SavedSearchEntity['filters'],
    });
  }
}
