import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Funding tools: the eligibility checks signed-in users keep („Verificările mele”), and the consulting
 * request kind `eligibility` (a check turned into a request, with its answers and results).
 */
export class EligibilityChecks1764820000000 implements MigrationInterface {
  name = 'EligibilityChecks1764820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE eligibility_checks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT "FK_eligibility_checks_user" REFERENCES users(id) ON DELETE CASCADE,
        answers jsonb NOT NULL,
        results jsonb NOT NULL,
        programmes jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_eligibility_checks_user_created" ON eligibility_checks (user_id, created_at)`);
    await db.query(`ALTER TABLE consulting_requests DROP CONSTRAINT consulting_requests_kind_check`);
    await db.query(
      `ALTER TABLE consulting_requests ADD CONSTRAINT consulting_requests_kind_check
         CHECK (kind IN ('consulting', 'contact', 'contact-promo', 'mindset-owners', 'eligibility-grant-trei', 'digitalization', 'eligibility'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM consulting_requests WHERE kind = 'eligibility'`);
    await db.query(`ALTER TABLE consulting_requests DROP CONSTRAINT consulting_requests_kind_check`);
    await db.query(
      `ALTER TABLE consulting_requests ADD CONSTRAINT consulting_requests_kind_check
         CHECK (kind IN ('consulting', 'contact', 'contact-promo', 'mindset-owners', 'eligibility-grant-trei', 'digitalization'))`,
    );
    await db.query(`DROP TABLE eligibility_checks`);
  }
}
