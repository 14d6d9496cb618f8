import { randomBytes } from 'node:crypto';
import { TokenCipher } from './token-cipher.js';

describe('e-Factura token cipher', () => {
  const cipher = new TokenCipher(randomBytes(32));

  it('seals a token so that it opens only with its key and context, differently each time', () => {
    const sealed = cipher.encrypt('anaf-refresh-token-1', 'refresh');
    expect(sealed).not.toContain('anaf-refresh-token-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.encrypt('anaf-refresh-token-1', 'refresh')).not.toBe(sealed);
    expect(cipher.decrypt(sealed, 'refresh')).toBe('anaf-refresh-token-1');
    expect(() => cipher.decrypt(sealed, 'access')).toThrow();
    expect(() => new TokenCipher(randomBytes(32)).decrypt(sealed, 'refresh')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'), 'refresh')).toThrow();
  });

  it('refuses a key that is not 32 bytes, and fingerprints secrets by key', () => {
    expect(() => new TokenCipher(randomBytes(16))).toThrow(/32 bytes/);
    expect(cipher.fingerprint('a')).toMatch(/^[0-9a-f]{64}$/);
    expect(cipher.fingerprint('a')).toBe(cipher.fingerprint('a'));
    expect(new TokenCipher(randomBytes(32)).fingerprint('a')).not.toBe(cipher.fingerprint('a'));
  });
});
