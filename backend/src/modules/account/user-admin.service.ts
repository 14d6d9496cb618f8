import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AdminUserView } from '../../contracts/admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import { labelOf, primaryRole, STAFF_ROLES, USER_TYPES, type StaffRole } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { AuditService } from '../audit/audit.service.js';
import { UserAdminRepository, type UserListFilters } from './user-admin.repository.js';
import { UserEntity } from './user.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toAdminUserView(user: UserEntity): AdminUserView {
  const roles = STAFF_ROLES.filter((role) => user.roles.includes(role));
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    userType: Number(user.userType),
    userTypeName: labelOf(USER_TYPES, Number(user.userType)) ?? '',
    role: primaryRole(roles),
    roles,
    emailVerified: user.emailVerifiedAt !== null,
    blocked: user.blockedAt !== null,
    blockedAt: user.blockedAt?.toISOString() ?? null,
    phone: user.phone,
    companyName: user.companyName,
    cui: user.cui,
    createdAt: user.createdAt.toISOString(),
  };
}

const snapshot = (user: UserEntity) => ({ roles: [...user.roles], blocked: user.blockedAt !== null, blockedAt: user.blockedAt?.toISOString() ?? null });

/**
 * The staff's user management: list, block/unblock (moderators and admins; only admins act on staff
 * accounts), staff roles (admins). Every change is audited in its own transaction. There is always
 * at least one active admin, and nobody blocks themselves or drops their own admin role. Refusals are
 * FORBIDDEN with a Romanian message saying why (no codes of their own: the public site's error texts
 * are an exhaustive map of the codes).
 */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly repository: UserAdminRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: UserListFilters & { page?: number; pageSize?: number }): Promise<ListResponse<AdminUserView>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.list(query, { offset, limit: perPage });
    return listResponse(rows.map(toAdminUserView), page, perPage, total);
  }

  async get(id: string): Promise<AdminUserView> {
    const user = await this.repository.findActive(id);
    if (!user) throw this.notFound();
    return toAdminUserView(user);
  }

  block(actor: AuthUser, id: string): Promise<AdminUserView> {
    return this.staffChange(actor, id, 'user.block', (target, others) => {
      if (target.id === actor.id) throw AppException.forbidden('Nu îți poți bloca propriul cont.');
      if (target.blockedAt) return null;
      if (target.roles.includes('admin') && !others.some((user) => user.roles.includes('admin') && !user.blockedAt)) throw this.lastAdmin();
      return async (manager) => this.repository.setBlocked(manager, target.id, new Date());
    });
  }

  unblock(actor: AuthUser, id: string): Promise<AdminUserView> {
    return this.staffChange(actor, id, 'user.unblock', (target) => {
      if (!target.blockedAt) return null;
      return async (manager) => this.repository.setBlocked(manager, target.id, null);
    });
  }

  setRoles(actor: AuthUser, id: string, wanted: StaffRole[]): Promise<AdminUserView> {
    const roles = STAFF_ROLES.filter((role) => wanted.includes(role));
    return this.staffChange(
      actor,
      id,
      'user.roles',
      (target, others) => {
        const current = STAFF_ROLES.filter((role) => target.roles.includes(role));
        if (current.join() === roles.join()) return null;
        if (current.includes('admin') && !roles.includes('admin')) {
          if (target.id === actor.id) throw AppException.forbidden('Nu îți poți retrage propriul rol de administrator.');
          if (!others.some((user) => user.roles.includes('admin') && !user.blockedAt)) throw this.lastAdmin();
        }
        return async (manager) => this.repository.setRoles(manager, target.id, roles);
      },
      'admin',
    );
  }

  /** Dashboard figures. */
  async counts(now = new Date()): Promise<{ registeredLast7Days: number; blocked: number }> {
    return {
      registeredLast7Days: await this.repository.countRegisteredSince(new Date(now.getTime() - 7 * DAY_MS)),
      blocked: await this.repository.countBlocked(),
    };
  }

  /**
   * One staff change of a user: locks the rows the rules read, checks again that the actor may act
   * (their roles may have changed since the request was authorised), lets `decide` refuse or return
   * the write (null: nothing to change), then writes the audit entry in the same transaction.
   */
  private async staffChange(
    actor: AuthUser,
    id: string,
    action: 'user.block' | 'user.unblock' | 'user.roles',
    decide: (target: UserEntity, others: UserEntity[]) => ((manager: EntityManager) => Promise<void>) | null,
    requiredRole?: StaffRole,
  ): Promise<AdminUserView> {
    await this.repository.transaction(async (manager) => {
      const locked = await this.repository.lockForStaffChange(manager, id, actor.id);
      const target = locked.find((user) => user.id === id);
      const self = locked.find((user) => user.id === actor.id);
      if (!target) throw this.notFound();
      if (!self || self.blockedAt || (requiredRole && !self.roles.includes(requiredRole))) throw AppException.forbidden();
      // Moderators manage ordinary users; only an admin blocks or unblocks a staff account.
      if (target.roles.length && target.id !== self.id && !self.roles.includes('admin'))
        throw AppException.forbidden('Doar un administrator poate modifica un cont al echipei.');
      const write = decide(
        target,
        locked.filter((user) => user.id !== id),
      );
      if (!write) return;
      await write(manager);
      const after = await manager.findOneByOrFail(UserEntity, { id });
      await this.audit.record(manager, { actor, action, entityType: 'user', entityId: id, before: snapshot(target), after: snapshot(after) });
    });
    return this.get(id);
  }

  private notFound(): AppException {
    return AppException.notFound('Utilizatorul nu există.');
  }

  private lastAdmin(): AppException {
    return AppException.forbidden('Trebuie să rămână cel puțin un administrator activ.');
  }
}
