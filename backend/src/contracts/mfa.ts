/**
 * The staff second factor (TOTP, RFC 6238) shared with the console. Pure TypeScript.
 * Endpoints: docs/api-contract-auth.md, section "Second factor (staff)".
 */

/** What the console must do after the password: ask a code, or enrol first. Absent: nothing more. */
export type SecondFactorStep = 'code' | 'enrol';

/** `GET /api/auth/mfa`: the signed-in account's second factor and this session's state. */
export interface MfaStatus {
  /** Whether the account may use a second factor (staff accounts only). */
  available: boolean;
  /** Whether the second factor is on for the account. */
  enabled: boolean;
  enrolledAt: string | null;
  /** Whether this session passed the second factor (always false while it is off). */
  sessionVerified: boolean;
  /** Whether the console is closed to this account until it enrols (STAFF_MFA_REQUIRED, admin or moderator). */
  enrolmentRequired: boolean;
  /** The step this session still needs before the staff API answers, if any. */
  pendingStep: SecondFactorStep | null;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
}

/** `POST /api/auth/mfa/enrolment`: the new secret, for an authenticator app. Never answered again. */
export interface MfaEnrolment {
  /** Base32 secret, for typing into the app by hand. */
  secret: string;
  /** `otpauth://totp/RoAfaceri:<email>?secret=…&issuer=RoAfaceri` */
  otpauthUri: string;
  /** The URI as a QR code: an SVG `data:` URL for an `<img>`. */
  qrCode: string;
}

/** One-time recovery codes, answered once (at enrolment or when renewed); only their hashes are kept. */
export interface MfaRecoveryCodes {
  recoveryCodes: string[];
}

/** A staff member's second factor as an admin sees it (`GET /api/admin/users/{id}/mfa`). */
export interface AdminMfaView {
  enabled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
}

export const MFA_ISSUER = 'RoAfaceri';
export const MFA_RECOVERY_CODE_COUNT = 10;
/** A code from the app: six digits. */
export const MFA_TOTP_PATTERN = /^\d{6}$/;
/** A recovery code as shown (`abcde-fghjk`); typed in any case, with or without the dash. */
export const MFA_RECOVERY_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;
