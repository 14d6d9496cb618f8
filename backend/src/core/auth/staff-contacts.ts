import type { EntityManager } from 'typeorm';
import type { StaffRole } from '../../contracts/lists.js';

export interface StaffContact {
  id: string;
  email: string;
  fullName: string;
}

/**
 * The staff members who hold any of `roles` and can still work (not blocked, not deleted), oldest
 * account first: the recipients of staff alerts. Takes the caller's manager so an alert written in a
 * transaction reads who to alert in that same transaction.
 */
export function activeStaffContacts(manager: EntityManager, roles: readonly StaffRole[]): Promise<StaffContact[]> {
  return manager.query(
    `SELECT id, email, full_name AS "fullName" FROM users
      WHERE roles && $1::varchar[] AND blocked_at IS NULL AND deleted_at IS NULL ORDER BY created_at, id`,
    [roles],
  );
}
