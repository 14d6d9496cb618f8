import type { InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceParty } from '../../contracts/invoices.js';
import { STANDARD_VAT_TREATMENT, type VatTreatment } from '../../contracts/orders.js';

/**
 * Romania's standard VAT rate, as data with its source: 21% for supplies from 1 August 2025 (it was
 * 19%), set by art. 291 alin. (1) of the Fiscal Code as amended by Legea nr. 141/2025 (Monitorul
 * Oficial nr. 699 of 25 July 2025).
 */
export const STANDARD_VAT = {
  rate: 21,
  since: '2025-08-01',
  source: {
    title: 'Legea nr. 141/2025 privind unele măsuri fiscal-bugetare (modifică art. 291 din Codul fiscal)',
    published: 'Monitorul Oficial al României, Partea I, nr. 699 din 25 iulie 2025',
  },
} as const;

/** Series prefixes: invoices and credit notes (storno) are numbered apart, each per year. */
export const INVOICE_SERIES: Record<InvoiceKind, string> = { invoice: 'RAF', credit_note: 'RAF-S' };

/** `RAF-2026-000001`. */
export const invoiceNumber = (series: string, year: number, sequence: number): string => `${series}-${year}-${String(sequence).padStart(6, '0')}`;

/** Euro (a decimal amount) to integer cents. */
export const toCents = (eur: number): number => Math.round(eur * 100);

/**
 * One line under the order's VAT treatment (the orders contract's `vatTreatmentOf`, 21% by default):
 * net = quantity × unit price, VAT rounded to the cent on the line; a reverse-charged line or one
 * outside Romanian VAT has none.
 */
export function invoiceLine(description: string, quantity: number, unitPriceCents: number, treatment: VatTreatment = STANDARD_VAT_TREATMENT): InvoiceLine {
  const netCents = quantity * unitPriceCents;
  const vatRate = treatment.ratePercent ?? 0;
  return { description, quantity, unitPriceCents, netCents, vatRate, vatCents: Math.round((netCents * vatRate) / 100), vatCategory: treatment.category };
}

/** What a document says of its VAT when it is not at the standard rate (the PDF's mention, the XML's BT-120). */
export const vatMentionOf = (treatment: VatTreatment): InvoiceDocument['vatMention'] =>
  treatment.mention && treatment.legalBasis ? { text: treatment.mention, legalBasis: treatment.legalBasis } : null;

/** The amounts of a document from its lines, and their RON equivalents at `eurRonRate`. */
export function totalsOf(
  lines: InvoiceLine[],
  eurRonRate: number,
): Pick<InvoiceDocument, 'netCents' | 'vatCents' | 'totalCents' | 'totalRonCents' | 'vatRonCents'> {
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  const totalCents = netCents + vatCents;
  return { netCents, vatCents, totalCents, totalRonCents: Math.round(totalCents * eurRonRate), vatRonCents: Math.round(vatCents * eurRonRate) };
}

/** A credit note's document: the invoice's lines with negative quantities and amounts. */
export function stornoOf(
  invoice: InvoiceDocument,
  fields: { number: string; issueDate: string; eurRonRate: number; rateDate: string; note: string | null },
): InvoiceDocument {
  // Each amount is the invoice's negated (never recomputed), so the two documents cancel exactly.
  const lines = invoice.lines.map((line) => ({ ...line, quantity: -line.quantity, netCents: -line.netCents, vatCents: -line.vatCents }));
  return {
    ...invoice,
    kind: 'credit_note',
    number: fields.number,
    issueDate: fields.issueDate,
    dueDate: fields.issueDate,
    lines,
    ...totalsOf(lines, fields.eurRonRate),
    eurRonRate: fields.eurRonRate,
    rateDate: fields.rateDate,
    correctedInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    note: fields.note,
  };
}

/** A party's tax id as printed: the CUI, with RO only for VAT payers. */
export function sellerTaxId(cui: string, vatPayer: boolean): string {
  const digits = cui.replace(/^RO/i, '').trim();
  return vatPayer ? `RO${digits}` : digits;
}

export type { InvoiceParty };
