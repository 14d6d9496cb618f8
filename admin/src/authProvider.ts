import type { LoginResponse, SessionUser } from '@contracts/auth';
import type { ErrorBody } from '@contracts/error-codes';
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

/** How long a `GET /api/account` answer is reused by checkAuth, getIdentity and getPermissions. */
const ACCOUNT_TTL_MS = 5_000;
let accountCache: { at: number; request: Promise<SessionUser | null> } | null = null;
/** Role of the last account the API reported, to decide whether logout should revoke it. */
let lastKnownRole: string | null = null;

function resetAccountCache(): void {
  accountCache = null;
}

/** The signed-in user (cookie or Bearer), or null when the API answers 401. */
function fetchAccount(): Promise<SessionUser | null> {
  if (accountCache && Date.now() - accountCache.at < ACCOUNT_TTL_MS) return accountCache.request;
  const request = fetch(`${API_BASE}/account`, { credentials: 'include', headers: apiHeaders() }).then(
    async (response) => {
      if (response.status === 401) {
        lastKnownRole = null;
        return null;
      }
      if (!response.ok) throw new AuthError(appMessages.errors.INTERNAL);
      const body = (await response.json()) as { user: SessionUser };
      lastKnownRole = body.user.claims.role;
      return body.user;
    },
  );
  accountCache = { at: Date.now(), request };
  // Never keep a failed request around.
  request.catch(resetAccountCache);
  return request;
}

/** The signed-in staff member; rejects when nobody is signed in or the account is not staff. */
async function requireStaff(): Promise<SessionUser & { claims: { role: StaffRole } }> {
  const user = await fetchAccount();
  if (!user) {
    const hadSession = getToken() !== null;
    clearToken();
    // A first visit goes to the login page quietly; an expired session says so.
    throw { message: hadSession ? 'ra.notification.logged_out' : false };
  }
  if (!isStaffRole(user.claims.role)) {
    throw { message: 'roafaceri.auth.not_staff' };
  }
  return user as SessionUser & { claims: { role: StaffRole } };
}

async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return body.error?.code;
  } catch {
    return undefined;
  }
}

function loginErrorText(status: number, code: string | undefined): string {
  if (status === 401) return texts.invalid_credentials;
  if (status === 429) return texts.too_many_attempts;
  if (code && code in appMessages.errors) return appMessages.errors[code as keyof typeof appMessages.errors];
  return texts.unexpected_error;
}

/** Ends the session server-side (best effort) and forgets the token. */
async function endSession(): Promise<void> {
  try {
    await fetch(`${API_BASE}/auth/logout`, { method: 'POST', credentials: 'include', headers: apiHeaders() });
  } catch {
    // Offline: the token is dropped locally anyway.
  } finally {
    clearToken();
    resetAccountCache();
    lastKnownRole = null;
  }
}

export const authProvider = {
  async login({ username, password }: { username: string; password: string }) {
    resetAccountCache();
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: username.trim(), password }),
      });
    } catch {
      throw new AuthError(texts.network_error);
    }
    if (!response.ok) {
      throw new AuthError(loginErrorText(response.status, await readErrorCode(response)));
    }
    const { token, user } = (await response.json()) as LoginResponse;
    setToken(token);
    if (!isStaffRole(user.claims.role)) {
      // A regular account: end the session it just opened, then refuse.
      await endSession();
      throw new AuthError(texts.not_staff);
    }
  },

  async logout() {
    // react-admin also logs out when checkAuth fails. A regular user who is signed in on the
    // public site and opens /admin/ shares the same cookie: do not end that session. Revoke only
    // a session this tab opened (token stored) or a staff session.
    if (getToken() !== null || isStaffRole(lastKnownRole)) {
      await endSession();
    } else {
      clearToken();
      resetAccountCache();
    }
  },

  async checkAuth() {
    await requireStaff();
  },

  async checkError(error: { status?: number } | undefined) {
    const status = error?.status;
    if (status === 401) {
      clearToken();
      resetAccountCache();
      throw new AuthError('ra.notification.logged_out');
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
    const user = await fetchAccount().catch(() => null);
    const role = user && isStaffRole(user.claims.role) ? user.claims.role : undefined;
    return canAccessResource(role, resource);
  },
} satisfies AuthProvider;
