import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import type { AdminListingSort } from '../../contracts/admin.js';
import type { ListingType } from '../../contracts/lists.js';
import { ListingStatus } from '../../contracts/listings.js';
import { activeStaffContacts, type StaffContact } from '../../core/auth/staff-contacts.js';
import { likePattern } from '../../core/database/sql.js';
import { foldDiacritics } from './listing-text.js';
import { ListingEntity } from './listing.entity.js';
import type { PageRequest } from './listing.repository.js';

export interface StaffListingFilters {
  type?: ListingType;
  status?: ListingStatus;
  owner?: string;
  county?: number;
  q?: string;
  sort?: AdminListingSort;
}

const STAFF_SORTS: Record<AdminListingSort, [string, 'ASC' | 'DESC']> = {
  newest: ['l.created_at', 'DESC'],
  oldest: ['l.created_at', 'ASC'],
  updated: ['l.updated_at', 'DESC'],
  'title-asc': ['l.title_norm', 'ASC'],
  'title-desc': ['l.title_norm', 'DESC'],
  'price-asc': ['l.price', 'ASC'],
  'price-desc': ['l.price', 'DESC'],
};

/** The owner's columns staff answers carry (joined: one query for the rows and their owners). */
const OWNER_COLUMNS = ['o.id', 'o.fullName', 'o.email', 'o.userType'];

/** Queries of the staff console's listing screens (the index, the moderation queue); no business rules here. */
@Injectable()
export class ListingStaffRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Listings waiting for moderation (new, resubmitted, or an edit of an approved one), oldest first, each with its owner. */
  async moderationQueue(page: PageRequest, family?: ListingType): Promise<{ rows: ListingEntity[]; total: number }> {
    const qb = this.withOwner(this.dataSource.createQueryBuilder(ListingEntity, 'l')).where(
      new Brackets((where) => where.where('l.status = :pending', { pending: ListingStatus.Pending }).orWhere('l.pending_revision IS NOT NULL')),
    );
    if (family) qb.andWhere('l.family = :family', { family });
    const [rows, total] = await qb.orderBy('l.created_at', 'ASC').addOrderBy('l.id').offset(page.offset).limit(page.limit).getManyAndCount();
    return { rows, total };
  }

  /** One listing in any state with its owner (staff). */
  findWithOwner(id: string): Promise<ListingEntity | null> {
    return this.withOwner(this.dataSource.createQueryBuilder(ListingEntity, 'l')).where('l.id = :id', { id }).getOne();
  }

  /**
   * Adds the owner (`listing.owner`, a few columns) by a join: many-to-one, so rows are not
   * multiplied and paging stays a plain OFFSET/LIMIT.
   */
  private withOwner(qb: SelectQueryBuilder<ListingEntity>): SelectQueryBuilder<ListingEntity> {
    return qb.leftJoin('l.owner', 'o').addSelect(OWNER_COLUMNS);
  }

  /** Every family and state, filtered, with the total and each listing's owner (the staff index). */
  async staffIndex(filters: StaffListingFilters, page: PageRequest): Promise<{ rows: ListingEntity[]; total: number }> {
    const qb = this.withOwner(this.dataSource.createQueryBuilder(ListingEntity, 'l'));
    if (filters.type) qb.andWhere('l.family = :family', { family: filters.type });
    if (filters.status) qb.andWhere('l.status = :status', { status: filters.status });
    if (filters.owner) qb.andWhere('l.owner_id = :owner', { owner: filters.owner });
    if (filters.county) qb.andWhere('l.county_id = :county', { county: filters.county });
    if (filters.q) {
      qb.andWhere('(l.title_norm LIKE :titleLike OR l.slug LIKE :slugLike)', {
        titleLike: likePattern(foldDiacritics(filters.q)),
        slugLike: likePattern(filters.q.toLowerCase()),
      });
    }
    const [column, direction] = STAFF_SORTS[filters.sort ?? 'newest'];
    const [rows, total] = await qb.orderBy(column, direction, 'NULLS LAST').addOrderBy('l.id', 'ASC').offset(page.offset).limit(page.limit).getManyAndCount();
    return { rows, total };
  }

  /** Active (not blocked, not deleted) moderators and admins. */
  activeModerators(): Promise<StaffContact[]> {
    return activeStaffContacts(this.dataSource.manager, ['admin', 'moderator']);
  }

  /** The moderation queue's size per family: pending listings, and edits waiting on the others. */
  async moderationCounts(): Promise<{ family: ListingType; pending: number; revisions: number }[]> {
    const rows: { family: number; pending: number; revisions: number }[] = await this.dataSource.query(
      `SELECT family, count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status <> 'pending')::int AS revisions
         FROM listings WHERE status = 'pending' OR pending_revision IS NOT NULL GROUP BY family`,
    );
    return rows.map((row) => ({ family: Number(row.family) as ListingType, pending: row.pending, revisions: row.revisions }));
  }
}
