import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EfacturaStatus, InvoiceDocument, InvoiceKind, OfficialRulesStatus } from '../../contracts/invoices.js';
import { RepositoryBase } from '../../core/database/repository-base.js';
import type { IssuedInvoice } from './invoice-ports.js';

/** An invoice row as the service reads it. */
export interface InvoiceRow extends IssuedInvoice {
  correctedInvoiceId: string | null;
  totalCents: number;
  pdfKey: string;
  efacturaStatus: EfacturaStatus;
  efacturaMessage: string | null;
  /** The official e-Factura rules' verdict (the gate before any hand-over). */
  rulesStatus: OfficialRulesStatus;
}

export interface NewInvoice {
  id: string;
  kind: InvoiceKind;
  series: string;
  year: number;
  sequence: number;
  number: string;
  orderId: string;
  userId: string;
  correctedInvoiceId: string | null;
  issuedAt: Date;
  document: InvoiceDocument;
  pdfKey: string;
}

interface RawInvoice {
  id: string;
  kind: InvoiceKind;
  number: string;
  order_id: string;
  user_id: string;
  corrected_invoice_id: string | null;
  issued_at: Date;
  document: InvoiceDocument;
  total_cents: number;
  pdf_key: string;
  xml_key: string | null;
  efactura_status: EfacturaStatus;
  efactura_message: string | null;
  rules_status: OfficialRulesStatus;
}

const COLUMNS = `id, kind, number, order_id, user_id, corrected_invoice_id, issued_at, document, total_cents, pdf_key, xml_key, efactura_status, efactura_message, rules_status`;

const toRow = (raw: RawInvoice): InvoiceRow => ({
  id: raw.id,
  kind: raw.kind,
  number: raw.number,
  orderId: raw.order_id,
  userId: raw.user_id,
  correctedInvoiceId: raw.corrected_invoice_id,
  issuedAt: raw.issued_at,
  document: raw.document,
  totalCents: raw.total_cents,
  pdfKey: raw.pdf_key,
  xmlKey: raw.xml_key,
  efacturaStatus: raw.efactura_status,
  efacturaMessage: raw.efactura_message,
  rulesStatus: raw.rules_status,
});

/** Invoices, credit notes, their series counters and the stored exchange rates. */
@Injectable()
export class InvoicesRepository extends RepositoryBase {
  /**
   * The next number of a series in a year. The counter row is created or incremented in the caller's
   * transaction and stays locked until it ends: concurrent issuers wait, and a rolled-back
   * transaction gives its number back (no gaps, unlike a sequence).
   */
  async nextSequence(manager: EntityManager, series: string, year: number): Promise<number> {
    const rows: { last_number: number }[] = await manager.query(
      `INSERT INTO invoice_counters (series, year, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (series, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
       RETURNING last_number`,
      [series, year],
    );
    return rows[0].last_number;
  }

  async insert(manager: EntityManager, invoice: NewInvoice): Promise<void> {
    await manager.query(
      `INSERT INTO invoices (id, kind, series, year, sequence, number, order_id, user_id, corrected_invoice_id, issued_at, document, total_cents, pdf_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        invoice.id,
        invoice.kind,
        invoice.series,
        invoice.year,
        invoice.sequence,
        invoice.number,
        invoice.orderId,
        invoice.userId,
        invoice.correctedInvoiceId,
        invoice.issuedAt,
        JSON.stringify(invoice.document),
        invoice.document.totalCents,
        invoice.pdfKey,
      ],
    );
  }

  async find(id: string, manager?: EntityManager): Promise<InvoiceRow | null> {
    const rows: RawInvoice[] = await this.managerOf(manager).query(`SELECT ${COLUMNS} FROM invoices WHERE id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The order's invoice (not its credit notes), or null. */
  async invoiceOfOrder(manager: EntityManager, orderId: string): Promise<InvoiceRow | null> {
    const rows: RawInvoice[] = await manager.query(`SELECT ${COLUMNS} FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [orderId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async creditNoteOf(manager: EntityManager, invoiceId: string): Promise<InvoiceRow | null> {
    const rows: RawInvoice[] = await manager.query(`SELECT ${COLUMNS} FROM invoices WHERE corrected_invoice_id = $1 AND kind = 'credit_note'`, [invoiceId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** The order's number and where its documents are emailed (the billing address, the buyer's name). */
  async orderContact(orderId: string): Promise<{ id: string; number: string; email: string; fullName: string } | null> {
    const rows: { id: string; number: string; email: string; full_name: string }[] = await this.dataSource.query(
      `SELECT o.id, o.number, o.billing->>'email' AS email, u.full_name FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
      [orderId],
    );
    return rows[0] ? { id: rows[0].id, number: rows[0].number, email: rows[0].email, fullName: rows[0].full_name } : null;
  }

  /** The stored rate of `currency` fetched on `day` (Romanian time), or null. */
  async rateFetchedOn(currency: string, day: string, manager?: EntityManager): Promise<{ date: string; ronPerUnit: number } | null> {
    const rows: { rate_date: string; ron_per_unit: string }[] = await this.managerOf(manager).query(
      `SELECT to_char(rate_date, 'YYYY-MM-DD') AS rate_date, ron_per_unit FROM exchange_rates
       WHERE currency = $1 AND (fetched_at AT TIME ZONE 'Europe/Bucharest')::date = $2::date
       ORDER BY rate_date DESC LIMIT 1`,
      [currency, day],
    );
    return rows[0] ? { date: rows[0].rate_date, ronPerUnit: Number(rows[0].ron_per_unit) } : null;
  }

  /** The latest stored rate of `currency` (the fallback when BNR is unreachable), or null. */
  async lastRate(currency: string, manager?: EntityManager): Promise<{ date: string; ronPerUnit: number } | null> {
    const rows: { rate_date: string; ron_per_unit: string }[] = await this.managerOf(manager).query(
      `SELECT to_char(rate_date, 'YYYY-MM-DD') AS rate_date, ron_per_unit FROM exchange_rates WHERE currency = $1 ORDER BY rate_date DESC, fetched_at DESC LIMIT 1`,
      [currency],
    );
    return rows[0] ? { date: rows[0].rate_date, ronPerUnit: Number(rows[0].ron_per_unit) } : null;
  }

  /**
   * Keeps a rate read from BNR: on the pool, or in the caller's transaction when given (the embedded
   * database has a single connection, so no second one may be opened meanwhile).
   */
  async saveRate(currency: string, date: string, ronPerUnit: number, source: string, manager?: EntityManager): Promise<void> {
    await this.managerOf(manager).query(
      `INSERT INTO exchange_rates (currency, rate_date, ron_per_unit, source, fetched_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (currency, rate_date) DO UPDATE SET ron_per_unit = EXCLUDED.ron_per_unit, source = EXCLUDED.source, fetched_at = now()`,
      [currency, date, ronPerUnit, source],
    );
  }
}
