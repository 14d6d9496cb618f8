import { countyName } from '../../contracts/counties.js';
import type { ListingOwner } from '../../contracts/admin.js';
import { labelOf, USER_TYPES, type DomainItem, type ListItem } from '../../contracts/lists.js';
import {
  DEFAULT_LISTING_PHOTO,
  LISTING_STATUS_LABELS,
  type GalleryImage,
  type ListingBase,
  type ListingOwnerView,
  type ListingView,
} from '../../contracts/listings.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';
import { detailKeysOf, type ListingFamilyDefinition } from './listing-family.js';
import type { ListingEntity } from './listing.entity.js';
import type { UserEntity } from '../account/user.entity.js';

export interface MapOptions {
  /** Owner and staff see status, moderation note, private contact email and documents. */
  ownerView?: boolean;
  /** Single-listing answers carry the description; lists carry only the excerpt. */
  withDescription?: boolean;
  /**
   * The full confidential listing for an approved buyer (deal room): everything the public does not
   * see (company name, locality, contact, private pictures, all figures), without the owner's state.
   */
  reveal?: boolean;
}

function subdomainsOf(list: readonly (ListItem | DomainItem)[]): ListItem[] {
  return list.flatMap((item) => ('subdomains' in item ? item.subdomains : []));
}

/**
 * The listing's picture and its thumbnail: the first gallery image, else the photo, else the
 * default picture (spec: a listing without gallery or photo gets a default picture).
 */
export function picturesOf(
  listing: { gallery: readonly GalleryImage[] | null; photo: string | null },
  withPrivate = false,
): { photo: string; thumbnail: string } {
  // A picture kept for approved buyers (deal room) is never the listing's public picture.
  const first = Array.isArray(listing.gallery) ? listing.gallery.find((image) => withPrivate || !image.private) : undefined;
  return {
    photo: first?.location || listing.photo || DEFAULT_LISTING_PHOTO,
    thumbnail: first?.thumbnail || first?.location || listing.photo || DEFAULT_LISTING_PHOTO,
  };
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Entity + details → the API's view of a listing, with names derived from the fixed lists. */
export function toListingView(
  family: ListingFamilyDefinition,
  listing: ListingEntity,
  details: ListingDetailsEntity | null,
  options: MapOptions = {},
): ListingView<Record<string, unknown>> {
  const now = Date.now();
  // A confidential listing's public answer is its teaser (deal room): what could name the business stays out.
  const hide = Boolean(listing.confidential) && !options.ownerView && !options.reveal;
  const gallery = hide ? (listing.gallery ?? []).filter((image) => !image.private) : listing.gallery;
  const domainList = family.domains?.list ?? [];
  const featureList = family.features === 'tags' ? null : (family.features ?? []);
  const base: ListingBase = {
    id: listing.id,
    type: listing.family,
    slug: listing.slug,
    title: listing.title,
    excerpt: listing.excerpt,
    ...(options.withDescription ? { description: hide ? (listing.teaser ?? '') : listing.description } : {}),
    ...picturesOf({ gallery, photo: listing.photo }, !hide),
    gallery,
    price: listing.price,
    currency: listing.currency,
    county: listing.countyId,
    countyName: countyName(listing.countyId),
    city: hide ? null : listing.city,
    domain: listing.domainIds,
    domainName:
      listing.domainIds
        .map((id) => labelOf(domainList, id))
        .filter(Boolean)
        .join(', ') || null,
    subdomain: listing.subdomainId,
    subdomainName: labelOf(subdomainsOf(domainList), listing.subdomainId) ?? null,
    category: listing.category,
    categoryName: family.categories ? (labelOf(family.categories, listing.category) ?? null) : null,
    features: listing.features,
    featureNames: featureList ? listing.features.map((id) => labelOf(featureList, id) ?? id) : listing.features,
    contactName: hide ? null : listing.contactName,
    contactPhone: hide ? null : listing.contactPhone,
    promoted: Boolean(listing.promotedUntil && listing.promotedUntil.getTime() > now),
    promotedUntil: iso(listing.promotedUntil),
    publishedAt: iso(listing.publishedAt),
    expiresAt: iso(listing.expiresAt),
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    confidential: Boolean(listing.confidential),
    publicFigures: listing.publicFigures ?? [],
  };
  const fields: Record<string, unknown> = {};
  const withheld = new Set(
    hide ? [...(family.confidential?.hidden ?? []), ...(family.confidential?.figures ?? []).filter((key) => !(listing.publicFigures ?? []).includes(key))] : [],
  );
  for (const key of detailKeysOf(family)) fields[key] = details && !withheld.has(key) ? ((details as unknown as Record<string, unknown>)[key] ?? null) : null;
  for (const [name, [key, list]] of Object.entries(family.names ?? {})) {
    const value = fields[key];
    // A list field names each of its values (unknown ones left out).
    fields[name] = Array.isArray(value)
      ? value.map((id) => labelOf(list as readonly ListItem<number | string>[], id as number | string)).filter(Boolean)
      : (labelOf(list as readonly ListItem<number | string>[], value as number | string | null) ?? null);
  }
  const owner: Partial<ListingOwnerView> = options.ownerView
    ? {
        status: listing.status,
        statusName: LISTING_STATUS_LABELS[listing.status],
        moderationNote: listing.moderationNote,
        pendingRevision: listing.pendingRevision !== null,
        contactEmail: listing.contactEmail,
        documents: listing.documents,
        teaser: listing.teaser ?? null,
        companyName: listing.companyName ?? null,
        autoApproveVerified: Boolean(listing.autoApproveVerified),
      }
    : {};
  // The legal name: public on a listing that is not confidential, else for the owner, staff and approved buyers.
  const revealed: Partial<ListingOwnerView> = options.reveal
    ? { teaser: listing.teaser ?? null, companyName: listing.companyName ?? null, contactEmail: listing.contactEmail, documents: listing.documents }
    : !listing.confidential && listing.companyName
      ? { companyName: listing.companyName }
      : {};
  return { ...base, ...fields, ...(family.extraFields?.(base) ?? {}), ...revealed, ...owner };
}

/** The owner as staff answers name them (the account of a deleted user keeps its placeholders); never in public answers. */
export function toListingOwner(user: Pick<UserEntity, 'id' | 'fullName' | 'email' | 'userType'> | null | undefined): ListingOwner | null {
  if (!user) return null;
  return { id: user.id, fullName: user.fullName, email: user.email, userType: user.userType, userTypeName: labelOf(USER_TYPES, user.userType) ?? '' };
}
