import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AdminEfacturaInvoice } from '../../contracts/efactura.js';
import type { EfacturaStatus, InvoiceDocument } from '../../contracts/invoices.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { AuditService } from '../audit/audit.service.js';
import { returned } from '../newsletter/newsletter-sql.js';
import { AnafSpvClient } from './anaf-spv.client.js';
import { cuiDigits } from './cius-ro.js';
import type { EfacturaListQueryDto } from './dto/efactura-admin.dto.js';
import { renderInvoiceXml } from './ubl-invoice.js';

/** State checks of one upload before it is reported as stuck (ANAF usually answers within minutes). */
const MAX_CHECKS = 120;
/** States staff may send again. */
const RETRYABLE: readonly EfacturaStatus[] = ['rejected', 'error', 'disabled', 'not_sent'];
/** An upload claimed this long ago without an answer stored was cut short (the process stopped mid-call): staff may send it again. */
const STALE_CLAIM_MINUTES = 15;
const MESSAGE_MAX = 4000;

interface InvoiceRow {
  id: string;
  kind: 'invoice' | 'credit_note';
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
  stale_claim: boolean;
}

/**
 * RO e-Factura of issued invoices and credit notes: each is uploaded to ANAF's SPV once per attempt
 * (the queue's job ids and a claim on the row make a job run twice upload once), its state asked
 * for until ANAF validates or rejects it, a rejection's messages kept; staff retry a rejected or
 * failed one. The state lives on the invoice row (`invoices.efactura_*`). Off (status `disabled`)
 * when EFACTURA_* is not configured.
 */
@Injectable()
export class EfacturaService {
  private readonly logger = new Logger(EfacturaService.name);
  private readonly client: AnafSpvClient | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly jobs: JobQueueService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.client = config.efactura ? new AnafSpvClient(config.efactura) : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /**
   * Called by the transaction issuing an invoice or credit note: queues its upload (once the
   * transaction commits), or marks it `disabled` when e-Factura is off.
   */
  async queue(manager: EntityManager, invoiceId: string): Promise<EfacturaStatus> {
    if (!this.enabled) {
      await manager.query(`UPDATE invoices SET efactura_status = 'disabled', efactura_updated_at = now() WHERE id = $1 AND efactura_status = 'not_sent'`, [invoiceId]);
      return 'disabled';
    }
    const rows = returned<{ efactura_attempt: number }>(
      await manager.query(
        `UPDATE invoices SET efactura_status = 'queued', efactura_message = NULL, efactura_updated_at = now()
          WHERE id = $1 AND efactura_status IN ('not_sent', 'disabled') RETURNING efactura_attempt`,
        [invoiceId],
      ),
    );
    if (rows.length) await this.outbox.add(manager, JobName.UploadEfactura, { invoiceId, attempt: rows[0].efactura_attempt }, uploadJobId(invoiceId, rows[0].efactura_attempt));
    return 'queued';
  }

  @HandlesJob(JobName.UploadEfactura)
  async upload({ invoiceId, attempt }: JobPayloads[JobName.UploadEfactura]): Promise<JobResult> {
    if (!this.client) return 'skipped';
    // The claim: only one run of this attempt uploads; a second run (or a crash's replay) finds it taken.
    const claimed = returned<{ document: InvoiceDocument }>(
      await this.dataSource.query(
        `UPDATE invoices SET efactura_upload_started_at = now(), efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2 AND efactura_status IN ('queued', 'error')
            AND efactura_upload_id IS NULL AND efactura_upload_started_at IS NULL
          RETURNING document`,
        [invoiceId, attempt],
      ),
    );
    if (!claimed.length) return 'skipped';
    const document = claimed[0].document;
    let answer;
    try {
      if (!document.seller.taxId) throw new Error('The seller has no CUI');
      answer = await this.client.upload(renderInvoiceXml(document), cuiDigits(document.seller.taxId));
    } catch (error) {
      // Released, so the queue's next attempt (or a staff retry) uploads it.
      await this.dataSource.query(
        `UPDATE invoices SET efactura_status = 'error', efactura_message = $3, efactura_upload_started_at = NULL, efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2`,
        [invoiceId, attempt, `Transmiterea către ANAF a eșuat: ${(error as Error).message}`.slice(0, MESSAGE_MAX)],
      );
      throw error;
    }
    if (!answer.ok) {
      await this.dataSource.query(
        `UPDATE invoices SET efactura_status = 'rejected', efactura_message = $3, efactura_updated_at = now() WHERE id = $1 AND efactura_attempt = $2`,
        [invoiceId, attempt, joinMessages(answer.errors)],
      );
      this.logger.warn(`e-Factura upload of ${document.number} refused: ${answer.errors.join(' | ')}`);
      return 'done';
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE invoices SET efactura_status = 'uploaded', efactura_upload_id = $3, efactura_message = NULL, efactura_checks = 0, efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2`,
        [invoiceId, attempt, answer.uploadId],
      );
      await this.outbox.add(manager, JobName.CheckEfacturaState, { invoiceId, attempt, check: 1 }, stateJobId(invoiceId, attempt, 1));
    });
    return 'done';
  }

  @HandlesJob(JobName.CheckEfacturaState)
  async checkState({ invoiceId, attempt, check }: JobPayloads[JobName.CheckEfacturaState]): Promise<JobResult> {
    if (!this.client) return 'skipped';
    const rows: Pick<InvoiceRow, 'efactura_upload_id' | 'efactura_checks'>[] = await this.dataSource.query(
      `SELECT efactura_upload_id, efactura_checks FROM invoices WHERE id = $1 AND efactura_attempt = $2 AND efactura_status = 'uploaded'`,
      [invoiceId, attempt],
    );
    const uploadId = rows[0]?.efactura_upload_id;
    if (!uploadId || rows[0].efactura_checks >= check) return 'skipped';
    const answer = await this.client.state(uploadId);
    const settle = (status: EfacturaStatus, message: string | null, downloadId: string | null) =>
      this.dataSource.query(
        `UPDATE invoices SET efactura_status = $3, efactura_message = $4, efactura_download_id = $5, efactura_checks = $6, efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2 AND efactura_status = 'uploaded'`,
        [invoiceId, attempt, status, message, downloadId, check],
      );
    if (answer.state === 'ok') {
      await settle('validated', null, answer.downloadId);
    } else if (answer.state === 'nok') {
      const messages = answer.downloadId ? await this.client.rejectionMessages(answer.downloadId) : [];
      await settle('rejected', joinMessages(messages.length ? messages : ['ANAF a respins factura.']), answer.downloadId);
    } else if (answer.state === 'XML cu erori nepreluat de sistem') {
      await settle('rejected', joinMessages([answer.state, ...answer.errors]), null);
    } else if (answer.errors.length) {
      await settle('error', joinMessages(answer.errors), null);
    } else if (check >= MAX_CHECKS) {
      await settle('error', `ANAF nu a terminat verificarea după ${check} interogări (stare: ${answer.state ?? 'necunoscută'}).`, null);
    } else {
      // The next check is queued before this one is counted: a run that fails in between is retried whole (the queue ignores the same next job twice).
      await this.jobs.enqueue(JobName.CheckEfacturaState, { invoiceId, attempt, check: check + 1 }, { jobId: stateJobId(invoiceId, attempt, check + 1), delayMs: this.config.efactura!.pollIntervalMs });
      await this.dataSource.query(`UPDATE invoices SET efactura_checks = $3, efactura_updated_at = now() WHERE id = $1 AND efactura_attempt = $2`, [invoiceId, attempt, check]);
    }
    return 'done';
  }

  /** Staff send a rejected, failed or never sent invoice again: a new attempt, uploaded once; in the audit log under its order. */
  async retry(actor: AuthUser, invoiceId: string): Promise<AdminEfacturaInvoice> {
    if (!this.enabled) throw AppException.validation([{ field: 'efactura', message: 'e-Factura nu este configurată: factura nu poate fi transmisă.' }]);
    const current = await this.get(invoiceId);
    if (!current.canRetry) throw AppException.validation([{ field: 'efactura', message: `Factura nu poate fi retransmisă în starea „${current.status}”.` }]);
    await this.dataSource.transaction(async (manager) => {
      const rows = returned<{ efactura_attempt: number }>(
        await manager.query(
          `UPDATE invoices SET efactura_attempt = efactura_attempt + 1, efactura_status = 'queued', efactura_message = NULL, efactura_upload_id = NULL,
                  efactura_download_id = NULL, efactura_upload_started_at = NULL, efactura_checks = 0, efactura_updated_at = now()
              WHERE id = $1 AND (efactura_status = ANY($2::varchar[])
              OR (efactura_status = 'queued' AND efactura_upload_started_at < now() - make_interval(mins => $3)))
            RETURNING efactura_attempt`,
          [invoiceId, RETRYABLE, STALE_CLAIM_MINUTES],
        ),
      );
      if (!rows.length) throw AppException.validation([{ field: 'efactura', message: 'Factura a fost deja retransmisă.' }]);
      await this.outbox.add(manager, JobName.UploadEfactura, { invoiceId, attempt: rows[0].efactura_attempt }, uploadJobId(invoiceId, rows[0].efactura_attempt));
      await this.audit.record(manager, {
        actor,
        action: 'order.efactura_retry',
        entityType: 'order',
        entityId: current.orderId,
        before: { invoice: current.number, efacturaStatus: current.status, efacturaMessage: current.message, attempt: current.attempt },
        after: { invoice: current.number, efacturaStatus: 'queued', attempt: rows[0].efactura_attempt },
      });
    });
    return this.get(invoiceId);
  }

  async list(query: EfacturaListQueryDto): Promise<ListResponse<AdminEfacturaInvoice>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) where.push(`i.efactura_status = $${params.push(query.status)}`);
    if (query.q) where.push(`(i.number ILIKE $${params.push(`%${escapeLike(query.q)}%`)} OR i.document->'buyer'->>'name' ILIKE $${params.length})`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM invoices i ${clause}`, params);
    const rows: InvoiceRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM invoices i ${clause} ORDER BY i.issued_at DESC, i.number DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, perPage, offset],
    );
    return listResponse(rows.map((row) => this.toView(row)), page, perPage, total);
  }

  async get(invoiceId: string): Promise<AdminEfacturaInvoice> {
    const rows: InvoiceRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM invoices i WHERE i.id = $1`, [invoiceId]);
    if (!rows.length) throw AppException.notFound('Factura nu există.');
    return this.toView(rows[0]);
  }

  private toView(row: InvoiceRow): AdminEfacturaInvoice {
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedAt: new Date(row.issued_at).toISOString(),
      orderId: row.order_id,
      orderNumber: row.document.orderNumber,
      buyerName: row.document.buyer.name,
      totalCents: row.total_cents,
      status: row.efactura_status,
      message: row.efactura_message,
      uploadId: row.efactura_upload_id,
      downloadId: row.efactura_download_id,
      attempt: row.efactura_attempt,
      updatedAt: row.efactura_updated_at ? new Date(row.efactura_updated_at).toISOString() : null,
      canRetry: this.enabled && (RETRYABLE.includes(row.efactura_status) || row.stale_claim === true),
    };
  }
}

const COLUMNS = `i.id, i.kind, i.number, i.issued_at, i.order_id, i.document, i.total_cents, i.efactura_status, i.efactura_message,
  i.efactura_upload_id, i.efactura_download_id, i.efactura_updated_at, i.efactura_attempt, i.efactura_checks,
  COALESCE(i.efactura_status = 'queued' AND i.efactura_upload_started_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES}), false) AS stale_claim`;

const uploadJobId = (invoiceId: string, attempt: number) => `efactura-upload-${invoiceId}-${attempt}`;
const stateJobId = (invoiceId: string, attempt: number, check: number) => `efactura-state-${invoiceId}-${attempt}-${check}`;
const joinMessages = (messages: string[]) => messages.join('\n').slice(0, MESSAGE_MAX);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
