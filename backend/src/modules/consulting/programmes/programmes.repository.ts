import { Injectable } from '@nestjs/common';
import { ListingStatus } from '../../../contracts/listings.js';
import { ListingType } from '../../../contracts/lists.js';
import type { CompanyAnswers, ProgrammeResult } from '../../../contracts/funding.js';
import { RepositoryBase } from '../../../core/database/repository-base.js';
import { EligibilityCheckEntity } from './eligibility-check.entity.js';

/** A published funding call, open or announced, whose deadline has not passed. */
export interface FundCallRow {
  id: string;
  slug: string;
  title: string;
  publishedAt: Date | null;
  updatedAt: Date;
  domainIds: number[];
  region: string;
  /** `open` or `upcoming` (closed calls are not read). */
  callStatus: 'open' | 'upcoming' | 'closed';
  deadline: string | null;
  grantMin: number | null;
  grantMax: number | null;
  cofinancingPercent: number | null;
  eligibleBeneficiaries: string | null;
  sourceUrl: string | null;
}

/** Queries of the funding tools; no rules here. */
@Injectable()
export class ProgrammesRepository extends RepositoryBase {
  /** Published fund listings open or announced on `day` (Bucharest calendar day) whose deadline has not passed, newest first. */
  async openFundCalls(day: string, limit = 50): Promise<FundCallRow[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT l.id, l.slug, l.title, l.published_at, l.updated_at, l.domain_ids, f.region, f.call_status, to_char(f.deadline, 'YYYY-MM-DD') AS deadline,
              f.grant_min, f.grant_max, f.cofinancing_percent, f.eligible_beneficiaries, f.source_url
         FROM listings l JOIN fund_details f ON f.listing_id = l.id
        WHERE l.family = $1 AND l.status = $2 AND f.call_status <> 'closed' AND (f.deadline IS NULL OR f.deadline >= $3::date)
        ORDER BY l.published_at DESC NULLS LAST, l.id LIMIT $4`,
      [ListingType.Fund, ListingStatus.Approved, day, limit],
    );
    const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return rows.map((row) => ({
      id: row.id as string,
      slug: row.slug as string,
      title: row.title as string,
      publishedAt: (row.published_at as Date | null) ?? null,
      updatedAt: row.updated_at as Date,
      domainIds: ((row.domain_ids as number[] | null) ?? []).map(Number),
      region: row.region as string,
      callStatus: row.call_status as FundCallRow['callStatus'],
      deadline: (row.deadline as string | null) ?? null,
      grantMin: amount(row.grant_min),
      grantMax: amount(row.grant_max),
      cofinancingPercent: amount(row.cofinancing_percent),
      eligibleBeneficiaries: (row.eligible_beneficiaries as string | null) ?? null,
      sourceUrl: (row.source_url as string | null) ?? null,
    }));
  }

  /** The profile fields a legal entity's answers can start from. */
  async profileOf(userId: string): Promise<{ userType: number; companyName: string | null; cui: string | null } | null> {
    const [row]: { user_type: number; company_name: string | null; cui: string | null }[] = await this.dataSource.query(
      `SELECT user_type, company_name, cui FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    return row ? { userType: Number(row.user_type), companyName: row.company_name, cui: row.cui } : null;
  }

  async insertCheck(values: {
    userId: string;
    answers: CompanyAnswers;
    results: ProgrammeResult[];
    programmes: { id: string; version: string }[];
  }): Promise<EligibilityCheckEntity> {
    const manager = this.dataSource.manager;
    return manager.save(manager.create(EligibilityCheckEntity, values));
  }

  checksOf(userId: string, limit = 50): Promise<EligibilityCheckEntity[]> {
    return this.dataSource.manager.find(EligibilityCheckEntity, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The user's own check, or null (another user's check is as good as missing). */
  checkOf(userId: string, id: string): Promise<EligibilityCheckEntity | null> {
    return this.dataSource.manager.findOneBy(EligibilityCheckEntity, { id, userId });
  }

  async deleteCheck(userId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.manager.delete(EligibilityCheckEntity, { id, userId });
    return (result.affected ?? 0) > 0;
  }

  async emailOf(userId: string): Promise<{ email: string; fullName: string } | null> {
    const [row]: { email: string; full_name: string }[] = await this.dataSource.query(`SELECT email, full_name FROM users WHERE id = $1`, [userId]);
    return row ? { email: row.email, fullName: row.full_name } : null;
  }
}
