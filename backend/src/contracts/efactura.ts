import type { EfacturaStatus, InvoiceKind, OfficialRuleFailure, OfficialRulesStatus } from './invoices.js';

/** An issued invoice or credit note as the console's e-Factura screen lists it (`/api/admin/efactura`). */
export interface AdminEfacturaInvoice {
  id: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  buyerName: string;
  /** Gross total in EUR cents (negative for a credit note). */
  totalCents: number;
  status: EfacturaStatus;
  /** ANAF's messages (a rejection's errors, one a line) or the transmission's error. */
  message: string | null;
  /** SPV's upload index (`index_incarcare`) and, once checked, the answer's download id. */
  uploadId: string | null;
  downloadId: string | null;
  /** 1, then one more per retry. */
  attempt: number;
  updatedAt: string | null;
  /** Staff may send it again (rejected, failed, or never sent while e-Factura was off). */
  canRetry: boolean;
  /** The last day to report it (YYYY-MM-DD): the 5th Romanian working day after the issue day. */
  reportBy: string;
  /**
   * The official rules' verdict on the document (UBL 2.1 schema, EN 16931, CIUS-RO), checked before
   * its first upload or hand-over: `failed` documents are neither uploaded nor sent to the buyer, and
   * `failures` names the rules they break.
   */
  rules: { status: OfficialRulesStatus; failures: OfficialRuleFailure[] };
  /** Not validated by ANAF within 4 working days of issue, or failing the official rules: staff act before `reportBy`. */
  atRisk: boolean;
  /** Not validated and `reportBy` is over. */
  deadlinePassed: boolean;
}

/** Whether e-Factura is configured (EFACTURA_*), for the console's notice. */
export interface EfacturaSettingsView {
  enabled: boolean;
}
