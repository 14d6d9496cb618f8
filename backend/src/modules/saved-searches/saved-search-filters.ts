import { LISTING_FAMILY_KEYS, LISTING_SEGMENTS } from '../../contracts/public-pages.js';
import type { SavedSearchFilters } from '../../contracts/saved-searches.js';
import { ListingListQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { listingFiltersOf } from '../listing-core/listing-filters.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import type { ListingFilters } from '../listing-core/listing-filters.js';
import { prefixTsQuery } from '../listing-core/listing-text.js';
import type { SavedSearchEntity } from './saved-search.entity.js';

/** The columns of a saved search the worker's reverse query reads, written from its filters only. */
export type SavedSearchColumns = Pick<
  SavedSearchEntity,
  'countyId' | 'counties' | 'city' | 'domainIds' | 'subdomainId' | 'category' | 'priceMin' | 'priceMax' | 'features' | 'words' | 'hasDetails'
>;

/** What a family's list query object holds besides the filters: never kept in a saved search. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'sort']);

/** The family's list query (its own DTO class) holding these filters, as the public list receives it. */
export function listQueryOf(family: ListingFamilyDefinition, filters: SavedSearchFilters): ListingListQueryDto {
  return Object.assign(new (family.listQuery ?? ListingListQueryDto)(), filters);
}

/** The repository's filters of a saved search: the public list's (listingFiltersOf), plus an investor profile's counties. */
export function listingFiltersOfSearch(family: ListingFamilyDefinition, filters: SavedSearchFilters): ListingFilters {
  return { ...listingFiltersOf(family, listQueryOf(family, filters)), ...(filters.counties?.length ? { counties: filters.counties } : {}) };
}

/**
 * The filters worth keeping from a validated list query: set values only, "any" values ("all",
 * county 0, empty lists) dropped, paging and order left out.
 */
export function canonicalFilters(query: object): SavedSearchFilters {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (NOT_FILTERS.has(key) || value === undefined || value === null || value === '' || value === 'all') continue;
    if (Array.isArray(value) && !value.length) continue;
    if (key === 'county' && value === 0) continue;
    kept[key] = value;
  }
  return kept as SavedSearchFilters;
}

/** The reverse query's columns of a search's filters (the same conversion the public list makes). */
export function columnsOf(family: ListingFamilyDefinition, filters: SavedSearchFilters): SavedSearchColumns {
  const list = listingFiltersOfSearch(family, filters);
  return {
    countyId: list.county ?? null,
    counties: list.counties?.length ? list.counties : null,
    city: list.city ?? null,
    domainIds: list.domain?.length ? list.domain : null,
    subdomainId: list.subdomain ?? null,
    category: list.category ?? null,
    priceMin: list.priceMin ?? null,
    priceMax: list.priceMax ?? null,
    features: list.features?.length ? list.features : null,
    words: list.q ? prefixTsQuery(list.q) : null,
    hasDetails: (list.details?.length ?? 0) > 0,
  };
}

/** The family page showing these filters (its URL's query as the site reads it: one domain, features comma-joined). */
export function familyPagePath(type: number, filters: SavedSearchFilters): string {
  const key = LISTING_FAMILY_KEYS[type]!;
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('q', filters.q);
  set('county', filters.county);
  if (filters.county) set('city', filters.city);
  set('domain', filters.domain?.[0]);
  set('subdomain', filters.subdomain);
  if (key !== 'active') set('category', filters.category);
  set('priceMin', filters.priceMin);
  set('priceMax', filters.priceMax);
  set('features', filters.features?.join(','));
  set('callStatus', filters.callStatus);
  set('region', filters.region);
  set('beneficiary', filters.beneficiary);
  set('caen', filters.caen);
  const base = key === 'active' ? `/${LISTING_SEGMENTS.active}/${encodeURIComponent(filters.category ?? 'all')}` : `/${LISTING_SEGMENTS[key]}`;
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
