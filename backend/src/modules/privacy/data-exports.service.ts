import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { formatFileSize } from '../../contracts/format-size.js';
import {
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORT_PAGE_PATH,
  DATA_EXPORT_TOKEN_PATTERN,
  DATA_EXPORTS_PER_DAY,
  type DataExportLinkState,
  type DataExportRequested,
  type DataExportSummary,
} from '../../contracts/privacy.js';
import { Clock } from '../../core/clock/clock.js';
import type { FileDownload } from '../../core/http/file-download.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver.js';
import { MailService } from '../mail/mail.service.js';
import { DataExportBuilder } from './data-export.builder.js';
import type { DataExportEntity } from './data-export.entity.js';
import { DataExportRepository } from './data-export.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/** A download under way keeps its file this long after the link was used; the hourly cleanup deletes it after. */
const DOWNLOAD_GRACE_MS = HOUR_MS;

/** An archive whose preparation never ended (its job failed for good) is forgotten after this, so the user may ask again. */
const STALE_PENDING_MS = 24 * HOUR_MS;

export const DATA_EXPORT_LIMIT_MESSAGE = `Poți cere cel mult ${DATA_EXPORTS_PER_DAY} arhive cu datele tale în 24 de ore. Încearcă din nou mai târziu.`;
const REQUESTED_MESSAGE = 'Pregătim arhiva cu datele tale. Îți trimitem pe email un link de descărcare, de obicei în câteva minute.';
const ALREADY_PENDING_MESSAGE = 'Arhiva cu datele tale este deja în pregătire. Îți trimitem pe email linkul de descărcare când este gata.';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const dateTimeText = (date: Date): string =>
  new Intl.DateTimeFormat('ro-RO', {
    timeZone: 'Europe/Bucharest',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);

function summaryOf(row: DataExportEntity, now: Date): DataExportSummary {
  // A ready archive past its day reads expired before the hourly cleanup marks it.
  const state = row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status;
  return {
    state,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  };
}

/**
 * A visitor's own data on request (GDPR articles 15 and 20). Asking writes the archive's row and its
 * job in one transaction (outbox); the job builds the ZIP into storage and emails a link that works
 * once for DATA_EXPORT_LINK_HOURS, to the account that asked only. Using the link streams the file
 * and deletes it; an unused file is deleted when its day ends (PruneDataExports, hourly).
 */
@Injectable()
export class DataExportsService {
  private readonly logger = new Logger(DataExportsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: DataExportRepository,
    private readonly builder: DataExportBuilder,
    private readonly counters: RateCounters,
    private readonly outbox: Outbox,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** At most one archive in preparation per user (asking again answers it), at most DATA_EXPORTS_PER_DAY new ones a day. */
  async request(userId: string): Promise<DataExportRequested> {
    const pending = await this.repository.pendingOf(userId);
    if (pending) return this.alreadyPending(pending);
    await this.counters.take([
      { key: `data-export-user:${userId}`, max: DATA_EXPORTS_PER_DAY, windowSeconds: 24 * 60 * 60, message: DATA_EXPORT_LIMIT_MESSAGE },
    ]);
    try {
      const row = await this.repository.transaction(async (manager) => {
        const inserted = await this.repository.insertPending(manager, userId);
        await this.outbox.add(manager, JobName.PrepareDataExport, { exportId: inserted.id }, `data-export-${inserted.id}`);
        return inserted;
      });
      return { export: summaryOf(row, this.clock.now()), created: true, message: REQUESTED_MESSAGE };
    } catch (error) {
      // Two requests at once: the unique index let one through; the other answers it.
      const concurrent = (error as { code?: string }).code === '23505' ? await this.repository.pendingOf(userId) : null;
      if (concurrent) return this.alreadyPending(concurrent);
      throw error;
    }
  }

  /** The latest archive the user asked for (the account page says where it is), or null. */
  async latest(userId: string): Promise<DataExportSummary | null> {
    const row = await this.repository.latestOf(userId);
    return row ? summaryOf(row, this.clock.now()) : null;
  }

  /** What the emailed link's page shows; changes nothing. Another account's link says so and nothing more. */
  async linkState(userId: string, token: string): Promise<DataExportLinkState> {
    const row = DATA_EXPORT_TOKEN_PATTERN.test(token) ? await this.repository.findByTokenHash(hashToken(token)) : null;
    if (!row) return { state: 'invalid' };
    if (row.userId !== userId) return { state: 'other-account' };
    if (row.status === 'used') return { state: 'used' };
    if (row.status !== 'ready' || !row.expiresAt || row.expiresAt <= this.clock.now() || !row.fileKey) return { state: 'expired' };
    return { state: 'ready', requestedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), size: row.size ?? 0 };
  }

  /**
   * Uses the link: the archive becomes used in one statement (a second request, even at the same
   * moment, is refused) and its file is opened for the download; `discard` deletes it once sent.
   * Refused: why, as the link's page would say it.
   */
  async claim(
    userId: string,
    token: string,
  ): Promise<{ ok: true; file: FileDownload; discard: () => Promise<void> } | { ok: false; state: Exclude<DataExportLinkState['state'], 'ready'> }> {
    const claimed = DATA_EXPORT_TOKEN_PATTERN.test(token) ? await this.repository.claim(hashToken(token), userId, this.clock.now()) : null;
    if (!claimed) {
      const state = await this.linkState(userId, token);
      // Ready a moment ago and claimed by a request at the same time: used.
      return { ok: false, state: state.state === 'ready' ? 'used' : state.state };
    }
    const stored = claimed.fileKey ? await this.storage.get(claimed.fileKey) : null;
    if (!stored) return { ok: false, state: 'expired' };
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bucharest' }).format(claimed.createdAt);
    return {
      ok: true,
      file: { ...stored, contentType: 'application/zip', fileName: `roafaceri-datele-mele-${day}.zip` },
      discard: () => this.discardFile(claimed.id, claimed.fileKey!),
    };
  }

  @HandlesJob(JobName.PrepareDataExport)
  async prepare({ exportId }: JobPayloads[JobName.PrepareDataExport]): Promise<JobResult> {
    const row = await this.repository.find(exportId);
    if (!row || row.status !== 'pending') return 'skipped';
    const now = this.clock.now();
    const built = await this.builder.build(row.userId, now);
    if (!built) return 'skipped';
    // A key of this run's own: a second run of the job (a retry racing the first) never deletes the first's file.
    const fileKey = `exports/${row.id}-${randomBytes(8).toString('hex')}.zip`;
    await this.storage.put(fileKey, built.zip, 'application/zip');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS);
    const marked = await this.repository.transaction(async (manager) => {
      if (!(await this.repository.markReady(manager, row.id, { tokenHash: hashToken(token), fileKey, size: built.zip.length, readyAt: now, expiresAt })))
        return false;
      await this.mail.send(
        'data-export-ready',
        built.contact.email,
        {
          fullName: built.contact.fullName,
          requestedOn: dateTimeText(row.createdAt),
          expiresAt: dateTimeText(expiresAt),
          size: formatFileSize(built.zip.length),
          url: `${this.config.http.publicUrl}${DATA_EXPORT_PAGE_PATH}?token=${token}`,
        },
        { transaction: manager, jobId: `data-export-ready-${row.id}` },
      );
      return true;
    });
    if (!marked) {
      await this.storage.delete(fileKey);
      return 'skipped';
    }
    return 'done';
  }

  /**
   * Hourly: ready archives past their day become expired; the files of expired archives, and of used
   * ones after DOWNLOAD_GRACE_MS, are deleted; a preparation that never ended is forgotten after a day.
   */
  @HandlesJob(JobName.PruneDataExports)
  async prune({ at }: JobPayloads[JobName.PruneDataExports]): Promise<JobResult> {
    const now = new Date(at);
    const expired = await this.repository.expire(now);
    const stale = await this.repository.staleFiles(new Date(now.getTime() - DOWNLOAD_GRACE_MS));
    for (const row of stale) await this.discardFile(row.id, row.file_key);
    const forgotten = await this.repository.dropStalePending(new Date(now.getTime() - STALE_PENDING_MS));
    return expired || stale.length || forgotten ? 'done' : 'skipped';
  }

  private alreadyPending(row: DataExportEntity): DataExportRequested {
    return { export: summaryOf(row, this.clock.now()), created: false, message: ALREADY_PENDING_MESSAGE };
  }

  /** Deletes an archive's file and forgets its key; a storage failure leaves both for the next cleanup. */
  private async discardFile(id: string, fileKey: string): Promise<void> {
    try {
      await this.storage.delete(fileKey);
      await this.repository.clearFile(id);
    } catch (error) {
      this.logger.warn(`The data archive ${id} could not be deleted yet: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
