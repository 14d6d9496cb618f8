import { generate } from 'otplib';
import { MfaSecretBox } from './mfa-secret-box.js';
import { matchTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp.js';

describe('MfaSecretBox', () => {
  const box = new MfaSecretBox('a-server-secret-of-at-least-32-characters');

  it('seals a secret so that only the same key and user open it', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-2')).toBeNull();
    expect(new MfaSecretBox('another-server-secret-of-32-characters!').open(sealed, 'user-1')).toBeNull();
    expect(box.open('v1.garbage', 'user-1')).toBeNull();
  });

  it('gives a new ciphertext each time', () => {
    expect(box.seal('S', 'u')).not.toBe(box.seal('S', 'u'));
  });
});

describe('TOTP codes', () => {
  const now = Math.floor(Date.now() / 1000);

  it('accepts the current step and one step either way, not two', async () => {
    const secret = newTotpSecret();
    for (const offset of [-30, 0, 30]) expect(await matchTotp(secret, await generate({ secret, epoch: now + offset }), null)).not.toBeNull();
    expect(await matchTotp(secret, await generate({ secret, epoch: now - 90 }), null)).toBeNull();
    expect(await matchTotp(secret, await generate({ secret, epoch: now + 90 }), null)).toBeNull();
  });

  it('refuses a code of a step already used', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret, epoch: now });
    const step = await matchTotp(secret, code, null);
    expect(step).toBe(Math.floor(now / 30));
    expect(await matchTotp(secret, code, step)).toBeNull();
  });

  it('makes ten distinct recovery codes, hashed per user without case or dash', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(recoveryCodeHash('u', codes[0]!)).toBe(recoveryCodeHash('u', codes[0]!.toUpperCase().replace('-', '')));
    expect(recoveryCodeHash('u', codes[0]!)).not.toBe(recoveryCodeHash('v', codes[0]!));
  });
});
