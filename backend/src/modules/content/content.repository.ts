import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ContentKind, ContentListSort, ReviewStatus } from '../../contracts/content-admin.js';
import { ContentEntryEntity } from './content-entry.entity.js';
import { likePattern } from '../../core/database/sql.js';
import { RepositoryBase } from '../../core/database/repository-base.js';

export interface ContentListFilters {
  q?: string;
  published?: boolean;
  /** A data field and the value it must have (the kind's grouping field). */
  group?: { field: string; value: string };
  status?: ReviewStatus;
  sort?: ContentListSort;
}

export type NewContentEntry = Pick<ContentEntryEntity, 'kind' | 'slug' | 'position' | 'published' | 'data'> &
  Partial<Pick<ContentEntryEntity, 'reviewStatus' | 'reviewNote' | 'reviewedAt'>>;

const ORDER: Record<ContentListSort, [string, 'ASC' | 'DESC'][]> = {
  position: [
    ['e.position', 'ASC'],
    ['e.created_at', 'ASC'],
  ],
  newest: [['e.created_at', 'DESC']],
  oldest: [['e.created_at', 'ASC']],
  updated: [['e.updated_at', 'DESC']],
};

/** Queries of the content store; no rules. */
@Injectable()
export class ContentRepository extends RepositoryBase {
  /** The kind's published entries in list order. */
  published(kind: ContentKind): Promise<ContentEntryEntity[]> {
    return this.dataSource.getRepository(ContentEntryEntity).find({ where: { kind, published: true }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  async list(kind: ContentKind, filters: ContentListFilters, page: { offset: number; limit: number }): Promise<{ rows: ContentEntryEntity[]; total: number }> {
    const qb = this.dataSource.createQueryBuilder(ContentEntryEntity, 'e').where('e.kind = :kind', { kind });
    if (filters.q) qb.andWhere(`f_unaccent(e.data::text) ILIKE f_unaccent(:q) ESCAPE '\\'`, { q: likePattern(filters.q) });
    if (filters.published !== undefined) qb.andWhere('e.published = :published', { published: filters.published });
    if (filters.group) qb.andWhere('e.data ->> :groupField = :groupValue', { groupField: filters.group.field, groupValue: filters.group.value });
    if (filters.status) qb.andWhere('e.review_status = :status', { status: filters.status });
    for (const [column, direction] of ORDER[filters.sort ?? 'position']) qb.addOrderBy(column, direction);
    qb.addOrderBy('e.id', 'ASC');
    const [rows, total] = await qb.skip(page.offset).take(page.limit).getManyAndCount();
    return { rows, total };
  }

  findById(kind: ContentKind, id: string, manager: EntityManager = this.dataSource.manager): Promise<ContentEntryEntity | null> {
    return manager.findOneBy(ContentEntryEntity, { kind, id });
  }

  /**
   * Locks every entry of the kind (in id order, so concurrent staff edits queue instead of
   * deadlocking) and returns them in list order: positions and slugs are decided under this lock.
   */
  lockKind(manager: EntityManager, kind: ContentKind): Promise<ContentEntryEntity[]> {
    return manager
      .createQueryBuilder(ContentEntryEntity, 'e')
      .setLock('pessimistic_write')
      .where('e.kind = :kind', { kind })
      .orderBy('e.id', 'ASC')
      .getMany()
      .then((rows) => rows.sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)));
  }

  /** The position after the kind's last entry. */
  async nextPosition(manager: EntityManager, kind: ContentKind): Promise<number> {
    const [row] = (await manager.query(`SELECT COALESCE(MAX(position) + 1, 0)::int AS next FROM content_entries WHERE kind = $1`, [kind])) as {
      next: number;
    }[];
    return Number(row?.next ?? 0);
  }

  async insert(manager: EntityManager, entry: NewContentEntry): Promise<ContentEntryEntity> {
    const result = await manager.insert(ContentEntryEntity, { ...entry, data: entry.data as never });
    return manager.findOneByOrFail(ContentEntryEntity, { id: result.identifiers[0].id as string });
  }

  async update(manager: EntityManager, id: string, patch: Partial<NewContentEntry>): Promise<ContentEntryEntity> {
    await manager.update(ContentEntryEntity, { id }, patch as never);
    return manager.findOneByOrFail(ContentEntryEntity, { id });
  }

  /** Positions 0…n-1 in the given order, writing only those that change. */
  async renumber(manager: EntityManager, ordered: ContentEntryEntity[]): Promise<void> {
    for (const [position, row] of ordered.entries()) {
      if (row.position !== position) await manager.update(ContentEntryEntity, { id: row.id }, { position });
    }
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(ContentEntryEntity, { id });
  }
}
