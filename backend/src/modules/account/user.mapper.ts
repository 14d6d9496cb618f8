import type { ProfileResponse, SessionUser } from '../../contracts/auth.js';
import { primaryRole } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { UserEntity } from './user.entity.js';

export function toSessionUser(user: UserEntity): SessionUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    userType: Number(user.userType),
    emailVerified: user.emailVerifiedAt !== null,
    claims: { role: primaryRole(user.roles), roles: [...user.roles] },
  };
}

/** The session's user from what the session's check read (no second read of the account), else null. */
export function sessionUserOfPrincipal(principal: AuthUser): SessionUser | null {
  if (!principal.profile) return null;
  return {
    id: principal.id,
    fullName: principal.profile.fullName,
    email: principal.profile.email,
    userType: Number(principal.userType),
    emailVerified: principal.emailVerified,
    claims: { role: principal.role, roles: [...principal.roles] },
  };
}

export function toProfile(user: UserEntity): ProfileResponse {
  return {
    ...toSessionUser(user),
    phone: user.phone,
    companyName: user.companyName,
    cui: user.cui,
    avatarUrl: user.avatarKey ? `/api/account/avatar/${user.avatarKey}` : null,
    createdAt: user.createdAt.toISOString(),
  };
}
