import { LISTING_FAMILY_PATHS } from '@contracts/listings';
import { ListingType } from '@contracts/lists';

/** The moderation queue resource (every family's pending listings and revisions). */
export const MODERATION_RESOURCE = 'moderation';

/** One listing family as the console shows it: a resource named after its API path. */
export interface ListingFamilyConfig {
  /** react-admin resource name, the family's API path (`company`, `active`, …). */
  resource: string;
  type: ListingType;
  /** Whether a publication period applies (renew / expire make sense). */
  expires: boolean;
  /** Whether staff publish this family themselves (the console offers "Adaugă"). */
  staffPublished?: boolean;
}

/** The seven families in the spec's order of types (docs/api-contract-listings.md). */
export const LISTING_FAMILIES: readonly ListingFamilyConfig[] = [
  { resource: LISTING_FAMILY_PATHS[ListingType.Company], type: ListingType.Company, expires: true },
  { resource: LISTING_FAMILY_PATHS[ListingType.Active], type: ListingType.Active, expires: true },
  { resource: LISTING_FAMILY_PATHS[ListingType.Fund], type: ListingType.Fund, expires: false, staffPublished: true },
  { resource: LISTING_FAMILY_PATHS[ListingType.Service], type: ListingType.Service, expires: true },
  { resource: LISTING_FAMILY_PATHS[ListingType.News], type: ListingType.News, expires: false, staffPublished: true },
  { resource: LISTING_FAMILY_PATHS[ListingType.Investment], type: ListingType.Investment, expires: true },
  { resource: LISTING_FAMILY_PATHS[ListingType.Investor], type: ListingType.Investor, expires: true },
];

export const FAMILY_BY_RESOURCE: Readonly<Record<string, ListingFamilyConfig>> = Object.fromEntries(
  LISTING_FAMILIES.map((family) => [family.resource, family]),
);

export function familyOfType(type: number | undefined): ListingFamilyConfig | undefined {
  return LISTING_FAMILIES.find((family) => family.type === type);
}
