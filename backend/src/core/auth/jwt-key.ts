import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

/**
 * The session tokens' HMAC key as a KeyObject, made once per secret. Given a string, the JWT
 * library first tries to read it as a public key and catches the failure, on every verification:
 * a tenth of a millisecond per API call, several calls per signed-in page.
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
