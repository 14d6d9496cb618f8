import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import { ListingStatus } from '../../contracts/listings.js';
import { ListingEntity } from './listing.entity.js';
import type { PageRequest } from './listing.repository.js';

/** Filters of the owner's list besides the family. */
export interface OwnerListFilters {
  status?: string;
  confidential?: boolean;
}

/** The state the owner sees: approved but past its end date is expired before the nightly job marks it (the site's `displayStatus`). */
const OWNER_STATUS_SQL = `CASE WHEN l.status = '${ListingStatus.Approved}' AND l.expires_at IS NOT NULL AND l.expires_at <= now() THEN '${ListingStatus.Expired}' ELSE l.status::text END`;

/** Queries of an owner's own listings (cont/anunturile-mele); no business rules here. */
@Injectable()
export class ListingOwnerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An owner's listings across families (archived ones left out), newest first. */
  async ofOwner(ownerId: string, page: PageRequest, family?: ListingType, filters: OwnerListFilters = {}): Promise<{ rows: ListingEntity[]; total: number }> {
    const qb = this.dataSource
      .createQueryBuilder(ListingEntity, 'l')
      .where('l.owner_id = :ownerId', { ownerId })
      .andWhere('l.status <> :archived', { archived: ListingStatus.Archived });
    if (family) qb.andWhere('l.family = :family', { family });
    if (filters.status) qb.andWhere(`${OWNER_STATUS_SQL} = :shownStatus`, { shownStatus: filters.status });
    if (filters.confidential !== undefined) qb.andWhere('l.confidential = :confidential', { confidential: filters.confidential });
    // Read by IDX_listings_owner (owner_id, created_at): an owner's few hundred rows, never the table.
    const [rows, total] = await qb.orderBy('l.created_at', 'DESC').addOrderBy('l.id').offset(page.offset).limit(page.limit).getManyAndCount();
    return { rows, total };
  }

  /** Which of `ids` are the owner's listings of `families` (any state), each with whether visitors see it: one query, whatever the number of ids. */
  async ownedAmong(ownerId: string, ids: readonly string[], families: readonly ListingType[]): Promise<{ id: string; visible: boolean }[]> {
    if (!ids.length || !families.length) return [];
    const rows: { id: string; visible: boolean }[] = await this.dataSource
      .createQueryBuilder(ListingEntity, 'l')
      .select('l.id', 'id')
      .addSelect(`(l.status = :approved AND (l.expires_at IS NULL OR l.expires_at > now()))`, 'visible')
      .where('l.owner_id = :ownerId', { ownerId })
      .andWhere('l.id IN (:...ids)', { ids })
      .andWhere('l.family IN (:...families)', { families })
      .setParameter('approved', ListingStatus.Approved)
      .getRawMany();
    return rows.map((row) => ({ id: row.id, visible: row.visible === true || String(row.visible) === 'true' }));
  }

  /** How many of the owner's listings (not archived, optionally one family) are in each state as the owner sees it. */
  async ownerStatusCounts(ownerId: string, family?: ListingType): Promise<Record<string, number>> {
    const qb = this.dataSource
      .createQueryBuilder(ListingEntity, 'l')
      .select(OWNER_STATUS_SQL, 'status')
      .addSelect('count(*)::int', 'count')
      .where('l.owner_id = :ownerId', { ownerId })
      .andWhere('l.status <> :archived', { archived: ListingStatus.Archived });
    if (family) qb.andWhere('l.family = :family', { family });
    const rows: { status: string; count: number | string }[] = await qb.groupBy('1').getRawMany();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }
}
