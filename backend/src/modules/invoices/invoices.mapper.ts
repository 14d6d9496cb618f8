import { type EfacturaStatus, type InvoiceKind, type InvoiceView, type OfficialRulesStatus } from '../../contracts/invoices.js';

/** What an order's reads carry of each of its invoices and credit notes. */
export interface InvoiceSummary {
  id: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: string | Date;
  totalCents: number;
  efacturaStatus: EfacturaStatus;
  efacturaMessage: string | null;
  rulesStatus: OfficialRulesStatus;
}

export const invoicePdfPath = (id: string): string => `/api/checkout/invoices/${id}/pdf`;
export const invoiceXmlPath = (id: string): string => `/api/checkout/invoices/${id}/xml`;

export function toInvoiceView(summary: InvoiceSummary): InvoiceView {
  return {
    id: summary.id,
    kind: summary.kind,
    number: summary.number,
    issuedAt: new Date(summary.issuedAt).toISOString(),
    pdfUrl: invoicePdfPath(summary.id),
    xmlUrl: invoiceXmlPath(summary.id),
    totalCents: summary.totalCents,
    efactura: { status: summary.efacturaStatus, message: summary.efacturaMessage },
    ready: summary.rulesStatus === 'passed',
  };
}

/** `OrderView.invoice` and `OrderView.creditNotes` from the order's documents (any order). */
export function orderInvoices(summaries: readonly InvoiceSummary[] | null | undefined): { invoice: InvoiceView | null; creditNotes: InvoiceView[] } {
  const all = summaries ?? [];
  const invoice = all.find((summary) => summary.kind === 'invoice');
  return {
    invoice: invoice ? toInvoiceView(invoice) : null,
    creditNotes: all.filter((summary) => summary.kind === 'credit_note').map(toInvoiceView),
  };
}

/**
 * The SQL expression (for a query over `orders o`) answering an order's documents as JSON
 * InvoiceSummary objects, in issue order.
 */
export const ORDER_INVOICES_SQL = `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'kind', i.kind, 'number', i.number, 'issuedAt', i.issued_at,
    'totalCents', i.total_cents, 'efacturaStatus', i.efactura_status, 'efacturaMessage', i.efactura_message,
    'rulesStatus', i.rules_status) ORDER BY i.issued_at, i.number), '[]'::json)
  FROM invoices i WHERE i.order_id = o.id)`;
