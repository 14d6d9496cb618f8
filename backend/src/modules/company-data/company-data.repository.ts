import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CompanyData } from '../../contracts/company-data.js';

/** One kept ANAF answer of a CUI (`company_data_cache`). */
export interface KeptAnswer {
  status: 'found' | 'not_found';
  data: CompanyData | null;
}

/** The day-long cache of ANAF answers by CUI. */
@Injectable()
export class CompanyDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The answer kept for `cui` if it is younger than `hours`. */
  async fresh(cui: string, hours: number): Promise<KeptAnswer | null> {
    const rows: KeptAnswer[] = await this.dataSource.query(
      `SELECT status, data FROM company_data_cache WHERE cui = $1 AND fetched_at > now() - make_interval(hours => $2)`,
      [cui, hours],
    );
    return rows[0] ?? null;
  }

  /** Keeps (or replaces) the answer for `cui`, with its source and when ANAF gave it. */
  async keep(cui: string, answer: KeptAnswer, fetchedAt: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO company_data_cache (cui, status, data, source, fetched_at) VALUES ($1, $2, $3, 'anaf', $4)
       ON CONFLICT (cui) DO UPDATE SET status = EXCLUDED.status, data = EXCLUDED.data, source = EXCLUDED.source, fetched_at = EXCLUDED.fetched_at`,
      [cui, answer.status, answer.data ? JSON.stringify(answer.data) : null, fetchedAt],
    );
  }

  /** The manager other modules' reads run in (the BNR rate of the day). */
  get manager() {
    return this.dataSource.manager;
  }
}
