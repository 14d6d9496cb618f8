/**
 * Company data read from ANAF's public web services by CUI (`GET /api/company-data/:cui`,
 * `CompanyDataService.lookup`). Registration data come from the VAT-payer service
 * (PlatitorTvaRest), yearly figures from the balance-sheet service (bilant).
 */

/** One financial year from the balance sheet; amounts in RON as ANAF gives them. */
export interface CompanyYear {
  year: number;
  turnover: number | null;
  netProfit: number | null;
  employees: number | null;
  assets: number | null;
  debts: number | null;
  caen: string | null;
}

export interface CompanyData {
  /** Digits only, without the RO prefix. */
  cui: string;
  name: string;
  address: string;
  county: string | null;
  /** Our county id (see contracts/counties.ts), or null when ANAF's county name matches none. */
  countyId: number | null;
  city: string | null;
  street: string | null;
  postalCode: string | null;
  tradeRegisterNumber: string | null;
  caen: string | null;
  vatPayer: boolean;
  inactive: boolean;
  registeredAt: string | null;
  /** Newest first, the last 3 years ANAF has. */
  years: CompanyYear[];
  source: 'anaf';
  fetchedAt: string;
}

export type CompanyLookup =
  | { status: 'found'; data: CompanyData }
  | { status: 'not_found' }
  /** ANAF slow, down or busy; `message` is Romanian, for the form's note. */
  | { status: 'unavailable'; message: string };

/** The registration fields `POST /api/account/validateCUI` adds when ANAF knows the CUI. */
export interface CompanyRegistrationPrefill {
  name: string;
  address: string;
  county: string | null;
  countyId: number | null;
  city: string | null;
  tradeRegisterNumber: string | null;
  caen: string | null;
  vatPayer: boolean;
}
