import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../contracts/admin.js';
import { nameOf } from '../../contracts/consulting.js';
import type { SubscriberRow } from './newsletter.repository.js';

/** Makes Excel read the file as UTF-8, so diacritics survive. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. A field a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, so an opened export never executes what somebody typed.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

const BUCHAREST = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026-03-05 14:07`, Romanian time: sorts as text and Excel reads it as a date. */
export function bucharestDateTime(date: Date | null): string {
  return date ? BUCHAREST.format(date) : '';
}

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Subiecte', 'Stare', 'Abonat la', 'Dezabonat la'] as const;

export function subscriberCsvLine(row: SubscriberRow): string {
  return csvLine([
    row.email,
    row.topics.map((topic) => nameOf(NEWSLETTER_TOPICS, topic as NewsletterTopic)).join('; '),
    row.unsubscribedAt ? 'Dezabonat' : row.confirmedAt ? 'Abonat' : 'Neconfirmat',
    bucharestDateTime(row.createdAt),
    bucharestDateTime(row.unsubscribedAt),
  ]);
}

/** `abonati-newsletter[-<topic>]-<day>.csv` (ASCII, so every browser keeps the name). */
export function subscriberCsvFileName(topic: NewsletterTopic | undefined, now: Date): string {
  return `abonati-newsletter${topic ? `-${topic}` : ''}-${bucharestDateTime(now).slice(0, 10)}.csv`;
}
