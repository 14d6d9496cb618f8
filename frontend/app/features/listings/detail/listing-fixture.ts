/** A listing as the API answers it, for the unit tests of the detail page (fields override the defaults). */
import type { ListingType } from '@contracts/lists';
import type { AnyListing } from '../listing-api';

export function testListing(type: ListingType, fields: Record<string, unknown> = {}): AnyListing {
  return {
    id: '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11',
    type,
    slug: 'anunt',
    title: 'Anunț',
    excerpt: '',
    photo: '/images/listing-default.svg',
    thumbnail: '/images/listing-default.svg',
    gallery: [],
    price: null,
    currency: 'EUR',
    county: 16,
    countyName: 'Cluj',
    city: 'Florești',
    domain: [18],
    domainName: 'Alte servicii',
    subdomain: null,
    subdomainName: null,
    category: null,
    categoryName: null,
    features: [],
    featureNames: [],
    contactName: null,
    contactPhone: null,
    promoted: false,
    promotedUntil: null,
    publishedAt: '2026-11-01T14:40:35.057Z',
    expiresAt: null,
    createdAt: '2026-11-01T14:40:35.050Z',
    updatedAt: '2026-11-01T14:40:35.060Z',
    ...fields,
  } as AnyListing;
}
