import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ListingStatus } from '../../contracts/listings.js';
import { ListingType } from '../../contracts/lists.js';
import type { SavedSearchFilters } from '../../contracts/saved-searches.js';
import { LISTING_FILTER_SQL, type ListingFilterName } from '../listing-core/listing-filters.js';
import { ListingRegistry } from '../listing-core/listing-registry.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import type { SavedSearchMatchEvent } from './saved-search.entity.js';
import { listingFiltersOfSearch } from './saved-search-filters.js';

/** Each common filter's column in `saved_searches` (alias `s`); a null column is no filter. */
const SEARCH_COLUMNS: Record<ListingFilterName, string> = {
  county: 's.county_id',
  counties: 's.counties',
  city: 's.city',
  domain: 's.domain_ids',
  subdomain: 's.subdomain_id',
  category: 's.category',
  priceMin: 's.price_min',
  priceMax: 's.price_max',
  features: 's.features',
  words: 's.words',
};

/**
 * The reverse of the public list: the saved searches whose filters a listing meets. Every common
 * filter is the list's own SQL (LISTING_FILTER_SQL) applied to the search's column instead of a
 * parameter; a search whose family adds conditions on its details (funds: region, call status,
 * beneficiary, CAEN) is then checked by the public list's query itself (`publicAmong`). Searches of
 * the listing's owner never match it, nor paused ones (unless asked), nor an investor profile's
 * search while the profile is not public.
 */
const FILTER_CONDITIONS = (Object.entries(SEARCH_COLUMNS) as [ListingFilterName, string][])
  .map(([name, column]) => `(${column} IS NULL OR ${LISTING_FILTER_SQL[name](column)})`)
  .join('\n AND ');

const VISIBLE = (alias: string) => `${alias}.status = '${ListingStatus.Approved}' AND (${alias}.expires_at IS NULL OR ${alias}.expires_at > now())`;

export interface MatchOptions {
  /** Only searches of this kind (investor profiles' for the owner's count). */
  kind?: 'search' | 'investor';
  /** Paused searches too (the count of investor profiles does not depend on their alerts). */
  includePaused?: boolean;
}

interface Candidate {
  id: string;
  has_details: boolean;
  filters: SavedSearchFilters;
  investor_listing_id: string | null;
}

@Injectable()
export class SavedSearchMatcher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: ListingReadsService,
    private readonly registry: ListingRegistry,
  ) {}

  /** The saved searches `listingId` matches now (none when the listing is not public). */
  async searchesMatching(listingId: string, options: MatchOptions = {}, manager: EntityManager = this.dataSource.manager): Promise<Candidate[]> {
    const conditions = [FILTER_CONDITIONS];
    if (!options.includePaused) conditions.push('NOT s.paused');
    if (options.kind) conditions.push(`s.kind = '${options.kind}'`);
    // The listing's filtered columns are read once and given to the reverse query as constants (a
    // large search_vector tested against every candidate row would be read again for each).
    const [listing] = (await manager.query(
      `SELECT family, owner_id, county_id, city, confidential, domain_ids, subdomain_id, category, price, features, search_vector::text AS search_vector
         FROM listings l WHERE l.id = $1 AND ${VISIBLE('l')}`,
      [listingId],
    )) as Record<string, unknown>[];
    if (!listing) return [];
    const columns = ['family', 'owner_id', 'county_id', 'city', 'confidential', 'domain_ids', 'subdomain_id', 'category', 'price', 'features', 'search_vector'];
    const types = ['smallint', 'uuid', 'smallint', 'varchar', 'boolean', 'smallint[]', 'smallint', 'varchar', 'numeric', 'text[]', 'tsvector'];
    const row = `(SELECT ${columns.map((column, index) => `$${index + 1}::${types[index]} AS ${column}`).join(', ')}) AS l`;
    // Two branches, each read by the (family, county) index: searches of the listing's county, and
    // searches of every county. The filter conditions are the same in both.
    const branch = (county: string) => `
      SELECT s.id, s.has_details, s.filters, s.investor_listing_id
        FROM ${row}
        JOIN saved_searches s ON s.family = l.family AND ${county} AND s.user_id <> l.owner_id
        LEFT JOIN listings il ON il.id = s.investor_listing_id
       WHERE (s.investor_listing_id IS NULL OR (${VISIBLE('il')}))
         AND ${conditions.join('\n AND ')}`;
    const candidates: Candidate[] = await manager.query(
      `${branch('s.county_id = l.county_id')} UNION ALL ${branch('s.county_id IS NULL')}`,
      columns.map((column) => listing[column]),
    );
    const plain = candidates.filter((row) => !row.has_details);
    const detailed = candidates.filter((row) => row.has_details);
    if (!detailed.length) return plain;
    // Searches with the same filters are checked once by the public list's query.
    const family = this.registry.get(Number(listing.family) as ListingType);
    const byFilters = new Map<string, typeof detailed>();
    for (const row of detailed) {
      const key = JSON.stringify(row.filters);
      byFilters.set(key, [...(byFilters.get(key) ?? []), row]);
    }
    const confirmed: Candidate[] = [];
    for (const rows of byFilters.values()) {
      const found = await this.listings.publicAmong(family.type, listingFiltersOfSearch(family, rows[0]!.filters), [listingId], manager);
      if (found.has(listingId)) confirmed.push(...rows);
    }
    return [...plain, ...confirmed];
  }

  /**
   * Records `event` for each search the listing matches; answers the searches recorded now (a
   * search already holding this listing and event is left out: a job that runs twice records nothing).
   */
  async record(listingId: string, event: SavedSearchMatchEvent, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const matching = await this.searchesMatching(listingId, {}, manager);
    if (!matching.length) return [];
    const rows: { search_id: string }[] = await manager.query(
      `INSERT INTO saved_search_matches (search_id, listing_id, event)
       SELECT unnest($1::uuid[]), $2, $3
       ON CONFLICT DO NOTHING
       RETURNING search_id`,
      [matching.map((row) => row.id), listingId, event],
    );
    return rows.map((row) => row.search_id);
  }

  /**
   * The public investor profiles matching each of `listingIds` (a page of cont/anunturile-mele), in
   * one reverse query for them all: the same conditions as `searchesMatching` (kind investor, paused
   * searches included), the listings' columns read from the table. Searches whose family adds
   * conditions on its details are confirmed by the public list's query once per distinct filters,
   * for every listing they were candidates of. Listings visitors do not see match nobody.
   */
  async investorProfilesMatchingMany(listingIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, Set<string>>> {
    const matches = new Map<string, Set<string>>(listingIds.map((id) => [id, new Set<string>()]));
    if (!listingIds.length) return matches;
    const rows: (Candidate & { listing_id: string; family: number })[] = await manager.query(
      `SELECT l.id AS listing_id, l.family, s.id, s.has_details, s.filters, s.investor_listing_id
         FROM listings l
         JOIN saved_searches s ON s.family = l.family AND (s.county_id = l.county_id OR s.county_id IS NULL) AND s.user_id <> l.owner_id
         LEFT JOIN listings il ON il.id = s.investor_listing_id
        WHERE l.id = ANY($1::uuid[]) AND ${VISIBLE('l')}
          AND s.kind = 'investor'
          AND (s.investor_listing_id IS NULL OR (${VISIBLE('il')}))
          AND ${FILTER_CONDITIONS}`,
      [listingIds],
    );
    const add = (row: { listing_id: string; investor_listing_id: string | null }) => {
      if (row.investor_listing_id) matches.get(row.listing_id)?.add(row.investor_listing_id);
    };
    rows.filter((row) => !row.has_details).forEach(add);
    // Detailed searches: grouped by family and filters, each group checked once for all its listings.
    const groups = new Map<string, typeof rows>();
    for (const row of rows.filter((item) => item.has_details)) {
      const key = `${row.family}:${JSON.stringify(row.filters)}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const group of groups.values()) {
      const family = this.registry.get(Number(group[0]!.family) as ListingType);
      const found = await this.listings.publicAmong(
        family.type,
        listingFiltersOfSearch(family, group[0]!.filters),
        [...new Set(group.map((row) => row.listing_id))],
        manager,
      );
      group.filter((row) => found.has(row.listing_id)).forEach(add);
    }
    return matches;
  }

  /** How many public investor profiles match a listing (their searches over its family). */
  async investorProfilesMatching(listingId: string): Promise<string[]> {
    const rows = await this.searchesMatching(listingId, { kind: 'investor', includePaused: true });
    return [...new Set(rows.map((row) => row.investor_listing_id).filter((id): id is string => id !== null))];
  }
}
