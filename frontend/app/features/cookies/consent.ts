/** Reading and writing the `CookieConsent` cookie (spec sections 3, 4, 9). Browser only. */
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_MS, type CookieConsent } from '@contracts/auth';

export const ACCEPT_ALL: CookieConsent = { showNecesar: true, showStat: true, showMarketing: true };
/** The close button stores every category as false (spec section 4). */
export const REJECT_ALL: CookieConsent = { showNecesar: false, showStat: false, showMarketing: false };

export function parseConsent(cookieHeader: string): CookieConsent | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== COOKIE_CONSENT_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(part.slice(index + 1).trim())) as Partial<CookieConsent>;
      return {
        showNecesar: value.showNecesar === true,
        showStat: value.showStat === true,
        showMarketing: value.showMarketing === true,
      };
    } catch {
      return null; // unreadable: ask again
    }
  }
  return null;
}

export function readConsent(): CookieConsent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

export interface ConsentCookieOptions {
  /** Production: Secure and Domain of the site (see root loader). */
  secure: boolean;
  domain: string | null;
}

export function writeConsent(consent: CookieConsent, options: ConsentCookieOptions): void {
  const maxAgeSeconds = Math.round(COOKIE_CONSENT_MAX_AGE_MS / 1000);
  const parts = [
    `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${new Date(Date.now() + COOKIE_CONSENT_MAX_AGE_MS).toUTCString()}`,
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  const host = window.location.hostname;
  if (options.domain && (host === options.domain || host.endsWith(`.${options.domain}`))) parts.push(`Domain=${options.domain}`);
  document.cookie = parts.join('; ');
}

/** Forgets the stored choice, so the dialog asks again (terms page, "change my choice"). */
export function clearConsent(options: ConsentCookieOptions): void {
  const base = `${COOKIE_CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  document.cookie = base;
  if (options.domain) document.cookie = `${base}; Domain=${options.domain}${options.secure ? '; Secure' : ''}`;
}
