/**
 * The checks of what an owner or staff member sends for a listing (create and update): the common
 * columns, the deal room's fields, the family's lists and details. Pure: the locality check is the
 * caller's (`normalizeCity`, from the master data).
 */
import { type FieldError } from '../../contracts/error-codes.js';
import { labelOf, type DomainItem, type ListItem } from '../../contracts/lists.js';
import { DEFAULT_CURRENCY, type GalleryImage } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { ListingInputDto } from './dto/listing-input.dto.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';
import { detailKeysOf, searchTextOf, type ListingFamilyDefinition } from './listing-family.js';
import { commaBelow, excerptOf, foldDiacritics, plainText, sanitizeRichText } from './listing-text.js';
import type { ListingCommonColumns } from './listing.entity.js';

export type Common = Partial<ListingCommonColumns>;
export type Details = Record<string, unknown>;

/** The canonical spelling of a locality of the county, or null when the county has none such. */
export type NormalizeCity = (countyId: number, city: string) => string | null;

/** Common fields an owner may change on an approved listing without a new moderation. */
export const NON_MATERIAL: readonly (keyof ListingCommonColumns)[] = ['contactName', 'contactPhone', 'contactEmail', 'documents'];

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The gallery with the pictures kept for approved buyers marked `private` (deal room). */
export function withPrivacy(gallery: GalleryImage[], privateKeys: readonly string[]): GalleryImage[] {
  return gallery.map(({ private: _private, ...image }) => (privateKeys.includes(image.key) ? { ...image, private: true } : image));
}

const LEGAL_FORMS = new Set(['srl', 'sa', 'srld', 'pfa', 'snc', 'scs', 'sca', 'societatea', 'comerciala', 'impex', 'com']);

/** The words of a text as names are compared: folded, without short words and legal forms (SRL, SA, ...). */
function nameWords(text: string): string[] {
  return foldDiacritics(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !LEGAL_FORMS.has(word));
}

/**
 * Whether `text` names the company: its whole name, or any two of the name's words in a row
 * ("Spicul Auriu" of "Spicul Auriu Brutăria SRL"); a one-word name as a whole word.
 */
function containsName(text: string, companyName: string): boolean {
  const name = nameWords(companyName);
  if (!name.length) return false;
  const words = ` ${nameWords(text).join(' ')} `;
  const phrases = name.length === 1 ? name : name.slice(1).map((word, index) => `${name[index]} ${word}`);
  return phrases.some((phrase) => words.includes(` ${phrase} `));
}

export function throwIfErrors(errors: FieldError[]): void {
  if (errors.length) throw AppException.validation(errors);
}

/** Validated common columns: `base` null for a new listing, else the current values; the locality checked by `normalizeCity`. */
export function commonFrom(
  family: ListingFamilyDefinition,
  input: Partial<ListingInputDto>,
  base: Common | null,
  normalizeCity: NormalizeCity,
): { values: Common; errors: FieldError[]; privateKeys: string[] } {
  const errors: FieldError[] = [];
  const pick = <K extends keyof ListingInputDto>(key: K, fallback: unknown) => (input[key] !== undefined ? input[key] : fallback);
  const typedTitle = pick('title', base?.title) as string | undefined;
  const title = typedTitle && commaBelow(typedTitle);
  if (!title) errors.push({ field: 'title', message: 'Câmpul este obligatoriu.' });
  const description = input.description !== undefined ? sanitizeRichText(commaBelow(input.description)) : (base?.description ?? '');
  const countyId = (pick('county', base?.countyId ?? null) as number | null) || null;
  let city = (pick('city', base?.city ?? null) as string | null) || null;
  if (city && !countyId) errors.push({ field: 'county', message: 'Alege județul localității.' });
  if (city && countyId) {
    const canonical = normalizeCity(countyId, city);
    if (canonical) city = canonical;
    else errors.push({ field: 'city', message: 'Localitatea nu aparține județului ales.' });
  }
  const domainIds = (pick('domain', base?.domainIds ?? []) as number[] | null) ?? [];
  const subdomainId = (pick('subdomain', base?.subdomainId ?? null) as number | null) ?? null;
  const category = (pick('category', base?.category ?? null) as string | null) ?? null;
  const features = (pick('features', base?.features ?? []) as string[] | null) ?? [];
  errors.push(...checkLists(family, domainIds, subdomainId, category, features));
  const values: Common = {
    title,
    description,
    price: (pick('price', base?.price ?? null) as number | null) ?? null,
    currency: (pick('currency', base?.currency ?? DEFAULT_CURRENCY) as Common['currency']) ?? DEFAULT_CURRENCY,
    countyId,
    city,
    domainIds,
    subdomainId,
    category: family.categoryFrom ? (base?.category ?? null) : category,
    features,
    contactName: (pick('contactName', base?.contactName ?? null) as string | null) ?? null,
    contactPhone: (pick('contactPhone', base?.contactPhone ?? null) as string | null) ?? null,
    contactEmail: (pick('contactEmail', base?.contactEmail ?? null) as string | null) ?? null,
  };
  const confidential = confidentialFrom(family, input, base, title ?? '');
  errors.push(...confidential.errors);
  return { values: { ...values, ...confidential.values }, errors, privateKeys: confidential.privateKeys };
}

/**
 * The deal room's fields (company and investment families): a confidential listing needs its
 * teaser and the company name, which the title and the teaser must not contain (a search or the
 * page would give it away); public figures are the family's; private pictures are in the gallery.
 * A listing that is not confidential keeps no private picture.
 */
export function confidentialFrom(
  family: ListingFamilyDefinition,
  input: Partial<ListingInputDto>,
  base: Common | null,
  title: string,
): { values: Common; errors: FieldError[]; privateKeys: string[] } {
  const errors: FieldError[] = [];
  const confidential = input.confidential ?? base?.confidential ?? false;
  const typedTeaser = input.teaser !== undefined ? input.teaser : undefined;
  const teaser = typedTeaser !== undefined ? (typedTeaser ? sanitizeRichText(commaBelow(typedTeaser)) : null) : (base?.teaser ?? null);
  const typedName = input.companyName !== undefined ? input.companyName : (base?.companyName ?? null);
  const companyName = typedName ? commaBelow(typedName) : null;
  const publicFigures = input.publicFigures ?? base?.publicFigures ?? [];
  const galleryKeys = input.gallery ?? (base?.gallery ?? []).map((image) => image.key);
  const privateKeys = confidential ? (input.privateGallery ?? (base?.gallery ?? []).filter((image) => image.private).map((image) => image.key)) : [];
  if (confidential && !family.confidential) {
    errors.push({ field: 'confidential', message: 'Doar anunțurile de vânzare a afacerii și de investiții pot fi confidențiale.' });
    return { values: {}, errors, privateKeys: [] };
  }
  if (confidential) {
    const teaserText = plainText(teaser ?? '');
    if (teaserText.length < 30) errors.push({ field: 'teaser', message: 'Scrie descrierea publică a anunțului confidențial (cel puțin 30 de caractere).' });
    if (!companyName) errors.push({ field: 'companyName', message: 'Completează denumirea firmei: o văd doar cumpărătorii aprobați.' });
    const name = companyName ?? '';
    if (name && containsName(title, name)) errors.push({ field: 'title', message: 'Titlul nu poate conține denumirea firmei: anunțul este confidențial.' });
    if (name && containsName(teaserText, name)) errors.push({ field: 'teaser', message: 'Descrierea publică nu poate conține denumirea firmei.' });
    const figures = family.confidential?.figures ?? [];
    if (publicFigures.some((key) => !figures.includes(key)))
      errors.push({ field: 'publicFigures', message: 'Cifra aleasă nu poate fi afișată public pentru acest tip de anunț.' });
    if (privateKeys.some((key) => !galleryKeys.includes(key)))
      errors.push({ field: 'privateGallery', message: 'Imaginea privată trebuie să facă parte din galeria anunțului.' });
  }
  if (!family.confidential) return { values: {}, errors, privateKeys: [] };
  return {
    values: { confidential, teaser, companyName, publicFigures: confidential ? [...new Set(publicFigures)] : [] },
    errors,
    privateKeys: [...new Set(privateKeys)],
  };
}

/** Derived columns: the excerpt, the category of families that take it from a detail, the search text. */
export function completeCommon(family: ListingFamilyDefinition, common: Common, details: Details): void {
  // A confidential listing is shown and found by its teaser only (deal room).
  const text = plainText((common.confidential ? common.teaser : common.description) ?? '');
  common.excerpt = excerptOf(text);
  if (family.categoryFrom) {
    const value = details[family.categoryFrom];
    common.category = value === null || value === undefined ? null : String(value);
  }
  common.searchText = searchTextOf(family, { ...common, text }, details);
}

export function checkLists(
  family: ListingFamilyDefinition,
  domainIds: number[],
  subdomainId: number | null,
  category: string | null,
  features: string[],
): FieldError[] {
  const errors: FieldError[] = [];
  const domains = family.domains;
  if (!domains && (domainIds.length || subdomainId)) errors.push({ field: 'domain', message: 'Acest tip de anunț nu are domeniu.' });
  if (domains) {
    if (domains.required && !domainIds.length) errors.push({ field: 'domain', message: 'Alege domeniul.' });
    if (!domains.multiple && domainIds.length > 1) errors.push({ field: 'domain', message: 'Alege un singur domeniu.' });
    if (domainIds.some((id) => !labelOf(domains.list as readonly ListItem[], id))) errors.push({ field: 'domain', message: 'Domeniul ales nu există.' });
    if (new Set(domainIds).size !== domainIds.length) errors.push({ field: 'domain', message: 'Domeniile se repetă.' });
    if (subdomainId !== null) {
      const parents = (domains.list as readonly (ListItem | DomainItem)[]).filter(
        (item) => 'subdomains' in item && item.subdomains.some((sub) => sub.id === subdomainId),
      );
      if (!parents.length || !parents.some((parent) => domainIds.includes(parent.id)))
        errors.push({ field: 'subdomain', message: 'Subdomeniul nu aparține domeniului ales.' });
    }
  }
  if (category === null && family.categoryRequired) errors.push({ field: 'category', message: 'Alege categoria.' });
  if (category !== null && !family.categoryFrom) {
    const allowed = (family.categories ?? []).filter((item) => item.id !== 'all');
    if (!allowed.some((item) => item.id === category)) errors.push({ field: 'category', message: 'Categoria aleasă nu există.' });
  }
  if (family.features !== 'tags') {
    const allowed = family.features ?? [];
    if (features.some((feature) => !allowed.some((item) => item.id === feature))) errors.push({ field: 'features', message: 'Facilitatea aleasă nu există.' });
  }
  return errors;
}

/** Validated details values (only the family's keys); `base` null for a new listing. */
export function detailsFrom(family: ListingFamilyDefinition, input: Details, base: Details | null): { values: Details; errors: FieldError[] } {
  const values: Details = {};
  for (const key of detailKeysOf(family)) {
    if (input[key] !== undefined) values[key] = input[key];
    else if (base) values[key] = base[key] ?? null;
  }
  // Required details are the family's create DTO's business (and NOT NULL in the table).
  return { values, errors: family.check?.(values as Partial<ListingDetailsEntity>) ?? [] };
}
