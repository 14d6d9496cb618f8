/**
 * Instant valuation (spec section 7: `termene/evaluation`, `termene/evaluation/{id}`): the request the
 * public valuation page sends, the stored estimate the API answers, and the estimate a company
 * listing shows ("valoare estimată"). Pure TypeScript, shared with the public site and the console.
 *
 * Money: the figures of a request are in `currency` (default RON, as Romanian balance sheets and ANAF
 * report them; EUR accepted for people who think in euro). Every value of an estimate is in EUR (the
 * site is EUR-priced); RON figures are converted with the BNR EUR/RON rate of the day (the rate used
 * is recorded in `inputs.eurRon`).
 */

import type { EurRonSource } from './invoices.js';

/** What the sale includes: the company's shares (the whole legal entity) or only its assets (fond de comerț). */
export type ValuationSaleKind = 'shares' | 'assets_only';
export const VALUATION_SALE_KINDS: readonly { id: ValuationSaleKind; name: string }[] = [
  { id: 'shares', name: 'Părțile sociale / acțiunile firmei' },
  { id: 'assets_only', name: 'Doar activele (fondul de comerț)' },
];

export interface ValuationIncludes {
  kind: ValuationSaleKind;
  /** Whether real estate owned by the company is part of the sale (then `assets` should count it). */
  realEstate: boolean;
}

/** One financial year of the company, as in its balance sheet. */
export interface ValuationYearInput {
  year: number;
  /** Cifra de afaceri netă. */
  turnover: number;
  /** Profitul (negative: pierderea) net al exercițiului. */
  netProfit: number;
  /** Numărul mediu de salariați. */
  employees: number;
}

/** Figures typed by the user. Exactly one of `caen` or `domainId` is needed. */
export interface ValuationFiguresRequest {
  /** CAEN Rev. 2 class, four digits ("6201"). */
  caen?: string;
  /** ECONOMIC_DOMAINS id (lists.ts), when the CAEN class is not known. */
  domainId?: number;
  /** Currency of the money figures below; default RON. */
  currency?: 'RON' | 'EUR';
  /** One to three consecutive years, the last three financial years (any order; the latest counts most). */
  years: ValuationYearInput[];
  /** COUNTIES id (counties.ts). */
  countyId: number;
  /** Total assets (active totale), optional. */
  assets?: number;
  /** Total debts (datorii totale), optional. */
  debts?: number;
  /** Optional: what the sale includes (default shares, no real estate). */
  includes?: ValuationIncludes;
}

/** A CUI: the figures are read from ANAF (the company-data module); the others are optional overrides. */
export interface ValuationCuiRequest {
  cui: string;
  /** County when ANAF does not give it. */
  countyId?: number;
  includes?: ValuationIncludes;
}

export type ValuationRequest = ValuationCuiRequest | ValuationFiguresRequest;

/** Multiples of the industry group the company's CAEN section maps to (see modules/valuation/data). */
export interface ValuationMultiples {
  /** CAEN section letter (A–U). */
  section: string;
  sectionName: string;
  /** The dataset's industry names the section was mapped to. */
  industries: string[];
  /** EV / Sales. */
  evSales: number;
  /** EV / EBIT: the earnings multiple used (applied to net profit grossed up by the 16% profit tax). */
  evEbit: number | null;
  /** Price / Earnings (net profit); null: the dataset's P/E (an unweighted mean) is not used. */
  pe: number | null;
  /** Typical net margin of the group (fraction), for the margin adjustment. */
  netMargin: number | null;
}

/** One step of the method: a factor applied to the value, with its Romanian explanation. */
export interface ValuationAdjustment {
  key: 'small_company' | 'liquidity' | 'trend' | 'margin' | 'sale_kind' | string;
  /** Romanian label ("Discount de firmă mică"). */
  label: string;
  /** Multiplier applied (0.7 = −30 %). */
  factor: number;
  /** Romanian: why, from which source, with which bounds. */
  explanation: string;
}

/** How a main input moves the mid value: the mid value if the input were `change` (±0.1 = ±10 %) different. */
export interface ValuationSensitivity {
  input: 'netProfit' | 'turnover' | 'debts' | 'assets' | string;
  /** Romanian label ("Profit net +10%"). */
  label: string;
  change: number;
  mid: number;
}

/** The source of the multiples, recorded with each estimate. */
export interface ValuationSource {
  title: string;
  author: string;
  url: string;
  /** Date of the dataset (YYYY-MM-DD or YYYY-MM). */
  date: string;
  region: string;
  /** Romanian: how the dataset's industries were mapped to CAEN sections, and the discounts' sources. */
  note: string;
}

/** What the estimate was computed from (after reading ANAF and converting to EUR). */
export interface ValuationInputs {
  origin: 'cui' | 'figures';
  cui: string | null;
  companyName: string | null;
  caen: string | null;
  domainId: number | null;
  section: string;
  countyId: number | null;
  /** Currency of the figures as given; `years`, `assets` and `debts` here are in EUR. */
  givenCurrency: 'RON' | 'EUR';
  /**
   * RON per EUR used and the day it is BNR's for (the day it was used for a configured rate), and
   * where it comes from (absent on estimates made before it was recorded); null when figures were typed in EUR.
   */
  eurRon: { rate: number; date: string; source?: EurRonSource } | null;
  years: ValuationYearInput[];
  assets: number | null;
  debts: number | null;
  includes: ValuationIncludes;
}

export interface ValuationMethod {
  /** 'earnings_and_revenue' when profitable, 'revenue_only' when the latest profit is ≤ 0. */
  kind: 'earnings_and_revenue' | 'revenue_only';
  /** Weight of the earnings value in the mid (0 with revenue_only). */
  earningsWeight: number;
  /** Value by earnings (EV/EBIT × normalised net profit grossed up by the 16% profit tax) before adjustments, EUR; null with revenue_only. */
  earningsValue: number | null;
  /** Value by revenue (EV/Sales × normalised turnover × the margin adjustment) before the other adjustments, EUR. */
  revenueValue: number;
  /**
   * What the debts change, EUR (0 or negative): for a sale of shares, the excess of debts over assets
   * (both given), never taking the value below 10% of the operating value; 0 otherwise.
   */
  netDebtAdjustment: number;
  /** ± spread of low/high around mid (0.25 = low is mid × 0.75, high is mid × 1.25). */
  spread: number;
  /** Romanian summary of the method, step by step. */
  summary: string[];
}

export interface ValuationEstimate {
  /** Unguessable id (128 random bits, base64url): whoever holds it can read the estimate. */
  id: string;
  low: number;
  mid: number;
  high: number;
  currency: 'EUR';
  method: ValuationMethod;
  multiples: ValuationMultiples;
  adjustments: ValuationAdjustment[];
  /** Romanian sentences: what the estimate assumes. */
  assumptions: string[];
  inputs: ValuationInputs;
  sensitivities: ValuationSensitivity[];
  source: ValuationSource;
  /** Listings this estimate is shown on (only in the owner's view; empty for others). */
  attachedListingIds: string[];
  /** Whether the caller is the estimate's owner (signed in as the user who made it). */
  mine: boolean;
  createdAt: string;
}

/** `GET /api/termene/evaluation` (signed in): my estimates, newest first. */
export interface ValuationEstimateSummary {
  id: string;
  low: number;
  mid: number;
  high: number;
  currency: 'EUR';
  companyName: string | null;
  caen: string | null;
  section: string;
  attachedListingIds: string[];
  createdAt: string;
}

/** `POST /api/termene/evaluation/:id/attach`. */
export interface AttachValuationRequest {
  listingId: string;
}

/** `estimatedValue` on a company listing's public detail. */
export interface ListingEstimatedValue {
  low: number;
  mid: number;
  high: number;
  currency: 'EUR';
  estimateId: string;
  createdAt: string;
}

/** Bounds of the typed figures (the API answers 400 outside them). */
export const VALUATION_LIMITS = {
  /** Years accepted: 2000 … the current year. */
  minYear: 2000,
  maxYears: 3,
  /** Turnover up to 10 billion (in the currency given). */
  maxTurnover: 10_000_000_000,
  maxEmployees: 100_000,
} as const;

/**
 * `POST /api/termene/evaluation` with `{ cui }` when ANAF cannot give the figures (slow or down, no
 * balance sheet, no CAEN): 400 with this message on the `cui` field; the page then asks for typed figures.
 */
export const VALUATION_NEEDS_FIGURES_MESSAGE = 'Nu am putut prelua cifrele firmei de la ANAF. Completează cifrele din bilanț și încearcă din nou.';
