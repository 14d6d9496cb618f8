import { randomInt, createHash } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { MFA_ISSUER, MFA_RECOVERY_CODE_COUNT, MFA_RECOVERY_PATTERN, MFA_TOTP_PATTERN } from '../../contracts/mfa.js';

/** RFC 6238 parameters: SHA-1, 6 digits, 30-second steps, one step of drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: MFA_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS, digits: 6, algorithm: 'sha1' });
}

/** The URI as an SVG QR code in a `data:` URL (the console shows it in an <img>, no client library). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a six-digit code matches (current step ± 1), or null. Steps up to `afterStep`
 * are refused, so an accepted code cannot be replayed.
 */
export async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!MFA_TOTP_PATTERN.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses an afterTimeStep beyond the window: nothing can match then.
    return null;
  }
}

/** Recovery codes are `xxxxx-xxxxx` over 32 unambiguous characters (50 bits each). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < MFA_RECOVERY_CODE_COUNT) {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    codes.add(`${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`);
  }
  return [...codes];
}

export const isRecoveryCode = (code: string): boolean => MFA_RECOVERY_PATTERN.test(code);

/** Stored form of a recovery code: SHA-256 over the user id and the code without case or dash. */
export function recoveryCodeHash(userId: string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${code.toLowerCase().replace(/-/g, '')}`)
    .digest('hex');
}
