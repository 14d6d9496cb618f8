import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The typo search of a public list looks for similar titles of one family's approved listings. The
 * trigram index of every title (`IDX_listings_title_trgm`, kept for the staff's title search) also
 * proposes the other families' titles, each then read and thrown away: a word common in one family
 * (an excavator among assets) cost thousands of row reads when searched in another. One partial
 * index per family proposes only that family's approved titles.
 */
export class ListingTitleTrigramPerFamily1764700100000 implements MigrationInterface {
  name = 'ListingTitleTrigramPerFamily1764700100000';

  async up(db: QueryRunner): Promise<void> {
    for (let family = 1; family <= 7; family++) {
      await db.query(
        `CREATE INDEX "IDX_listings_title_trgm_f${family}" ON listings USING gin (title_norm gin_trgm_ops) WHERE family = ${family} AND status = 'approved'`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (let family = 1; family <= 7; family++) await db.query(`DROP INDEX "IDX_listings_title_trgm_f${family}"`);
  }
}
