import type { ProfileResponse, SessionUser } from '../../contracts/auth.js';
import { primaryRole } from '../../contracts/lists.js';
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
