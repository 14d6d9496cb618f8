/** Storing a cookie choice (spec sections 4, 9): the cookie dialog, its form action and the terms page. */
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_MS, type CookieConsent } from '@contracts/auth';

export const ACCEPT_ALL: CookieConsent = { showNecesar: true, showStat: true, showMarketing: true };
/** The close button stores every category as false (spec section 4). */
export const REJECT_ALL: CookieConsent = { showNecesar: false, showStat: false, showMarketing: false };

export interface ConsentCookieOptions {
  /** Production: Secure and Domain of the site (see root loader). */
  secure: boolean;
  domain: string | null;
}

/**
 * The `Set-Cookie` / `document.cookie` text that stores a choice: one year, path `/`, SameSite
 * Strict, Secure and the site's domain in production (spec section 9). The dialog's script writes
 * it in the browser; its form's server action (routes/cookie-consent.ts) sends it without JavaScript.
 */
export function consentCookieText(consent: CookieConsent, options: ConsentCookieOptions, now = Date.now()): string {
  const parts = [
    `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}`,
    'Path=/',
    `Max-Age=${Math.round(COOKIE_CONSENT_MAX_AGE_MS / 1000)}`,
    `Expires=${new Date(now + COOKIE_CONSENT_MAX_AGE_MS).toUTCString()}`,
    'SameSite=Strict',
  ];
  if (options.secure) parts.push('Secure');
  if (options.domain) parts.push(`Domain=${options.domain}`);
  return parts.join('; ');
}

export function writeConsent(consent: CookieConsent, options: ConsentCookieOptions): void {
  const host = window.location.hostname;
  const domain = options.domain && (host === options.domain || host.endsWith(`.${options.domain}`)) ? options.domain : null;
  document.cookie = consentCookieText(consent, { ...options, domain });
}

/** The choices of the dialog's form: its three submit buttons and the two optional categories. */
export const CONSENT_CHOICE_FIELD = 'choice';
export const CONSENT_CHOICES = { all: 'all', selection: 'selection', none: 'none' } as const;
/** The page the dialog was shown on, where the form's action sends the visitor back. */
export const CONSENT_RETURN_FIELD = 'returnTo';

/** The consent a submission of the dialog's form stores (null: not a choice of the form). */
export function consentFromForm(form: FormData): CookieConsent | null {
  switch (form.get(CONSENT_CHOICE_FIELD)) {
    case CONSENT_CHOICES.all:
      return ACCEPT_ALL;
    case CONSENT_CHOICES.none:
      return REJECT_ALL;
    case CONSENT_CHOICES.selection:
      return { showNecesar: true, showStat: form.has('statistica'), showMarketing: form.has('marketing') };
    default:
      return null;
  }
}

/** Forgets the stored choice, so the dialog asks again (terms page, "change my choice"). */
export function clearConsent(options: ConsentCookieOptions): void {
  const base = `${COOKIE_CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  document.cookie = base;
  if (options.domain) document.cookie = `${base}; Domain=${options.domain}${options.secure ? '; Secure' : ''}`;
}
