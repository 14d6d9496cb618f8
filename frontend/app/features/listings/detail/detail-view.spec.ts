import { ListingType } from '@contracts/lists';
import { FAMILIES } from '../families';
import { detailViewOf } from './detail-view';
import { testListing } from './listing-fixture';

/** An asset in Ploiești with a price and a contact person. */
function listing(type: ListingType, fields: Record<string, unknown> = {}) {
  return testListing(type, {
    slug: 'hala-ploiesti',
    title: 'Hală industrială, Ploiești',
    excerpt: 'Hală de 1.200 m².',
    description: '<p>Hală de 1.200 m².</p>',
    price: 250000,
    county: 29,
    countyName: 'Prahova',
    city: 'Ploiești',
    domain: [],
    domainName: null,
    category: 'imobiliare',
    categoryName: 'Imobiliare',
    contactName: 'Ana Pop',
    contactPhone: '0722 000 111',
    ...fields,
  });
}

describe('detail view', () => {
  it('never carries the owner-only fields, whatever the API answered', () => {
    const view = detailViewOf(
      listing(ListingType.Active, { contactEmail: 'proprietar@example.ro', documents: [{ key: 'k' }], moderationNote: 'x' }),
      FAMILIES.active,
    );
    const json = JSON.stringify(view);
    expect(json).not.toContain('proprietar@example.ro');
    expect(view).not.toHaveProperty('documents');
    expect(view).not.toHaveProperty('moderationNote');
    expect(view.contact).toEqual({ name: 'Ana Pop', phone: '0722 000 111' });
  });

  it('builds the breadcrumb with the asset category and the canonical path', () => {
    const view = detailViewOf(listing(ListingType.Active), FAMILIES.active);
    expect(view.crumbs).toEqual([
      { name: 'Acasă', path: '/' },
      { name: 'Active de vânzare', path: '/active/all' },
      { name: 'Imobiliare', path: '/active/imobiliare' },
      { name: 'Hală industrială, Ploiești', path: '/active/imobiliare/hala-ploiesti' },
    ]);
    expect(view.path).toBe('/active/imobiliare/hala-ploiesti');
    expect(view.listPath).toBe('/active/imobiliare');
    expect(view.headline).toEqual({ label: 'Preț', value: '250.000 €' });
    expect(view.byline).toBe('Ploiești, Prahova · Publicat pe 1 noiembrie 2026');
  });

  it('maps coordinates at zoom 16, and keeps only the address without them', () => {
    const withPoint = detailViewOf(listing(ListingType.Company, { latitude: 44.9419, longitude: 26.0225 }), FAMILIES.company);
    expect(withPoint.location).toEqual({
      place: 'Ploiești, Prahova',
      latitude: 44.9419,
      longitude: 26.0225,
      mapUrl: 'https://www.openstreetmap.org/?mlat=44.94190&mlon=26.02250#map=16/44.94190/26.02250',
    });
    expect(detailViewOf(listing(ListingType.Company, { latitude: null, longitude: null }), FAMILIES.company).location).toEqual({
      place: 'Ploiești, Prahova',
      latitude: null,
      longitude: null,
      mapUrl: null,
    });
    expect(detailViewOf(listing(ListingType.Company, { latitude: 44.9, longitude: null }), FAMILIES.company).location?.mapUrl).toBeNull();
  });

  it('gives funds their call status and no map, contact or price', () => {
    const view = detailViewOf(
      listing(ListingType.Fund, { callStatus: 'open', callStatusName: 'Apel deschis', deadline: '2027-02-21', latitude: 45, longitude: 25, price: null }),
      FAMILIES.fund,
    );
    expect(view.fund).toEqual({ status: 'open', statusName: 'Apel deschis', deadline: '21 februarie 2027' });
    expect(view.location).toBeNull();
    expect(view.contact).toBeNull();
    expect(view.headline).toBeNull();
  });

  it('reads news as an article: byline and tags instead of facts', () => {
    const view = detailViewOf(
      listing(ListingType.News, {
        authorName: 'Andreea Ionescu',
        source: 'RoAfaceri',
        tags: ['pnrr', 'digitalizare'],
        category: null,
        city: null,
        countyName: null,
      }),
      FAMILIES.news,
    );
    expect(view.byline).toBe('1 noiembrie 2026 · Andreea Ionescu · Sursa: RoAfaceri');
    expect(view.tags).toEqual(['pnrr', 'digitalizare']);
    expect(view.facts).toEqual([]);
    expect(view.location).toBeNull();
    expect(view.contact).toBeNull();
  });
});
