import type { ListingListQueryDto } from './dto/listing-list-query.dto.js';
import type { DetailsFilter, ListingFamilyDefinition } from './listing-family.js';
import type { ListingListQuery } from '../../contracts/listings.js';

/** Filters of a public list, already validated, plus the family's own conditions. */
export type ListingFilters = Omit<ListingListQuery, 'page' | 'pageSize'> & {
  details?: DetailsFilter[];
  /** Any of these counties (not a public list filter: an investor profile's target counties). */
  counties?: number[];
};

/**
 * The common filters of a public list as SQL conditions on a listing (alias `l`), each written once
 * for any value expression: a bound parameter (`:county`) in the public list, or a saved search's
 * column (`s.county_id`) when the worker asks which saved searches a listing matches. One definition
 * of what each filter means, so the list and the alerts cannot disagree.
 */
export const LISTING_FILTER_SQL = {
  county: (value: string) => `l.county_id = ${value}`,
  /** Any of the counties (an investor profile's target counties). */
  counties: (value: string) => `l.county_id = ANY(${value}::smallint[])`,
  // A confidential listing's locality is not public: a filter by it must not find the listing.
  city: (value: string) => `(lower(f_unaccent(l.city)) = lower(f_unaccent(${value})) AND NOT l.confidential)`,
  domain: (value: string) => `l.domain_ids && ${value}::smallint[]`,
  subdomain: (value: string) => `l.subdomain_id = ${value}`,
  category: (value: string) => `l.category = ${value}`,
  priceMin: (value: string) => `l.price >= ${value}`,
  priceMax: (value: string) => `l.price <= ${value}`,
  features: (value: string) => `l.features @> ${value}::text[]`,
  /** `value` is a tsquery: the list's `to_tsquery('simple', :tsq)` of `prefixTsQuery`, or a saved search's stored one. */
  words: (value: string) => `l.search_vector @@ ${value}`,
} as const;

export type ListingFilterName = keyof typeof LISTING_FILTER_SQL;

/**
 * The repository's filters of a family's list query (validated by the family's DTO): "all" and 0
 * mean no filter; the family adds its own conditions on its details (`listFilters`), and its newest
 * list its extra ones.
 */
export function listingFiltersOf(family: ListingFamilyDefinition, query: ListingListQueryDto, variant: 'web' | 'newest' = 'web'): ListingFilters {
  return {
    q: query.q || undefined,
    county: query.county || undefined,
    city: query.city || undefined,
    domain: query.domain?.length ? query.domain : undefined,
    subdomain: query.subdomain,
    category: query.category && query.category !== 'all' ? query.category : undefined,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    features: query.features?.length ? query.features : undefined,
    sort: variant === 'newest' ? 'newest' : query.sort,
    details: [...(family.listFilters?.(query) ?? []), ...(variant === 'newest' ? (family.newestFilters ?? []) : [])] as DetailsFilter[],
  };
}
