import type { LoginResponse, SessionUser } from '@contracts/auth';
import type { ErrorBody } from '@contracts/error-codes';
import type { SecondFactorStep } from '@contracts/mfa';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { appMessages } from './i18n/ro';
import { canAccessResource } from './layout/menu-sections';
import { isStaffRole, type StaffRole } from './roles';
import { API_BASE, apiHeaders, clearToken, getToken, setToken } from './session';

/** The staff member shown by the console (react-admin's identity plus email and role). */
export interface StaffIdentity extends UserIdentity {
  id: string;
  fullName: string;
  email: string;
  role: StaffRole;
}

/** An error react-admin understands: `message` is shown (translated when it is a key). */
class AuthError extends Error {}

const texts = appMessages.auth;

/** Where the login page shows each step still owed after the password (`/login?pas=…`). */
export const SECOND_FACTOR_PATHS: Record<SecondFactorStep, string> = { code: '/login?pas=cod', enrol: '/login?pas=activare' };

/**
 * What `GET /api/admin/session` says about the cookie's (or this tab's token's) session: a staff
 * member the console may serve, nobody, an account without a staff role, or a staff member who
 * still owes the second factor (a code, or an enrolment first).
 */
export type ConsoleSession =
  | { kind: 'staff'; user: SessionUser & { claims: { role: StaffRole } } }
  | { kind: 'anonymous' }
  | { kind: 'not-staff' }
  | { kind: 'second-factor'; step: SecondFactorStep };

/** How long a session answer is reused by checkAuth, getIdentity, getPermissions and canAccess. */
const SESSION_TTL_MS = 5_000;
let sessionCache: { at: number; request: Promise<ConsoleSession> } | null = null;
/** The last session the API reported, to decide whether logout should revoke it. */
let lastKnown: ConsoleSession['kind'] | null = null;
let pendingStep: SecondFactorStep | null = null;

function resetSessionCache(): void {
  sessionCache = null;
}

async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return body.error?.code;
  } catch {
    return undefined;
  }
}

const stepOfCode = (code: string | undefined): SecondFactorStep | null =>
  code === 'AUTH_MFA_REQUIRED' ? 'code' : code === 'AUTH_MFA_ENROLMENT_REQUIRED' ? 'enrol' : null;

function remember(session: ConsoleSession): ConsoleSession {
  lastKnown = session.kind;
  pendingStep = session.kind === 'second-factor' ? session.step : null;
  return session;
}

/** The console session (cookie or Bearer), read from the staff API itself. */
export function fetchSession(): Promise<ConsoleSession> {
  if (sessionCache && Date.now() - sessionCache.at < SESSION_TTL_MS) return sessionCache.request;
  const request = fetch(`${API_BASE}/admin/session`, { credentials: 'include', headers: apiHeaders() }).then(async (response): Promise<ConsoleSession> => {
    if (response.ok) {
      const body = (await response.json()) as { user: SessionUser };
      if (!isStaffRole(body.user.claims.role)) return remember({ kind: 'not-staff' });
      return remember({ kind: 'staff', user: body.user as SessionUser & { claims: { role: StaffRole } } });
    }
    if (response.status === 401) return remember({ kind: 'anonymous' });
    if (response.status === 403) {
      const step = stepOfCode(await readErrorCode(response));
      return remember(step ? { kind: 'second-factor', step } : { kind: 'not-staff' });
    }
    throw new AuthError(appMessages.errors.INTERNAL);
  });
  sessionCache = { at: Date.now(), request };
  // Never keep a failed request around.
  request.catch(resetSessionCache);
  return request;
}

/** The signed-in staff member; rejects when nobody is signed in, the account is not staff, or a second factor is owed. */
async function requireStaff(): Promise<SessionUser & { claims: { role: StaffRole } }> {
  const session = await fetchSession();
  if (session.kind === 'staff') return session.user;
  if (session.kind === 'anonymous') {
    const hadSession = getToken() !== null;
    clearToken();
    // A first visit goes to the login page quietly; an expired session says so.
    throw { message: hadSession ? 'ra.notification.logged_out' : false };
  }
  if (session.kind === 'second-factor') throw { message: false, redirectTo: SECOND_FACTOR_PATHS[session.step] };
  throw { message: 'roafaceri.auth.not_staff' };
}

function loginErrorText(status: number, code: string | undefined): string {
  if (status === 401) return texts.invalid_credentials;
  if (status === 429) return texts.too_many_attempts;
  if (code && code in appMessages.errors) return appMessages.errors[code as keyof typeof appMessages.errors];
  return texts.unexpected_error;
}

/** Ends the session server-side (best effort) and forgets the token. */
export async function endSession(): Promise<void> {
  try {
    await fetch(`${API_BASE}/auth/logout`, { method: 'POST', credentials: 'include', headers: apiHeaders() });
  } catch {
    // Offline: the token is dropped locally anyway.
  } finally {
    clearToken();
    resetSessionCache();
    lastKnown = null;
    pendingStep = null;
  }
}

async function postJson(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: apiHeaders({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError(texts.network_error);
  }
}

/** The password step: opens the session; answers the second-factor step still owed, if any. */
async function signInWithPassword(email: string, password: string): Promise<SecondFactorStep | undefined> {
  const response = await postJson('/login', { email: email.trim(), password });
  if (!response.ok) throw new AuthError(loginErrorText(response.status, await readErrorCode(response)));
  const { token, user, secondFactor } = (await response.json()) as LoginResponse;
  setToken(token);
  if (!isStaffRole(user.claims.role)) {
    // A regular account: end the session it just opened, then refuse.
    await endSession();
    throw new AuthError(texts.not_staff);
  }
  if (secondFactor) {
    lastKnown = 'second-factor';
    pendingStep = secondFactor;
  }
  return secondFactor;
}

/** The code step: an app code or a recovery code opens the console to this session. */
async function signInWithCode(code: string): Promise<void> {
  const response = await postJson('/auth/mfa/verify', { code: code.trim() });
  if (!response.ok) {
    const errorCode = await readErrorCode(response);
    throw new AuthError(
      errorCode === 'AUTH_MFA_CODE_INVALID' || errorCode === 'VALIDATION_FAILED' ? texts.wrong_code : loginErrorText(response.status, errorCode),
    );
  }
}

/**
 * Login parameters: `{ username, password }` (the password step; when a second factor is owed the
 * login page is shown again at that step), `{ code }` (the code step), or nothing (the session the
 * cookie holds is ready, e.g. right after an enrolment on the login page).
 */
export type LoginParams = { username: string; password: string } | { code: string } | Record<string, never>;

export const authProvider = {
  async login(params: LoginParams) {
    resetSessionCache();
    if ('username' in params) {
      const step = await signInWithPassword(params.username, params.password);
      if (step) return { redirectTo: SECOND_FACTOR_PATHS[step] };
      return undefined;
    }
    if ('code' in params) {
      await signInWithCode(params.code);
      resetSessionCache();
    }
    // Whatever the step, the console opens only to a session the staff API serves.
    const session = await fetchSession();
    if (session.kind === 'second-factor') return { redirectTo: SECOND_FACTOR_PATHS[session.step] };
    if (session.kind !== 'staff') throw new AuthError(session.kind === 'not-staff' ? texts.not_staff : texts.unexpected_error);
    return undefined;
  },

  async logout() {
    // react-admin also logs out when checkAuth fails. A staff member who still owes the second
    // factor keeps the session and goes to that step. A regular user who is signed in on the
    // public site and opens /admin/ shares the same cookie: do not end that session. Revoke only a
    // session this tab opened (token held) or a staff session.
    if (lastKnown === 'second-factor' && pendingStep) {
      resetSessionCache();
      return SECOND_FACTOR_PATHS[pendingStep];
    }
    if (getToken() !== null || lastKnown === 'staff') {
      await endSession();
    } else {
      clearToken();
      resetSessionCache();
    }
    return undefined;
  },

  async checkAuth() {
    await requireStaff();
  },

  async checkError(error: { status?: number; body?: Partial<ErrorBody> } | undefined) {
    const status = error?.status;
    if (status === 401) {
      clearToken();
      resetSessionCache();
      lastKnown = null;
      throw new AuthError('ra.notification.logged_out');
    }
    const step = status === 403 ? stepOfCode(error?.body?.error?.code) : null;
    if (step) {
      // The session now owes its second factor (e.g. enrolment became required): back to the login page at that step.
      resetSessionCache();
      lastKnown = 'second-factor';
      pendingStep = step;
      throw { message: false, redirectTo: SECOND_FACTOR_PATHS[step] };
    }
    if (status === 403) {
      // Signed in but not allowed: stay signed in and on the page, and say why.
      // (`redirectTo: false` would crash ra-core 5.15's useLogoutIfAccessDenied, which calls
      // `redirectTo?.startsWith`; leaving it undefined gives the same "no redirect" result.)
      throw { logoutUser: false, message: 'ra.notification.not_authorized' };
    }
  },

  async getIdentity(): Promise<StaffIdentity> {
    const user = await requireStaff();
    return { id: user.id, fullName: user.fullName, email: user.email, role: user.claims.role };
  },

  async getPermissions(): Promise<StaffRole> {
    const user = await requireStaff();
    return user.claims.role;
  },

  /**
   * Whether the signed-in staff member may open a resource's pages: the roles of its menu item
   * (layout/menu-sections.ts). react-admin shows "Acces interzis" otherwise.
   */
  async canAccess({ resource }: { action: string; resource: string }): Promise<boolean> {
    const session = await fetchSession().catch(() => null);
    return canAccessResource(session?.kind === 'staff' ? session.user.claims.role : undefined, resource);
  },
} satisfies AuthProvider;

/** Forgets what was read about the session (after enrolling or turning the second factor off). */
export function refreshSession(): void {
  resetSessionCache();
}
