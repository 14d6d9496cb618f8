import type { EntityManager } from 'typeorm';
import type { InvoiceDocument, InvoiceKind, OfficialRuleFailure, OfficialRulesStatus } from '../../contracts/invoices.js';

/** An issued invoice or credit note as the ports below receive it. */
export interface IssuedInvoice {
  id: string;
  kind: InvoiceKind;
  number: string;
  orderId: string;
  userId: string;
  issuedAt: Date;
  document: InvoiceDocument;
  xmlKey: string | null;
}

/**
 * Makes an invoice's RO e-Factura XML (UBL 2.1, CIUS-RO). The e-Factura module registers one with
 * `InvoicesService.provideXml` (in its onModuleInit); boot fails without one
 * (InvoicesService.onApplicationBootstrap). `GET /api/checkout/invoices/{id}/xml` answers 404 while it answers null. Invoices whose XML is stored (`xmlKey`) are served
 * from storage without it.
 */
export interface InvoiceXmlPort {
  xmlOf(invoice: IssuedInvoice): Promise<Buffer | null>;
}

/**
 * Told of each invoice and credit note inside the transaction that issues it (e.g. to queue its
 * e-Factura upload through the outbox); registered with `InvoicesService.addIssuedListener`.
 */
export interface InvoiceIssuedListener {
  issued(manager: EntityManager, invoice: IssuedInvoice): Promise<void>;
}

/** The official rules' verdict on a document (`pending`: not checked yet), with the rules it breaks. */
export interface RulesVerdict {
  status: OfficialRulesStatus;
  failures: OfficialRuleFailure[];
}

/**
 * The gate a document passes before it is handed to the buyer (email, downloads) or uploaded: the
 * e-Factura module registers it with `InvoicesService.provideGate`. `wait: true` (jobs) waits for the
 * rules to be ready; `wait: false` (requests) answers `pending` meanwhile. Required: boot fails without
 * one.
 */
export interface InvoiceGatePort {
  verdict(invoiceId: string, options: { wait: boolean }): Promise<RulesVerdict>;
}
