import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches on funding calls filter by beneficiary type and CAEN class (issue 22): a call lists
 * the beneficiary types it is open to and its eligible CAEN selectors (empty: open to all), with GIN
 * indexes for the list's overlap tests. An investor profile names the counties it invests in (empty:
 * all of Romania).
 */
export class FundEligibilityInvestorCounties1765100000000 implements MigrationInterface {
  name = 'FundEligibilityInvestorCounties1765100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE fund_details ADD COLUMN beneficiary_types varchar[] NOT NULL DEFAULT '{}'`);
    await db.query(`ALTER TABLE fund_details ADD COLUMN caen_codes varchar[] NOT NULL DEFAULT '{}'`);
    await db.query(`CREATE INDEX "IDX_fund_details_beneficiary_types" ON fund_details USING gin (beneficiary_types)`);
    await db.query(`CREATE INDEX "IDX_fund_details_caen_codes" ON fund_details USING gin (caen_codes)`);
    await db.query(`ALTER TABLE investor_details ADD COLUMN target_counties smallint[] NOT NULL DEFAULT '{}'`);
    await db.query(
      `ALTER TABLE investor_details ADD CONSTRAINT investor_details_target_counties_check CHECK (1 <= ALL (target_counties) AND 42 >= ALL (target_counties))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE investor_details DROP CONSTRAINT investor_details_target_counties_check`);
    await db.query(`ALTER TABLE investor_details DROP COLUMN target_counties`);
    await db.query(`DROP INDEX "IDX_fund_details_caen_codes"`);
    await db.query(`DROP INDEX "IDX_fund_details_beneficiary_types"`);
    await db.query(`ALTER TABLE fund_details DROP COLUMN caen_codes`);
    await db.query(`ALTER TABLE fund_details DROP COLUMN beneficiary_types`);
  }
}
