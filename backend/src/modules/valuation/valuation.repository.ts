import { Injectable } from '@nestjs/common';
import { ListingType } from '../../contracts/lists.js';
import { RepositoryBase } from '../../core/database/repository-base.js';

/** A stored estimate as read back. */
export interface EstimateRow {
  id: string;
  ownerId: string | null;
  low: number;
  mid: number;
  high: number;
  /** The computed answer as stored (everything but id, createdAt and the viewer's fields). */
  estimate: Record<string, unknown>;
  createdAt: Date;
}

/** A listing as the attach rules need it. */
export interface ListingRow {
  id: string;
  family: number;
  ownerId: string;
  status: string;
}

interface RawEstimate {
  id: string;
  owner_id: string | null;
  low: string;
  mid: string;
  high: string;
  estimate: Record<string, unknown>;
  created_at: Date;
}

const toRow = (raw: RawEstimate): EstimateRow => ({
  id: raw.id,
  ownerId: raw.owner_id,
  low: Number(raw.low),
  mid: Number(raw.mid),
  high: Number(raw.high),
  estimate: raw.estimate,
  createdAt: raw.created_at,
});

/** Queries of the instant valuation: the estimates and the company listings they are shown on. */
@Injectable()
export class ValuationRepository extends RepositoryBase {
  async insert(row: Omit<EstimateRow, 'createdAt'>): Promise<EstimateRow> {
    const [raw]: RawEstimate[] = await this.dataSource.query(
      `INSERT INTO valuation_estimates (id, owner_id, low, mid, high, estimate) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       RETURNING id, owner_id, low, mid, high, estimate, created_at`,
      [row.id, row.ownerId, row.low, row.mid, row.high, JSON.stringify(row.estimate)],
    );
    return toRow(raw);
  }

  async find(id: string): Promise<EstimateRow | null> {
    const rows: RawEstimate[] = await this.dataSource.query(
      `SELECT id, owner_id, low, mid, high, estimate, created_at FROM valuation_estimates WHERE id = $1`,
      [id],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async ofOwner(ownerId: string, limit: number, offset: number): Promise<{ rows: EstimateRow[]; total: number }> {
    const rows: (RawEstimate & { total: string })[] = await this.dataSource.query(
      `SELECT id, owner_id, low, mid, high, estimate, created_at, count(*) OVER () AS total
       FROM valuation_estimates WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [ownerId, limit, offset],
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number((await this.dataSource.query(`SELECT count(*) AS n FROM valuation_estimates WHERE owner_id = $1`, [ownerId]))[0].n);
    return { rows: rows.map(toRow), total };
  }

  /** The listings each estimate is shown on. */
  async listingsOf(estimateIds: string[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>(estimateIds.map((id) => [id, []]));
    if (!estimateIds.length) return found;
    const rows: { estimate_id: string; listing_id: string }[] = await this.dataSource.query(
      `SELECT estimate_id, listing_id FROM valuation_listing_estimates WHERE estimate_id = ANY($1) ORDER BY attached_at, listing_id`,
      [estimateIds],
    );
    for (const row of rows) found.get(row.estimate_id)?.push(row.listing_id);
    return found;
  }

  async listing(id: string): Promise<ListingRow | null> {
    const rows: { id: string; family: number; owner_id: string; status: string }[] = await this.dataSource.query(
      `SELECT id, family, owner_id, status FROM listings WHERE id = $1`,
      [id],
    );
    return rows[0] ? { id: rows[0].id, family: Number(rows[0].family), ownerId: rows[0].owner_id, status: rows[0].status } : null;
  }

  /** Shows `estimateId` on the listing, replacing the one shown before. */
  async attach(listingId: string, estimateId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO valuation_listing_estimates (listing_id, estimate_id) VALUES ($1, $2)
       ON CONFLICT (listing_id) DO UPDATE SET estimate_id = EXCLUDED.estimate_id, attached_at = now()`,
      [listingId, estimateId],
    );
  }

  /** Whether a link was removed. */
  async detach(listingId: string, estimateId: string): Promise<boolean> {
    // Wrapped in a SELECT: the driver answers a bare DELETE … RETURNING as [rows, count].
    const rows: unknown[] = await this.dataSource.query(
      `WITH removed AS (DELETE FROM valuation_listing_estimates WHERE listing_id = $1 AND estimate_id = $2 RETURNING listing_id) SELECT listing_id FROM removed`,
      [listingId, estimateId],
    );
    return rows.length > 0;
  }

  /** The estimate shown on a company listing, if any. */
  async shownOn(listingId: string): Promise<EstimateRow | null> {
    const rows: RawEstimate[] = await this.dataSource.query(
      `SELECT e.id, e.owner_id, e.low, e.mid, e.high, e.estimate, e.created_at
       FROM valuation_listing_estimates l
       JOIN valuation_estimates e ON e.id = l.estimate_id
       JOIN listings li ON li.id = l.listing_id AND li.family = $2
       WHERE l.listing_id = $1`,
      [listingId, ListingType.Company],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }
}
