/** Money and percentages as Romanians read them (see format.ts for the conventions; kept apart so the pages that show no amounts of their own do not load it). */
import { formatNumber } from './format.js';

const NO_BREAK_SPACE = /\u00a0/g;
const formats = new Map<string, Intl.NumberFormat>();

/** The number format for these options, built on first use and kept for the process's or page's life. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ro-RO', { useGrouping: 'always', ...options });
    formats.set(key, format);
  }
  return format;
}

/** How an amount of money is written. */
export interface MoneyStyle {
  /** 2 (the default): `49,00 €`; 0: whole units, rounded; 'auto': cents only when there are any (`1.490 €`, `59,29 €`). */
  decimals?: 0 | 2 | 'auto';
  /** 'symbol' (the default): `€`, `lei`, `$`; 'code': `EUR`, `RON` (invoices, emails, reports). */
  label?: 'symbol' | 'code';
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
