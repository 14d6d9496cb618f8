/**
 * Fixed lists of the specification (section 3), with Romanian labels.
 * Pure TypeScript: imported by the backend, the public site and the staff console.
 * Ids are stable: they are stored in the database and appear in URLs.
 */
import { ListingType } from './listing-type.js';

export interface ListItem<Id extends string | number = number> {
  readonly id: Id;
  readonly name: string;
}

export interface DomainItem extends ListItem<number> {
  readonly subdomains: readonly ListItem<number>[];
}

// Listing families with the spec's numeric types: in a file of their own, so code that needs only
// the enum (the public site's family table) does not load every list below.
export { ListingType };

export const LISTING_TYPES: readonly ListItem[] = [
  { id: ListingType.Company, name: 'Afacere de vânzare' },
  { id: ListingType.Active, name: 'Activ' },
  { id: ListingType.Fund, name: 'Finanțare' },
  { id: ListingType.Service, name: 'Serviciu' },
  { id: ListingType.News, name: 'Noutate' },
  { id: ListingType.Investment, name: 'Caut partener' },
  { id: ListingType.Investor, name: 'Investitor' },
];

export enum UserType {
  PersoanaFizica = 1,
  PersoanaJuridica = 2,
}

export const USER_TYPES: readonly ListItem[] = [
  { id: UserType.PersoanaFizica, name: 'Persoană fizică' },
  { id: UserType.PersoanaJuridica, name: 'Persoană juridică' },
];

/** Roles carried in a user's claims (spec section 6). */
export type UserRole = 'user' | 'admin' | 'moderator' | 'consultant';
/** Staff roles, strongest first: a user holds any set of them (none = an ordinary user). */
export type StaffRole = Exclude<UserRole, 'user'>;
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'moderator', 'consultant'];

/** The role shown when one is needed (`claims.role`): the strongest staff role held, else `user`. */
export function primaryRole(roles: readonly string[]): UserRole {
  return STAFF_ROLES.find((role) => roles.includes(role)) ?? 'user';
}
export const USER_ROLES: readonly ListItem<UserRole>[] = [
  { id: 'user', name: 'Utilizator' },
  { id: 'admin', name: 'Administrator' },
  { id: 'moderator', name: 'Moderator' },
  { id: 'consultant', name: 'Consultant' },
];

/** Leftover enum of the spec ("Student 1, Teacher 2"); kept for API compatibility only. */
export enum LegacyRole {
  Student = 1,
  Teacher = 2,
}

export const INVESTOR_INTERESTS: readonly ListItem[] = [
  'Agricultură',
  'Auto',
  'Comerț',
  'Construcții',
  'Crypto',
  'Educație',
  'Energie',
  'FMCG',
  'Home & Deco',
  'HoReCa',
  'Fashion',
  'Industria alimentară',
  'Industria prelucrătoare',
  'Tech',
  'Fintech',
  'Oil & Gas',
  'Medical',
  'Servicii',
  'Servicii financiare și de asigurări',
  'Transport',
  'Turism',
].map((name, index) => ({ id: index + 1, name }));

export const FUND_REGIONS: readonly ListItem<string>[] = [
  { id: 'all', name: 'Toate regiunile' },
  { id: 'nord-vest', name: 'Nord-Vest' },
  { id: 'sud-muntenia', name: 'Sud-Muntenia' },
  { id: 'sud-vest-oltenia', name: 'Sud-Vest Oltenia' },
  { id: 'vest', name: 'Vest' },
  { id: 'nord-est', name: 'Nord-Est' },
  { id: 'sud-est', name: 'Sud-Est' },
  { id: 'centru', name: 'Centru' },
  { id: 'bucuresti-ilfov', name: 'București-Ilfov' },
];

export const PROPERTY_TYPES: readonly ListItem[] = [
  { id: 1, name: 'Proprietate' },
  { id: 2, name: 'Chirie' },
  { id: 3, name: 'Comodat' },
];

export const POLLUTION_CLASSES: readonly ListItem[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Euro${id}` }));

export const FUELS: readonly ListItem[] = [
  { id: 1, name: 'Benzină' },
  { id: 2, name: 'Diesel' },
  { id: 3, name: 'Electric' },
];

export const BUSINESS_TYPES: readonly ListItem[] = [
  { id: 1, name: 'SRL' },
  { id: 2, name: 'SRL-D' },
  { id: 3, name: 'PFA' },
  { id: 4, name: 'SA' },
  { id: 5, name: 'ONG' },
  { id: 6, name: 'II' },
  { id: 7, name: 'IF' },
];

/** The spec fixes 18 economic domains (ids 1-18) without naming them; these names are ours. */
export const ECONOMIC_DOMAINS: readonly ListItem[] = [
  'Agricultură, silvicultură și pescuit',
  'Industrie extractivă',
  'Industrie prelucrătoare',
  'Energie și utilități',
  'Construcții',
  'Comerț cu ridicata',
  'Comerț cu amănuntul',
  'Transport și logistică',
  'HoReCa',
  'IT și comunicații',
  'Servicii financiare și asigurări',
  'Imobiliare',
  'Servicii profesionale și consultanță',
  'Servicii administrative și suport',
  'Educație',
  'Sănătate și asistență socială',
  'Artă, cultură și recreere',
  'Alte servicii',
].map((name, index) => ({ id: index + 1, name }));

/** The spec says the CAEN-based domain list is empty. */
export const CAEN_DOMAINS: readonly ListItem[] = [];

export const ACTIVE_CATEGORIES: readonly ListItem<string>[] = [
  { id: 'all', name: 'Toate categoriile' },
  { id: 'utilaje-auto', name: 'Utilaje și auto' },
  { id: 'imobiliare', name: 'Imobiliare' },
  { id: 'spatii-comerciale', name: 'Spații comerciale' },
  { id: 'terenuri-si-paduri', name: 'Terenuri și păduri' },
  { id: 'linii-productie', name: 'Linii de producție' },
  { id: 'financiare', name: 'Active financiare' },
];

export const FUND_TYPES: readonly ListItem[] = [
  { id: 1, name: 'Finanțare guvernamentală' },
  { id: 2, name: 'Fonduri europene' },
  { id: 3, name: 'Finanțare privată' },
  { id: 4, name: 'Finanțare bancară' },
  { id: 6, name: 'Fonduri de investiții' },
  { id: 5, name: 'Altele' },
];

/**
 * Who a funding call is open to (fund listings' `beneficiaryTypes`; none listed: open to everyone).
 * The enterprise sizes are those of Legea nr. 346/2004 privind stimularea înființării și dezvoltării
 * întreprinderilor mici și mijlocii, art. 4 (https://legislatie.just.ro/Public/DetaliiDocument/52986):
 * microîntreprindere under 10 employees and a turnover or assets of at most 2 million EUR, small under
 * 50 employees and at most 10 million EUR, medium under 250 employees and a turnover of at most 50
 * million EUR or assets of at most 43 million EUR; a large enterprise is above these.
 */
export const FUND_BENEFICIARY_TYPES: readonly ListItem<string>[] = [
  { id: 'microintreprindere', name: 'Microîntreprindere' },
  { id: 'intreprindere-mica', name: 'Întreprindere mică' },
  { id: 'intreprindere-mijlocie', name: 'Întreprindere mijlocie' },
  { id: 'intreprindere-mare', name: 'Întreprindere mare' },
  { id: 'startup', name: 'Start-up (sub 3 ani)' },
  { id: 'pfa-ii-if', name: 'PFA / II / IF' },
  { id: 'ong', name: 'ONG / asociație / fundație' },
  { id: 'autoritate-publica', name: 'Autoritate publică / UAT' },
  { id: 'fermier', name: 'Fermier / exploatație agricolă' },
  { id: 'persoana-fizica', name: 'Persoană fizică' },
];

/** At most this many beneficiary types and CAEN selectors on one funding call. */
export const FUND_BENEFICIARY_TYPES_MAX = 50;
export const FUND_CAEN_CODES_MAX = 50;

export const LISTING_FEATURES: readonly ListItem<string>[] = [
  { id: 'instalment-sale', name: 'Vânzare în rate' },
  { id: 'partial-purchase', name: 'Cumpărare parțială' },
];

export const ACTIVE_FEATURES: readonly ListItem<string>[] = [
  { id: 'instalment-sale', name: 'Vânzare în rate' },
  { id: 'gas', name: 'Gaz' },
  { id: 'electricity', name: 'Curent electric' },
  { id: 'water', name: 'Apă' },
  { id: 'sewage', name: 'Canalizare' },
];

export const SERVICE_FEATURES: readonly ListItem<string>[] = [
  { id: 'barter', name: 'Acceptă barter' },
  { id: 'sales-percent', name: 'Acceptă procent din vânzări' },
];

function domain(id: number, name: string, subdomains: string[]): DomainItem {
  return { id, name, subdomains: subdomains.map((sub, index) => ({ id: id * 100 + index + 1, name: sub })) };
}

/** Service domains with their subdomains; subdomain ids are `domainId * 100 + n`. */
export const SERVICE_DOMAINS: readonly DomainItem[] = [
  domain(1, 'Altele', ['Traduceri', 'Curierat', 'Design interior', 'Alte servicii']),
  domain(2, 'Agricultură', ['Lucrări agricole', 'Consultanță agricolă', 'Irigații', 'Închiriere utilaje agricole']),
  domain(3, 'Auto', ['Service auto', 'Vulcanizare', 'Spălătorie auto', 'Tractări', 'Închirieri auto']),
  domain(4, 'Beauty', ['Coafură', 'Cosmetică', 'Manichiură și pedichiură', 'Masaj', 'Make-up']),
  domain(5, 'Comerț', ['Distribuție', 'Magazine online', 'Import-export', 'Reprezentanță comercială']),
  domain(6, 'Construcții', ['Construcții rezidențiale', 'Renovări', 'Instalații', 'Amenajări exterioare', 'Proiectare', 'Acoperișuri']),
  domain(7, 'Consultanță financiară', ['Contabilitate', 'Audit', 'Fonduri europene', 'Planuri de afaceri', 'Evaluări']),
  domain(8, 'Consultanță juridică', ['Drept comercial', 'Drept civil', 'Dreptul muncii', 'Proprietate intelectuală', 'GDPR']),
  domain(9, 'Curățenie', ['Curățenie birouri', 'Curățenie rezidențială', 'Spălare covoare', 'Curățenie după construcții']),
  domain(10, 'Deratizare', ['Dezinsecție', 'Deratizare', 'Dezinfecție']),
  domain(11, 'Eat & Drink', ['Restaurante', 'Catering', 'Cafenele', 'Baruri', 'Livrare mâncare']),
  domain(12, 'HR', ['Recrutare', 'Salarizare', 'Formare profesională', 'Leasing de personal']),
  domain(13, 'Imobiliare', ['Vânzări imobiliare', 'Închirieri', 'Administrare imobile', 'Evaluare imobiliară']),
  domain(14, 'Industrie', ['Prelucrări metalice', 'Mentenanță industrială', 'Automatizări', 'Ambalaje']),
  domain(15, 'Producție mâncare', ['Panificație', 'Lactate', 'Carne și preparate', 'Conserve', 'Dulciuri']),
  domain(16, 'IT & Marketing', [
    'Dezvoltare software',
    'Web design',
    'Marketing online',
    'SEO',
    'Social media',
    'Hosting',
    'Securitate IT',
    'Fotografie și video',
  ]),
  domain(17, 'Organizări evenimente', ['Nunți și botezuri', 'Evenimente corporate', 'Sonorizare și lumini', 'Decoruri']),
  domain(18, 'Pet', ['Cabinete veterinare', 'Pet grooming', 'Pensiuni pentru animale']),
  domain(19, 'Servicii medicale', ['Clinici', 'Stomatologie', 'Laboratoare', 'Recuperare medicală', 'Psihologie']),
  domain(20, 'Sport', ['Săli de fitness', 'Antrenori personali', 'Cluburi sportive', 'Echipamente sportive']),
  domain(21, 'Transport', ['Transport marfă', 'Transport persoane', 'Mutări', 'Logistică']),
  domain(22, 'Turism', ['Agenții de turism', 'Cazare', 'Ghizi turistici', 'Transport turistic']),
];

/** Labels of the app's entity groups (spec: "App entity labels"). */
export const APP_ENTITY_LABELS: readonly ListItem[] = [
  { id: 1, name: 'Afaceri' },
  { id: 2, name: 'Active' },
  { id: 3, name: 'Fonduri/Investiții' },
  { id: 4, name: 'Servicii' },
  { id: 5, name: 'Noutăți' },
];

/** Every list served by `GET /api/account/properties[/{propType}]`, keyed by its public name. */
export const PROPERTY_LISTS = {
  listingTypes: LISTING_TYPES,
  userTypes: USER_TYPES,
  investorInterests: INVESTOR_INTERESTS,
  fundRegions: FUND_REGIONS,
  propertyTypes: PROPERTY_TYPES,
  pollutionClasses: POLLUTION_CLASSES,
  fuels: FUELS,
  businessTypes: BUSINESS_TYPES,
  economicDomains: ECONOMIC_DOMAINS,
  caenDomains: CAEN_DOMAINS,
  activeCategories: ACTIVE_CATEGORIES,
  fundTypes: FUND_TYPES,
  fundBeneficiaryTypes: FUND_BENEFICIARY_TYPES,
  listingFeatures: LISTING_FEATURES,
  activeFeatures: ACTIVE_FEATURES,
  serviceFeatures: SERVICE_FEATURES,
  serviceDomains: SERVICE_DOMAINS,
  appEntityLabels: APP_ENTITY_LABELS,
} as const;

export type PropertyListName = keyof typeof PROPERTY_LISTS;

/** Name of an item of a fixed list, or undefined when the id is unknown. */
export function labelOf<Id extends string | number>(list: readonly ListItem<Id>[], id: Id | null | undefined): string | undefined {
  return list.find((item) => item.id === id)?.name;
}
