/**
 * Reading the `CookieConsent` cookie (spec sections 3, 4, 9): what every page needs at start. Writing
 * it (the dialog, its form action, the terms page) is in consent-write.ts, loaded with those.
 */
import { COOKIE_CONSENT_COOKIE, type CookieConsent } from '@contracts/auth';

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
