import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded listing pictures and private documents (the files themselves are in storage). */
export class Uploads1763900100000 implements MigrationInterface {
  name = 'Uploads1763900100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL CONSTRAINT "FK_uploads_owner" REFERENCES users(id) ON DELETE CASCADE,
        listing_id uuid CONSTRAINT "FK_uploads_listing" REFERENCES listings(id) ON DELETE SET NULL,
        kind varchar(10) NOT NULL CONSTRAINT uploads_kind_check CHECK (kind IN ('image', 'document')),
        key varchar(200) NOT NULL,
        original_name varchar(200) NOT NULL,
        content_type varchar(100) NOT NULL,
        size integer NOT NULL CONSTRAINT uploads_size_check CHECK (size >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_uploads_key" ON uploads (key)`);
    await db.query(`CREATE INDEX "IDX_uploads_owner_listing" ON uploads (owner_id, listing_id)`);
    await db.query(`CREATE INDEX "IDX_uploads_listing_kind" ON uploads (listing_id, kind)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE uploads`);
  }
}
