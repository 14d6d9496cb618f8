/**
 * The one place that writes numbers, money, percentages and counts as Romanians read them, for the
 * site, the console, the emails and the PDFs. Built on `Intl.NumberFormat('ro-RO')` and
 * `Intl.PluralRules('ro')`; each Intl object is built once (they are costly) and kept here.
 *
 * Conventions, the same everywhere:
 * - thousands are always grouped with a dot, decimals after a comma: `1.234,50` (grouping is forced:
 *   with ro-RO's default some ICU versions leave four-digit numbers ungrouped, and the server's and
 *   the browser's ICU need not be the same);
 * - a normal space separates a number from its currency or unit: `1.234,50 €`. Intl writes a
 *   no-break space (U+00A0) there; it is replaced so that the server's and the browser's output, the
 *   plain-text emails and the PDFs read the same;
 * - a negative amount takes a hyphen-minus: `-59,29 €`.
 *
 * Machine formats (UBL amounts `1234.50`, CSV) are not display texts and do not come from here.
 */

/** How many digits follow the comma. */
export interface NumberStyle {
  /** Digits after the comma (0 by default). */
  decimals?: number;
  /** Drop trailing zeros: `1,5` and `2` instead of `1,50` and `2,00` (off by default: always `decimals` digits). */
  trimZeros?: boolean;
}

/** How an amount of money is written. */
export interface MoneyStyle {
  /** 2 (the default): `49,00 €`; 0: whole units, rounded; 'auto': cents only when there are any (`1.490 €`, `59,29 €`). */
  decimals?: 0 | 2 | 'auto';
  /** 'symbol' (the default): `€`, `lei`, `$`; 'code': `EUR`, `RON` (invoices, emails, reports). */
  label?: 'symbol' | 'code';
}

const LOCALE = 'ro-RO';
const NO_BREAK_SPACE = /\u00a0/g;
const formats = new Map<string, Intl.NumberFormat>();

/** The number format for these options, built on first use and kept for the process's or page's life. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { useGrouping: 'always', ...options });
    formats.set(key, format);
  }
  return format;
}

const pluralRules = new Intl.PluralRules('ro');

/** `1.234`, `1.234,5` (with `{ decimals: 1, trimZeros: true }`), `4,9750` (with `{ decimals: 4 }`). Rounds to `decimals`. */
export function formatNumber(value: number, { decimals = 0, trimZeros = false }: NumberStyle = {}): string {
  return numberFormat({ minimumFractionDigits: trimZeros ? 0 : decimals, maximumFractionDigits: decimals }).format(value);
}

/**
 * `1.234,50 €`, `4.500 lei`, `250.000 EUR` (label 'code'); a missing or non-finite amount is `—`.
 * `currency` is an ISO 4217 code (EUR, RON, USD).
 */
export function formatMoney(amount: number | null | undefined, currency = 'EUR', { decimals = 2, label = 'symbol' }: MoneyStyle = {}): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  const digits = decimals === 'auto' ? (Math.round(amount * 100) % 100 === 0 ? 0 : 2) : decimals;
  return numberFormat({
    style: 'currency',
    currency,
    currencyDisplay: label === 'code' ? 'code' : 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(amount)
    .replace(NO_BREAK_SPACE, ' ');
}

/** An amount kept in cents (invoices, payments), written with its two decimals: 35090 → `350,90 €`. */
export function formatCents(cents: number, currency = 'EUR', label: MoneyStyle['label'] = 'symbol'): string {
  return formatMoney(cents / 100, currency, { decimals: 2, label });
}

/** A fraction as a percentage, trailing zeros dropped: 0.062 → `6,2%`, 0.85 → `85%` (no space before `%`, as the site writes it). */
export function formatPercent(fraction: number, decimals = 1): string {
  return `${formatNumber(fraction * 100, { decimals, trimZeros: true })}%`;
}

/**
 * A Romanian count: `1 anunț`, `2 anunțuri`, `20 de anunțuri`, `101 anunțuri`, `1.000 de anunțuri`.
 * Intl's Romanian categories are 'one' (1), 'few' (0, 2–19 and numbers ending in 01–19) and 'other'
 * (the rest): 'other' is exactly where Romanian puts „de” between the number and the noun.
 */
export function countLabel(count: number, singular: string, plural: string): string {
  const category = pluralRules.select(count);
  return `${formatNumber(count)} ${category === 'one' ? singular : category === 'other' ? `de ${plural}` : plural}`;
}

/** A file's size: `300 B`, `117 kB`, `1,5 MB` (one decimal, dropped when zero: `2 MB`). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(bytes / 1024 / 1024, { decimals: 1, trimZeros: true })} MB`;
}
