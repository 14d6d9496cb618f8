/**
 * How the instant estimate's numbers read on the site: whole euros with Romanian separators, short
 * amounts for the chart's axis, factors as percentages. Pure code, shared by the valuation pages and
 * the company listing's "valoare estimată" block (so the listing page carries no chart code).
 */
import { formatNumber } from '@contracts/format';
import { formatMoney } from '@contracts/format-money';

/** The sign of a change (`−30%`), paired with `+`; amounts take a hyphen-minus as every amount does. */
const MINUS = '\u2212';

/** `1.250.000 €`; estimates are rounded, cents would claim a precision they do not have. */
export const formatEurWhole = (amount: number): string => formatMoney(amount, 'EUR', { decimals: 0 });

/** `310.000 – 520.000 €`: the range of an estimate in one line. */
export function formatEurRange(low: number, high: number): string {
  return `${formatNumber(low)} – ${formatEurWhole(high)}`;
}

const oneDecimal = (value: number): string => formatNumber(value, { decimals: 1, trimZeros: true });

/** Short amounts for the chart's axis: `850 mii €`, `1,2 mil. €`, `0 €` (Intl's compact ro-RO writes „250 K”). */
export function formatEurShort(amount: number): string {
  const size = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  if (size >= 1_000_000) return `${sign}${oneDecimal(size / 1_000_000)} mil. €`;
  if (size >= 1_000) return `${sign}${oneDecimal(size / 1_000)} mii €`;
  return `${sign}${Math.round(size)} €`;
}

/** A multiplier as the change it makes: 0.7 → `−30%`, 1.05 → `+5%`, 1 → `0%`. */
export function formatFactor(factor: number): string {
  const percent = Math.round((factor - 1) * 1000) / 10;
  if (percent === 0) return '0%';
  return `${percent > 0 ? '+' : MINUS}${oneDecimal(Math.abs(percent))}%`;
}

/** A change of the mid value against the estimate's mid: `+8,5%` or `−12%`. */
export function formatChange(value: number, base: number): string {
  if (!base) return '0%';
  return formatFactor(value / base);
}

/** A multiple as analysts write it: `0,85×`. */
export function formatMultiple(value: number): string {
  return `${formatNumber(value, { decimals: 2, trimZeros: true })}×`;
}
