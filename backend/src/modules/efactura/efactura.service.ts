import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AdminEfacturaInvoice } from '../../contracts/efactura.js';
import type { EfacturaStatus } from '../../contracts/invoices.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { Clock } from '../../core/clock/clock.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { AuditService } from '../audit/audit.service.js';
import { AnafSpvClient, SpvOutcomeUnknownError, SpvUnavailableError, type SpvMessage, type UploadAnswer } from './anaf-spv.client.js';
import { cuiDigits } from './cius-ro.js';
import { DocumentGateService } from './document-gate.service.js';
import type { EfacturaListQueryDto } from './dto/efactura-admin.dto.js';
import { EfacturaRepository, type EfacturaRow, type PendingUpload } from './efactura.repository.js';
import { SpvTokens } from './spv-tokens.js';
import { describeFailures } from './official-rules.validator.js';
import { renderInvoiceXml, spvStandardOf } from './ubl-invoice.js';
import { latestIssueDayAtRisk, reportDeadline } from './working-days.js';

/** State checks of one upload before it is reported as stuck (ANAF usually answers within minutes). */
const MAX_CHECKS = 120;
/** States staff may send again. */
const RETRYABLE: readonly EfacturaStatus[] = ['rejected', 'error', 'disabled', 'not_sent'];
/**
 * An upload claimed this long ago without an answer stored was cut short (the process stopped
 * mid-call): staff may send it again, as a new attempt that looks it up in the SPV first.
 */
const STALE_CLAIM_MINUTES = 15;
const MESSAGE_MAX = 4000;
/**
 * An upload whose answer never came is uploaded again only once ANAF has not listed it for this
 * long. The SPV lists an upload only once ANAF has checked it, usually within minutes; a day is far
 * past any delay ANAF has announced, and leaves 4 working days for the report (working-days.ts).
 */
const NOT_RECEIVED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Messages created this long before the claim are also matched (the clocks of ANAF and of this server differ). */
const LIST_CLOCK_MARGIN_MS = 10 * 60 * 1000;
/** The SPV's list of sent invoices (`tip`). */
const SENT_INVOICE = 'FACTURA TRIMISA';
const HELD_BACK = 'Factura nu a fost transmisă la ANAF: nu respectă regulile oficiale e-Factura (schema UBL 2.1, EN 16931, CIUS-RO).';
const LOOKING_UP =
  'Răspunsul ANAF la transmitere nu a sosit. Factura este căutată în lista de mesaje a SPV înainte de a fi retransmisă, ca să nu fie încărcată de două ori.';

/**
 * RO e-Factura of issued invoices and credit notes: each is uploaded to ANAF's SPV exactly once per
 * attempt, its state asked for until ANAF validates or rejects it, a rejection's messages kept;
 * staff retry a rejected or failed one and see those not validated within 4 working days as at risk.
 * The state lives on the invoice row (`invoices.efactura_*`). Off (status `disabled`) when
 * EFACTURA_* is not configured.
 *
 * Exactly once: the upload is claimed on the row (`efactura_upload_started_at`) before ANAF is
 * called, and ANAF's upload index stored after it. A run finding a claim without an index (the
 * process stopped mid-call, or the answer never came) does not upload: it looks the invoice up in the
 * SPV's list of sent invoices and, found, stores its index and goes on to the state checks; it
 * uploads again only once the list has answered without it for NOT_RECEIVED_AFTER_MS after the claim.
 */
@Injectable()
export class EfacturaService implements OnApplicationBootstrap {
  private readonly logger = new Logger(EfacturaService.name);
  private readonly client: AnafSpvClient | null;
  /** Uploads of this process under way (invoice/attempt): a second run of one at the same time leaves it. */
  private readonly uploading = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: EfacturaRepository,
    private readonly outbox: Outbox,
    private readonly jobs: JobQueueService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly gate: DocumentGateService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.client = config.efactura ? new AnafSpvClient(config.efactura, new SpvTokens(repository, config.efactura)) : null;
  }

  /**
   * After a restart (where the schedules run): uploads whose answer never came are looked up again
   * and uploads waiting for ANAF's verdict checked again. The queue keeps these jobs on Redis; the
   * in-process runner loses its delayed ones with the process, and the job ids make them once anyway.
   */
  onApplicationBootstrap(): void {
    if (!this.client || !this.config.schedulerEnabled) return;
    this.jobs.track(
      this.jobs.ready
        .then(() => this.resume())
        .catch((error: unknown) => this.logger.warn(`e-Factura uploads could not be resumed: ${error instanceof Error ? error.message : String(error)}`)),
    );
  }

  private async resume(): Promise<void> {
    const { lookups, checks } = await this.repository.unfinished();
    for (const { id, attempt } of lookups) await this.scheduleLookup(id, attempt);
    for (const { id, attempt, checks: done } of checks) {
      await this.jobs.enqueue(
        JobName.CheckEfacturaState,
        { invoiceId: id, attempt, check: done + 1 },
        { jobId: stateJobId(id, attempt, done + 1), delayMs: this.config.efactura!.pollIntervalMs },
      );
    }
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

  /**
   * Uploads the invoice's XML for `attempt`, once, then queues the first state check; or, when an
   * upload of it was started without ANAF's index stored, looks it up in the SPV first (lookUp).
   */
  async upload({ invoiceId, attempt }: JobPayloads[JobName.UploadEfactura]): Promise<JobResult> {
    if (!this.client) return 'skipped';
    const key = `${invoiceId}/${attempt}`;
    if (this.uploading.has(key)) return 'skipped';
    this.uploading.add(key);
    try {
      const pending = await this.repository.pendingUpload(invoiceId, attempt);
      if (!pending) return 'skipped';
      if (pending.claim) return await this.lookUp(invoiceId, attempt, pending);
      if (await this.heldBack(invoiceId, attempt)) return 'done';
      // The claim, recorded before the call: only one run of this attempt uploads; a later one finds it and looks the upload up instead.
      if (!(await this.repository.claimUpload(invoiceId, attempt))) return 'skipped';
      return await this.send(invoiceId, attempt, pending);
    } finally {
      this.uploading.delete(key);
    }
  }

  private async send(invoiceId: string, attempt: number, { document }: PendingUpload): Promise<JobResult> {
    let answer: UploadAnswer;
    try {
      if (!document.seller.taxId) throw new Error('The seller has no CUI');
      answer = await this.client!.upload(renderInvoiceXml(document), cuiDigits(document.seller.taxId), spvStandardOf(document.kind));
    } catch (error) {
      if (error instanceof SpvOutcomeUnknownError) {
        // ANAF may have taken the file: the claim stays, so no run uploads it again before the SPV's list was asked.
        await this.repository.markOutcomeUnknown(invoiceId, attempt, `${LOOKING_UP}\n${error.message}`.slice(0, MESSAGE_MAX));
        await this.scheduleLookup(invoiceId, attempt);
        this.logger.warn(`e-Factura upload of ${document.number}: no answer from ANAF (${error.message}); it is looked up in the SPV before any new upload`);
        return 'done';
      }
      // Certainly not sent: released, so the queue's next attempt (or a staff retry) uploads it.
      await this.repository.releaseWithError(invoiceId, attempt, `Transmiterea către ANAF a eșuat: ${(error as Error).message}`.slice(0, MESSAGE_MAX));
      throw error;
    }
    if (!answer.ok) {
      await this.repository.markRefused(invoiceId, attempt, joinMessages(answer.errors));
      this.logger.warn(`e-Factura upload of ${document.number} refused: ${answer.errors.join(' | ')}`);
      return 'done';
    }
    await this.recordUpload(invoiceId, attempt, answer.uploadId);
    return 'done';
  }

  /**
   * The gate before an upload: the document is checked against the official rules (once: the verdict
   * is recorded; the job waits for the rules when they are not compiled yet). A failing one is not
   * uploaded: `error` with the rules it breaks, at risk in the console; an admin's retry checks it again.
   */
  private async heldBack(invoiceId: string, attempt: number): Promise<boolean> {
    const verdict = await this.gate.verdict(invoiceId, { wait: true });
    if (verdict.status === 'passed') return false;
    await this.repository.releaseWithError(invoiceId, attempt, `${HELD_BACK}\n${describeFailures(verdict.failures)}`.slice(0, MESSAGE_MAX));
    return true;
  }

  /** ANAF's upload index, stored once, and the first state check queued with it. */
  private async recordUpload(invoiceId: string, attempt: number, uploadId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.markUploaded(manager, invoiceId, attempt, uploadId))) return;
      await this.outbox.add(manager, JobName.CheckEfacturaState, { invoiceId, attempt, check: 1 }, stateJobId(invoiceId, attempt, 1));
    });
  }

  /**
   * An upload started without ANAF's index stored: the SPV's list of invoices sent since the claim
   * is read and each message not already matched to an invoice downloaded, until one holds this
   * invoice (its number and the seller's CUI). Found: its index is stored and the state checks go on.
   * Not found: looked up again later (every 5 state-check intervals), and uploaded again only when
   * the claim is NOT_RECEIVED_AFTER_MS old and the list still answers without it. While the SPV does
   * not answer, nothing is uploaded.
   */
  private async lookUp(invoiceId: string, attempt: number, pending: PendingUpload): Promise<JobResult> {
    const { document } = pending;
    const claim = pending.claim!;
    if (!document.seller.taxId) throw new Error('The seller has no CUI');
    const cif = cuiDigits(document.seller.taxId);
    let found: SpvMessage | null;
    try {
      found = await this.findSent(cif, document.number, claim.startedAt);
    } catch (error) {
      if (!(error instanceof SpvUnavailableError)) throw error;
      await this.repository.markOutcomeUnknown(invoiceId, attempt, `${LOOKING_UP}\nSPV nu a răspuns la căutare: ${error.message}`.slice(0, MESSAGE_MAX));
      await this.scheduleLookup(invoiceId, attempt);
      return 'done';
    }
    if (found) {
      this.logger.log(`e-Factura upload of ${document.number} found in the SPV (index ${found.uploadId}); not uploaded again`);
      await this.recordUpload(invoiceId, attempt, found.uploadId!);
      return 'done';
    }
    if (claim.ageMs < NOT_RECEIVED_AFTER_MS) {
      await this.repository.markOutcomeUnknown(invoiceId, attempt, LOOKING_UP);
      await this.scheduleLookup(invoiceId, attempt);
      return 'done';
    }
    // ANAF never listed it: it did not take the file. Claimed anew (by one run only) and uploaded, once it passes the official rules.
    if (await this.heldBack(invoiceId, attempt)) return 'done';
    if (!(await this.repository.claimUpload(invoiceId, attempt, claim.stored))) return 'skipped';
    this.logger.warn(`e-Factura upload of ${document.number} not in the SPV ${Math.round(claim.ageMs / 60_000)} minutes after it was started: uploaded again`);
    return this.send(invoiceId, attempt, pending);
  }

  /** The SPV's message about the upload of invoice `number` by `cif` made since `since`, or null. */
  private async findSent(cif: string, number: string, since: Date): Promise<SpvMessage | null> {
    const from = new Date(since.getTime() - LIST_CLOCK_MARGIN_MS);
    const earliest = anafTime(from);
    const messages = (await this.client!.sentMessages(cif, from))
      .filter((message) => message.type === SENT_INVOICE && message.uploadId && message.createdAt >= earliest)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const recorded = await this.repository.recordedUploadIds(messages.map((message) => message.uploadId!));
    for (const message of messages) {
      if (recorded.has(message.uploadId!)) continue;
      const invoice = await this.client!.sentInvoice(message.id);
      if (invoice?.number === number && invoice.sellerIds.some((id) => cuiDigits(id) === cif)) return message;
    }
    return null;
  }

  /**
   * The next lookup of an upload whose answer never came, at the next multiple of the lookup
   * interval: the job id names that moment, so the runs and restarts scheduling it make one job.
   */
  private async scheduleLookup(invoiceId: string, attempt: number): Promise<void> {
    const every = this.config.efactura!.pollIntervalMs * 5;
    const now = Date.now();
    const due = (Math.floor(now / every) + 1) * every;
    await this.jobs.enqueue(JobName.UploadEfactura, { invoiceId, attempt }, { jobId: `efactura-lookup-${invoiceId}-${attempt}-${due}`, delayMs: due - now });
  }

  /** Asks ANAF for the upload's state: settles it, or queues the next check after EFACTURA_POLL_INTERVAL_MS. */
  async checkState({ invoiceId, attempt, check }: JobPayloads[JobName.CheckEfacturaState]): Promise<JobResult> {
    if (!this.client) return 'skipped';
    const uploaded = await this.repository.findUploaded(invoiceId, attempt);
    if (!uploaded || uploaded.checks >= check) return 'skipped';
    const answer = await this.client.state(uploaded.uploadId);
    const settle = (status: EfacturaStatus, message: string | null, downloadId: string | null) =>
      this.repository.settle(invoiceId, attempt, check, status, message, downloadId);
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
      await this.jobs.enqueue(
        JobName.CheckEfacturaState,
        { invoiceId, attempt, check: check + 1 },
        { jobId: stateJobId(invoiceId, attempt, check + 1), delayMs: this.config.efactura!.pollIntervalMs },
      );
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

  /** `atRisk`: only those not validated within 4 working days of issue (true), or only the others (false). */
  async list(query: EfacturaListQueryDto): Promise<ListResponse<AdminEfacturaInvoice>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const today = romanianDay(this.clock.now());
    const atRisk = query.atRisk === undefined ? undefined : { at: query.atRisk, lastDay: latestIssueDayAtRisk(today) };
    const { rows, total } = await this.repository.list({ status: query.status, q: query.q, atRisk }, { offset, limit: perPage }, STALE_CLAIM_MINUTES);
    return listResponse(
      rows.map((row) => this.toView(row, today)),
      page,
      perPage,
      total,
    );
  }

  async get(invoiceId: string): Promise<AdminEfacturaInvoice> {
    const row = await this.repository.find(invoiceId, STALE_CLAIM_MINUTES);
    if (!row) throw AppException.notFound('Factura nu există.');
    return this.toView(row, romanianDay(this.clock.now()));
  }

  private toView(row: EfacturaRow, today: string): AdminEfacturaInvoice {
    const deadline = reportDeadline(romanianDay(new Date(row.issued_at)), today);
    const validated = row.efactura_status === 'validated';
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
      rules: { status: row.rules_status, failures: (row.rules_failures ?? []).map(({ ruleSet, id, text }) => ({ ruleSet, id, text })) },
      reportBy: deadline.reportBy,
      atRisk: !validated && (deadline.atRisk || row.rules_status === 'failed'),
      deadlinePassed: !validated && deadline.passed,
    };
  }
}

const uploadJobId = (invoiceId: string, attempt: number) => `efactura-upload-${invoiceId}-${attempt}`;
const stateJobId = (invoiceId: string, attempt: number, check: number) => `efactura-state-${invoiceId}-${attempt}-${check}`;
const joinMessages = (messages: string[]) => messages.join('\n').slice(0, MESSAGE_MAX);

const ANAF_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as ANAF writes `data_creare`: YYYYMMDDHHmm in Romanian time. */
function anafTime(date: Date): string {
  const parts = Object.fromEntries(ANAF_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}
