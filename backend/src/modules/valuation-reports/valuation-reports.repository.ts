import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ListingType } from '../../contracts/listing-type.js';
import type { ReportComparable, ReportFigures, StaffValuationReport, ValuationReportStatus } from '../../contracts/valuation-reports.js';
import { RepositoryBase } from '../../core/database/repository-base.js';
import type { ReportDocument } from './valuation-report.entity.js';

/** A workspace as the service reads it, with its order's number and its client (dates as the database gives them). */
export type ReportRow = Pick<
  StaffValuationReport,
  | 'id'
  | 'orderId'
  | 'orderNumber'
  | 'consultingRequestId'
  | 'companyName'
  | 'companyCui'
  | 'status'
  | 'version'
  | 'figures'
  | 'starting'
  | 'adjustments'
  | 'comparables'
  | 'conclusion'
  | 'finalLow'
  | 'finalMid'
  | 'finalHigh'
> & {
  userId: string;
  clientName: string;
  clientEmail: string;
  billingEmail: string;
  editedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export interface VersionRow {
  id: string;
  reportId: string;
  version: number;
  document: ReportDocument;
  pdfKey: string;
  publishedAt: Date;
  consultantName: string;
}

/** The editable columns of a workspace. */
export type ReportChanges = Partial<
  Pick<
    ReportRow,
    'figures' | 'starting' | 'adjustments' | 'comparables' | 'conclusion' | 'finalLow' | 'finalMid' | 'finalHigh' | 'editedAt' | 'status' | 'version'
  >
>;

const num = (value: string | null): number | null => (value === null ? null : Number(value));

const SELECT = `
  SELECT r.id, r.order_id, o.number AS order_number, r.user_id, u.full_name AS client_name, u.email AS client_email,
         o.billing->>'email' AS billing_email, r.consulting_request_id, r.company_name, r.company_cui, r.status, r.version,
         r.figures, r.starting, r.adjustments, r.comparables, r.conclusion, r.final_low, r.final_mid, r.final_high,
         r.edited_at, r.created_at, r.updated_at
    FROM valuation_reports r
    JOIN orders o ON o.id = r.order_id
    JOIN users u ON u.id = r.user_id`;

/** A row of SELECT as node-postgres gives it (numerics as strings); the JSON columns as the console reads them. */
interface RawReport extends Pick<StaffValuationReport, 'status' | 'version' | 'figures' | 'starting' | 'adjustments' | 'comparables' | 'conclusion'> {
  id: string;
  order_id: string;
  order_number: string;
  user_id: string;
  client_name: string;
  client_email: string;
  billing_email: string | null;
  consulting_request_id: string | null;
  company_name: string;
  company_cui: string | null;
  final_low: string | null;
  final_mid: string | null;
  final_high: string | null;
  edited_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface RawVersion {
  id: string;
  report_id: string;
  version: number;
  document: ReportDocument;
  pdf_key: string;
  published_at: Date;
}

interface RawComparable {
  id: string;
  title: string;
  slug: string;
  price: string | null;
  currency: string;
  county_id: number | null;
  yearly_turnover: string | null;
  yearly_profit: string | null;
}

const toRow = (raw: RawReport): ReportRow => ({
  id: raw.id,
  orderId: raw.order_id,
  orderNumber: raw.order_number,
  userId: raw.user_id,
  clientName: raw.client_name,
  clientEmail: raw.client_email,
  billingEmail: raw.billing_email ?? raw.client_email,
  consultingRequestId: raw.consulting_request_id,
  companyName: raw.company_name,
  companyCui: raw.company_cui,
  status: raw.status,
  version: raw.version,
  figures: raw.figures,
  starting: raw.starting,
  adjustments: raw.adjustments,
  comparables: raw.comparables,
  conclusion: raw.conclusion,
  finalLow: num(raw.final_low),
  finalMid: num(raw.final_mid),
  finalHigh: num(raw.final_high),
  editedAt: raw.edited_at,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
});

const COLUMN: Record<keyof ReportChanges, string> = {
  figures: 'figures',
  starting: 'starting',
  adjustments: 'adjustments',
  comparables: 'comparables',
  conclusion: 'conclusion',
  finalLow: 'final_low',
  finalMid: 'final_mid',
  finalHigh: 'final_high',
  editedAt: 'edited_at',
  status: 'status',
  version: 'version',
};
const JSON_COLUMNS = new Set(['figures', 'starting', 'adjustments', 'comparables']);

/** Valuation report workspaces, their published versions, and the marketplace listings they compare with. */
@Injectable()
export class ValuationReportsRepository extends RepositoryBase {
  /** The order's workspace, created unless it exists (the unique order id decides); answers its id and whether this call made it. */
  async insertForOrder(
    manager: EntityManager,
    report: { orderId: string; userId: string; consultingRequestId: string | null; companyName: string; companyCui: string | null; figures: ReportFigures },
  ): Promise<{ id: string; created: boolean }> {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO valuation_reports (order_id, user_id, consulting_request_id, company_name, company_cui, figures)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [report.orderId, report.userId, report.consultingRequestId, report.companyName.slice(0, 200), report.companyCui, JSON.stringify(report.figures)],
    );
    if (inserted.length) return { id: inserted[0].id, created: true };
    const [existing] = await manager.query(`SELECT id FROM valuation_reports WHERE order_id = $1`, [report.orderId]);
    return { id: existing.id, created: false };
  }

  async find(id: string, manager?: EntityManager, lock = false): Promise<ReportRow | null> {
    const rows = await this.managerOf(manager).query(`${SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
    return rows.length ? toRow(rows[0]) : null;
  }

  async list(filter: { status?: ValuationReportStatus; q?: string; offset: number; limit: number }): Promise<{ rows: ReportRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`r.status = $${params.length}`);
    }
    if (filter.q) {
      params.push(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(unaccent(r.company_name) ILIKE unaccent($${params.length}) OR r.company_cui ILIKE $${params.length} OR o.number ILIKE $${params.length} OR unaccent(u.full_name) ILIKE unaccent($${params.length}))`,
      );
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM valuation_reports r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id ${clause}`,
      params,
    );
    const rows = await this.dataSource.query(
      `${SELECT} ${clause} ORDER BY r.created_at DESC, r.id LIMIT ${Number(filter.limit)} OFFSET ${Number(filter.offset)}`,
      params,
    );
    return { rows: rows.map(toRow), total };
  }

  async ofUser(userId: string): Promise<ReportRow[]> {
    const rows = await this.dataSource.query(`${SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC`, [userId]);
    return rows.map(toRow);
  }

  async update(manager: EntityManager, id: string, changes: ReportChanges): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [key, value] of Object.entries(changes) as [keyof ReportChanges, unknown][]) {
      if (value === undefined) continue;
      const column = COLUMN[key];
      params.push(JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value);
      sets.push(`${column} = $${params.length}`);
    }
    if (!sets.length) return;
    await manager.query(`UPDATE valuation_reports SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }

  async insertVersion(
    manager: EntityManager,
    version: { id: string; reportId: string; version: number; document: ReportDocument; pdfKey: string; publishedBy: string; publishedAt: Date },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO valuation_report_versions (id, report_id, version, document, pdf_key, published_by, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [version.id, version.reportId, version.version, JSON.stringify(version.document), version.pdfKey, version.publishedBy, version.publishedAt],
    );
  }

  /** Versions of the reports, newest first per report. */
  async versionsOf(reportIds: string[]): Promise<VersionRow[]> {
    if (!reportIds.length) return [];
    const rows = await this.dataSource.query(
      `SELECT id, report_id, version, document, pdf_key, published_at FROM valuation_report_versions WHERE report_id = ANY($1::uuid[]) ORDER BY report_id, version DESC`,
      [reportIds],
    );
    return rows.map(toVersion);
  }

  async findVersion(id: string): Promise<VersionRow | null> {
    const rows = await this.dataSource.query(`SELECT id, report_id, version, document, pdf_key, published_at FROM valuation_report_versions WHERE id = $1`, [
      id,
    ]);
    return rows.length ? toVersion(rows[0]) : null;
  }

  async versionOf(reportId: string, version: number): Promise<VersionRow | null> {
    const rows = await this.dataSource.query(
      `SELECT id, report_id, version, document, pdf_key, published_at FROM valuation_report_versions WHERE report_id = $1 AND version = $2`,
      [reportId, version],
    );
    return rows.length ? toVersion(rows[0]) : null;
  }

  async userName(id: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT full_name FROM users WHERE id = $1`, [id]);
    return row?.full_name ?? null;
  }

  /**
   * Published company-for-sale listings close to the valued company: of the same CAEN division
   * (the listing's own CAEN) or economic domain when one is known, priced within a third to three
   * times `mid` when it is known, the closest prices first.
   */
  async comparables(query: {
    division: number | null;
    domain: number | null;
    mid: number | null;
    limit: number;
  }): Promise<Omit<ReportComparable, 'included'>[]> {
    const params: unknown[] = [ListingType.Company];
    const where = [`l.family = $1`, `l.status = 'approved'`, `(l.expires_at IS NULL OR l.expires_at > now())`];
    const sameField: string[] = [];
    if (query.division !== null) {
      params.push(String(query.division).padStart(2, '0'));
      sameField.push(`left(regexp_replace(coalesce(d.domain_caen, ''), '\\D', '', 'g'), 2) = $${params.length}`);
    }
    if (query.domain !== null) {
      params.push(query.domain);
      sameField.push(`$${params.length}::smallint = ANY(l.domain_ids)`);
    }
    if (sameField.length) where.push(`(${sameField.join(' OR ')})`);
    let order = 'l.published_at DESC';
    if (query.mid !== null && query.mid > 0) {
      params.push(query.mid);
      const mid = `$${params.length}::numeric`;
      where.push(`l.price BETWEEN ${mid} / 3 AND ${mid} * 3`);
      order = `abs(ln(l.price / ${mid})), l.published_at DESC`;
    }
    const rows = await this.dataSource.query(
      `SELECT l.id, l.title, l.slug, l.price, l.currency, l.county_id, d.yearly_turnover, d.yearly_profit
         FROM listings l LEFT JOIN company_details d ON d.listing_id = l.id
        WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${Number(query.limit)}`,
      params,
    );
    return (rows as RawComparable[]).map((raw) => ({
      listingId: raw.id,
      title: raw.title,
      slug: raw.slug,
      price: num(raw.price),
      currency: raw.currency,
      countyId: raw.county_id,
      yearlyTurnover: num(raw.yearly_turnover),
      yearlyProfit: num(raw.yearly_profit),
    }));
  }
}

function toVersion(raw: RawVersion): VersionRow {
  return {
    id: raw.id,
    reportId: raw.report_id,
    version: raw.version,
    document: raw.document,
    pdfKey: raw.pdf_key,
    publishedAt: raw.published_at,
    consultantName: raw.document.consultantName,
  };
}
