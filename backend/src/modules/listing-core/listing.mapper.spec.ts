import { ACTIVE_CATEGORIES, ACTIVE_FEATURES, FUELS, ListingType, SERVICE_DOMAINS } from '../../contracts/lists.js';
import { DEFAULT_LISTING_PHOTO } from '../../contracts/listings.js';
import { Column } from 'typeorm';
import { ListingDetailsEntity } from './listing-details.entity.js';
import { detailKeysOf, type ListingFamilyDefinition } from './listing-family.js';
import { toListingView } from './listing.mapper.js';
import type { ListingEntity } from './listing.entity.js';

class FuelDetails extends ListingDetailsEntity {
  @Column({ type: 'smallint', nullable: true })
  fuel: number | null;
}

const family = {
  type: ListingType.Active,
  details: FuelDetails,
  domains: { list: SERVICE_DOMAINS, multiple: false },
  categories: ACTIVE_CATEGORIES,
  features: ACTIVE_FEATURES,
  createdBy: 'anyone',
  expires: true,
  names: { fuelName: ['fuel', FUELS] },
} as unknown as ListingFamilyDefinition;

function listing(overrides: Partial<ListingEntity> = {}): ListingEntity {
  return {
    id: 'c0a8e0f4-0000-4000-8000-000000000001',
    family: ListingType.Active,
    slug: 'utilaj-abc123',
    title: 'Utilaj',
    description: '<p>x</p>',
    excerpt: 'x',
    gallery: [],
    photo: null,
    price: 1000,
    currency: 'EUR',
    countyId: 41,
    city: 'Sector 1',
    domainIds: [7],
    subdomainId: 702,
    category: 'imobiliare',
    features: ['gas', 'water'],
    status: 'approved',
    moderationNote: null,
    pendingRevision: null,
    contactName: 'Ana',
    contactPhone: '0722000000',
    contactEmail: 'ana@example.ro',
    documents: [],
    promotedUntil: new Date(Date.now() + 86400000),
    publishedAt: new Date(),
    expiresAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  } as ListingEntity;
}

describe('listing mapper', () => {
  it("takes the family's own fields from its details entity's columns", () => {
    expect(detailKeysOf(family)).toEqual(['fuel']);
  });

  it('fills derived names from the fixed lists', () => {
    const view = toListingView(family, listing(), { listingId: 'x', fuel: 2 } as never);
    expect(view).toMatchObject({
      countyName: 'București',
      domainName: 'Consultanță financiară',
      subdomainName: 'Audit',
      categoryName: 'Imobiliare',
      featureNames: ['Gaz', 'Apă'],
      fuel: 2,
      fuelName: 'Diesel',
      promoted: true,
    });
  });

  it('gives a listing without gallery or photo the default picture, else the first image', () => {
    expect(toListingView(family, listing(), null).photo).toBe(DEFAULT_LISTING_PHOTO);
    expect(toListingView(family, listing({ photo: '/p.webp' }), null).photo).toBe('/p.webp');
    const gallery = [{ key: 'k', location: '/large.webp', thumbnail: '/thumb.webp', originalName: 'a.jpg' }];
    expect(toListingView(family, listing({ gallery }), null)).toMatchObject({ photo: '/large.webp', thumbnail: '/thumb.webp' });
  });

  it('shows status, private contact and documents only in the owner view, description only when asked', () => {
    const publicView = toListingView(family, listing(), null);
    expect(publicView).not.toHaveProperty('status');
    expect(publicView).not.toHaveProperty('contactEmail');
    expect(publicView).not.toHaveProperty('description');
    const ownerView = toListingView(family, listing(), null, { ownerView: true, withDescription: true });
    expect(ownerView).toMatchObject({ status: 'approved', statusName: 'Publicat', contactEmail: 'ana@example.ro', description: '<p>x</p>' });
  });

  it('shows a confidential listing to the public by its teaser only; the owner and an approved buyer see it all', () => {
    const confidentialFamily = { ...family, confidential: { figures: ['fuel'], hidden: [] } } as ListingFamilyDefinition;
    const gallery = [
      { key: 'secret', location: '/secret-large.webp', thumbnail: '/secret-thumb.webp', originalName: 'a.jpg', private: true },
      { key: 'open', location: '/open-large.webp', thumbnail: '/open-thumb.webp', originalName: 'b.jpg' },
    ];
    const row = listing({
      confidential: true,
      teaser: '<p>teaser</p>',
      companyName: 'Firma Secretă SRL',
      publicFigures: [],
      gallery,
      documents: [{ key: 'd.pdf', originalName: 'd.pdf', size: 1, contentType: 'application/pdf' }],
    });
    const details = { listingId: 'x', fuel: 2 } as never;
    const publicView = toListingView(confidentialFamily, row, details, { withDescription: true });
    expect(publicView).toMatchObject({
      confidential: true,
      description: '<p>teaser</p>',
      city: null,
      contactName: null,
      contactPhone: null,
      fuel: null,
      fuelName: null,
      photo: '/open-large.webp',
    });
    expect(publicView.gallery.map((image) => image.key)).toEqual(['open']);
    expect(JSON.stringify(publicView)).not.toMatch(/Secretă|secret|d\.pdf|Sector 1|0722/);
    expect(toListingView(confidentialFamily, { ...row, publicFigures: ['fuel'] } as ListingEntity, details)).toMatchObject({ fuel: 2, fuelName: 'Diesel' });
    for (const options of [{ ownerView: true }, { reveal: true }]) {
      const full = toListingView(confidentialFamily, row, details, { ...options, withDescription: true });
      expect(full).toMatchObject({ companyName: 'Firma Secretă SRL', city: 'Sector 1', contactPhone: '0722000000', description: '<p>x</p>', fuel: 2 });
      expect(full.gallery).toHaveLength(2);
      expect(full.documents).toHaveLength(1);
    }
    // Not confidential: the company name is public.
    expect(toListingView(family, listing({ companyName: 'Firma Deschisă SRL' }), null)).toMatchObject({
      companyName: 'Firma Deschisă SRL',
      confidential: false,
    });
  });
});
