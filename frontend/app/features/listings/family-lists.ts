/**
 * The choices of each family's filters and facts: domains, categories, features (spec section 3).
 * Family pages get their own family's choices with their data (familyChoices), so the lists of
 * every family do not ride along in the page's scripts; the publishing forms read FAMILY_LISTS.
 */
import { COUNTIES } from '@contracts/counties';
import { FUND_CALL_STATUSES } from '@contracts/listings';
import {
  ACTIVE_CATEGORIES,
  ACTIVE_FEATURES,
  ECONOMIC_DOMAINS,
  FUND_BENEFICIARY_TYPES,
  FUND_REGIONS,
  FUND_TYPES,
  INVESTOR_INTERESTS,
  LISTING_FEATURES,
  SERVICE_DOMAINS,
  SERVICE_FEATURES,
  type DomainItem,
  type ListItem,
} from '@contracts/lists';
import type { FamilyConfig, FamilyKey } from './families';

export interface FamilyLists {
  /** Domain list shown by the domain filter (services have subdomains). */
  domains: readonly (ListItem | DomainItem)[];
  /** `category` values (assets: categories; funds: fund types). */
  categories: readonly ListItem<string | number>[];
  features: readonly ListItem<string>[];
}

export const FAMILY_LISTS: Record<FamilyKey, FamilyLists> = {
  company: { domains: ECONOMIC_DOMAINS, categories: [], features: LISTING_FEATURES },
  active: { domains: [], categories: ACTIVE_CATEGORIES, features: ACTIVE_FEATURES },
  fund: { domains: [], categories: FUND_TYPES, features: [] },
  service: { domains: SERVICE_DOMAINS, categories: [], features: SERVICE_FEATURES },
  news: { domains: [], categories: [], features: [] },
  investment: { domains: ECONOMIC_DOMAINS, categories: [], features: [] },
  investor: { domains: INVESTOR_INTERESTS, categories: [], features: [] },
};

/** Everything the filters of one family's page choose from: its lists, plus counties, regions, call statuses and beneficiary types where it filters by them. */
export interface FamilyChoices extends FamilyLists {
  counties: readonly ListItem[];
  regions: readonly ListItem<string>[];
  callStatuses: readonly ListItem<string>[];
  beneficiaryTypes: readonly ListItem<string>[];
}

export function familyChoices(family: FamilyConfig): FamilyChoices {
  const has = (name: FamilyConfig['filters'][number]) => family.filters.includes(name);
  return {
    ...FAMILY_LISTS[family.key],
    counties: has('county') ? COUNTIES.map(({ id, name }) => ({ id, name })) : [],
    regions: has('region') ? FUND_REGIONS : [],
    callStatuses: has('callStatus') ? FUND_CALL_STATUSES : [],
    beneficiaryTypes: has('beneficiary') ? FUND_BENEFICIARY_TYPES : [],
  };
}

/** The asset category of the list page URL (`/active/{category}`); unknown values are not pages. */
export function isActiveCategory(value: string | undefined): value is string {
  return ACTIVE_CATEGORIES.some((category) => category.id === value);
}
