import { labelOf, STAFF_ROLES, USER_ROLES, type UserRole } from '@contracts/lists';

/** Roles that may use the staff console. */
export type StaffRole = Exclude<UserRole, 'user'>;

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/** Romanian label of a role (Administrator, Moderator, Consultant), from the shared contracts. */
export function roleLabel(role: UserRole): string {
  return labelOf(USER_ROLES, role) ?? role;
}
