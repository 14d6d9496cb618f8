/**
 * The rules of the publishing form, shared by the browser (each step checked on "Continuă") and by
 * the action (everything checked again on the server, so the form also works without JavaScript):
 * reading the values, checking them, turning them into the API's body, filling the form from a
 * saved listing, and putting the API's field messages back on the fields.
 */
import { COUNTIES } from '@contracts/counties';
import { CONFIDENTIAL_FIGURES } from '@contracts/deal-room';
import { labelOf, type DomainItem, type ListItem } from '@contracts/lists';
import { DEFAULT_CURRENCY, LISTING_MAX_DOCUMENTS, LISTING_MAX_IMAGES, type GalleryImage, type ListingDocument } from '@contracts/listings';
import { yearError } from '@contracts/years';
import type { AnyListing } from '~/features/listings/listing-api';
import type { FieldErrors } from '~/lib/validation';
import { fieldsOf, REQUIRED_MESSAGE, stepOfField, type FieldSpec, type PublishFormConfig } from './publish-forms';

/** What the user typed: text per field, lists for checkbox groups. */
export type PublishValues = Record<string, string | string[]>;

// ------------------------------------------------------------------ parsing

/**
 * An amount typed the Romanian way or plainly: `250.000`, `250 000`, `1.250.000,50`, `2500.5`,
 * `-15.000`. Null when it is not a number with at most two decimals.
 */
export function parseAmount(input: string): number | null {
  let text = input.replace(/[\s\u00a0]/g, '').replace(/(€|lei|ron|eur|usd|\$)$/i, '');
  if (!text) return null;
  if (text.includes(',')) {
    // Comma decimal: dots are thousand separators.
    if (!/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text) && !/^-?\d+(,\d{1,2})?$/.test(text)) return null;
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) {
    // 250.000 and 1.250.000 are thousands, not decimals.
    text = text.replace(/\./g, '');
  } else if (!/^-?\d+(\.\d{1,2})?$/.test(text)) {
    return null;
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A whole number typed with or without thousand separators. */
export function parseInteger(input: string): number | null {
  const text = input.replace(/[\s\u00a0.]/g, '');
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/** A web address; `firma.ro` and `www.firma.ro` become `https://…`. */
export function normalizeUrl(input: string): string {
  const text = input.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `https://${text}`;
}

const PHONE = /^\+?[0-9 ().-]{6,25}$/;
const CAEN = /^\d{4}$/;
const URL_PATTERN = /^https?:\/\/[^\s<>"]+$/;

function single(values: PublishValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

function many(values: PublishValues, name: string): string[] {
  const value = values[name];
  if (Array.isArray(value)) return value.filter(Boolean);
  return typeof value === 'string' && value ? [value] : [];
}

/** The ids of a list field as the API wants them: numbers for numeric lists, text otherwise. */
function optionId(field: FieldSpec, value: string): string | number {
  return typeof field.options?.[0]?.id === 'number' ? Number(value) : value;
}

/** The typed value of one field, as the API takes it (null for empty). */
export function typedValue(field: FieldSpec, values: PublishValues): unknown {
  if (field.kind === 'checkboxes') return many(values, field.name).map((value) => optionId(field, value));
  if (field.kind === 'toggle') return single(values, field.name) === 'on';
  const text = single(values, field.name);
  if (!text) return null;
  switch (field.kind) {
    case 'amount':
    case 'percent':
      return parseAmount(text);
    case 'integer':
    case 'year':
      return parseInteger(text);
    case 'select':
      return optionId(field, text);
    case 'county':
    case 'subdomain':
      return /^\d+$/.test(text) ? Number(text) : NaN;
    case 'url':
      return normalizeUrl(text);
    default:
      return text;
  }
}

// ------------------------------------------------------------------ reading

/** The values of the form's fields from a submitted FormData (server and browser alike). */
export function readValues(form: PublishFormConfig, formData: FormData): PublishValues {
  const values: PublishValues = {};
  for (const field of fieldsOf(form)) {
    if (field.kind === 'checkboxes') values[field.name] = formData.getAll(field.name).filter((item): item is string => typeof item === 'string');
    else {
      const value = formData.get(field.name);
      values[field.name] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/** A picture path of this site (never another host, never a script URL). */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s"'<>]*$/.test(value);
}

const IMAGE_KEY = /^[a-z0-9/_-]{8,120}$/;

/**
 * The gallery carried by the form: the keys (`gallery`, in order) and, for showing them again, the
 * pictures' addresses (`galleryJson`). Anything malformed is dropped; the API checks ownership.
 */
/**
 * The photo step's choices without scripts ("Elimină" boxes `removePhoto`, the `cover` choice),
 * applied to the gallery when the form is sent; with scripts the gallery arrives arranged already.
 */
export function arrangeGallery(gallery: readonly GalleryImage[], formData: FormData): GalleryImage[] {
  const removed = new Set(formData.getAll('removePhoto').map(String));
  // „Privată” boxes (confidential listings): the pictures kept for approved buyers.
  const hidden = new Set(formData.getAll('privatePhoto').map(String));
  const kept = gallery
    .filter((image) => !removed.has(image.key))
    .map(({ private: _private, ...image }) => (hidden.has(image.key) ? { ...image, private: true } : image));
  const cover = kept.findIndex((image) => image.key === formData.get('cover'));
  return cover > 0 ? [kept[cover]!, ...kept.slice(0, cover), ...kept.slice(cover + 1)] : kept;
}

export function readGallery(formData: FormData): GalleryImage[] {
  const keys = formData.getAll('gallery').filter((key): key is string => typeof key === 'string' && IMAGE_KEY.test(key));
  let described: unknown = [];
  try {
    described = JSON.parse(String(formData.get('galleryJson') ?? '[]'));
  } catch {
    described = [];
  }
  const byKey = new Map<string, GalleryImage>();
  if (Array.isArray(described)) {
    for (const item of described as Partial<GalleryImage>[]) {
      if (item && typeof item.key === 'string' && isSitePath(item.location)) {
        byKey.set(item.key, {
          key: item.key,
          location: item.location,
          thumbnail: isSitePath(item.thumbnail) ? item.thumbnail : undefined,
          originalName: typeof item.originalName === 'string' ? item.originalName.slice(0, 200) : '',
        });
      }
    }
  }
  return [...new Set(keys)].slice(0, LISTING_MAX_IMAGES).map((key) => byKey.get(key) ?? { key, location: '/images/listing-default.svg', originalName: '' });
}

const DOCUMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?|xlsx?|pptx?|odt|ods)$/;

/**
 * The private documents carried by the form: the keys (`document`, in order) and, for listing them
 * again, their names and sizes (`documentsJson`); without scripts the ones ticked „Elimină”
 * (`removeDocument`) are left out. Anything malformed is dropped; the API checks ownership.
 */
export function readDocuments(formData: FormData): ListingDocument[] {
  const removed = new Set(formData.getAll('removeDocument').map(String));
  const keys = formData.getAll('document').filter((key): key is string => typeof key === 'string' && DOCUMENT_KEY.test(key) && !removed.has(key));
  let described: unknown = [];
  try {
    described = JSON.parse(String(formData.get('documentsJson') ?? '[]'));
  } catch {
    described = [];
  }
  const byKey = new Map<string, ListingDocument>();
  if (Array.isArray(described)) {
    for (const item of described as Partial<ListingDocument>[]) {
      if (item && typeof item.key === 'string') {
        byKey.set(item.key, {
          key: item.key,
          originalName: typeof item.originalName === 'string' ? item.originalName.slice(0, 200) : '',
          size: typeof item.size === 'number' && Number.isFinite(item.size) && item.size >= 0 ? item.size : 0,
          contentType: typeof item.contentType === 'string' ? item.contentType.slice(0, 120) : '',
        });
      }
    }
  }
  return [...new Set(keys)].slice(0, LISTING_MAX_DOCUMENTS).map((key) => byKey.get(key) ?? { key, originalName: key, size: 0, contentType: '' });
}

// ------------------------------------------------------------------ checking

/** Whether a field counts: always, or while the toggle it belongs to is ticked. */
export function isActive(field: FieldSpec, values: PublishValues): boolean {
  return !field.when || single(values, field.when) === 'on';
}

function checkField(field: FieldSpec, values: PublishValues): string | undefined {
  if (!isActive(field, values) || field.kind === 'toggle') return undefined;
  if (field.kind === 'checkboxes') {
    const chosen = many(values, field.name);
    if (!chosen.length) return field.required ? (field.requiredMessage ?? REQUIRED_MESSAGE) : undefined;
    if (field.options && chosen.some((value) => !field.options!.some((option) => String(option.id) === value))) return 'Valoarea aleasă nu există în listă.';
    return undefined;
  }
  const text = single(values, field.name);
  if (!text) return field.required ? (field.requiredMessage ?? REQUIRED_MESSAGE) : undefined;
  const value = typedValue(field, values);
  switch (field.kind) {
    case 'amount': {
      if (typeof value !== 'number')
        return field.name === 'price'
          ? 'Prețul trebuie să fie un număr cu cel mult două zecimale.'
          : 'Valoarea trebuie să fie o sumă cu cel mult două zecimale.';
      if (field.min !== undefined && value < field.min) return field.name === 'price' ? 'Prețul nu poate fi negativ.' : `Valoarea minimă este ${field.min}.`;
      if (field.max !== undefined && value > field.max) return field.name === 'price' ? 'Prețul este prea mare.' : 'Valoarea este prea mare.';
      return undefined;
    }
    case 'percent': {
      if (typeof value !== 'number') return 'Procentul trebuie să fie un număr.';
      if (value < (field.min ?? 0)) return `Procentul minim este ${field.min ?? 0}.`;
      if (value > (field.max ?? 100)) return `Procentul maxim este ${field.max ?? 100}.`;
      return undefined;
    }
    case 'integer': {
      if (typeof value !== 'number') return 'Valoarea trebuie să fie un număr întreg.';
      if (field.min !== undefined && value < field.min) return `Valoarea minimă este ${field.min}.`;
      if (field.max !== undefined && value > field.max) return `Valoarea maximă este ${field.max}.`;
      return undefined;
    }
    case 'year':
      // The visitor's own clock: the API checks again against the server's year.
      return yearError(value, field.min ?? 0, new Date().getFullYear()) ?? undefined;
    case 'select':
    case 'county':
      return field.options?.some((option) => String(option.id) === text)
        ? undefined
        : field.kind === 'county'
          ? 'Județul nu este valid.'
          : 'Valoarea aleasă nu există în listă.';
    case 'subdomain':
      return Number.isInteger(value) && (value as number) > 0 ? undefined : 'Subdomeniul nu este valid.';
    case 'phone':
      return PHONE.test(text) ? undefined : 'Numărul de telefon nu este valid.';
    case 'caen':
      return CAEN.test(text) ? undefined : 'Codul CAEN are 4 cifre.';
    case 'url': {
      const url = value as string;
      if (url.length > (field.maxLength ?? 300)) return 'Adresa este prea lungă.';
      return URL_PATTERN.test(url) ? undefined : 'Adresa trebuie să înceapă cu http:// sau https://.';
    }
    default: {
      if (field.minLength !== undefined && text.length < field.minLength) return field.minLengthMessage ?? `Minimum ${field.minLength} caractere.`;
      if (field.maxLength !== undefined && text.length > field.maxLength) return field.maxLengthMessage ?? `Maximum ${field.maxLength} caractere.`;
      return undefined;
    }
  }
}

function crossChecks(form: PublishFormConfig, values: PublishValues): FieldErrors {
  const byName = new Map(fieldsOf(form).map((field) => [field.name, field]));
  const read = (name: string) => {
    const field = byName.get(name);
    const value = field ? typedValue(field, values) : null;
    return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? value : null;
  };
  const errors: FieldErrors = {};
  for (const check of form.checks) {
    const found = check(read);
    if (found && !errors[found.field]) errors[found.field] = found.message;
  }
  // A city needs its county (the API says the same).
  if (single(values, 'city') && !single(values, 'county')) errors.county ??= 'Alege județul localității.';
  return errors;
}

/** The errors of one step (its fields, and the cross-field rules of its fields). */
export function validateStep(form: PublishFormConfig, stepIndex: number, values: PublishValues): FieldErrors {
  const step = form.steps[stepIndex];
  if (!step) return {};
  const errors: FieldErrors = {};
  for (const field of step.fields) {
    const error = checkField(field, values);
    if (error) errors[field.name] = error;
  }
  for (const [name, message] of Object.entries(crossChecks(form, values))) {
    if (step.fields.some((field) => field.name === name) && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** Every step's errors, and the first step that has any (or -1). */
export function validateAll(form: PublishFormConfig, values: PublishValues): { errors: FieldErrors; step: number } {
  const errors: FieldErrors = {};
  let step = -1;
  form.steps.forEach((_, index) => {
    const found = validateStep(form, index, values);
    if (Object.keys(found).length && step < 0) step = index;
    Object.assign(errors, found);
  });
  return { errors, step };
}

// ------------------------------------------------------------------ the API's body and answers

/** The body of `POST /api/{family}` and `PUT /api/{family}/update/{id}`: the family's fields only. */
export function toPayload(
  form: PublishFormConfig,
  values: PublishValues,
  gallery: readonly GalleryImage[],
  documents: readonly ListingDocument[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fieldsOf(form)) {
    const value = typedValue(field, values);
    // The API keeps `domain` as a list, also where the form offers one domain.
    body[field.name] = field.name === 'domain' && !Array.isArray(value) ? (value === null ? [] : [value]) : value;
  }
  body.currency ??= DEFAULT_CURRENCY;
  body.description ??= '';
  body.gallery = gallery.map((image) => image.key);
  // The deal room's families: private pictures count only on a confidential listing.
  if ('confidential' in body) body.privateGallery = body.confidential === true ? gallery.filter((image) => image.private).map((image) => image.key) : [];
  // The private documents, in the order listed (the families that have them; an empty list removes them all).
  if (form.privateDocuments) body.documents = documents.map((document) => document.key);
  return body;
}

/** Form fields the API names differently (uploads answer with `images` or `file`). */
const API_FIELD_ALIASES: Record<string, string> = { images: 'gallery', file: 'gallery', interests: 'domain' };

/**
 * The API's field messages (Romanian) on the form's fields, the step to show (the first one with
 * an error, or -1) and the messages of fields the form does not have.
 */
export function mapApiErrors(form: PublishFormConfig, apiErrors: Record<string, string>): { errors: FieldErrors; step: number; other: string[] } {
  const errors: FieldErrors = {};
  const other: string[] = [];
  let step = -1;
  for (const [apiField, message] of Object.entries(apiErrors)) {
    const name = API_FIELD_ALIASES[apiField] ?? apiField.split('.')[0];
    const index = stepOfField(form, name);
    if (index < 0) {
      other.push(message);
      continue;
    }
    errors[name] ??= message;
    if (step < 0 || index < step) step = index;
  }
  return { errors, step, other };
}

// ------------------------------------------------------------------ a saved listing in the form

/** Plain text of the API's sanitised description, paragraphs kept as blank lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/\r/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[2-4]|blockquote|ul|ol)>\s*/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The form's values for a saved listing (edit), every step included. */
export function valuesOfListing(form: PublishFormConfig, listing: AnyListing): PublishValues {
  const record = listing as unknown as Record<string, unknown>;
  const values: PublishValues = {};
  for (const field of fieldsOf(form)) {
    const value = record[field.name];
    if (field.kind === 'checkboxes') values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else if (field.kind === 'toggle') values[field.name] = value === true ? 'on' : '';
    else if (field.name === 'teaser') values[field.name] = htmlToText(typeof value === 'string' ? value : '');
    else if (field.name === 'domain') values[field.name] = Array.isArray(value) && value.length ? String(value[0]) : '';
    else if (field.name === 'description') values[field.name] = htmlToText(typeof value === 'string' ? value : '');
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The values of a new listing: the default currency and the user's name and phone as contact. */
export function emptyValues(form: PublishFormConfig, contact: { name?: string | null; phone?: string | null } = {}): PublishValues {
  const values: PublishValues = {};
  for (const field of fieldsOf(form)) values[field.name] = field.kind === 'checkboxes' ? [] : '';
  values.currency = DEFAULT_CURRENCY;
  values.contactName = contact.name ?? '';
  values.contactPhone = contact.phone ?? '';
  return values;
}

// ------------------------------------------------------------------ preview

function nameOf(list: readonly ListItem<string | number>[] | undefined, id: unknown): string | null {
  return (list && id !== null && id !== undefined && labelOf(list as readonly ListItem<string | number>[], id as string | number)) || null;
}

/**
 * The listing as the API would answer it, from what the user typed: the detail page's own
 * formatting (facts, price, place) then shows it exactly as visitors will see it.
 */
export function previewListing(form: PublishFormConfig, values: PublishValues, gallery: readonly GalleryImage[]): AnyListing {
  const body = toPayload(form, values, gallery);
  const fields = fieldsOf(form);
  const domainField = fields.find((field) => field.name === 'domain');
  const domainIds = (body.domain as number[]) ?? [];
  const domainNames = domainIds.map((id) => nameOf(domainField?.options, id)).filter((name): name is string => Boolean(name));
  const names: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'select' && field.name !== 'domain' && field.name !== 'currency') names[`${field.name}Name`] = nameOf(field.options, body[field.name]);
  }
  const parent = (domainField?.options as readonly DomainItem[] | undefined)?.find((item) => item.id === domainIds[0]);
  const subdomainName = parent && 'subdomains' in parent ? nameOf(parent.subdomains, body.subdomain) : null;
  const features = (body.features as string[] | undefined) ?? [];
  const featureField = fields.find((field) => field.name === 'features');
  const cover = gallery[0];
  const now = new Date().toISOString();
  return {
    ...body,
    ...names,
    id: 'previzualizare',
    type: form.family.type,
    slug: 'previzualizare',
    title: (body.title as string | null) ?? '',
    excerpt: '',
    description: '',
    photo: cover?.location ?? '/images/listing-default.svg',
    thumbnail: cover?.thumbnail ?? cover?.location ?? '/images/listing-default.svg',
    gallery: [...gallery],
    price: typeof body.price === 'number' ? body.price : null,
    currency: (body.currency as AnyListing['currency']) ?? DEFAULT_CURRENCY,
    county: typeof body.county === 'number' ? body.county : null,
    countyName: nameOf(COUNTIES, body.county),
    city: (body.city as string | null) ?? null,
    domain: domainIds,
    domainName: domainNames.join(', ') || null,
    subdomain: typeof body.subdomain === 'number' ? body.subdomain : null,
    subdomainName,
    // Assets have a category (the other families' forms have none).
    category: typeof body.category === 'string' ? body.category : null,
    categoryName: (names.categoryName as string | null | undefined) ?? null,
    features,
    featureNames: features.map((id) => nameOf(featureField?.options, id)).filter((name): name is string => Boolean(name)),
    interestNames: form.key === 'investor' ? domainNames : undefined,
    targetCountyNames:
      form.key === 'investor'
        ? ((body.targetCounties as number[] | undefined) ?? []).map((id) => nameOf(COUNTIES, id)).filter((name): name is string => Boolean(name))
        : undefined,
    contactName: (body.contactName as string | null) ?? null,
    contactPhone: (body.contactPhone as string | null) ?? null,
    promoted: false,
    promotedUntil: null,
    publishedAt: now,
    expiresAt: null,
    createdAt: now,
    updatedAt: now,
  } as AnyListing;
}

/** Fields of a confidential listing only approved buyers see, beside the figures not made public (as the API hides them). */
const HIDDEN_WHEN_CONFIDENTIAL: Partial<Record<number, readonly string[]>> = { 1: ['reasonForSale', 'priceIncludes'] };

/**
 * What visitors see of a confidential listing typed in the form: no locality, contact or private
 * picture, only the figures ticked as public; the teaser is its description.
 */
export function teaserListing(listing: AnyListing, values: PublishValues): AnyListing {
  const copy: Record<string, unknown> = { ...listing };
  const shown = many(values, 'publicFigures');
  for (const key of CONFIDENTIAL_FIGURES[listing.type] ?? []) if (!shown.includes(key)) copy[key] = null;
  for (const key of HIDDEN_WHEN_CONFIDENTIAL[listing.type] ?? []) copy[key] = null;
  const gallery = listing.gallery.filter((image) => !image.private);
  return { ...(copy as AnyListing), city: null, contactName: null, contactPhone: null, gallery, photo: gallery[0]?.location ?? '/images/listing-default.svg' };
}

/** Paragraphs of a plain-text description, for showing it as text (never as HTML). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
}
