import type { StaffRole, UserRole, UserType } from './lists.js';
import type { SecondFactorStep } from './mfa.js';

/** The user object returned at login and by `GET /api/account` (spec section 3, "User"). */
export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  userType: UserType;
  emailVerified: boolean;
  /**
   * `role`: the strongest role held (spec section 3). `roles`: every staff role held (empty for
   * users); always sent by the API, optional here so that clients built before it still compile.
   */
  claims: { role: UserRole; roles?: StaffRole[] };
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
  /**
   * Staff only: the session is signed in, but the staff API (`/api/admin/*`) stays closed until the
   * second factor is given (`code`) or enrolled (`enrol`). Absent when nothing more is needed.
   */
  secondFactor?: SecondFactorStep;
}

export interface ProfileResponse extends SessionUser {
  phone: string | null;
  companyName: string | null;
  cui: string | null;
  avatarUrl: string | null;
  createdAt: string;
}

/** Name of the httpOnly session cookie on a site served over plain http (development, tests). */
export const AUTH_COOKIE = 'auth_token';
/**
 * Name of the session cookie on a site served over https: the `__Host-` prefix makes browsers
 * accept it only with Secure, Path=/ and no Domain, so no subdomain or plain-http page can set it.
 */
export const SECURE_AUTH_COOKIE = `__Host-${AUTH_COOKIE}`;

/** The session cookie's name and Secure flag for a site at `publicUrl` (one source of truth). */
export function authCookieOf(publicUrl: string): { name: string; secure: boolean } {
  const secure = publicUrl.startsWith('https:');
  return { name: secure ? SECURE_AUTH_COOKIE : AUTH_COOKIE, secure };
}

/**
 * Set-Cookie lines that expire the session cookie under either name (the public site's pages do not
 * know which one the API set; the browser ignores the line that does not apply).
 */
export const EXPIRED_AUTH_COOKIES = [
  `${AUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  `${SECURE_AUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
] as const;

/** Cookie consent record (spec section 3), stored as JSON in the `CookieConsent` cookie. */
export interface CookieConsent {
  showNecesar: boolean;
  showStat: boolean;
  showMarketing: boolean;
}
export const COOKIE_CONSENT_COOKIE = 'CookieConsent';
export const COOKIE_CONSENT_MAX_AGE_MS = 31_536_000_000;

/** Shared validation rules (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,12}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-zĂÂÎȘȚăâîșț])(?=.*\d).{8,128}$/;
