import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public lists read approved listings of one family newest first: this partial index serves that
 * order directly and, with its included columns, counts the matches without reading the table.
 */
export class ListingLiveIndex1763900300000 implements MigrationInterface {
  name = 'ListingLiveIndex1763900300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "IDX_listings_live" ON listings (family, published_at DESC, id) INCLUDE (expires_at, promoted_until) WHERE status = 'approved'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_listings_live"`);
  }
}
