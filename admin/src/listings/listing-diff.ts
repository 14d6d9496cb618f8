import type { GalleryImage } from '@contracts/listings';
import { formatNumber } from '@contracts/format';
import { formatYear, YEAR_FIELDS } from '@contracts/years';

/** How a field is shown: plain text, the description's HTML, or the gallery's thumbnails. */
export type DiffFieldKind = 'text' | 'html' | 'gallery';

export interface FieldDiff {
  /** The field as the API names it (the raw one, e.g. `county`, even when a name is shown). */
  field: string;
  kind: DiffFieldKind;
  /** Display value of the approved version (the listing) and of the proposed one (the revision). */
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * Fields never compared: identity, lifecycle and derived pictures (the gallery is compared
 * instead). Anything else the API sends is compared, so a family field added later shows up.
 */
const TECHNICAL = new Set([
  'id',
  'type',
  'slug',
  'photo',
  'thumbnail',
  'status',
  'statusName',
  'moderationNote',
  'pendingRevision',
  'promoted',
  'promotedUntil',
  'publishedAt',
  'expiresAt',
  'createdAt',
  'updatedAt',
  'latitude',
  'longitude',
  'documents',
  'listing',
  'revision',
  'owner',
]);

/** Fields shown first, in this order; the family's own fields follow in the API's order. */
const LEADING = [
  'title',
  'excerpt',
  'description',
  'gallery',
  'price',
  'currency',
  'county',
  'city',
  'domain',
  'subdomain',
  'category',
  'features',
  'contactName',
  'contactPhone',
  'contactEmail',
  'confidential',
  'teaser',
  'companyName',
  'publicFigures',
];

/**
 * A raw field and the derived field that names it (`county` → `countyName`, `features` →
 * `featureNames`): the name is what staff read, the raw value is what changed. Returns the
 * display field of `field`, or null when `field` itself is a derived name.
 */
function displayFieldOf(field: string, keys: ReadonlySet<string>): string | null {
  if (field.endsWith('Name') && keys.has(field.slice(0, -'Name'.length))) return null;
  if (field.endsWith('Names')) {
    const raw = field.slice(0, -'Names'.length);
    if (keys.has(raw) || keys.has(`${raw}s`)) return null;
  }
  if (keys.has(`${field}Name`)) return `${field}Name`;
  const singular = field.endsWith('s') ? field.slice(0, -1) : field;
  if (keys.has(`${singular}Names`)) return `${singular}Names`;
  return field;
}

function kindOf(field: string): DiffFieldKind {
  if (field === 'description' || field === 'teaser') return 'html';
  if (field === 'gallery') return 'gallery';
  return 'text';
}

/** Order-sensitive structural equality of JSON values; galleries compare by image key. */
export function sameValue(field: string, a: unknown, b: unknown): boolean {
  if (field === 'gallery') {
    const keys = (value: unknown) => (Array.isArray(value) ? (value as GalleryImage[]).map((image) => image.key) : []);
    return JSON.stringify(keys(a)) === JSON.stringify(keys(b));
  }
  const norm = (value: unknown) => (value === undefined || value === '' ? null : value);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/**
 * Field-by-field comparison of the approved version of a listing with the owner's proposed
 * revision (both as `GET /api/admin/listings/{id}` returns them). With no revision (a new
 * listing waiting for its first approval) every field is listed, none marked changed.
 */
export function diffListing(listing: Record<string, unknown>, revision: Record<string, unknown> | null): FieldDiff[] {
  const proposed = revision ?? listing;
  const keys = new Set([...Object.keys(listing), ...Object.keys(proposed)]);
  const ordered = [...LEADING.filter((key) => keys.has(key)), ...[...keys].filter((key) => !LEADING.includes(key))];
  const out: FieldDiff[] = [];
  for (const field of ordered) {
    if (TECHNICAL.has(field)) continue;
    const display = displayFieldOf(field, keys);
    if (display === null) continue;
    const changed = revision !== null && !sameValue(field, listing[field], proposed[field]);
    const before = listing[display];
    const after = proposed[display];
    // Fields empty in both versions carry nothing to read.
    if (isEmpty(before) && isEmpty(after)) continue;
    out.push({ field, kind: kindOf(field), before, after, changed });
  }
  return out;
}

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * A display value as text: lists comma-joined, numbers in Romanian format, booleans Da/Nu.
 * Years (`field` one of `YEAR_FIELDS`) keep their digits together: 2019, not 2.019.
 */
export function displayText(value: unknown, field?: string): string {
  if (isEmpty(value)) return '—';
  if (Array.isArray(value)) return value.map((item) => displayText(item, field)).join(', ');
  if (typeof value === 'number')
    return field !== undefined && YEAR_FIELDS.has(field) ? formatYear(value) : formatNumber(value, { decimals: 3, trimZeros: true });
  if (typeof value === 'boolean') return value ? 'Da' : 'Nu';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
