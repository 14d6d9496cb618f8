import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Create requests remembered for a day (core/idempotency): a repeat of the same request with the
 * same submission token or `Idempotency-Key`, from the same sender, gets the first answer.
 */
export class Submissions1765400000000 implements MigrationInterface {
  name = 'Submissions1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE submissions (
        actor varchar(120) NOT NULL,
        key varchar(200) NOT NULL,
        fingerprint char(64) NOT NULL,
        state varchar(10) NOT NULL CHECK (state IN ('started', 'done')),
        answer json,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (actor, key, fingerprint)
      )`);
    await db.query(`CREATE INDEX "IDX_submissions_created_at" ON submissions (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE submissions`);
  }
}
