import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts TOTP secrets at rest: AES-256-GCM with a key derived (HKDF-SHA256) from JWT_SECRET, the
 * user id as additional data, so a ciphertext copied to another account does not decrypt. Changing
 * JWT_SECRET makes stored secrets unreadable: the staff members then have to enrol again.
 */
export class MfaSecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'roafaceri', 'staff-mfa-secret', 32));
  }

  seal(secret: string, userId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The secret, or null when the ciphertext is not this key's (or not this user's). */
  open(sealed: string, userId: string): string | null {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) return null;
    const raw = Buffer.from(payload, 'base64url');
    if (raw.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
