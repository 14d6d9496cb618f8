/** A stored object opened for reading. */
export interface StoredObject {
  stream: NodeJS.ReadableStream;
  size: number;
  contentType?: string;
}

/**
 * Where uploaded files live. Keys are relative, lower-case paths (`images/ab/<uuid>-large.webp`,
 * `documents/<uuid>.pdf`) and never contain user input; every driver refuses unsafe keys.
 */
export interface StorageDriver {
  /** Writes the whole object at once: readers see either nothing or the complete file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Injection token of the configured StorageDriver. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/** Lower-case segments of `[a-z0-9._-]` separated by single slashes; no `.`/`..` segment, no leading slash. */
const SEGMENT = /^[a-z0-9._-]+$/;
export const MAX_STORAGE_KEY_LENGTH = 255;

export function isSafeStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_STORAGE_KEY_LENGTH) return false;
  if (key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.');
}

/** Thrown for a key a caller should never have built; a programming error, hence not an AppException. */
export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'UnsafeStorageKeyError';
  }
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
}

/** Content types of the extensions we store; anything else is served as opaque bytes. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot + 1) : '';
  return CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
