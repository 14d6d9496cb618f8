import type { FieldError } from '../../contracts/error-codes.js';
import type { DomainItem, ListingType, ListItem } from '../../contracts/lists.js';
import type { ListingSort } from '../../contracts/listings.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';

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
  /** The details entity (1:1 with `listings`). */
  readonly details: new () => D;
  /** Input fields stored in the details row (all other input fields are common columns). */
  readonly detailKeys: readonly (keyof D & string)[];
  /** Details fields that must be present when a listing is created. */
  readonly requiredDetails?: readonly (keyof D & string)[];
  /** Fixed list naming `domain` ids; a `DomainItem` list also names `subdomain`. None: no domain. */
  readonly domains?: { list: readonly ListItem[] | readonly DomainItem[]; multiple: boolean; required?: boolean };
  /** Fixed list of `category` values (an `all` item is the "any" filter, not a value). */
  readonly categories?: readonly ListItem<string>[];
  /** Where the category comes from when it is a details field (funds: the fund type). */
  readonly categoryFrom?: keyof D & string;
  /** Allowed features, or free-form tags (news). */
  readonly features: readonly ListItem<string>[] | 'tags';
  /** Who may create: anyone signed in, only legal entities (services), or only staff. */
  readonly createdBy: 'anyone' | 'legal-entity' | 'staff';
  /** Whether approved listings expire after the publication period (LISTING_PUBLICATION_DAYS) and can be renewed. */
  readonly expires: boolean;
  /** Derived names: response field → [details field, fixed list]. */
  readonly names?: Readonly<Record<string, readonly [keyof D & string, readonly ListItem<number | string>[]]>>;
  /** Cross-field rules on the merged details (e.g. minimum ≤ maximum). */
  check?(details: Partial<D>): FieldError[];
  /** Words added to the search text (names of list values, sector, ...). */
  searchWords?(details: Partial<D>): string[];
  /** Family-specific list filters from the family's own query DTO. */
  listFilters?(query: any): DetailsFilter[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each family reads its own query DTO
  /** Extra conditions of the family's "newest" list (funds: calls not yet closed). */
  readonly newestFilters?: readonly DetailsFilter[];
  /** Sorts that need the details (alias `d`). */
  readonly sorts?: Partial<Record<ListingSort, readonly [column: string, order: 'ASC' | 'DESC']>>;
  /** Extra response fields computed from the common view (e.g. investor interests). */
  extraFields?(view: { domain: number[] }): Record<string, unknown>;
}
