/**
 * The filters of a family page as they stand in the page URL, and the `list/web` query built from
 * them. Values that do not fit the family (unknown ids, text in number fields) are dropped, so a
 * shared or hand-edited link still opens a page instead of an error.
 */
import type { DomainItem, ListItem } from '@contracts/lists';
import type { FamilyConfig } from './families';
import type { FamilyChoices } from './family-lists';
import type { ListingQuery } from './listing-api';

export interface FilterValues {
  q: string;
  county: number | null;
  city: string;
  domain: number | null;
  subdomain: number | null;
  category: string;
  priceMin: number | null;
  priceMax: number | null;
  features: string[];
  sort: string;
  callStatus: string;
  region: string;
  /** Funds: a beneficiary type (FUND_BENEFICIARY_TYPES id) and a CAEN Rev. 2 class (4 digits). */
  beneficiary: string;
  caen: string;
}

/** Listings per batch on family pages: three rows of the desktop grid (the API's default of 4 serves the home page). */
export const FAMILY_PAGE_SIZE = 12;

const MAX_TEXT = 100;

function text(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, MAX_TEXT);
}

function int(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = (params.get(name) ?? '').trim();
  if (!/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function amount(params: URLSearchParams, name: string): number | null {
  const raw = (params.get(name) ?? '').trim().replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(raw)) return null;
  return Number(raw);
}

function oneOf<Id extends string | number>(list: readonly ListItem<Id>[], value: string): string {
  return list.some((item) => String(item.id) === value) ? value : '';
}

/** A CAEN class as typed ("6201" or "62.01"); anything else is dropped (the API tells an unknown class). */
function caenClassOf(value: string): string {
  const code = value.replace('.', '');
  return /^\d{4}$/.test(code) ? code : '';
}

/** Subdomains of the chosen domain, when the family's domains have any (services). */
export function subdomainsOf(choices: Pick<FamilyChoices, 'domains'>, domain: number | null): readonly ListItem[] {
  const item = choices.domains.find((candidate) => candidate.id === domain) as DomainItem | undefined;
  return item?.subdomains ?? [];
}

/** Reads the filters a family offers from the page URL (assets take their category from the path), keeping values among the family's choices. */
export function readFilters(family: FamilyConfig, choices: FamilyChoices, params: URLSearchParams, pathCategory?: string): FilterValues {
  const has = (name: FamilyConfig['filters'][number]) => family.filters.includes(name);
  const domainRaw = int(params, 'domain', 1, 32767);
  const domain = has('domain') && choices.domains.some((item) => item.id === domainRaw) ? domainRaw : null;
  const subdomainRaw = int(params, 'subdomain', 1, 32767);
  const subdomain = has('subdomain') && subdomainsOf(choices, domain).some((item) => item.id === subdomainRaw) ? subdomainRaw : null;
  const features = has('features')
    ? [...new Set(params.getAll('features').flatMap((value) => value.split(',')))].filter((id) => choices.features.some((item) => item.id === id))
    : [];
  let priceMin = has('price') ? amount(params, 'priceMin') : null;
  let priceMax = has('price') ? amount(params, 'priceMax') : null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const category = pathCategory ?? (has('category') ? oneOf(choices.categories, text(params, 'category')) : '');
  return {
    q: has('q') ? text(params, 'q') : '',
    county: has('county') ? int(params, 'county', 1, 42) : null,
    city: has('city') ? text(params, 'city') : '',
    domain,
    subdomain,
    category: category === 'all' ? '' : category,
    priceMin,
    priceMax,
    features,
    sort: has('sort') ? oneOf(family.sorts, text(params, 'sort')) : '',
    callStatus: has('callStatus') ? oneOf(choices.callStatuses, text(params, 'callStatus')) : '',
    region: has('region') ? oneOf(choices.regions, text(params, 'region')) : '',
    beneficiary: has('beneficiary') ? oneOf(choices.beneficiaryTypes, text(params, 'beneficiary')) : '',
    caen: has('caen') ? caenClassOf(text(params, 'caen')) : '',
  };
}

/** The page number of the URL (no-JS "load more" links carry it). */
export function readPage(params: URLSearchParams): number {
  return int(params, 'page', 1, 100000) ?? 1;
}

/** The `list/web` query of these filters. */
export function apiQueryOf(values: FilterValues, page: number, pageSize = FAMILY_PAGE_SIZE): ListingQuery {
  return {
    page,
    pageSize,
    q: values.q,
    county: values.county ?? undefined,
    city: values.county ? values.city : undefined,
    domain: values.domain ?? undefined,
    subdomain: values.subdomain ?? undefined,
    category: values.category,
    priceMin: values.priceMin ?? undefined,
    priceMax: values.priceMax ?? undefined,
    features: values.features,
    sort: values.sort,
    callStatus: values.callStatus,
    region: values.region,
    beneficiary: values.beneficiary,
    caen: values.caen,
  };
}

/** The page URL's search part for these filters: only what is set, features comma-joined. */
export function filterSearch(values: FilterValues, options: { page?: number; withCategory?: boolean } = {}): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('q', values.q);
  set('county', values.county);
  if (values.county) set('city', values.city);
  set('domain', values.domain);
  set('subdomain', values.subdomain);
  if (options.withCategory !== false) set('category', values.category);
  set('priceMin', values.priceMin);
  set('priceMax', values.priceMax);
  if (values.features.length) params.set('features', values.features.join(','));
  set('sort', values.sort);
  set('callStatus', values.callStatus);
  set('region', values.region);
  set('beneficiary', values.beneficiary);
  set('caen', values.caen);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether any filter is set (the page then offers "reset"). */
export function hasFilters(values: FilterValues): boolean {
  return filterSearch(values, { withCategory: false }) !== '';
}
