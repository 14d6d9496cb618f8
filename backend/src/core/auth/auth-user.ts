import type { UserRole, UserType } from '../../contracts/lists.js';

/** The authenticated principal attached to a request. */
export interface AuthUser {
  id: string;
  sessionId: string;
  role: UserRole;
  userType: UserType;
  /** Whether the email address was confirmed (publishing listings needs it). */
  emailVerified: boolean;
  claims: Record<string, string>;
}

export interface JwtPayload {
  sub: string;
  jti: string;
}
