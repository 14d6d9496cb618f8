import { countyName } from '../../contracts/counties.js';
import { FUND_BENEFICIARY_TYPES, FUND_REGIONS, labelOf, type DomainItem, type ListItem } from '../../contracts/lists.js';
import { FUND_CALL_STATUSES } from '../../contracts/listings.js';
import { LISTING_FAMILY_KEYS, LISTING_SEGMENTS } from '../../contracts/public-pages.js';
import type { SavedSearchFilters } from '../../contracts/saved-searches.js';
import { ListingListQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { listingFiltersOf } from '../listing-core/listing-filters.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { prefixTsQuery, type ListingFilters } from '../listing-core/listing.repository.js';
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

const amount = (value: number) => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 }).format(value);
const names = (list: readonly ListItem<number | string>[], ids: readonly (number | string)[]) => ids.map((id) => labelOf(list, id as never) ?? String(id)).join(', ');

/** The filters in words, one entry per filter, for the account page and the alert emails. */
export function summaryOf(family: ListingFamilyDefinition, filters: SavedSearchFilters): string[] {
  const lines: string[] = [];
  const domains = (family.domains?.list ?? []) as readonly ListItem[];
  if (filters.q) lines.push(`Căutare: „${filters.q}”`);
  if (filters.county) lines.push(`Județ: ${countyName(filters.county) ?? filters.county}`);
  if (filters.counties?.length) lines.push(`Județe: ${filters.counties.map((id) => countyName(id) ?? id).join(', ')}`);
  if (filters.city) lines.push(`Localitate: ${filters.city}`);
  if (filters.domain?.length) lines.push(`${filters.domain.length > 1 ? 'Domenii' : 'Domeniu'}: ${names(domains, filters.domain)}`);
  if (filters.subdomain) {
    const subdomains = (domains as readonly DomainItem[]).flatMap((item) => item.subdomains ?? []);
    lines.push(`Subdomeniu: ${labelOf(subdomains, filters.subdomain) ?? filters.subdomain}`);
  }
  if (filters.category) lines.push(`${family.categoryFrom ? 'Tip' : 'Categorie'}: ${labelOf(family.categories ?? [], filters.category) ?? filters.category}`);
  if (filters.priceMin !== undefined && filters.priceMax !== undefined) lines.push(`Preț: ${amount(filters.priceMin)}–${amount(filters.priceMax)} EUR`);
  else if (filters.priceMin !== undefined) lines.push(`Preț: de la ${amount(filters.priceMin)} EUR`);
  else if (filters.priceMax !== undefined) lines.push(`Preț: până la ${amount(filters.priceMax)} EUR`);
  if (filters.features?.length) lines.push(`Facilități: ${Array.isArray(family.features) ? names(family.features, filters.features) : filters.features.join(', ')}`);
  if (filters.callStatus) lines.push(`Stare apel: ${labelOf(FUND_CALL_STATUSES as unknown as ListItem<string>[], filters.callStatus) ?? filters.callStatus}`);
  if (filters.region) lines.push(`Regiune: ${labelOf(FUND_REGIONS, filters.region) ?? filters.region}`);
  if (filters.beneficiary) lines.push(`Beneficiar: ${labelOf(FUND_BENEFICIARY_TYPES, filters.beneficiary) ?? filters.beneficiary}`);
  if (filters.caen) lines.push(`Cod CAEN: ${filters.caen}`);
  return lines;
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
