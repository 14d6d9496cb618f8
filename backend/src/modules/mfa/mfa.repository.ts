import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** A staff member's second factor as stored. */
export interface MfaRow {
  secret_ciphertext: string;
  enabled_at: Date | null;
  last_used_step: number | null;
}

/** The rows an UPDATE … RETURNING changed: the driver answers `[rows, count]`. */
const changed = (result: unknown): boolean => (result as [unknown[], number])[0].length > 0;

/**
 * Queries of the staff second factor: its secret (`staff_mfa`), the recovery codes and the
 * sessions' verified mark. No business rules here. A method taking `manager` runs in the caller's
 * transaction.
 */
@Injectable()
export class MfaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The account's second factor, locked for the caller's transaction when `lock`. */
  async find(userId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<MfaRow | null> {
    const [row] = (await manager.query(`SELECT secret_ciphertext, enabled_at, last_used_step FROM staff_mfa WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [
      userId,
    ])) as MfaRow[];
    return row ?? null;
  }

  /** Whether the session's account has its second factor on, and whether the session proved it. */
  async sessionState(sessionId: string): Promise<{ enabled: boolean; verified: boolean } | null> {
    const [state] = (await this.dataSource.query(
      `SELECT m.enabled_at IS NOT NULL AS enabled, s.mfa_verified_at IS NOT NULL AS verified
         FROM sessions s LEFT JOIN staff_mfa m ON m.user_id = s.user_id WHERE s.id = $1`,
      [sessionId],
    )) as { enabled: boolean; verified: boolean }[];
    return state ?? null;
  }

  /** The session's account's second factor, whether the session proved it, and the unused recovery codes. */
  async sessionStatus(sessionId: string): Promise<{ enabled_at: Date | null; verified: boolean; left: number } | null> {
    const [state] = (await this.dataSource.query(
      `SELECT m.enabled_at, s.mfa_verified_at IS NOT NULL AS verified,
              (SELECT count(*)::int FROM mfa_recovery_codes r WHERE r.user_id = s.user_id AND r.used_at IS NULL) AS left
         FROM sessions s LEFT JOIN staff_mfa m ON m.user_id = s.user_id WHERE s.id = $1`,
      [sessionId],
    )) as { enabled_at: Date | null; verified: boolean; left: number }[];
    return state ?? null;
  }

  /** An account's second factor and unused recovery codes, as an admin sees them; null when there is no such (not deleted) user. */
  async accountStatus(userId: string): Promise<{ enabled_at: Date | null; left: number } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT u.id, m.enabled_at, (SELECT count(*)::int FROM mfa_recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS left
         FROM users u LEFT JOIN staff_mfa m ON m.user_id = u.id WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [userId],
    )) as { enabled_at: Date | null; left: number }[];
    return row ?? null;
  }

  async emailOf(userId: string): Promise<string | null> {
    const [account] = (await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId])) as { email: string }[];
    return account?.email ?? null;
  }

  /** Who to tell about a change of the second factor. */
  async contactOf(manager: EntityManager, userId: string): Promise<{ email: string; fullName: string } | null> {
    const [user] = (await manager.query(`SELECT email, full_name AS "fullName" FROM users WHERE id = $1`, [userId])) as { email: string; fullName: string }[];
    return user ?? null;
  }

  /** Locks a user that is not deleted, by id; false when there is none. */
  async lockUser(manager: EntityManager, userId: string): Promise<boolean> {
    const [target] = (await manager.query(`SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [userId])) as unknown[];
    return Boolean(target);
  }

  /** Locks a user that is not deleted, by email; answers its id (null when there is none). */
  async lockUserByEmail(manager: EntityManager, email: string): Promise<string | null> {
    const [user] = (await manager.query(`SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL FOR UPDATE`, [email])) as { id: string }[];
    return user?.id ?? null;
  }

  /**
   * Stores a new secret for an enrolment, replacing an unfinished one (its step forgotten); false
   * when the second factor is already on.
   */
  async saveEnrolment(userId: string, secretCiphertext: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO staff_mfa (user_id, secret_ciphertext) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, last_used_step = NULL, updated_at = now()
           WHERE staff_mfa.enabled_at IS NULL
         RETURNING user_id`,
      [userId, secretCiphertext],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Turns the second factor on at the code's time step, only if it is still the enrolment of the
   * secret the code was checked against (another tab may have restarted it); false otherwise.
   */
  async enable(manager: EntityManager, userId: string, step: number, secretCiphertext: string): Promise<boolean> {
    return changed(
      await manager.query(
        `UPDATE staff_mfa SET enabled_at = now(), last_used_step = $2, updated_at = now()
          WHERE user_id = $1 AND enabled_at IS NULL AND secret_ciphertext = $3 RETURNING user_id`,
        [userId, step, secretCiphertext],
      ),
    );
  }

  /** Moves the last used time step forward to `step`; false when a request with the same code (or a later one) came first. */
  async useStep(userId: string, step: number): Promise<boolean> {
    return changed(
      await this.dataSource.query(
        `UPDATE staff_mfa SET last_used_step = $2 WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2) RETURNING user_id`,
        [userId, step],
      ),
    );
  }

  /** Spends an unused recovery code of the account by its hash; false when there is none such. */
  async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    return changed(
      await this.dataSource.query(`UPDATE mfa_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`, [
        userId,
        codeHash,
      ]),
    );
  }

  /** The account's recovery codes become these (by hash); the old ones stop working. */
  async replaceRecoveryCodes(manager: EntityManager, userId: string, codeHashes: string[]): Promise<void> {
    await manager.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`INSERT INTO mfa_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::char(64)[])`, [userId, codeHashes]);
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS left FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId])) as {
      left: number;
    }[];
    return Number(row?.left ?? 0);
  }

  /** Marks this session verified and every other session of the account as owing the code. */
  async verifyOnly(manager: EntityManager, userId: string, sessionId: string): Promise<void> {
    await manager.query(`UPDATE sessions SET mfa_verified_at = CASE WHEN id = $2 THEN now() END WHERE user_id = $1`, [userId, sessionId]);
  }

  async markSessionVerified(sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE sessions SET mfa_verified_at = now() WHERE id = $1`, [sessionId]);
  }

  /** Removes the account's second factor and recovery codes; its sessions no longer count as verified. */
  async remove(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM staff_mfa WHERE user_id = $1`, [userId]);
    await manager.query(`UPDATE sessions SET mfa_verified_at = NULL WHERE user_id = $1 AND mfa_verified_at IS NOT NULL`, [userId]);
  }

  /** Ends every open session of the account. */
  async revokeSessions(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }
}
