import { commaBelow, plainText } from '../listing-core/listing-text.js';

/**
 * Plain text of what staff or a visitor typed: any markup removed with the same sanitiser as
 * listing descriptions (sanitize-html, here with no tag allowed, since every content field is
 * plain text and the site renders it as text), old cedilla letters (ş ţ) in their comma-below form,
 * whitespace collapsed.
 */
export function cleanText(text: string): string {
  return plainText(commaBelow(text));
}

/** Every string inside a value cleaned (objects and arrays walked); other values kept. */
export function cleanTexts<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item) => cleanTexts(item)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanTexts(item)])) as T;
  return value;
}
