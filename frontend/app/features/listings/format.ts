/** Romanian number, money and date formats of the listing pages (one place for every family). */
import { formatNumber } from '@contracts/format';
import type { Currency } from '@contracts/listings';

/** Numbers and counts come from the shared formatters (re-exported for the listing pages). */
export { countLabel, formatNumber } from '@contracts/format';

const dateFormat = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' });

/** The currencies' narrow symbols, as Intl writes them for ro-RO (CURRENCIES of the contracts); any other code is written as it is. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', RON: 'lei', USD: '$' };

export const PRICE_ON_REQUEST = 'Preț la cerere';

/** `1.250.000 €`, `4.500 lei`; null or missing → "Preț la cerere". */
export function formatPrice(value: number | null | undefined, currency: Currency | string = 'EUR'): string {
  if (value === null || value === undefined) return PRICE_ON_REQUEST;
  // What formatMoney(value, currency, { decimals: 0 }) writes, without loading the money formatter on every listing page.
  return `${formatNumber(value)} ${CURRENCY_SYMBOLS[currency] ?? currency}`;
}

/** `50.000 – 250.000 €`, or one bound ("de la 50.000 €"); null when neither is known. */
export function formatRange(min: number | null | undefined, max: number | null | undefined, currency: Currency | string = 'EUR'): string | null {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return `${formatNumber(min)} – ${formatPrice(max, currency)}`;
  if (hasMin) return `de la ${formatPrice(min, currency)}`;
  if (hasMax) return `până la ${formatPrice(max, currency)}`;
  return null;
}

/** `23 noiembrie 2026`; empty for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
