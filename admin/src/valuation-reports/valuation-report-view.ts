import { formatMoney } from '@contracts/format-money';
import { applyReportAdjustments, type ReportAdjustment, type StaffValuationReport, type ValuationReportUpdate } from '@contracts/valuation-reports';

/** The status shown in the list and on the edit page: ciornă, publicat (versiunea N), and whether the draft changed since. */
export function reportStatusLabel(record: Pick<StaffValuationReport, 'status' | 'version' | 'changedSincePublished'>): string {
  if (record.status === 'draft' || record.version === 0) return 'Ciornă';
  return `Publicat, versiunea ${record.version}${record.changedSincePublished ? ' (modificat după publicare)' : ''}`;
}

/** A whole amount as Romanians write it, with its currency: 250.000 EUR. */
export const formatAmount = (value: number | null | undefined, currency = 'EUR'): string => formatMoney(value, currency, { decimals: 0, label: 'code' });

/** A number typed in the form ('' or missing: null; "12.5" from a text field: 12.5). */
function numberOf(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : (value as number);
}

/** The form's values of the edit page. */
export type ReportFormValues = Partial<StaffValuationReport> & Record<string, unknown>;

/**
 * The body of `PUT /api/admin/valuation-reports/{id}` from the edit form: only the parts the draft
 * edits (the route refuses other fields), empty adjustment rows dropped, the included comparables
 * as their listing ids, empty numbers as null.
 */
export function toUpdateBody(values: ReportFormValues): ValuationReportUpdate {
  const figures = values.figures;
  const starting = values.starting;
  const hasStarting = starting && [starting.low, starting.mid, starting.high].some((value) => numberOf(value) !== null);
  return {
    ...(figures
      ? {
          figures: {
            caen: figures.caen ? String(figures.caen).trim() || null : null,
            countyId: numberOf(figures.countyId),
            years: (figures.years ?? [])
              .filter((year) => year && numberOf(year.year) !== null)
              .map((year) => ({
                year: numberOf(year.year)!,
                turnover: numberOf(year.turnover),
                netProfit: numberOf(year.netProfit),
                employees: numberOf(year.employees),
              })),
            assets: numberOf(figures.assets),
            debts: numberOf(figures.debts),
          },
        }
      : {}),
    starting: hasStarting ? { low: numberOf(starting!.low) ?? 0, mid: numberOf(starting!.mid) ?? 0, high: numberOf(starting!.high) ?? 0 } : null,
    adjustments: (values.adjustments ?? [])
      .filter((row) => row && (String(row.label ?? '').trim() || String(row.reason ?? '').trim() || numberOf(row.value) !== null))
      .map((row) => ({
        label: String(row.label ?? '').trim(),
        kind: row.kind === 'amount' ? 'amount' : 'factor',
        value: numberOf(row.value) ?? 0,
        reason: String(row.reason ?? '').trim(),
      })),
    includedComparables: (values.comparables ?? []).filter((item) => item.included).map((item) => item.listingId),
    conclusion: typeof values.conclusion === 'string' ? values.conclusion.trim() || null : null,
    finalLow: numberOf(values.finalLow),
    finalMid: numberOf(values.finalMid),
    finalHigh: numberOf(values.finalHigh),
  };
}

/** The range after the adjustments as the form stands (null without a complete starting range). */
export function previewRange(values: ReportFormValues): { low: number; mid: number; high: number } | null {
  const starting = values.starting;
  if (!starting) return null;
  const [low, mid, high] = [starting.low, starting.mid, starting.high].map(numberOf);
  if (low === null || mid === null || high === null) return null;
  const adjustments = (values.adjustments ?? [])
    .filter((row): row is ReportAdjustment => Boolean(row) && numberOf(row.value) !== null)
    .map((row) => ({ kind: row.kind, value: numberOf(row.value)! }));
  return applyReportAdjustments({ low, mid, high }, adjustments);
}

/** Why the report cannot be published yet (the API says the same with a 400), or null. */
export function publishProblem(record: Pick<StaffValuationReport, 'conclusion' | 'finalLow' | 'finalMid' | 'finalHigh'>): string | null {
  if (!record.conclusion || record.conclusion.trim().length < 20) return 'Scrie concluzia (cel puțin 20 de caractere) și salvează înainte de publicare.';
  const { finalLow: low, finalMid: mid, finalHigh: high } = record;
  if (low === null || mid === null || high === null) return 'Completează și salvează intervalul final înainte de publicare.';
  if (!(low <= mid && mid <= high) || mid <= 0) return 'Intervalul final trebuie să respecte ordinea minim ≤ mediu ≤ maxim.';
  return null;
}
