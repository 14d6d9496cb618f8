/**
 * The paid valuation report: the consultants' workspace opened when a valuation order is paid
 * (`/api/admin/valuation-reports`), its published PDF versions, and the client's view of their
 * reports (`/api/valuation-reports/mine`). Pure TypeScript, shared with the console and the site.
 */

export type ValuationReportStatus = 'draft' | 'published';

export const VALUATION_REPORT_STATUSES: readonly { id: ValuationReportStatus; name: string }[] = [
  { id: 'draft', name: 'Ciornă' },
  { id: 'published', name: 'Publicat' },
];

/** One financial year of the company; amounts in RON, as the balance sheet gives them. */
export interface ReportYear {
  year: number;
  turnover: number | null;
  netProfit: number | null;
  employees: number | null;
}

/** The client's figures: read from ANAF by the company's CUI, or typed by the consultant. */
export interface ReportFigures {
  source: 'anaf' | 'manual' | 'none';
  /** When ANAF answered (ISO), for `anaf`. */
  fetchedAt: string | null;
  caen: string | null;
  countyId: number | null;
  /** Newest first, at most five years. */
  years: ReportYear[];
  assets: number | null;
  debts: number | null;
}

/** The instant method's result the consultant starts from (EUR). */
export interface ReportStartingEstimate {
  low: number;
  mid: number;
  high: number;
  currency: 'EUR';
  /** The method's name, as the PDF prints it. */
  method: string;
  /** The stored instant estimate it comes from, when there is one. */
  estimateId: string | null;
  /** The method's steps, in Romanian. */
  explanation: string[];
}

/** `factor`: a percentage applied to the value (-10 lowers it by 10%); `amount`: EUR added (negative: subtracted). */
export type ReportAdjustmentKind = 'factor' | 'amount';

export interface ReportAdjustment {
  label: string;
  kind: ReportAdjustmentKind;
  value: number;
  reason: string;
}

/** A company-for-sale listing of the marketplace close to the valued company; the consultant includes or excludes it. */
export interface ReportComparable {
  listingId: string;
  title: string;
  slug: string;
  price: number | null;
  currency: string;
  countyId: number | null;
  yearlyTurnover: number | null;
  yearlyProfit: number | null;
  included: boolean;
}

/** One published version of a report: its PDF and who signed it. */
export interface ValuationReportVersionView {
  version: number;
  publishedAt: string;
  consultantName: string;
  pdfUrl: string;
}

/** A report as the console shows and edits it. */
export interface StaffValuationReport {
  id: string;
  orderId: string;
  orderNumber: string;
  consultingRequestId: string | null;
  client: { id: string; fullName: string; email: string };
  companyName: string;
  companyCui: string | null;
  status: ValuationReportStatus;
  /** The latest published version (0 while it is a draft never published). */
  version: number;
  figures: ReportFigures;
  starting: ReportStartingEstimate | null;
  adjustments: ReportAdjustment[];
  comparables: ReportComparable[];
  conclusion: string | null;
  finalLow: number | null;
  finalMid: number | null;
  finalHigh: number | null;
  /** The starting estimate with the adjustments applied (null without a starting estimate). */
  adjusted: { low: number; mid: number; high: number } | null;
  /** The client's uploads on the consulting request (private downloads). */
  documents: { name: string; url: string }[];
  versions: ValuationReportVersionView[];
  /** True when the draft changed since the last published version. */
  changedSincePublished: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `PUT /api/admin/valuation-reports/{id}`: the draft's editable parts (each optional). */
export interface ValuationReportUpdate {
  figures?: Pick<ReportFigures, 'caen' | 'countyId' | 'years' | 'assets' | 'debts'>;
  starting?: Pick<ReportStartingEstimate, 'low' | 'mid' | 'high'> | null;
  adjustments?: ReportAdjustment[];
  /** The listing ids the report includes among its comparables. */
  includedComparables?: string[];
  conclusion?: string | null;
  finalLow?: number | null;
  finalMid?: number | null;
  finalHigh?: number | null;
}

/** A report as its client sees it in their account. */
export interface ClientValuationReport {
  id: string;
  orderNumber: string;
  companyName: string;
  status: ValuationReportStatus;
  version: number;
  /** The published range, once published. */
  range: { low: number; mid: number; high: number } | null;
  publishedAt: string | null;
  /** The latest version's PDF, once published. */
  pdfUrl: string | null;
  versions: ValuationReportVersionView[];
}

/** Bounds of the editable parts (also the DTO's). */
export const REPORT_LIMITS = {
  years: 5,
  adjustments: 20,
  comparables: 12,
  conclusion: 5000,
  label: 120,
  reason: 1000,
  /** Factors: -90% to +200%. */
  factorMin: -90,
  factorMax: 200,
  /** EUR values and amounts. */
  amountMax: 1_000_000_000,
} as const;

/** Values are reported to the nearest 100 EUR: more digits would claim a precision a valuation does not have. */
export const roundReportValue = (value: number): number => Math.max(0, Math.round(value / 100) * 100);

/**
 * The starting range with the consultant's adjustments applied in their order: a factor scales the
 * three values (-10 → ×0.9), an amount is added to each; no value goes below zero, and the range
 * stays ordered (low ≤ mid ≤ high). The console previews with it what the report prints.
 */
export function applyReportAdjustments(
  start: { low: number; mid: number; high: number },
  adjustments: readonly Pick<ReportAdjustment, 'kind' | 'value'>[],
): { low: number; mid: number; high: number } {
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
  const [a, b, c] = [low, mid, high].map(roundReportValue).sort((x, y) => x - y);
  return { low: a, mid: b, high: c };
}
