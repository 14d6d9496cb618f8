import { getMetadataArgsStorage } from 'typeorm';
import type { FieldError } from '../../contracts/error-codes.js';
import { countyName } from '../../contracts/counties.js';
import { labelOf, type DomainItem, type ListingType, type ListItem } from '../../contracts/lists.js';
import type { ListingSort } from '../../contracts/listings.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';
import type { ListingListQueryDto } from './dto/listing-list-query.dto.js';

/** A condition on the family's details (alias `d`) added to list queries. */
export interface DetailsFilter {
  where: string;
  params: Record<string, unknown>;
}

/**
 * What makes a family different; everything else (lifecycle, queries, mapping, moderation,
 * search) is the listing core's. Each family module registers one with `ListingRegistry`.
 */
// The core handles every family's details generically, hence `any` as the default.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ListingFamilyDefinition<D extends ListingDetailsEntity = any> {
  readonly type: ListingType;
  /** The details entity (1:1 with `listings`); its columns are the family's own fields (`detailKeysOf`). */
  readonly details: new () => D;
  /** Fixed list naming `domain` ids; a `DomainItem` list also names `subdomain`. None: no domain. */
  readonly domains?: { list: readonly ListItem[] | readonly DomainItem[]; multiple: boolean; required?: boolean };
  /** Fixed list of `category` values (an `all` item is the "any" filter, not a value). */
  readonly categories?: readonly ListItem<string>[];
  /** Whether a listing must have a `category` of `categories` (assets: their list pages are per category). */
  readonly categoryRequired?: boolean;
  /** Where the category comes from when it is a details field (funds: the fund type). */
  readonly categoryFrom?: keyof D & string;
  /** Allowed features, or free-form tags (news); none by default. */
  readonly features?: readonly ListItem<string>[] | 'tags';
  /** Who may create: anyone signed in (default), only legal entities (services), or only staff. */
  readonly createdBy?: 'anyone' | 'legal-entity' | 'staff';
  /** Whether approved listings expire after LISTING_PUBLICATION_DAYS and can be renewed (default true). */
  readonly expires?: boolean;
  /** Derived names: response field → [details field, fixed list]. */
  readonly names?: Readonly<Record<string, readonly [keyof D & string, readonly ListItem<number | string>[]]>>;
  /** Cross-field rules on the merged details (e.g. minimum ≤ maximum). */
  check?(details: Partial<D>): FieldError[];
  /** Words added to the search text (names of list values, sector, ...). */
  searchWords?(details: Partial<D>): string[];
  /** The family's list query DTO when it has filters of its own (default: the common ListingListQueryDto). */
  readonly listQuery?: new () => ListingListQueryDto;
  /** Family-specific list filters from the family's own query DTO. */
  listFilters?(query: any): DetailsFilter[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each family reads its own query DTO
  /** Extra conditions of the family's "newest" list (funds: calls not yet closed). */
  readonly newestFilters?: readonly DetailsFilter[];
  /** Sorts that need the details (alias `d`). */
  readonly sorts?: Partial<Record<ListingSort, readonly [column: string, order: 'ASC' | 'DESC']>>;
  /**
   * Deal room: the family's listings may be confidential. `figures`: detail fields the owner may show
   * in the teaser (hidden unless chosen); `hidden`: detail fields never in the teaser (free text that
   * could name the business).
   */
  readonly confidential?: { readonly figures: readonly string[]; readonly hidden: readonly string[] };
  /** Extra response fields computed from the common view (e.g. investor interests). */
  extraFields?(view: { domain: number[] }): Record<string, unknown>;
}

const detailKeyCache = new WeakMap<object, readonly string[]>();

/** The family's own fields: the columns declared on its details entity (and its bases), but the key. */
export function detailKeysOf(family: ListingFamilyDefinition): readonly string[] {
  let keys = detailKeyCache.get(family.details);
  if (!keys) {
    const targets = new Set<unknown>();
    for (let target: unknown = family.details; typeof target === 'function' && target !== Function.prototype; target = Object.getPrototypeOf(target))
      targets.add(target);
    keys = getMetadataArgsStorage()
      .columns.filter((column) => targets.has(column.target) && column.mode === 'regular' && !column.options.primary)
      .map((column) => column.propertyName);
    detailKeyCache.set(family.details, keys);
  }
  return keys;
}

/**
 * The text indexed for search besides the title: the description's plain text, the place, the
 * names of the domains and the family's own words. A confidential listing's text is its teaser's
 * (`text` is then the teaser's plain text) and never its locality: a search for the company's name or
 * town must not find it.
 */
export function searchTextOf(
  family: ListingFamilyDefinition,
  listing: { text: string; countyId?: number | null; city?: string | null; domainIds?: number[]; confidential?: boolean },
  details: object,
): string {
  const domainList = (family.domains?.list ?? []) as readonly ListItem[];
  const words = [
    listing.text,
    countyName(listing.countyId) ?? '',
    listing.confidential ? '' : (listing.city ?? ''),
    ...(listing.domainIds ?? []).map((id) => labelOf(domainList, id) ?? ''),
    ...(family.searchWords?.(details) ?? []),
  ];
  return words.filter(Boolean).join(' ').slice(0, 20000);
}
