import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EfacturaStatus, InvoiceDocument, InvoiceKind } from '../../contracts/invoices.js';
import { returned } from '../newsletter/newsletter-sql.js';

/** An invoice's row as the e-Factura screens and jobs read it. */
export interface EfacturaRow {
  id: string;
  kind: InvoiceKind;
  number: string;
  issued_at: Date;
  order_id: string;
  document: InvoiceDocument;
  total_cents: number;
  efactura_status: EfacturaStatus;
  efactura_message: string | null;
  efactura_upload_id: string | null;
  efactura_download_id: string | null;
  efactura_updated_at: Date | null;
  efactura_attempt: number;
  efactura_checks: number;
  /** Queued with an upload claimed over `staleMinutes` ago and no answer stored. */
  stale_claim: boolean;
}

const columns = (staleMinutes: number) => `i.id, i.kind, i.number, i.issued_at, i.order_id, i.document, i.total_cents, i.efactura_status, i.efactura_message,
  i.efactura_upload_id, i.efactura_download_id, i.efactura_updated_at, i.efactura_attempt, i.efactura_checks,
  COALESCE(i.efactura_status = 'queued' AND i.efactura_upload_started_at < now() - make_interval(mins => ${Number(staleMinutes)}), false) AS stale_claim`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The e-Factura state of issued invoices and credit notes (`invoices.efactura_*`, the invoices
 * module's rows): queries only. Each update of an upload names its attempt, so a job of an earlier
 * attempt changes nothing.
 */
@Injectable()
export class EfacturaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async markDisabled(manager: EntityManager, invoiceId: string): Promise<void> {
    await manager.query(`UPDATE invoices SET efactura_status = 'disabled', efactura_updated_at = now() WHERE id = $1 AND efactura_status = 'not_sent'`, [invoiceId]);
  }

  /** Queued for its first upload; answers the attempt, or null when it was already on its way. */
  async markQueued(manager: EntityManager, invoiceId: string): Promise<number | null> {
    const rows = returned<{ efactura_attempt: number }>(
      await manager.query(
        `UPDATE invoices SET efactura_status = 'queued', efactura_message = NULL, efactura_updated_at = now()
          WHERE id = $1 AND efactura_status IN ('not_sent', 'disabled') RETURNING efactura_attempt`,
        [invoiceId],
      ),
    );
    return rows[0]?.efactura_attempt ?? null;
  }

  /** Claims the upload of `attempt` (once: a second claim finds it taken); answers the document to send, or null. */
  async claimUpload(invoiceId: string, attempt: number): Promise<InvoiceDocument | null> {
    const rows = returned<{ document: InvoiceDocument }>(
      await this.dataSource.query(
        `UPDATE invoices SET efactura_upload_started_at = now(), efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2 AND efactura_status IN ('queued', 'error')
            AND efactura_upload_id IS NULL AND efactura_upload_started_at IS NULL
          RETURNING document`,
        [invoiceId, attempt],
      ),
    );
    return rows[0]?.document ?? null;
  }

  /** The transmission failed: `error` with its message, the claim released for the next run. */
  async releaseWithError(invoiceId: string, attempt: number, message: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE invoices SET efactura_status = 'error', efactura_message = $3, efactura_upload_started_at = NULL, efactura_updated_at = now()
        WHERE id = $1 AND efactura_attempt = $2`,
      [invoiceId, attempt, message],
    );
  }

  async markRefused(invoiceId: string, attempt: number, message: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE invoices SET efactura_status = 'rejected', efactura_message = $3, efactura_updated_at = now() WHERE id = $1 AND efactura_attempt = $2`,
      [invoiceId, attempt, message],
    );
  }

  async markUploaded(manager: EntityManager, invoiceId: string, attempt: number, uploadId: string): Promise<void> {
    await manager.query(
      `UPDATE invoices SET efactura_status = 'uploaded', efactura_upload_id = $3, efactura_message = NULL, efactura_checks = 0, efactura_updated_at = now()
        WHERE id = $1 AND efactura_attempt = $2`,
      [invoiceId, attempt, uploadId],
    );
  }

  /** The upload of `attempt` waiting for ANAF's answer, with the checks made so far; null otherwise. */
  async findUploaded(invoiceId: string, attempt: number): Promise<{ uploadId: string; checks: number } | null> {
    const rows: { efactura_upload_id: string | null; efactura_checks: number }[] = await this.dataSource.query(
      `SELECT efactura_upload_id, efactura_checks FROM invoices WHERE id = $1 AND efactura_attempt = $2 AND efactura_status = 'uploaded'`,
      [invoiceId, attempt],
    );
    return rows[0]?.efactura_upload_id ? { uploadId: rows[0].efactura_upload_id, checks: rows[0].efactura_checks } : null;
  }

  /** ANAF's answer to an upload: validated, rejected or an error, with its messages and download id. */
  async settle(invoiceId: string, attempt: number, check: number, status: EfacturaStatus, message: string | null, downloadId: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE invoices SET efactura_status = $3, efactura_message = $4, efactura_download_id = $5, efactura_checks = $6, efactura_updated_at = now()
        WHERE id = $1 AND efactura_attempt = $2 AND efactura_status = 'uploaded'`,
      [invoiceId, attempt, status, message, downloadId, check],
    );
  }

  async countCheck(invoiceId: string, attempt: number, check: number): Promise<void> {
    await this.dataSource.query(`UPDATE invoices SET efactura_checks = $3, efactura_updated_at = now() WHERE id = $1 AND efactura_attempt = $2`, [invoiceId, attempt, check]);
  }

  /** A new attempt for an invoice in one of `statuses` (or with a stale claim); answers its number, or null. */
  async requeue(manager: EntityManager, invoiceId: string, statuses: readonly EfacturaStatus[], staleMinutes: number): Promise<number | null> {
    const rows = returned<{ efactura_attempt: number }>(
      await manager.query(
        `UPDATE invoices SET efactura_attempt = efactura_attempt + 1, efactura_status = 'queued', efactura_message = NULL, efactura_upload_id = NULL,
                efactura_download_id = NULL, efactura_upload_started_at = NULL, efactura_checks = 0, efactura_updated_at = now()
          WHERE id = $1 AND (efactura_status = ANY($2::varchar[])
            OR (efactura_status = 'queued' AND efactura_upload_started_at < now() - make_interval(mins => $3)))
          RETURNING efactura_attempt`,
        [invoiceId, statuses, staleMinutes],
      ),
    );
    return rows[0]?.efactura_attempt ?? null;
  }

  async list(filter: { status?: EfacturaStatus; q?: string }, page: { offset: number; limit: number }, staleMinutes: number): Promise<{ rows: EfacturaRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) where.push(`i.efactura_status = $${params.push(filter.status)}`);
    if (filter.q) where.push(`(i.number ILIKE $${params.push(`%${escapeLike(filter.q)}%`)} OR i.document->'buyer'->>'name' ILIKE $${params.length})`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM invoices i ${clause}`, params);
    const rows: EfacturaRow[] = await this.dataSource.query(
      `SELECT ${columns(staleMinutes)} FROM invoices i ${clause} ORDER BY i.issued_at DESC, i.number DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    );
    return { rows, total };
  }

  async find(invoiceId: string, staleMinutes: number): Promise<EfacturaRow | null> {
    const rows: EfacturaRow[] = await this.dataSource.query(`SELECT ${columns(staleMinutes)} FROM invoices i WHERE i.id = $1`, [invoiceId]);
    return rows[0] ?? null;
  }
}
