import type { StaffRole, UserRole, UserType } from '../../contracts/lists.js';

/**
 * A user's claims (spec section 6): key → value, or several values (a user may hold several
 * roles; the pair role=moderator then matches when `moderator` is one of them).
 */
export type Claims = Record<string, string | readonly string[]>;

/** The authenticated principal attached to a request. */
export interface AuthUser {
  id: string;
  sessionId: string;
  /** The strongest role held (`user` when no staff role). */
  role: UserRole;
  /** Every staff role held; empty for ordinary users. */
  roles: readonly StaffRole[];
  userType: UserType;
  /** Whether the email address was confirmed (publishing listings needs it). */
  emailVerified: boolean;
  claims: Claims;
  /** The client address of the current request (set by the guard; absent outside requests). */
  ip?: string;
  /** The name and address the session's check read with the rest (absent where a principal is made otherwise). */
  profile?: { fullName: string; email: string };
}

export interface JwtPayload {
  sub: string;
  jti: string;
}

/** Claims of a principal holding `roles` (no staff role: the single claim role=user). */
export function claimsOf(roles: readonly StaffRole[]): Claims {
  return { role: roles.length ? [...roles] : ['user'] };
}

/** Whether the principal holds any of these roles. */
export function hasAnyRole(user: Pick<AuthUser, 'roles'> | undefined, ...roles: StaffRole[]): boolean {
  return Boolean(user && user.roles.some((role) => roles.includes(role)));
}
