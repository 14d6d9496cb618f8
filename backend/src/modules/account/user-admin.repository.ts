import { Injectable } from '@nestjs/common';
import { Brackets, IsNull, type EntityManager } from 'typeorm';
import type { UserRoleFilter, UserSort } from '../../contracts/admin.js';
import type { UserType } from '../../contracts/lists.js';
import { UserEntity } from './user.entity.js';
import { likePattern } from '../../core/database/sql.js';
import { RepositoryBase } from '../../core/database/repository-base.js';

export interface UserListFilters {
  q?: string;
  role?: UserRoleFilter;
  blocked?: boolean;
  userType?: UserType;
  verified?: boolean;
  sort?: UserSort;
}

const SORTS: Record<UserSort, [string, 'ASC' | 'DESC']> = {
  newest: ['u.created_at', 'DESC'],
  oldest: ['u.created_at', 'ASC'],
  'name-asc': ['lower(u.full_name)', 'ASC'],
  'name-desc': ['lower(u.full_name)', 'DESC'],
  'email-asc': ['u.email', 'ASC'],
  'email-desc': ['u.email', 'DESC'],
};

/** Queries of the staff's user management (accounts not deleted); no business rules here. */
@Injectable()
export class UserAdminRepository extends RepositoryBase {
  async list(filters: UserListFilters, page: { offset: number; limit: number }): Promise<{ rows: UserEntity[]; total: number }> {
    const qb = this.dataSource.createQueryBuilder(UserEntity, 'u').where('u.deleted_at IS NULL');
    if (filters.q) {
      const like = likePattern(filters.q);
      qb.andWhere(new Brackets((where) => where.where('f_unaccent(u.full_name) ILIKE f_unaccent(:like)', { like }).orWhere('u.email ILIKE :like', { like })));
    }
    if (filters.role === 'user') qb.andWhere(`cardinality(u.roles) = 0`);
    else if (filters.role === 'staff') qb.andWhere(`cardinality(u.roles) > 0`);
    else if (filters.role) qb.andWhere(':role = ANY(u.roles)', { role: filters.role });
    if (filters.blocked !== undefined) qb.andWhere(filters.blocked ? 'u.blocked_at IS NOT NULL' : 'u.blocked_at IS NULL');
    if (filters.userType) qb.andWhere('u.user_type = :userType', { userType: filters.userType });
    if (filters.verified !== undefined) qb.andWhere(filters.verified ? 'u.email_verified_at IS NOT NULL' : 'u.email_verified_at IS NULL');
    const [column, direction] = SORTS[filters.sort ?? 'newest'];
    const [rows, total] = await qb.orderBy(column, direction).addOrderBy('u.id', 'ASC').skip(page.offset).take(page.limit).getManyAndCount();
    return { rows, total };
  }

  findActive(id: string): Promise<UserEntity | null> {
    return this.dataSource.manager.findOneBy(UserEntity, { id, deletedAt: IsNull() });
  }

  /**
   * Locks, in one id-ordered statement (so two staff acting on each other cannot deadlock), the
   * target, the actor and every admin: the rows the staff rules read.
   */
  async lockForStaffChange(manager: EntityManager, targetId: string, actorId: string): Promise<UserEntity[]> {
    return manager
      .createQueryBuilder(UserEntity, 'u')
      .where('u.deleted_at IS NULL')
      .andWhere(new Brackets((where) => where.where('u.id IN (:...ids)', { ids: [targetId, actorId] }).orWhere(`'admin' = ANY(u.roles)`)))
      .orderBy('u.id')
      .setLock('pessimistic_write')
      .getMany();
  }

  async setBlocked(manager: EntityManager, id: string, blockedAt: Date | null): Promise<void> {
    await manager.update(UserEntity, { id }, { blockedAt });
    // A block ends every session at once; an unblock does not bring them back.
    if (blockedAt) await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [id]);
  }

  /** A user left with no staff role has no use for the staff second factor: it goes with the last role. */
  async setRoles(manager: EntityManager, id: string, roles: string[]): Promise<void> {
    await manager.query(`UPDATE users SET roles = $2::varchar[], updated_at = now() WHERE id = $1`, [id, roles]);
    if (roles.length) return;
    await manager.query(`DELETE FROM mfa_recovery_codes WHERE user_id = $1`, [id]);
    await manager.query(`DELETE FROM staff_mfa WHERE user_id = $1`, [id]);
  }

  async countRegisteredSince(since: Date): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE created_at >= $1 AND deleted_at IS NULL`, [since])) as {
      count: number;
    }[];
    return row.count;
  }

  async countBlocked(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE blocked_at IS NOT NULL AND deleted_at IS NULL`)) as {
      count: number;
    }[];
    return row.count;
  }
}
