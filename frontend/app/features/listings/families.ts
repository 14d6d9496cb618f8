/**
 * The seven listing families as the public site shows them: where each lives (list and detail
 * URLs, API path), its title, and which filters and facts it has. Every family page, detail page,
 * card, favourite and sitemap link reads this one table; no page repeats it. The longer texts of a
 * family page are in family-texts.ts and the choices of its filters in family-lists.ts, so that a
 * page's scripts do not carry every family's texts and lists (the family page gets its own with
 * its data).
 */
import { ListingType } from '@contracts/listing-type';
import { LISTING_FAMILY_PATHS, type ListingSort } from '@contracts/listings';
import { LISTING_SEGMENTS, listingPublicPath, type ListingFamilyKey } from '@contracts/public-pages';

export type FamilyKey = ListingFamilyKey;

/** The filters a family page offers; each maps to a query parameter of `list/web`. */
export type FilterName =
  'q' | 'county' | 'city' | 'domain' | 'subdomain' | 'category' | 'price' | 'features' | 'sort' | 'callStatus' | 'region' | 'beneficiary' | 'caen';

export interface SortOption {
  id: ListingSort;
  name: string;
}

export interface FamilyConfig {
  type: ListingType;
  key: FamilyKey;
  /** `/api/{api}` */
  api: string;
  /** First URL segment of the family's public pages. */
  segment: string;
  /** Page title of the list (h1); the other texts are in family-texts.ts. */
  title: string;
  /** Singular noun for texts like "Trimite un mesaj despre această afacere". */
  noun: string;
  filters: readonly FilterName[];
  /** Labels of the domain and category filters (their choices are in family-lists.ts). */
  domainLabel: string;
  categoryLabel: string;
  sorts: readonly SortOption[];
  /** Whether listings have a price worth a price filter and an Offer in JSON-LD. */
  priced: boolean;
  priceLabel: string;
  /** Where "add a listing" leads for this family, when users may publish one. */
  addPath: string | null;
  /** Whether the detail page shows a location map (news and funds have no address). */
  hasLocation: boolean;
  /** Whether the detail page offers a contact form to the owner. */
  contactable: boolean;
}

const NEWEST: SortOption = { id: 'newest', name: 'Cele mai noi' };
const OLDEST: SortOption = { id: 'oldest', name: 'Cele mai vechi' };
const PRICE_SORTS: SortOption[] = [
  { id: 'price-asc', name: 'Preț crescător' },
  { id: 'price-desc', name: 'Preț descrescător' },
];
const PLACE_FILTERS: FilterName[] = ['q', 'county', 'city'];

export const FAMILIES: Record<FamilyKey, FamilyConfig> = {
  company: {
    type: ListingType.Company,
    key: 'company',
    api: LISTING_FAMILY_PATHS[ListingType.Company],
    segment: LISTING_SEGMENTS.company,
    title: 'Afaceri de vânzare',
    noun: 'afacere',
    filters: [...PLACE_FILTERS, 'domain', 'price', 'features', 'sort'],
    domainLabel: 'Domeniu',
    categoryLabel: '',
    sorts: [NEWEST, ...PRICE_SORTS, OLDEST],
    priced: true,
    priceLabel: 'Preț cerut',
    addPath: '/adauga-companie',
    hasLocation: true,
    contactable: true,
  },
  active: {
    type: ListingType.Active,
    key: 'active',
    api: LISTING_FAMILY_PATHS[ListingType.Active],
    segment: LISTING_SEGMENTS.active,
    title: 'Active de vânzare',
    noun: 'activ',
    filters: [...PLACE_FILTERS, 'category', 'price', 'features', 'sort'],
    domainLabel: '',
    categoryLabel: 'Categorie',
    sorts: [NEWEST, ...PRICE_SORTS, OLDEST],
    priced: true,
    priceLabel: 'Preț',
    addPath: '/adauga-active',
    hasLocation: true,
    contactable: true,
  },
  fund: {
    type: ListingType.Fund,
    key: 'fund',
    api: LISTING_FAMILY_PATHS[ListingType.Fund],
    segment: LISTING_SEGMENTS.fund,
    title: 'Finanțări nerambursabile',
    noun: 'finanțare',
    filters: ['q', 'callStatus', 'region', 'beneficiary', 'caen', 'category', 'sort'],
    domainLabel: '',
    categoryLabel: 'Tip de finanțare',
    sorts: [NEWEST, { id: 'deadline', name: 'Termen de depunere' }, OLDEST],
    priced: false,
    priceLabel: 'Grant',
    addPath: null,
    hasLocation: false,
    contactable: false,
  },
  service: {
    type: ListingType.Service,
    key: 'service',
    api: LISTING_FAMILY_PATHS[ListingType.Service],
    segment: LISTING_SEGMENTS.service,
    title: 'Servicii pentru afaceri',
    noun: 'serviciu',
    filters: [...PLACE_FILTERS, 'domain', 'subdomain', 'features', 'sort'],
    domainLabel: 'Domeniu',
    categoryLabel: '',
    sorts: [NEWEST, ...PRICE_SORTS, OLDEST],
    priced: true,
    priceLabel: 'Tarif',
    addPath: '/adauga-serviciu',
    hasLocation: true,
    contactable: true,
  },
  news: {
    type: ListingType.News,
    key: 'news',
    api: LISTING_FAMILY_PATHS[ListingType.News],
    segment: LISTING_SEGMENTS.news,
    title: 'Noutăți',
    noun: 'articol',
    filters: ['q', 'sort'],
    domainLabel: '',
    categoryLabel: '',
    sorts: [NEWEST, OLDEST],
    priced: false,
    priceLabel: '',
    addPath: null,
    hasLocation: false,
    contactable: false,
  },
  investment: {
    type: ListingType.Investment,
    key: 'investment',
    api: LISTING_FAMILY_PATHS[ListingType.Investment],
    segment: LISTING_SEGMENTS.investment,
    title: 'Caut partener',
    noun: 'proiect',
    filters: [...PLACE_FILTERS, 'domain', 'price', 'sort'],
    domainLabel: 'Domeniu',
    categoryLabel: '',
    sorts: [NEWEST, ...PRICE_SORTS, OLDEST],
    priced: true,
    priceLabel: 'Investiție căutată',
    addPath: '/adauga-caut-partener',
    hasLocation: true,
    contactable: true,
  },
  investor: {
    type: ListingType.Investor,
    key: 'investor',
    api: LISTING_FAMILY_PATHS[ListingType.Investor],
    segment: LISTING_SEGMENTS.investor,
    title: 'Investitori',
    noun: 'profil de investitor',
    filters: [...PLACE_FILTERS, 'domain', 'price', 'sort'],
    domainLabel: 'Interes',
    categoryLabel: '',
    sorts: [NEWEST, ...PRICE_SORTS, OLDEST],
    priced: true,
    priceLabel: 'Sumă de investit',
    addPath: '/adauga-vreau-sa-investesc',
    hasLocation: true,
    contactable: true,
  },
};

export const FAMILY_LIST: readonly FamilyConfig[] = Object.values(FAMILIES);

const BY_TYPE = new Map(FAMILY_LIST.map((family) => [family.type, family]));
const BY_SEGMENT = new Map(FAMILY_LIST.map((family) => [family.segment, family]));

export function familyOfType(type: ListingType): FamilyConfig {
  const family = BY_TYPE.get(type);
  if (!family) throw new Error(`Unknown listing type ${type}`);
  return family;
}

/** The family whose pages start with the first segment of `pathname`, if any. */
export function familyOfPath(pathname: string): FamilyConfig | undefined {
  return BY_SEGMENT.get(pathname.split('/')[1] ?? '');
}

/** Public URL of a family's list (assets: of one category). */
export function familyListPath(family: FamilyConfig, category = 'all'): string {
  return family.key === 'active' ? `/${family.segment}/${encodeURIComponent(category)}` : `/${family.segment}`;
}

/** Public URL of one listing. Assets keep their category in the path. */
export function listingPath(listing: { type: ListingType; slug: string; category?: string | null }): string {
  return listingPublicPath(listing);
}
