/**
 * Fiscal invoices and credit notes (issue "card payments and legal invoices"): what the buyer and
 * staff see of them, and the complete document an invoice is rendered from (PDF) and converted to
 * (RO e-Factura UBL 2.1 / CIUS-RO XML). Pure TypeScript, shared by the API, the site and the console.
 *
 * Amounts are integers in cents (EUR, or RON for the RON equivalents); a credit note carries
 * negative quantities and amounts.
 */

/**
 * Where an EUR/RON rate comes from: `bnr` BNR's rate read today; `bnr_last_known` BNR could not be
 * read now, so its last stored rate (`date` says which day it is BNR's for); `fallback` no BNR rate
 * was ever read, so the configured fallback (INVOICE_FALLBACK_EUR_RON_RATE; `date` is the day it was
 * used); `fixed` a rate set by hand for every document (INVOICE_EUR_RON_RATE).
 */
export type EurRonSource = 'bnr' | 'bnr_last_known' | 'fallback' | 'fixed';

/** State of an invoice's RO e-Factura upload to ANAF's SPV. */
export type EfacturaStatus = 'not_sent' | 'disabled' | 'queued' | 'uploaded' | 'validated' | 'rejected' | 'error';
export const EFACTURA_STATUS_NAMES: Record<EfacturaStatus, string> = {
  not_sent: 'Netransmisă',
  disabled: 'e-Factura nu este configurată',
  queued: 'În așteptarea transmiterii',
  uploaded: 'Transmisă, în verificare la ANAF',
  validated: 'Validată de ANAF',
  rejected: 'Respinsă de ANAF',
  error: 'Eroare la transmitere',
};

export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * Whether a document passed the official rules ANAF's validator applies (the UBL 2.1 schema, EN 16931
 * and CIUS-RO): `pending` not checked yet; `passed`; `failed` (neither uploaded nor handed to the buyer).
 */
export type OfficialRulesStatus = 'pending' | 'passed' | 'failed';

/** A rule a document breaks: its rule set, its id (BR-CO-15, BR-RO-101; `XSD` for the schema) and text. */
export interface OfficialRuleFailure {
  ruleSet: 'UBL 2.1' | 'EN 16931' | 'CIUS-RO';
  id: string;
  text: string;
  location?: string;
}

/** `OrderView.invoice` and each of `OrderView.creditNotes`. */
export interface InvoiceView {
  id: string;
  kind: InvoiceKind;
  /** e.g. "RAF-2026-000001" (credit notes have a series of their own). */
  number: string;
  issuedAt: string;
  /** `GET /api/checkout/invoices/{id}/pdf` */
  pdfUrl: string;
  /** `GET /api/checkout/invoices/{id}/xml` */
  xmlUrl: string;
  /** Gross total in EUR cents (negative for a credit note). */
  totalCents: number;
  efactura: { status: EfacturaStatus; message: string | null };
  /**
   * The document passed the official e-Factura rules and may be downloaded (`pdfUrl`, `xmlUrl`);
   * false while it is being prepared (checked, or held back for staff to correct): both answer 404.
   */
  ready: boolean;
}

export interface InvoiceParty {
  name: string;
  /**
   * In Romania: the CUI/CIF with or without the RO prefix (RO only for VAT payers), or a person's CNP;
   * abroad: a company's own tax id (outside the EU). Null when there is none.
   */
  taxId: string | null;
  /** Trade register number (J40/123/2020), sellers and companies only. */
  registrationNumber: string | null;
  vatPayer: boolean;
  /** Abroad, a company of another EU member state: its VAT number with the state's prefix (DE123456789). */
  vatId?: string | null;
  address: string;
  /** County id as in masterdata (1–42; 41 is București); null abroad. */
  countyId: number | null;
  /** The locality; in București the sector ("Sector 1"). */
  city: string;
  /** ISO 3166-1 alpha-2 ('RO' on every document issued before buyers abroad). */
  country: string;
  /** Abroad: the region (state, province) and the postal code, when given. */
  region?: string | null;
  postalCode?: string | null;
  email: string | null;
  iban?: string | null;
  bank?: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Unit price without VAT, EUR cents. */
  unitPriceCents: number;
  /** Line net amount (quantity × unit price), EUR cents. */
  netCents: number;
  /** VAT rate in percent (21; 0 for a reverse-charged line or one outside Romanian VAT). */
  vatRate: number;
  vatCents: number;
  /**
   * The line's VAT category (UNCL 5305, see VatTreatment in the orders contract): S standard rate, AE
   * reverse charge, O not subject to Romanian VAT. Absent on documents issued before buyers abroad:
   * S when the seller pays VAT and the rate is above 0, otherwise O.
   */
  vatCategory?: 'S' | 'AE' | 'O';
}

/** Everything an issued invoice or credit note says: stored as issued, never edited. */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** ISO date (YYYY-MM-DD) of issue. */
  issueDate: string;
  /** ISO date the payment is due (the issue date for paid orders). */
  dueDate: string;
  currency: 'EUR';
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** RON per EUR (BNR rate of the issue day, or the last known one) and the RON equivalents. */
  eurRonRate: number;
  rateDate: string;
  /** Where `eurRonRate` comes from; absent on documents issued before it was recorded (BNR's). */
  rateSource?: EurRonSource;
  totalRonCents: number;
  vatRonCents: number;
  /** The order this document belongs to (its number, also the payment reference). */
  orderNumber: string;
  paymentMethod: 'card' | 'bank_transfer';
  /** For a credit note: the invoice it cancels. */
  correctedInvoice?: { number: string; issueDate: string };
  /** Free text printed on the document (e.g. the reason of a credit note). */
  note?: string | null;
  /**
   * The VAT mention of a reverse-charged document or one outside Romanian VAT („Taxare inversă”,
   * „Neimpozabil în România”) and its legal basis, printed on the PDF; its text is also the exemption
   * reason (BT-120) of the XML. Absent for documents at the standard rate.
   */
  vatMention?: { text: string; legalBasis: string } | null;
}
