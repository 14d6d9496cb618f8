import { randomUUID } from 'node:crypto';
import type { GalleryImage, ListingDocument } from '../../contracts/listings.js';
import type { DocumentExtension } from './document-sniffer.js';

/**
 * Keys of uploads. An image's key is a bare uuid shared by its two variants; a document's key is
 * `<uuid>.<ext>`. Storage keys fan images out by the uuid's first two characters. No user input
 * ever reaches a key.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const IMAGE_KEY_PATTERN = new RegExp(`^${UUID}$`);
export const DOCUMENT_KEY_PATTERN = new RegExp(`^${UUID}\\.(pdf|docx|xlsx|pptx|doc|xls|ppt|odt|ods)$`);
const IMAGE_FILE_PATTERN = new RegExp(`^(${UUID})-(large|thumb)\\.webp$`);

export type ImageVariant = 'large' | 'thumb';
export const IMAGE_URL_PREFIX = '/api/uploads/images/';
export const IMAGE_CONTENT_TYPE = 'image/webp';

export function newImageKey(): string {
  return randomUUID();
}

export function newDocumentKey(extension: DocumentExtension): string {
  return `${randomUUID()}.${extension}`;
}

export function imageStorageKey(key: string, variant: ImageVariant): string {
  return `images/${key.slice(0, 2)}/${key}-${variant}.webp`;
}

export function documentStorageKey(key: string): string {
  return `documents/${key}`;
}

/** The storage key behind a public image file name (`<uuid>-large.webp`), or null for anything else. */
export function imageFileToStorageKey(file: string): string | null {
  const match = IMAGE_FILE_PATTERN.exec(file);
  return match ? imageStorageKey(match[1], match[2] as ImageVariant) : null;
}

export function toGalleryImage(row: { key: string; originalName: string }): GalleryImage {
  return {
    location: `${IMAGE_URL_PREFIX}${row.key}-large.webp`,
    key: row.key,
    originalName: row.originalName,
    thumbnail: `${IMAGE_URL_PREFIX}${row.key}-thumb.webp`,
  };
}

export function toListingDocument(row: { key: string; originalName: string; size: number; contentType: string }): ListingDocument {
  return { key: row.key, originalName: row.originalName, size: row.size, contentType: row.contentType };
}

const MAX_NAME_LENGTH = 200;

/**
 * A file name fit for display and for a download's Content-Disposition: the last path segment,
 * NFC, without control or bidi-override characters, at most 200 characters. With `extension`, the
 * name is made to end with it (the type comes from the bytes, so the name must not claim another).
 */
export function sanitizeFileName(name: string | undefined, fallback: string, extension?: string): string {
  let clean = (name ?? '')
    .normalize('NFC')
    .split(/[/\\]/)
    .pop()!
    // Control characters, and the invisible ones that can disguise an extension (RTL override, …).
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) clean = fallback;
  if (extension) {
    const stem = clean.replace(/\.[^.]{1,5}$/, '') || fallback;
    clean = `${cut(stem, MAX_NAME_LENGTH - extension.length - 1)}.${extension}`;
  }
  return cut(clean, MAX_NAME_LENGTH);
}

/** Cuts by code points so no surrogate pair is split. */
function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('').trimEnd();
}
