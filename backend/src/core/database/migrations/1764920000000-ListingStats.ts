import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seller analytics. `listing_daily_stats`: per listing and day (Europe/Bucharest) the views,
 * favourites, conversations and access requests, incremented by upsert. `listing_view_marks`: which
 * visitors were already counted today, each only as a keyed hash (HMAC of the day and the visitor),
 * so nothing personal is stored and marks cannot be linked across days; marks older than 2 days are
 * deleted every day.
 */
export class ListingStats1764920000000 implements MigrationInterface {
  name = 'ListingStats1764920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE listing_daily_stats (
        listing_id uuid NOT NULL CONSTRAINT "FK_listing_daily_stats_listing" REFERENCES listings(id) ON DELETE CASCADE,
        day date NOT NULL,
        views integer NOT NULL DEFAULT 0,
        favourites integer NOT NULL DEFAULT 0,
        conversations integer NOT NULL DEFAULT 0,
        access_requests integer NOT NULL DEFAULT 0,
        PRIMARY KEY (listing_id, day)
      )`);
    await db.query(`
      CREATE TABLE listing_view_marks (
        listing_id uuid NOT NULL CONSTRAINT "FK_listing_view_marks_listing" REFERENCES listings(id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor bytea NOT NULL,
        PRIMARY KEY (listing_id, day, visitor)
      )`);
    // The daily pruning deletes by day.
    await db.query(`CREATE INDEX "IDX_listing_view_marks_day" ON listing_view_marks (day)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE listing_view_marks`);
    await db.query(`DROP TABLE listing_daily_stats`);
  }
}
