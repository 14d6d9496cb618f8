import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EfacturaStatus, InvoiceDocument, InvoiceKind, OfficialRuleFailure, OfficialRulesStatus } from '../../contracts/invoices.js';
import { returned } from '../../core/database/sql.js';

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
  rules_status: OfficialRulesStatus;
  rules_failures: OfficialRuleFailure[] | null;
  /** Queued with an upload claimed over `staleMinutes` ago and no answer stored. */
  stale_claim: boolean;
}

const columns = (staleMinutes: number) => `i.id, i.kind, i.number, i.issued_at, i.order_id, i.document, i.total_cents, i.efactura_status, i.efactura_message,
  i.efactura_upload_id, i.efactura_download_id, i.efactura_updated_at, i.efactura_attempt, i.efactura_checks,
  i.rules_status, i.rules_failures, COALESCE(i.efactura_status = 'queued' AND i.efactura_upload_started_at < now() - make_interval(mins => ${Number(staleMinutes)}), false) AS stale_claim`;

/** `efactura_tokens`' row: the tokens sealed with EFACTURA_TOKEN_KEY (TokenCipher). */
export interface SealedTokens {
  seed_fingerprint: string;
  refresh_token: string;
  access_token: string | null;
  access_expires_at: Date | null;
  refreshed_at: Date | null;
}

/** An upload to make or to confirm (EfacturaRepository.pendingUpload). */
export interface PendingUpload {
  document: InvoiceDocument;
  claim: { stored: string; startedAt: Date; ageMs: number } | null;
}

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
    await manager.query(`UPDATE invoices SET efactura_status = 'disabled', efactura_updated_at = now() WHERE id = $1 AND efactura_status = 'not_sent'`, [
      invoiceId,
    ]);
  }

  /** A document and the official rules' verdict on it as recorded (`pending`: not checked yet); null when there is no such invoice. */
  async rulesOf(invoiceId: string): Promise<{ document: InvoiceDocument; status: OfficialRulesStatus; failures: OfficialRuleFailure[] | null } | null> {
    const rows: { document: InvoiceDocument; rules_status: OfficialRulesStatus; rules_failures: OfficialRuleFailure[] | null }[] = await this.dataSource.query(
      `SELECT document, rules_status, rules_failures FROM invoices WHERE id = $1`,
      [invoiceId],
    );
    return rows[0] ? { document: rows[0].document, status: rows[0].rules_status, failures: rows[0].rules_failures } : null;
  }

  /** The official rules' verdict, recorded once (a second check of a document already checked changes nothing). */
  async recordRules(invoiceId: string, status: 'passed' | 'failed', failures: OfficialRuleFailure[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE invoices SET rules_status = $2, rules_failures = $3::jsonb, rules_checked_at = now() WHERE id = $1 AND rules_status = 'pending'`,
      [invoiceId, status, status === 'failed' ? JSON.stringify(failures) : null],
    );
  }

  /** Documents not checked yet, oldest first (issued before the gate, or whose check was cut short). */
  async uncheckedIds(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM invoices WHERE rules_status = 'pending' ORDER BY issued_at LIMIT $1`, [limit]);
    return rows.map((row) => row.id);
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

  /**
   * The upload of `attempt` still to be made or confirmed: its document and, when an upload was
   * started (claimed) without ANAF's index stored, when (`startedAt`; `stored`, the value as stored;
   * `ageMs`, by the database's clock). Null when there is none (uploaded, settled, a later attempt).
   */
  async pendingUpload(invoiceId: string, attempt: number): Promise<PendingUpload | null> {
    const rows: { document: InvoiceDocument; started_at: string | null; started: Date | null; claim_age_ms: number | null }[] = await this.dataSource.query(
      `SELECT document, efactura_upload_started_at::text AS started_at, efactura_upload_started_at AS started,
              (EXTRACT(EPOCH FROM now() - efactura_upload_started_at) * 1000)::float8 AS claim_age_ms
         FROM invoices
        WHERE id = $1 AND efactura_attempt = $2 AND efactura_status IN ('queued', 'error') AND efactura_upload_id IS NULL`,
      [invoiceId, attempt],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      document: row.document,
      claim: row.started_at && row.started ? { stored: row.started_at, startedAt: new Date(row.started), ageMs: Number(row.claim_age_ms) } : null,
    };
  }

  /**
   * Records that the upload of `attempt` starts now, before ANAF is called (once: a second claim
   * finds it taken). `after`: a claim whose upload ANAF never listed is replaced only if it is still
   * that one (the stored value), so two runs concluding so at once upload once.
   */
  async claimUpload(invoiceId: string, attempt: number, after: string | null = null): Promise<boolean> {
    const rows = returned<{ id: string }>(
      await this.dataSource.query(
        `UPDATE invoices SET efactura_upload_started_at = now(), efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2 AND efactura_status IN ('queued', 'error') AND efactura_upload_id IS NULL
            AND ${after === null ? 'efactura_upload_started_at IS NULL' : 'efactura_upload_started_at = $3::timestamptz'}
          RETURNING id`,
        after === null ? [invoiceId, attempt] : [invoiceId, attempt, after],
      ),
    );
    return rows.length > 0;
  }

  /** The upload's outcome is not known (no answer came): the claim stays, so nothing uploads it blindly; the message says why. */
  async markOutcomeUnknown(invoiceId: string, attempt: number, message: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE invoices SET efactura_status = 'queued', efactura_message = $3, efactura_updated_at = now()
        WHERE id = $1 AND efactura_attempt = $2 AND efactura_upload_id IS NULL AND efactura_upload_started_at IS NOT NULL`,
      [invoiceId, attempt, message],
    );
  }

  /** Of `uploadIds` (ANAF's upload indexes), those already recorded on an invoice. */
  async recordedUploadIds(uploadIds: string[]): Promise<Set<string>> {
    if (!uploadIds.length) return new Set();
    const rows: { efactura_upload_id: string }[] = await this.dataSource.query(
      `SELECT efactura_upload_id FROM invoices WHERE efactura_upload_id = ANY($1::varchar[])`,
      [uploadIds],
    );
    return new Set(rows.map((row) => row.efactura_upload_id));
  }

  /** Invoices to pick up after a restart: uploads whose answer never came, and uploads waiting for ANAF's verdict. */
  async unfinished(): Promise<{ lookups: { id: string; attempt: number }[]; checks: { id: string; attempt: number; checks: number }[] }> {
    const rows: { id: string; efactura_attempt: number; efactura_checks: number; efactura_status: EfacturaStatus }[] = await this.dataSource.query(
      `SELECT id, efactura_attempt, efactura_checks, efactura_status FROM invoices
        WHERE (efactura_status = 'queued' AND efactura_upload_id IS NULL AND efactura_upload_started_at IS NOT NULL) OR efactura_status = 'uploaded'`,
    );
    return {
      lookups: rows.filter((row) => row.efactura_status === 'queued').map((row) => ({ id: row.id, attempt: row.efactura_attempt })),
      checks: rows
        .filter((row) => row.efactura_status === 'uploaded')
        .map((row) => ({ id: row.id, attempt: row.efactura_attempt, checks: row.efactura_checks })),
    };
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

  /** ANAF's upload index of `attempt`, stored once; answers whether this call stored it. */
  async markUploaded(manager: EntityManager, invoiceId: string, attempt: number, uploadId: string): Promise<boolean> {
    const rows = returned<{ id: string }>(
      await manager.query(
        `UPDATE invoices SET efactura_status = 'uploaded', efactura_upload_id = $3, efactura_message = NULL, efactura_checks = 0, efactura_updated_at = now()
          WHERE id = $1 AND efactura_attempt = $2 AND efactura_upload_id IS NULL RETURNING id`,
        [invoiceId, attempt, uploadId],
      ),
    );
    return rows.length > 0;
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
    await this.dataSource.query(`UPDATE invoices SET efactura_checks = $3, efactura_updated_at = now() WHERE id = $1 AND efactura_attempt = $2`, [
      invoiceId,
      attempt,
      check,
    ]);
  }

  /**
   * A new attempt for an invoice in one of `statuses` (or with a stale claim); answers its number, or
   * null. A claim without ANAF's answer is kept: the new attempt looks the upload up in the SPV first.
   */
  async requeue(manager: EntityManager, invoiceId: string, statuses: readonly EfacturaStatus[], staleMinutes: number): Promise<number | null> {
    const rows = returned<{ efactura_attempt: number }>(
      await manager.query(
        `UPDATE invoices SET efactura_attempt = efactura_attempt + 1, efactura_status = 'queued', efactura_message = NULL, efactura_upload_id = NULL,
                efactura_download_id = NULL, efactura_checks = 0, efactura_updated_at = now(),
                efactura_upload_started_at = CASE WHEN efactura_status = 'queued' AND efactura_upload_id IS NULL THEN efactura_upload_started_at END,
                rules_status = CASE WHEN rules_status = 'failed' THEN 'pending' ELSE rules_status END,
                rules_failures = CASE WHEN rules_status = 'failed' THEN NULL ELSE rules_failures END
          WHERE id = $1 AND (efactura_status = ANY($2::varchar[])
            OR (efactura_status = 'queued' AND efactura_upload_started_at < now() - make_interval(mins => $3)))
          RETURNING efactura_attempt`,
        [invoiceId, statuses, staleMinutes],
      ),
    );
    return rows[0]?.efactura_attempt ?? null;
  }

  /**
   * `atRisk`: only invoices not validated issued on `lastDay` (a Romanian calendar day) or before
   * (`at: true`), or only the others (`at: false`).
   */
  async list(
    filter: { status?: EfacturaStatus; q?: string; atRisk?: { at: boolean; lastDay: string } },
    page: { offset: number; limit: number },
    staleMinutes: number,
  ): Promise<{ rows: EfacturaRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) where.push(`i.efactura_status = $${params.push(filter.status)}`);
    if (filter.atRisk) {
      const risky = `(i.efactura_status <> 'validated' AND (i.rules_status = 'failed' OR i.issued_at < (($${params.push(filter.atRisk.lastDay)}::date + 1)::timestamp AT TIME ZONE 'Europe/Bucharest')))`;
      where.push(filter.atRisk.at ? risky : `NOT ${risky}`);
    }
    if (filter.q) where.push(`(i.number ILIKE $${params.push(`%${escapeLike(filter.q)}%`)} OR i.document->'buyer'->>'name' ILIKE $${params.length})`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM invoices i ${clause}`, params);
    const rows: EfacturaRow[] = await this.dataSource.query(
      `SELECT ${columns(staleMinutes)} FROM invoices i ${clause} ORDER BY i.issued_at DESC, i.number DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    );
    return { rows, total };
  }

  /** The SPV's OAuth tokens as stored (sealed), or null before the first renewal. */
  async readTokens(): Promise<SealedTokens | null> {
    const rows: SealedTokens[] = await this.dataSource.query(
      `SELECT seed_fingerprint, refresh_token, access_token, access_expires_at, refreshed_at FROM efactura_tokens WHERE id = 'spv'`,
    );
    return rows[0] ?? null;
  }

  /**
   * Takes the renewal of the tokens for `ms` unless another process holds it; the row is made on the
   * first renewal, holding the configured refresh token (sealed) until ANAF's answer replaces it.
   */
  async leaseTokens(ms: number, seed: { fingerprint: string; refreshToken: string }): Promise<boolean> {
    await this.dataSource.query(`INSERT INTO efactura_tokens (id, seed_fingerprint, refresh_token) VALUES ('spv', $1, $2) ON CONFLICT (id) DO NOTHING`, [
      seed.fingerprint,
      seed.refreshToken,
    ]);
    const rows = returned<{ id: string }>(
      await this.dataSource.query(
        `UPDATE efactura_tokens SET refreshing_until = now() + make_interval(secs => $1::float8 / 1000)
          WHERE id = 'spv' AND (refreshing_until IS NULL OR refreshing_until < now()) RETURNING id`,
        [ms],
      ),
    );
    return rows.length > 0;
  }

  async saveTokens(tokens: Omit<SealedTokens, 'refreshed_at'> & { refreshed_at: Date }): Promise<void> {
    await this.dataSource.query(
      `UPDATE efactura_tokens SET seed_fingerprint = $1, refresh_token = $2, access_token = $3, access_expires_at = $4, refreshed_at = $5,
              refreshing_until = NULL, updated_at = now()
        WHERE id = 'spv'`,
      [tokens.seed_fingerprint, tokens.refresh_token, tokens.access_token, tokens.access_expires_at, tokens.refreshed_at],
    );
  }

  async releaseTokens(): Promise<void> {
    await this.dataSource.query(`UPDATE efactura_tokens SET refreshing_until = NULL WHERE id = 'spv'`);
  }

  async find(invoiceId: string, staleMinutes: number): Promise<EfacturaRow | null> {
    const rows: EfacturaRow[] = await this.dataSource.query(`SELECT ${columns(staleMinutes)} FROM invoices i WHERE i.id = $1`, [invoiceId]);
    return rows[0] ?? null;
  }
}
