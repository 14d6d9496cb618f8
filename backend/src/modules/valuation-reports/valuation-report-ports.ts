import type { CompanyLookup } from '../../contracts/company-data.js';
import type { ReportFigures, ReportStartingEstimate } from '../../contracts/valuation-reports.js';

/**
 * Reads a company's registration and yearly figures by CUI (the company-data module's
 * `CompanyDataService.lookup`); registered with `ValuationReportsService.provideCompanyData`.
 * Required: boot fails without one (ValuationReportsService.onApplicationBootstrap).
 */
export interface CompanyFiguresPort {
  lookup(cui: string): Promise<CompanyLookup>;
}

/**
 * The instant valuation method (the valuation module): the starting range for the figures, or the
 * stored estimate `estimateId` when the order carries one; null when the figures are not enough.
 * Registered with `ValuationReportsService.provideEstimator`; required: boot fails without one.
 */
export interface InstantEstimatePort {
  estimate(figures: ReportFigures, estimateId: string | null): Promise<ReportStartingEstimate | null>;
  /** The figures a stored estimate was made from (in RON), for an order without a CUI ANAF knows. */
  figuresOf?(estimateId: string): Promise<ReportFigures | null>;
}
