import { applyReportAdjustments, roundReportValue, type ReportFigures } from '../../contracts/valuation-reports.js';

export interface ValueRange {
  low: number;
  mid: number;
  high: number;
}

/** The rounding and the adjustments live with the contract: the console previews with the same code. */
export const roundValue = roundReportValue;
export const applyAdjustments = applyReportAdjustments;

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
