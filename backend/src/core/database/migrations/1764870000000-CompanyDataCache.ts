import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Company data read from ANAF by CUI, one row per CUI: what ANAF answered (`found` with the data as
 * the API serves it, or `not_found`), where from and when. A row younger than a day answers the
 * lookup without asking ANAF again.
 */
export class CompanyDataCache1764870000000 implements MigrationInterface {
  name = 'CompanyDataCache1764870000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE company_data_cache (
        cui varchar(10) PRIMARY KEY CHECK (cui ~ '^[0-9]{2,10}$'),
        status varchar(16) NOT NULL CHECK (status IN ('found', 'not_found')),
        data jsonb,
        source varchar(20) NOT NULL DEFAULT 'anaf',
        fetched_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'found') = (data IS NOT NULL))
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE company_data_cache`);
  }
}
