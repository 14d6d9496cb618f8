import type { ReportAdjustment, ReportFigures } from '../../contracts/valuation-reports.js';

export interface ValueRange {
  low: number;
  mid: number;
  high: number;
}

/** Values are reported to the nearest 100 EUR: more digits would claim a precision a valuation does not have. */
export const roundValue = (value: number): number => Math.max(0, Math.round(value / 100) * 100);

/**
 * The starting range with the consultant's adjustments applied in their order: a factor scales the
 * three values (-10 → ×0.9), an amount is added to each; no value goes below zero, and the range
 * stays ordered (low ≤ mid ≤ high).
 */
export function applyAdjustments(start: ValueRange, adjustments: readonly ReportAdjustment[]): ValueRange {
  let { low, mid, high } = start;
  for (const adjustment of adjustments) {
    if (adjustment.kind === 'factor') {
      const factor = 1 + adjustment.value / 100;
      low *= factor;
      mid *= factor;
      high *= factor;
    } else {
      low += adjustment.value;
      mid += adjustment.value;
      high += adjustment.value;
    }
  }
  const [a, b, c] = [low, mid, high].map(roundValue).sort((x, y) => x - y);
  return { low: a, mid: b, high: c };
}

/** Why a final range cannot be published, or null: all three values, low ≤ mid ≤ high, mid above zero. */
export function finalRangeProblem(range: { low: number | null; mid: number | null; high: number | null }): string | null {
  if (range.low === null || range.mid === null || range.high === null) return 'Completează intervalul final (minim, mediu, maxim).';
  if (range.mid <= 0) return 'Valoarea medie trebuie să fie mai mare decât zero.';
  if (!(range.low <= range.mid && range.mid <= range.high)) return 'Intervalul final trebuie să respecte ordinea: minim ≤ mediu ≤ maxim.';
  return null;
}

/** An empty set of figures, for a company whose data nobody read yet. */
export const NO_FIGURES: ReportFigures = { source: 'none', fetchedAt: null, caen: null, countyId: null, years: [], assets: null, debts: null };

/** The CAEN section letter of a class code ("5610" → "I"), from the first two digits' division. */
export function caenDivision(code: string | null): number | null {
  if (!code) return null;
  const digits = code.replace(/\D/g, '');
  return digits.length >= 2 ? Number(digits.slice(0, 2)) : null;
}
