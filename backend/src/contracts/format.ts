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

const LOCALE = 'ro-RO';
/** Number formats by their digits after the comma (min × 100 + max), built on first use and kept. */
const numberFormats: Record<number, Intl.NumberFormat> = {};

const pluralRules = new Intl.PluralRules(LOCALE);

/** `1.234`, `1.234,5` (with `{ decimals: 1, trimZeros: true }`), `4,9750` (with `{ decimals: 4 }`). Rounds to `decimals`. */
export function formatNumber(value: number, { decimals = 0, trimZeros = false }: NumberStyle = {}): string {
  const min = trimZeros ? 0 : decimals;
  const format = (numberFormats[min * 100 + decimals] ??= new Intl.NumberFormat(LOCALE, {
    useGrouping: 'always',
    minimumFractionDigits: min,
    maximumFractionDigits: decimals,
  }));
  return format.format(value);
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
