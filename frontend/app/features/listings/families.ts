/**
 * The seven listing families as the public site shows them: where each lives (list and detail
 * URLs, API path), what its page says, and which filters and facts it has. Every family page,
 * detail page, card, favourite and sitemap link reads this one table; no page repeats it.
 */
import {
  ACTIVE_CATEGORIES,
  ACTIVE_FEATURES,
  ECONOMIC_DOMAINS,
  FUND_TYPES,
  INVESTOR_INTERESTS,
  LISTING_FEATURES,
  ListingType,
  SERVICE_DOMAINS,
  SERVICE_FEATURES,
  type DomainItem,
  type ListItem,
} from '@contracts/lists';
import { LISTING_FAMILY_PATHS, type ListingSort } from '@contracts/listings';
import { LISTING_SEGMENTS, listingPublicPath, type ListingFamilyKey } from '@contracts/public-pages';

export type FamilyKey = ListingFamilyKey;

/** The filters a family page offers; each maps to a query parameter of `list/web`. */
export type FilterName =
  | 'q'
  | 'county'
  | 'city'
  | 'domain'
  | 'subdomain'
  | 'category'
  | 'price'
  | 'features'
  | 'sort'
  | 'callStatus'
  | 'region';

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
  /** Page title of the list (h1) and its SEO description. */
  title: string;
  eyebrow: string;
  lead: string;
  description: string;
  /** Singular noun for texts like "Trimite un mesaj despre această afacere". */
  noun: string;
  filters: readonly FilterName[];
  /** Domain list shown by the domain filter (services have subdomains). */
  domains: readonly (ListItem | DomainItem)[];
  domainLabel: string;
  /** `category` values (assets: categories; funds: fund types). */
  categories: readonly ListItem<string | number>[];
  categoryLabel: string;
  features: readonly ListItem<string>[];
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
    eyebrow: 'Vânzare-cumpărare afaceri',
    lead: 'Companii funcționale, francize și active de business de vânzare în toată țara. Fiecare anunț este verificat de echipa noastră înainte de publicare.',
    description: 'Afaceri de vânzare în România: companii funcționale și francize, cu cifră de afaceri, profit și preț cerut.',
    noun: 'afacere',
    filters: [...PLACE_FILTERS, 'domain', 'price', 'features', 'sort'],
    domains: ECONOMIC_DOMAINS,
    domainLabel: 'Domeniu',
    categories: [],
    categoryLabel: '',
    features: LISTING_FEATURES,
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
    eyebrow: 'Active pentru afaceri',
    lead: 'Utilaje, spații comerciale, terenuri, linii de producție și alte active de business, de la firme din toată țara.',
    description: 'Active de business de vânzare: utilaje și auto, imobiliare, spații comerciale, terenuri, linii de producție.',
    noun: 'activ',
    filters: [...PLACE_FILTERS, 'category', 'price', 'features', 'sort'],
    domains: [],
    domainLabel: '',
    categories: ACTIVE_CATEGORIES,
    categoryLabel: 'Categorie',
    features: ACTIVE_FEATURES,
    sorts: [NEWEST, ...PRICE_SORTS, OLDEST],
    priced: true,
    priceLabel: 'Preț',
    addPath: null,
    hasLocation: true,
    contactable: true,
  },
  fund: {
    type: ListingType.Fund,
    key: 'fund',
    api: LISTING_FAMILY_PATHS[ListingType.Fund],
    segment: LISTING_SEGMENTS.fund,
    title: 'Finanțări nerambursabile',
    eyebrow: 'Fonduri europene, PNRR, programe naționale',
    lead: 'Programele de finanțare pentru firme și antreprenori, cu valoarea grantului, regiunile eligibile și termenele de depunere.',
    description: 'Programe de finanțare nerambursabilă pentru firme din România: fonduri europene, PNRR, programe guvernamentale, pe regiuni de dezvoltare.',
    noun: 'finanțare',
    filters: ['q', 'callStatus', 'region', 'category', 'sort'],
    domains: [],
    domainLabel: '',
    categories: FUND_TYPES,
    categoryLabel: 'Tip de finanțare',
    features: [],
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
    eyebrow: 'Servicii B2B',
    lead: 'Contabilitate, juridic, IT, marketing, construcții și alte servicii oferite de firme din comunitatea RoAfaceri.',
    description: 'Servicii pentru firme oferite de companii verificate: consultanță, IT & marketing, juridic, construcții, transport și altele.',
    noun: 'serviciu',
    filters: [...PLACE_FILTERS, 'domain', 'subdomain', 'features', 'sort'],
    domains: SERVICE_DOMAINS,
    domainLabel: 'Domeniu',
    categories: [],
    categoryLabel: '',
    features: SERVICE_FEATURES,
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
    eyebrow: 'Știri pentru antreprenori',
    lead: 'Finanțări, tranzacții, legislație și povești de succes, explicate pe înțelesul antreprenorilor.',
    description: 'Noutăți despre finanțări nerambursabile, tranzacții cu afaceri și legislație pentru firme din România.',
    noun: 'articol',
    filters: ['q', 'sort'],
    domains: [],
    domainLabel: '',
    categories: [],
    categoryLabel: '',
    features: [],
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
    eyebrow: 'Proiecte care caută investitori',
    lead: 'Antreprenori care caută asociați, capital sau know-how pentru a-și crește afacerea.',
    description: 'Proiecte de afaceri care caută parteneri și investitori: participație la capital, împrumut, asociere.',
    noun: 'proiect',
    filters: [...PLACE_FILTERS, 'domain', 'price', 'sort'],
    domains: ECONOMIC_DOMAINS,
    domainLabel: 'Domeniu',
    categories: [],
    categoryLabel: '',
    features: [],
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
    eyebrow: 'Vreau să investesc',
    lead: 'Investitori activi, fonduri și business angels, cu domeniile care îi interesează și sumele pe care le investesc.',
    description: 'Investitori, fonduri și business angels din România, cu domeniile de interes și tichetele de investiție.',
    noun: 'profil de investitor',
    filters: [...PLACE_FILTERS, 'domain', 'price', 'sort'],
    domains: INVESTOR_INTERESTS,
    domainLabel: 'Interes',
    categories: [],
    categoryLabel: '',
    features: [],
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

/** The asset category of the list page URL (`/active/{category}`); unknown values are not pages. */
export function isActiveCategory(value: string | undefined): value is string {
  return ACTIVE_CATEGORIES.some((category) => category.id === value);
}

/** Public URL of a family's list (assets: of one category). */
export function familyListPath(family: FamilyConfig, category = 'all'): string {
  return family.key === 'active' ? `/${family.segment}/${encodeURIComponent(category)}` : `/${family.segment}`;
}

/** Public URL of one listing. Assets keep their category in the path. */
export function listingPath(listing: { type: ListingType; slug: string; category?: string | null }): string {
  return listingPublicPath(listing);
}
