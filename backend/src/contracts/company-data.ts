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

/** The registration fields of a company's data: what validateCUI answers and what the site's forms take. */
export function registrationPrefill(data: CompanyData): CompanyRegistrationPrefill {
  return {
    name: data.name,
    address: data.street ?? data.address,
    county: data.county,
    countyId: data.countyId,
    city: data.city,
    tradeRegisterNumber: data.tradeRegisterNumber,
    caen: data.caen,
    vatPayer: data.vatPayer,
  };
}

/** `POST /api/account/validateCUI`: whether the CUI is valid and, when ANAF knows it, its registration data. */
export interface ValidateCuiResponse {
  valid: boolean;
  cui: string;
  /** The company as ANAF registers it; null when the CUI is invalid, unknown to ANAF, or ANAF could not be asked. */
  company: CompanyRegistrationPrefill | null;
  /** What ANAF said: `skipped` when the CUI is invalid or this address asked too often. */
  anaf: 'found' | 'not_found' | 'unavailable' | 'skipped';
  /** A Romanian note for the form when ANAF could not be asked (the user types the data). */
  note?: string;
}

/**
 * `GET /api/company-data/:cui/answers`: the eligibility answers ANAF's figures give (newest balance
 * sheet), turnover converted to EUR at BNR's reference rate.
 */
export type CompanyAnswersLookup =
  | {
      status: 'found';
      answers: {
        companyName?: string;
        cui?: string;
        foundedYear?: number;
        caen?: string;
        employees?: number;
        turnoverEur?: number;
        profitable?: boolean;
        county?: number;
      };
      /** The balance-sheet year the figures are from, and the RON per EUR used. */
      year: number | null;
      eurRon: { rate: number; date: string } | null;
    }
  | { status: 'not_found' }
  | { status: 'unavailable'; message: string };

/** The note a form shows when ANAF could not be asked (slow, down or busy). */
export const ANAF_UNAVAILABLE_MESSAGE = 'Datele de la ANAF nu sunt disponibile acum. Completează-le tu.';
