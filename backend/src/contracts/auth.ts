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

/** Name of the httpOnly session cookie. */
export const AUTH_COOKIE = 'auth_token';

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
