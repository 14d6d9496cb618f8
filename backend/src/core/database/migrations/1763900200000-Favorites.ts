import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A user's favourite listings (spec section 3 "Favorite"); one row per user, listing and type. */
export class Favorites1763900200000 implements MigrationInterface {
  name = 'Favorites1763900200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE favorites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT "FK_favorites_user" REFERENCES users(id) ON DELETE CASCADE,
        listing_id uuid NOT NULL CONSTRAINT "FK_favorites_listing" REFERENCES listings(id) ON DELETE CASCADE,
        type smallint NOT NULL CONSTRAINT favorites_type_check CHECK (type BETWEEN 1 AND 7),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_favorites_user_listing_type" ON favorites (user_id, listing_id, type)`);
    await db.query(`CREATE INDEX "IDX_favorites_user_created" ON favorites (user_id, created_at)`);
    // Deleting a listing cascades here; without this index that would scan the whole table.
    await db.query(`CREATE INDEX "IDX_favorites_listing" ON favorites (listing_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE favorites`);
  }
}
