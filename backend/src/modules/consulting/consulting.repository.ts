import { Injectable } from '@nestjs/common';
import type { StaffRole } from '../../contracts/lists.js';
import { activeStaffContacts, type StaffContact } from '../../core/auth/staff-contacts.js';
import { In, type EntityManager } from 'typeorm';
import type { ConsultingKind, ConsultingStatus, ConsultingTopic } from '../../contracts/consulting.js';
import { ConsultingDocumentEntity } from './consulting-document.entity.js';
import { ConsultingNoteEntity } from './consulting-note.entity.js';
import { ConsultingRequestEntity } from './consulting-request.entity.js';
import type { ConsultingSort } from './dto/admin.dto.js';
import { likePattern, nextReference } from '../../core/database/sql.js';
import { RepositoryBase } from '../../core/database/repository-base.js';

export interface DocumentRow {
  requestId: string;
  uploadId: string;
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface NoteRow {
  id: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
}

export interface StaffFilter {
  status?: ConsultingStatus;
  kind?: ConsultingKind;
  topic?: ConsultingTopic;
  /** `none`: unassigned; `any`: assigned to anyone; a user id: assigned to that user. */
  assigned?: 'none' | 'any' | string;
  q?: string;
  /** Days in Romanian time, inclusive. */
  from?: string;
  to?: string;
  sort: ConsultingSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const SORT_COLUMNS: Record<ConsultingSort, string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  number: 'r.number',
  status: 'r.status',
};

/** Queries of the consulting module; no business rules here. Methods run on `manager` when given. */
@Injectable()
export class ConsultingRepository extends RepositoryBase {
  /** The next request number of the shared sequence, as `RC-<year>-<six digits>`. */
  nextNumber(manager: EntityManager, year: number): Promise<string> {
    return nextReference(manager, 'consulting_request_number_seq', 'RC', year);
  }

  async insert(manager: EntityManager, values: Partial<ConsultingRequestEntity>): Promise<ConsultingRequestEntity> {
    const entity = manager.create(ConsultingRequestEntity, values);
    return manager.save(entity);
  }

  findById(id: string, manager?: EntityManager): Promise<ConsultingRequestEntity | null> {
    return this.managerOf(manager).findOneBy(ConsultingRequestEntity, { id });
  }

  /** The request, locked until the transaction ends (status changes, assignment, documents). */
  findForUpdate(manager: EntityManager, id: string): Promise<ConsultingRequestEntity | null> {
    return manager.getRepository(ConsultingRequestEntity).createQueryBuilder('r').where('r.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  async update(manager: EntityManager, id: string, changes: Partial<ConsultingRequestEntity>): Promise<void> {
    await manager.update(ConsultingRequestEntity, { id }, changes as never);
  }

  async listOfUser(userId: string, offset: number, limit: number): Promise<{ rows: ConsultingRequestEntity[]; total: number }> {
    const [rows, total] = await this.dataSource.manager.findAndCount(ConsultingRequestEntity, {
      where: { userId },
      order: { createdAt: 'DESC', number: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { rows, total };
  }

  async listForStaff(filter: StaffFilter): Promise<{ rows: (ConsultingRequestEntity & { assignedToName: string | null })[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.status) where.push(`r.status = ${param(filter.status)}`);
    if (filter.kind) where.push(`r.kind = ${param(filter.kind)}`);
    if (filter.topic) where.push(`r.topic = ${param(filter.topic)}`);
    if (filter.assigned === 'none') where.push('r.assigned_to_id IS NULL');
    else if (filter.assigned === 'any') where.push('r.assigned_to_id IS NOT NULL');
    else if (filter.assigned) where.push(`r.assigned_to_id = ${param(filter.assigned)}`);
    if (filter.q) {
      const pattern = param(likePattern(filter.q));
      where.push(`(f_unaccent(r.full_name) ILIKE f_unaccent(${pattern}) OR r.email ILIKE ${pattern} OR r.number ILIKE ${pattern})`);
    }
    if (filter.from) where.push(`r.created_at >= (${param(filter.from)}::date::timestamp AT TIME ZONE 'Europe/Bucharest')`);
    if (filter.to) where.push(`r.created_at < ((${param(filter.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Bucharest')`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const totalRows: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM consulting_requests r ${clause}`, params);
    const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
    const idRows: { id: string; assigned_to_name: string | null }[] = await this.dataSource.query(
      `SELECT r.id, u.full_name AS assigned_to_name
         FROM consulting_requests r LEFT JOIN users u ON u.id = r.assigned_to_id
         ${clause}
        ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, r.number ${direction}
        LIMIT ${param(filter.limit)} OFFSET ${param(filter.offset)}`,
      params,
    );
    const entities = idRows.length ? await this.dataSource.manager.findBy(ConsultingRequestEntity, { id: In(idRows.map((row) => row.id)) }) : [];
    const byId = new Map(entities.map((entity) => [entity.id, entity]));
    const rows = idRows.map((row) => Object.assign(byId.get(row.id)!, { assignedToName: row.assigned_to_name }));
    return { rows, total: totalRows[0].total };
  }

  async documentsOf(requestIds: string[], manager?: EntityManager): Promise<DocumentRow[]> {
    if (!requestIds.length) return [];
    const rows: { request_id: string; upload_id: string; key: string; original_name: string; content_type: string; size: number; created_at: Date }[] =
      await this.managerOf(manager).query(
        `SELECT d.request_id, d.upload_id, u.key, u.original_name, u.content_type, u.size, d.created_at
         FROM consulting_documents d JOIN uploads u ON u.id = d.upload_id
        WHERE d.request_id = ANY($1::uuid[])
        ORDER BY d.created_at, u.key`,
        [requestIds],
      );
    return rows.map((row) => ({
      requestId: row.request_id,
      uploadId: row.upload_id,
      key: row.key,
      originalName: row.original_name,
      contentType: row.content_type,
      size: Number(row.size),
      createdAt: row.created_at,
    }));
  }

  async countDocuments(requestId: string, manager?: EntityManager): Promise<number> {
    return this.managerOf(manager).countBy(ConsultingDocumentEntity, { requestId });
  }

  /** Links uploads (documents of the request's client, found by key) to the request. */
  async attachDocuments(manager: EntityManager, requestId: string, ownerId: string, keys: string[]): Promise<number> {
    if (!keys.length) return 0;
    const rows: unknown[] = await manager.query(
      `INSERT INTO consulting_documents (upload_id, request_id)
       SELECT u.id, $1 FROM uploads u WHERE u.key = ANY($2::varchar[]) AND u.owner_id = $3 AND u.kind = 'document' AND u.listing_id IS NULL
       RETURNING upload_id`,
      [requestId, keys, ownerId],
    );
    return rows.length;
  }

  async notesOf(requestId: string): Promise<NoteRow[]> {
    const rows: { id: string; text: string; author_id: string | null; author_name: string | null; created_at: Date }[] = await this.dataSource.query(
      `SELECT n.id, n.text, n.author_id, u.full_name AS author_name, n.created_at
         FROM consulting_notes n LEFT JOIN users u ON u.id = n.author_id
        WHERE n.request_id = $1
        ORDER BY n.created_at, n.id`,
      [requestId],
    );
    return rows.map((row) => ({ id: row.id, text: row.text, authorId: row.author_id, authorName: row.author_name, createdAt: row.created_at }));
  }

  async insertNote(manager: EntityManager, requestId: string, authorId: string, text: string): Promise<ConsultingNoteEntity> {
    return manager.save(manager.create(ConsultingNoteEntity, { requestId, authorId, text }));
  }

  /** Touches `updated_at` (a note changes the request's activity). */
  async touch(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE consulting_requests SET updated_at = now() WHERE id = $1`, [id]);
  }

  /** The staff roles and name of an active account (not blocked, not deleted), or null. */
  async activeUser(userId: string, manager?: EntityManager): Promise<{ roles: string[]; fullName: string } | null> {
    const rows: { roles: string[] | null; full_name: string }[] = await this.managerOf(manager).query(
      `SELECT roles, full_name FROM users WHERE id = $1 AND blocked_at IS NULL AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0] ? { roles: rows[0].roles ?? [], fullName: rows[0].full_name } : null;
  }

  async userName(userId: string): Promise<string | null> {
    const rows: { full_name: string }[] = await this.dataSource.query(`SELECT full_name FROM users WHERE id = $1`, [userId]);
    return rows[0]?.full_name ?? null;
  }

  /** Active accounts of these roles, for staff alerts. */
  activeStaff(roles: readonly StaffRole[], manager?: EntityManager): Promise<StaffContact[]> {
    return activeStaffContacts(this.managerOf(manager), roles);
  }

  /** A staff member who can still work (not blocked, not deleted, still holding a staff role). */
  async activeStaffById(userId: string, manager?: EntityManager): Promise<{ id: string; email: string } | null> {
    const rows: { id: string; email: string }[] = await this.managerOf(manager).query(
      `SELECT id, email FROM users WHERE id = $1 AND cardinality(roles) > 0 AND blocked_at IS NULL AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async listingExists(listingId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM listings WHERE id = $1`, [listingId]);
    return rows.length > 0;
  }
}
