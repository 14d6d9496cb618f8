import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A public search reads the words of one family's approved listings, but the full-text index of every
 * listing (`IDX_listings_search`) proposed every family's and every state's matches, which the planner
 * then intersected with a family index (a BitmapAnd over tens of thousands of entries) or read and threw
 * away: most of a distinct search's time on 100,000 listings. One partial index per family holds only
 * that family's approved listings (a search of the family reads a seventh of the entries, without the
 * intersection). Nothing else searched the whole index (the staff's search reads titles), so it goes.
 */
export class ListingSearchPerFamily1764930000000 implements MigrationInterface {
  name = 'ListingSearchPerFamily1764930000000';

  async up(db: QueryRunner): Promise<void> {
    for (let family = 1; family <= 7; family++) {
      await db.query(`CREATE INDEX "IDX_listings_search_f${family}" ON listings USING gin (search_vector) WHERE family = ${family} AND status = 'approved'`);
    }
    await db.query(`DROP INDEX "IDX_listings_search"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "IDX_listings_search" ON listings USING gin (search_vector)`);
    for (let family = 1; family <= 7; family++) await db.query(`DROP INDEX "IDX_listings_search_f${family}"`);
  }
}
