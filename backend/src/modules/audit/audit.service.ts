import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditEntityType, AuditEntryView } from '../../contracts/admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { AuditLogEntity } from './audit-log.entity.js';
import type { AuditQueryDto } from './dto/audit-query.dto.js';

export interface AuditRecord {
  /** The staff member acting (their `ip` is the request's, set by the auth guard). */
  actor: Pick<AuthUser, 'id' | 'ip'>;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before: object | null;
  after: object | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The audit log of staff actions. `record` takes the caller's transaction manager, so the entry is
 * written if and only if the action commits.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    const [actor] = (await manager.query(`SELECT email FROM users WHERE id = $1`, [entry.actor.id])) as { email: string }[];
    await manager.insert(AuditLogEntity, {
      // jsonb columns: TypeORM's deep-partial type does not accept a free-form object.
      actorId: entry.actor.id,
      actorEmail: actor?.email ?? 'necunoscut',
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: (entry.before ?? null) as never,
      after: (entry.after ?? null) as never,
      ip: entry.actor.ip?.slice(0, 64) ?? null,
    });
  }

  /** Newest first, filtered; the project's list shape. */
  async list(query: AuditQueryDto): Promise<ListResponse<AuditEntryView>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const from = query.from ? new Date(query.from) : null;
    // A bare date as the end includes the whole day.
    const to = query.to ? new Date(new Date(query.to).getTime() + (DATE_ONLY.test(query.to) ? DAY_MS : 0)) : null;
    if (from && to && from.getTime() >= to.getTime())
      throw AppException.validation([{ field: 'to', message: 'Data de sfârșit trebuie să fie după data de început.' }]);
    const qb = this.dataSource.createQueryBuilder(AuditLogEntity, 'a');
    if (query.actorId) qb.andWhere('a.actor_id = :actorId', { actorId: query.actorId });
    if (query.entityType) qb.andWhere('a.entity_type = :entityType', { entityType: query.entityType });
    if (query.entityId) qb.andWhere('a.entity_id = :entityId', { entityId: query.entityId });
    if (query.action) qb.andWhere('a.action = :action', { action: query.action });
    if (from) qb.andWhere('a.created_at >= :from', { from });
    if (to) qb.andWhere(DATE_ONLY.test(query.to!) ? 'a.created_at < :to' : 'a.created_at <= :to', { to });
    const [rows, total] = await qb.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').skip(offset).take(perPage).getManyAndCount();
    return listResponse(rows.map(toAuditView), page, perPage, total);
  }
}

function toAuditView(row: AuditLogEntity): AuditEntryView {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
