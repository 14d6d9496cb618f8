import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AdminEfacturaInvoice } from '../../contracts/efactura.js';
import type { EfacturaStatus } from '../../contracts/invoices.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { AuditService } from '../audit/audit.service.js';
import { AnafSpvClient, type UploadAnswer } from './anaf-spv.client.js';
import { cuiDigits } from './cius-ro.js';
import type { EfacturaListQueryDto } from './dto/efactura-admin.dto.js';
import { EfacturaRepository, type EfacturaRow } from './efactura.repository.js';
import { renderInvoiceXml, spvStandardOf } from './ubl-invoice.js';

/** State checks of one upload before it is reported as stuck (ANAF usually answers within minutes). */
const MAX_CHECKS = 120;
/** States staff may send again. */
const RETRYABLE: readonly EfacturaStatus[] = ['rejected', 'error', 'disabled', 'not_sent'];
/** An upload claimed this long ago without an answer stored was cut short (the process stopped mid-call): staff may send it again. */
const STALE_CLAIM_MINUTES = 15;
const MESSAGE_MAX = 4000;

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
    private readonly repository: EfacturaRepository,
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
      await this.repository.markDisabled(manager, invoiceId);
      return 'disabled';
    }
    const attempt = await this.repository.markQueued(manager, invoiceId);
    if (attempt !== null) await this.outbox.add(manager, JobName.UploadEfactura, { invoiceId, attempt }, uploadJobId(invoiceId, attempt));
    return 'queued';
  }

  /** Uploads the invoice's XML for `attempt`, once; then queues the first state check. */
  async upload({ invoiceId, attempt }: JobPayloads[JobName.UploadEfactura]): Promise<JobResult> {
    if (!this.client) return 'skipped';
    // The claim: only one run of this attempt uploads; a second run (or a crash's replay) finds it taken.
    const document = await this.repository.claimUpload(invoiceId, attempt);
    if (!document) return 'skipped';
    let answer: UploadAnswer;
    try {
      if (!document.seller.taxId) throw new Error('The seller has no CUI');
      answer = await this.client.upload(renderInvoiceXml(document), cuiDigits(document.seller.taxId), spvStandardOf(document.kind));
    } catch (error) {
      // Released, so the queue's next attempt (or a staff retry) uploads it.
      await this.repository.releaseWithError(invoiceId, attempt, `Transmiterea către ANAF a eșuat: ${(error as Error).message}`.slice(0, MESSAGE_MAX));
      throw error;
    }
    if (!answer.ok) {
      await this.repository.markRefused(invoiceId, attempt, joinMessages(answer.errors));
      this.logger.warn(`e-Factura upload of ${document.number} refused: ${answer.errors.join(' | ')}`);
      return 'done';
    }
    const uploadId = answer.uploadId;
    await this.dataSource.transaction(async (manager) => {
      await this.repository.markUploaded(manager, invoiceId, attempt, uploadId);
      await this.outbox.add(manager, JobName.CheckEfacturaState, { invoiceId, attempt, check: 1 }, stateJobId(invoiceId, attempt, 1));
    });
    return 'done';
  }

  /** Asks ANAF for the upload's state: settles it, or queues the next check after EFACTURA_POLL_INTERVAL_MS. */
  async checkState({ invoiceId, attempt, check }: JobPayloads[JobName.CheckEfacturaState]): Promise<JobResult> {
    if (!this.client) return 'skipped';
    const uploaded = await this.repository.findUploaded(invoiceId, attempt);
    if (!uploaded || uploaded.checks >= check) return 'skipped';
    const answer = await this.client.state(uploaded.uploadId);
    const settle = (status: EfacturaStatus, message: string | null, downloadId: string | null) => this.repository.settle(invoiceId, attempt, check, status, message, downloadId);
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
      await this.repository.countCheck(invoiceId, attempt, check);
    }
    return 'done';
  }

  /** Staff send a rejected, failed or never sent invoice again: a new attempt, uploaded once; in the audit log under its order. */
  async retry(actor: AuthUser, invoiceId: string): Promise<AdminEfacturaInvoice> {
    if (!this.enabled) throw AppException.validation([{ field: 'efactura', message: 'e-Factura nu este configurată: factura nu poate fi transmisă.' }]);
    const current = await this.get(invoiceId);
    if (!current.canRetry) throw AppException.validation([{ field: 'efactura', message: `Factura nu poate fi retransmisă în starea „${current.status}”.` }]);
    await this.dataSource.transaction(async (manager) => {
      const attempt = await this.repository.requeue(manager, invoiceId, RETRYABLE, STALE_CLAIM_MINUTES);
      if (attempt === null) throw AppException.validation([{ field: 'efactura', message: 'Factura a fost deja retransmisă.' }]);
      await this.outbox.add(manager, JobName.UploadEfactura, { invoiceId, attempt }, uploadJobId(invoiceId, attempt));
      await this.audit.record(manager, {
        actor,
        action: 'order.efactura_retry',
        entityType: 'order',
        entityId: current.orderId,
        before: { invoice: current.number, efacturaStatus: current.status, efacturaMessage: current.message, attempt: current.attempt },
        after: { invoice: current.number, efacturaStatus: 'queued', attempt },
      });
    });
    return this.get(invoiceId);
  }

  async list(query: EfacturaListQueryDto): Promise<ListResponse<AdminEfacturaInvoice>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.list({ status: query.status, q: query.q }, { offset, limit: perPage }, STALE_CLAIM_MINUTES);
    return listResponse(rows.map((row) => this.toView(row)), page, perPage, total);
  }

  async get(invoiceId: string): Promise<AdminEfacturaInvoice> {
    const row = await this.repository.find(invoiceId, STALE_CLAIM_MINUTES);
    if (!row) throw AppException.notFound('Factura nu există.');
    return this.toView(row);
  }

  private toView(row: EfacturaRow): AdminEfacturaInvoice {
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

const uploadJobId = (invoiceId: string, attempt: number) => `efactura-upload-${invoiceId}-${attempt}`;
const stateJobId = (invoiceId: string, attempt: number, check: number) => `efactura-state-${invoiceId}-${attempt}-${check}`;
const joinMessages = (messages: string[]) => messages.join('\n').slice(0, MESSAGE_MAX);
