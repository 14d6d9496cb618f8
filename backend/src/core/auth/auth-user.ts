import type { UserRole, UserType } from '../../contracts/lists.js';

/** The authenticated principal attached to a request. */
export interface AuthUser {
  id: string;
  sessionId: string;
  role: UserRole;
  userType: UserType;
  claims: Record<string, string>;
}

export interface JwtPayload {
  sub: string;
  jti: string;
}
