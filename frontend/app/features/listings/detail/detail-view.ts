/**
 * What a detail page shows, worked out on the server from the API's listing: texts already
 * formatted, facts, breadcrumb, location. The page only renders it, so the formatting rules stay out
 * of the browser's JavaScript, and only the fields listed here reach the page (never the owner's
 * private email or documents, whatever the API answered).
 */
import type { GalleryImage } from '@contracts/listings';
import { paths } from '~/lib/paths';
import { familyListPath, listingPath, type FamilyConfig, type FamilyKey } from '../families';
import { formatDate } from '../format';
import type { AnyListing } from '../listing-api';
import { estimatedValueOf, type EstimatedValueView } from './estimated-value';
import { factsOf, featureBadges, type Fact } from './facts';
import { openStreetMapUrl } from './map';

export interface Crumb {
  name: string;
  path: string;
}

export interface DetailView {
  id: string;
  familyKey: FamilyKey;
  title: string;
  /** Canonical path (`/{segment}/{slug}`). */
  path: string;
  excerpt: string;
  /** Sanitised HTML from the API, or null (the excerpt is shown as text instead). */
  description: string | null;
  photo: string;
  gallery: GalleryImage[];
  promoted: boolean;
  /** Line under the title: place and publication date; for news the byline. */
  byline: string;
  /** Price (or ticket) shown next to the title, for priced families. */
  headline: Fact | null;
  facts: Fact[];
  badges: string[];
  /** News tags. */
  tags: string[];
  crumbs: Crumb[];
  fund: { status: string; statusName: string; deadline: string } | null;
  location: { place: string; latitude: number | null; longitude: number | null; mapUrl: string | null } | null;
  contact: { name: string | null; phone: string | null } | null;
  /** "See all" link of the related section (assets: the listing's category). */
  listPath: string;
  /** Date and author of news, for JSON-LD. */
  publishedAt: string | null;
  updatedAt: string;
  authorName: string | null;
  price: number | null;
  currency: string;
  /** Company listings: the instant estimate its owner shows on it („valoare estimată”). */
  estimatedValue: EstimatedValueView | null;
}

function textField(listing: AnyListing, key: string): string | null {
  const value = (listing as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
}

function coordinate(listing: AnyListing, key: 'latitude' | 'longitude'): number | null {
  const value = (listing as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function breadcrumbOf(listing: AnyListing, family: FamilyConfig): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Acasă', path: paths.home() },
    { name: family.title, path: familyListPath(family) },
  ];
  if (family.key === 'active' && listing.category && listing.categoryName)
    crumbs.push({ name: listing.categoryName, path: familyListPath(family, listing.category) });
  crumbs.push({ name: listing.title, path: listingPath(listing) });
  return crumbs;
}

function bylineOf(listing: AnyListing, family: FamilyConfig, place: string): string {
  const published = formatDate(listing.publishedAt ?? listing.createdAt);
  if (family.key === 'news') {
    const source = textField(listing, 'source');
    return [published, textField(listing, 'authorName'), source ? `Sursa: ${source}` : null].filter(Boolean).join(' · ');
  }
  return [place, published ? `Publicat pe ${published}` : null].filter(Boolean).join(' · ');
}

function locationOf(listing: AnyListing, family: FamilyConfig, place: string): DetailView['location'] {
  if (!family.hasLocation || !place) return null;
  const latitude = coordinate(listing, 'latitude');
  const longitude = coordinate(listing, 'longitude');
  const mapUrl = latitude !== null && longitude !== null ? openStreetMapUrl(latitude, longitude) : null;
  return { place, latitude: mapUrl ? latitude : null, longitude: mapUrl ? longitude : null, mapUrl };
}

export function detailViewOf(listing: AnyListing, family: FamilyConfig): DetailView {
  const place = [listing.city, listing.countyName].filter(Boolean).join(', ');
  const facts = factsOf(listing, family);
  const isNews = family.key === 'news';
  return {
    id: listing.id,
    familyKey: family.key,
    title: listing.title,
    path: listingPath(listing),
    excerpt: listing.excerpt,
    description: listing.description || null,
    photo: listing.photo,
    gallery: listing.gallery ?? [],
    promoted: listing.promoted,
    byline: bylineOf(listing, family, place),
    headline: (family.priced && facts.find((item) => item.label === family.priceLabel)) || null,
    // News shows its date, author and tags in the article itself.
    facts: isNews ? [] : facts,
    badges: featureBadges(listing, family),
    tags: isNews ? (facts.find((item) => item.items)?.items ?? []) : [],
    crumbs: breadcrumbOf(listing, family),
    fund:
      family.key === 'fund'
        ? {
            status: textField(listing, 'callStatus') ?? '',
            statusName: textField(listing, 'callStatusName') ?? '',
            deadline: formatDate(textField(listing, 'deadline')),
          }
        : null,
    location: locationOf(listing, family, place),
    contact: family.contactable ? { name: listing.contactName, phone: listing.contactPhone } : null,
    listPath: familyListPath(family, family.key === 'active' ? (listing.category ?? 'all') : undefined),
    publishedAt: listing.publishedAt,
    updatedAt: listing.updatedAt,
    authorName: textField(listing, 'authorName'),
    price: listing.price,
    currency: listing.currency,
    estimatedValue: estimatedValueOf(listing, family),
  };
}
