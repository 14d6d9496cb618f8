import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's own data on request (GDPR articles 15 and 20): one row per archive asked for. A job
 * builds the ZIP into storage (`file_key`) and emails a link that works once (`token_hash`: the
 * SHA-256 of the link's token, never the token) until `expires_at`; the file is deleted once used or
 * expired. At most one archive per user is being prepared at a time.
 */
export class DataExports1765700000000 implements MigrationInterface {
  name = 'DataExports1765700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT "FK_data_exports_user" REFERENCES users(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CONSTRAINT data_exports_status_check CHECK (status IN ('pending', 'ready', 'used', 'expired')),
        token_hash char(64),
        file_key varchar(255),
        size integer CONSTRAINT data_exports_size_check CHECK (size >= 0),
        ready_at timestamptz,
        expires_at timestamptz,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT data_exports_ready_check CHECK (status = 'pending' OR (token_hash IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    // The account page's latest archive, and the cleanup of a deleted account.
    await db.query(`CREATE INDEX "IDX_data_exports_user_created" ON data_exports (user_id, created_at)`);
    // At most one archive being prepared per user.
    await db.query(`CREATE UNIQUE INDEX "IDX_data_exports_user_pending" ON data_exports (user_id) WHERE status = 'pending'`);
    await db.query(`CREATE UNIQUE INDEX "IDX_data_exports_token" ON data_exports (token_hash)`);
    // The hourly cleanup reads the archives whose file is still stored.
    await db.query(`CREATE INDEX "IDX_data_exports_stored" ON data_exports (expires_at) WHERE file_key IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE data_exports`);
  }
}
