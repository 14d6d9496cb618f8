/**
 * The key facts of a detail page (a definition list), as one table of rules per family. A rule
 * reads one or two fields of the listing and formats them the Romanian way; a fact whose value is
 * missing is left out. Pages render the result, so no family has JSX of its own.
 */
import type { FamilyConfig, FamilyKey } from '../families';
import { countLabel, formatDate, formatNumber, formatPrice, formatRange } from '../format';
import type { AnyListing } from '../listing-api';

export interface Fact {
  label: string;
  /** Text of the value (for a link: its visible text). */
  value: string;
  /** External link (only http and https addresses are ever linked). */
  href?: string;
  /** Several values shown as tags (interests, news tags). */
  items?: string[];
}

type FactRule = (listing: AnyListing, family: FamilyConfig) => Fact | null;

function read(listing: AnyListing, key: string): unknown {
  return (listing as Record<string, unknown>)[key];
}

function numberOf(listing: AnyListing, key: string): number | null {
  const value = read(listing, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOf(listing: AnyListing, key: string): string | null {
  const value = read(listing, key);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function fact(label: string, value: string | null | undefined, extra: Partial<Fact> = {}): Fact | null {
  return value ? { label, value, ...extra } : null;
}

/** One rule per way of showing a field; `format` turns a present number into text. */
function numeric(label: string, key: string, format: (value: number, listing: AnyListing) => string): FactRule {
  return (listing) => {
    const value = numberOf(listing, key);
    return value === null ? null : fact(label, format(value, listing));
  };
}

const text =
  (label: string, key: string): FactRule =>
  (listing) =>
    fact(label, textOf(listing, key));
const money = (label: string, key: string) => numeric(label, key, (value, listing) => formatPrice(value, listing.currency));
const count = (label: string, key: string) => numeric(label, key, (value) => formatNumber(value));
/** Years are written without a thousands separator (2017, not 2.017). */
const year = (label: string, key: string) => numeric(label, key, String);
const percent = (label: string, key: string) => numeric(label, key, (value) => `${value}%`);
const date =
  (label: string, ...keys: string[]): FactRule =>
  (listing) =>
    fact(label, formatDate(keys.map((key) => textOf(listing, key)).find(Boolean)));
const range =
  (label: string, minKey: string, maxKey: string): FactRule =>
  (listing) =>
    fact(label, formatRange(numberOf(listing, minKey), numberOf(listing, maxKey), listing.currency));

/** Text values shown as tags. */
const items =
  (label: string, key: string): FactRule =>
  (listing) => {
    const value = read(listing, key);
    const list = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
    return list.length ? { label, value: list.join(', '), items: list } : null;
  };

function hasItems(listing: AnyListing, key: string): boolean {
  const value = read(listing, key);
  return Array.isArray(value) && value.length > 0;
}

/** A fund call's eligible CAEN selectors: a section letter is named as such, codes stay as they are. */
const caenCodes: FactRule = (listing) => {
  const value = read(listing, 'caenCodes');
  const list = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '').map((code) => (/^[A-Z]$/.test(code) ? `Secțiunea ${code}` : code))
    : [];
  return list.length ? { label: 'Coduri CAEN eligibile', value: list.join(', '), items: list } : null;
};

/** A web address typed by a user: linked only when it is http(s), shown by its host name. */
export function safeExternalUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const link =
  (label: string, key: string): FactRule =>
  (listing) => {
    const url = safeExternalUrl(textOf(listing, key));
    return url ? fact(label, url.hostname.replace(/^www\./, ''), { href: url.href }) : null;
  };

/** The price line: the family's label; services add their unit ("2.550 € / proiect"). */
const price: FactRule = (listing, family) => {
  if (!family.priced) return null;
  const unit = textOf(listing, 'priceUnit');
  const value = formatPrice(listing.price, listing.currency);
  return fact(family.priceLabel, listing.price !== null && unit ? `${value} / ${unit}` : value);
};

const place: FactRule = (listing) => fact('Localitate', [listing.city, listing.countyName].filter(Boolean).join(', '));
const domain: FactRule = (listing, family) => fact(family.domainLabel || 'Domeniu', listing.domainName);

const FAMILY_FACTS: Record<FamilyKey, readonly FactRule[]> = {
  company: [
    price,
    place,
    domain,
    text('Formă juridică', 'businessTypeName'),
    text('Cod CAEN', 'domainCaen'),
    money('Cifră de afaceri anuală', 'yearlyTurnover'),
    money('Profit net anual', 'yearlyProfit'),
    count('Angajați', 'employees'),
    year('Anul înființării', 'yearFounded'),
    text('Spațiul de lucru', 'propertyTypeName'),
    text('Motivul vânzării', 'reasonForSale'),
    text('Prețul include', 'priceIncludes'),
  ],
  active: [
    price,
    place,
    text('Categorie', 'categoryName'),
    text('Combustibil', 'fuelName'),
    text('Normă de poluare', 'pollutionClassName'),
    year('An de fabricație', 'manufactureYear'),
    numeric('Suprafață', 'surfaceSqm', (value) => `${formatNumber(value)} m²`),
    text('Stare', 'condition'),
    text('Regim de proprietate', 'propertyTypeName'),
  ],
  fund: [
    text('Stadiul apelului', 'callStatusName'),
    date('Termen de depunere', 'deadline'),
    text('Tip de finanțare', 'fundTypeName'),
    range('Valoarea grantului', 'grantMin', 'grantMax'),
    money('Buget total', 'budget'),
    percent('Cofinanțare', 'cofinancingPercent'),
    text('Regiune', 'regionName'),
    (listing) => fact('Domenii eligibile', listing.domainName),
    items('Beneficiari eligibili', 'beneficiaryTypeNames'),
    // The call's own words on who may apply: their own line once the types are listed.
    (listing) =>
      fact(hasItems(listing, 'beneficiaryTypeNames') ? 'Condiții pentru beneficiari' : 'Beneficiari eligibili', textOf(listing, 'eligibleBeneficiaries')),
    caenCodes,
    link('Sursa oficială', 'sourceUrl'),
  ],
  service: [
    price,
    place,
    domain,
    text('Subdomeniu', 'subdomainName'),
    text('Acoperire', 'coverageName'),
    numeric('Experiență', 'experienceYears', (value) => countLabel(value, 'an', 'ani')),
    link('Website', 'website'),
  ],
  news: [date('Data publicării', 'publishedAt', 'createdAt'), text('Autor', 'authorName'), text('Sursa', 'source'), items('Etichete', 'tags')],
  investment: [
    text('Tip de investiție', 'investmentKindName'),
    price,
    percent('Participație oferită', 'equityOfferedPercent'),
    text('Stadiul proiectului', 'stage'),
    text('Randament estimat', 'expectedReturn'),
    place,
    domain,
  ],
  investor: [
    text('Tip de investitor', 'investorKindName'),
    (listing, family) => range(family.priceLabel, 'ticketMin', 'ticketMax')(listing, family) ?? price(listing, family),
    items('Domenii de interes', 'interestNames'),
    numeric('Portofoliu', 'portfolioSize', (value) => countLabel(value, 'companie', 'companii')),
    items('Județe în care investește', 'targetCountyNames'),
    place,
  ],
};

/** The facts of one listing, in the family's order, without the missing ones. */
export function factsOf(listing: AnyListing, family: FamilyConfig): Fact[] {
  return FAMILY_FACTS[family.key].map((rule) => rule(listing, family)).filter((item): item is Fact => item !== null);
}

/** Feature badges ("Vânzare în rate", "Gaz"); news keeps its tags among the facts instead. */
export function featureBadges(listing: AnyListing, family: FamilyConfig): string[] {
  return family.key === 'news' ? [] : (listing.featureNames ?? []).filter(Boolean);
}
