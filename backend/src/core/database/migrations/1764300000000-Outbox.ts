import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox: jobs written in the same transaction as the change they announce, moved
 * to the queue by the relay once committed (so a crash between the commit and the enqueue loses nothing).
 */
export class Outbox1764300000000 implements MigrationInterface {
  name = 'Outbox1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        job_name varchar(100) NOT NULL,
        payload jsonb NOT NULL,
        job_id varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        relayed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(500)
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_outbox_job_id" ON outbox (job_id)`);
    await db.query(`CREATE INDEX "IDX_outbox_relayed" ON outbox (relayed_at)`);
    // The relay reads only the rows still to relay, oldest first.
    await db.query(`CREATE INDEX "IDX_outbox_pending" ON outbox (id) WHERE relayed_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE outbox`);
  }
}
