import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import type { StaffRole } from '../../contracts/lists.js';
import type { AdminMfaView, MfaEnrolment, MfaRecoveryCodes, MfaStatus, SecondFactorStep } from '../../contracts/mfa.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { ConsoleAccessPolicy } from '../../core/auth/console-access.js';
import { AppException } from '../../core/errors/app.exception.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import { AuditService } from '../audit/audit.service.js';
import { MailService } from '../mail/mail.service.js';
import { MfaSecretBox } from './mfa-secret-box.js';
import { MfaRepository, type MfaRow } from './mfa.repository.js';
import { isRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeDataUrl, recoveryCodeHash } from './totp.js';

/** Roles that must enrol before using the console when STAFF_MFA_REQUIRED is on. Consultants may enrol, and are then held to it. */
export const MFA_ENFORCED_ROLES: readonly StaffRole[] = ['admin', 'moderator'];

/** Codes tried per account in a window (right or wrong); a right one clears the count. */
export const MFA_ATTEMPT_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;
export const mfaAttemptKey = (userId: string): string => `mfa:${userId}`;

/** What a code proved: an app code at a time step, or a recovery code (already spent). */
type CodeProof = { kind: 'totp'; step: number } | { kind: 'recovery' };

const texts = {
  required: 'Introdu codul din aplicația de autentificare pentru a folosi consola.',
  enrolmentRequired: 'Activează autentificarea în doi pași pentru a folosi consola.',
  staffOnly: 'Autentificarea în doi pași este disponibilă doar pentru conturile echipei.',
  alreadyEnabled: 'Autentificarea în doi pași este deja activă. Dezactiveaz-o înainte de o nouă configurare.',
  notStarted: 'Începe mai întâi configurarea autentificării în doi pași.',
  restarted: 'Configurarea a fost între timp activată sau reluată. Reîncarcă pagina și încearcă din nou.',
  notEnabled: 'Autentificarea în doi pași nu este activă pentru acest cont.',
  wrongCode: 'Codul nu este corect sau a expirat.',
  unreadable: 'Secretul autentificării în doi pași nu mai poate fi citit. Cere unui administrator să îl reseteze.',
  tooMany: 'Prea multe coduri încercate. Încearcă din nou peste 15 minute.',
  selfReset: 'Pentru propriul cont folosește pagina „Securitate”.',
  noUser: 'Utilizatorul nu există.',
};

/**
 * The staff second factor (TOTP, RFC 6238): enrolment with a QR code and recovery codes, the code
 * step of a sign-in (a session is marked verified), self-service disabling and an admin's reset
 * (audited). Also the console's access rule: a staff route refuses a session that owes its code,
 * and, with STAFF_MFA_REQUIRED, an admin or moderator account without a second factor.
 */
@Injectable()
export class MfaService implements ConsoleAccessPolicy {
  private readonly box: MfaSecretBox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MfaRepository,
    private readonly counters: RateCounters,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {
    this.box = new MfaSecretBox(config.jwt.secret);
  }

  async assertAllowed(user: AuthUser): Promise<void> {
    const state = await this.repository.sessionState(user.sessionId);
    const step = this.pendingStep(user.roles, Boolean(state?.enabled), Boolean(state?.verified));
    if (step === 'code') throw new AppException(ErrorCode.AUTH_MFA_REQUIRED, texts.required);
    if (step === 'enrol') throw new AppException(ErrorCode.AUTH_MFA_ENROLMENT_REQUIRED, texts.enrolmentRequired);
  }

  /** What a freshly opened session of this account owes before the staff API answers (the sign-in answer). */
  async stepAfterPassword(userId: string, roles: readonly StaffRole[]): Promise<SecondFactorStep | undefined> {
    if (!roles.length) return undefined;
    const row = await this.repository.find(userId);
    return this.pendingStep(roles, Boolean(row?.enabled_at), false) ?? undefined;
  }

  async status(user: AuthUser): Promise<MfaStatus> {
    const state = await this.repository.sessionStatus(user.sessionId);
    const enabled = Boolean(state?.enabled_at);
    return {
      available: user.roles.length > 0,
      enabled,
      enrolledAt: state?.enabled_at ? new Date(state.enabled_at).toISOString() : null,
      sessionVerified: enabled && Boolean(state?.verified),
      enrolmentRequired: !enabled && this.mustEnrol(user.roles),
      pendingStep: this.pendingStep(user.roles, enabled, Boolean(state?.verified)),
      recoveryCodesLeft: enabled ? Number(state?.left ?? 0) : 0,
    };
  }

  /** A new secret for the signed-in staff member (replacing an unfinished enrolment). */
  async startEnrolment(user: AuthUser): Promise<MfaEnrolment> {
    if (!user.roles.length) throw AppException.forbidden(texts.staffOnly);
    const email = await this.repository.emailOf(user.id);
    if (email === null) throw AppException.unauthenticated();
    const secret = newTotpSecret();
    if (!(await this.repository.saveEnrolment(user.id, this.box.seal(secret, user.id)))) throw this.conflict(texts.alreadyEnabled);
    const uri = otpauthUri(secret, email);
    return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
  }

  /**
   * A code from the app turns the second factor on: answers the recovery codes (shown once), marks
   * this session verified and every other session of the account as owing the code.
   */
  async confirmEnrolment(user: AuthUser, code: string): Promise<MfaRecoveryCodes> {
    if (!user.roles.length) throw AppException.forbidden(texts.staffOnly);
    const row = await this.repository.find(user.id);
    if (!row || row.enabled_at) throw this.conflict(row ? texts.alreadyEnabled : texts.notStarted);
    return this.withAttempt(user.id, async () => {
      const step = await matchTotp(this.secretOf(row, user.id), code, null);
      if (step === null) return null;
      return this.repository.transaction(async (manager) => {
        // Only the secret the code was checked against (another tab may have restarted the enrolment).
        if (!(await this.repository.enable(manager, user.id, step, row.secret_ciphertext))) throw this.conflict(texts.restarted);
        const recoveryCodes = await this.replaceRecoveryCodes(manager, user.id);
        await this.repository.verifyOnly(manager, user.id, user.sessionId);
        await this.notify(manager, user.id, 'enabled');
        return { recoveryCodes };
      });
    });
  }

  /** The code step of a sign-in: an app code or an unused recovery code marks this session verified. */
  async verifySession(user: AuthUser, code: string): Promise<{ ok: true; recoveryCodesLeft: number }> {
    await this.prove(user, code, { recovery: true });
    await this.repository.markSessionVerified(user.sessionId);
    return { ok: true, recoveryCodesLeft: await this.repository.recoveryCodesLeft(user.id) };
  }

  /** Turns the second factor off (an app code or a recovery code proves it is the owner). */
  async disable(user: AuthUser, code: string): Promise<void> {
    await this.prove(user, code, { recovery: true });
    await this.repository.transaction(async (manager) => {
      await this.repository.remove(manager, user.id);
      await this.notify(manager, user.id, 'disabled');
    });
  }

  /** New recovery codes (the old ones stop working), against an app code. */
  async renewRecoveryCodes(user: AuthUser, code: string): Promise<MfaRecoveryCodes> {
    await this.prove(user, code, { recovery: false });
    return { recoveryCodes: await this.repository.transaction((manager) => this.replaceRecoveryCodes(manager, user.id)) };
  }

  async adminView(userId: string): Promise<AdminMfaView> {
    const row = await this.repository.accountStatus(userId);
    if (!row) throw AppException.notFound(texts.noUser);
    const enabled = Boolean(row.enabled_at);
    return { enabled, enrolledAt: row.enabled_at ? new Date(row.enabled_at).toISOString() : null, recoveryCodesLeft: enabled ? Number(row.left) : 0 };
  }

  /**
   * An admin removes another staff member's second factor (a lost phone): audited, and the
   * member's sessions end, so the next sign-in starts from the password (and enrolment when required).
   */
  async adminReset(actor: AuthUser, userId: string): Promise<AdminMfaView> {
    if (actor.id === userId) throw AppException.forbidden(texts.selfReset);
    await this.repository.transaction(async (manager) => {
      if (!(await this.repository.lockUser(manager, userId))) throw AppException.notFound(texts.noUser);
      const row = await this.repository.find(userId, manager, true);
      if (!row?.enabled_at) throw this.conflict(texts.notEnabled);
      await this.repository.remove(manager, userId);
      await this.repository.revokeSessions(manager, userId);
      await this.audit.record(manager, {
        actor,
        action: 'user.mfa_reset',
        entityType: 'user',
        entityId: userId,
        before: { mfaEnabled: true, enrolledAt: new Date(row.enabled_at).toISOString() },
        after: { mfaEnabled: false, sessionsRevoked: true },
      });
      await this.notify(manager, userId, 'reset');
    });
    return this.adminView(userId);
  }

  /** The same reset from the server's shell (cli/mfa-reset.ts), by email; false when there is nothing to reset. */
  async resetByOperator(email: string): Promise<boolean> {
    return this.repository.transaction(async (manager) => {
      const userId = await this.repository.lockUserByEmail(manager, email);
      if (!userId || !(await this.repository.find(userId, manager, true))) return false;
      await this.repository.remove(manager, userId);
      await this.repository.revokeSessions(manager, userId);
      await this.notify(manager, userId, 'reset');
      return true;
    });
  }

  /** Tells the account's owner that its second factor changed (sent once the change commits: outbox). */
  private async notify(manager: EntityManager, userId: string, change: 'enabled' | 'disabled' | 'reset'): Promise<void> {
    const user = await this.repository.contactOf(manager, userId);
    if (!user) return;
    await this.mail.send(
      'mfa-changed',
      user.email,
      { fullName: user.fullName, change, url: `${this.config.http.publicUrl}/admin/securitate` },
      { transaction: manager },
    );
  }

  private mustEnrol(roles: readonly StaffRole[]): boolean {
    return this.config.staffMfaRequired && roles.some((role) => MFA_ENFORCED_ROLES.includes(role));
  }

  private pendingStep(roles: readonly StaffRole[], enabled: boolean, verified: boolean): SecondFactorStep | null {
    if (enabled) return verified ? null : 'code';
    return this.mustEnrol(roles) ? 'enrol' : null;
  }

  /**
   * Checks a code of an account whose second factor is on: an app code (never one of an already
   * used time step) or, when allowed, a recovery code, which is spent. Throttled per account.
   */
  private async prove(user: AuthUser, code: string, options: { recovery: boolean }): Promise<CodeProof> {
    const row = await this.repository.find(user.id);
    if (!row?.enabled_at) throw this.conflict(texts.notEnabled);
    return this.withAttempt(user.id, async (): Promise<CodeProof | null> => {
      if (options.recovery && isRecoveryCode(code)) {
        return (await this.repository.spendRecoveryCode(user.id, recoveryCodeHash(user.id, code))) ? { kind: 'recovery' } : null;
      }
      const step = await matchTotp(this.secretOf(row, user.id), code, row.last_used_step);
      if (step === null) return null;
      // Two requests with the same code: only the first moves the step forward.
      return (await this.repository.useStep(user.id, step)) ? { kind: 'totp', step } : null;
    });
  }

  /** Takes one attempt from the account's limit (429 when spent), runs `check`; null means a wrong code (400). */
  private async withAttempt<T>(userId: string, check: () => Promise<T | null>): Promise<T> {
    await this.counters.take([{ key: mfaAttemptKey(userId), ...MFA_ATTEMPT_LIMIT, message: texts.tooMany }]);
    const result = await check();
    if (result === null) throw new AppException(ErrorCode.AUTH_MFA_CODE_INVALID, texts.wrongCode, [{ field: 'code', message: texts.wrongCode }]);
    await this.counters.clear(mfaAttemptKey(userId));
    return result;
  }

  private secretOf(row: MfaRow, userId: string): string {
    const secret = this.box.open(row.secret_ciphertext, userId);
    if (!secret) throw this.conflict(texts.unreadable);
    return secret;
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.repository.replaceRecoveryCodes(
      manager,
      userId,
      codes.map((code) => recoveryCodeHash(userId, code)),
    );
    return codes;
  }

  private conflict(message: string): AppException {
    return new AppException(ErrorCode.AUTH_MFA_STATE_CONFLICT, message);
  }
}
