import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public lists sorted by price, highest first, put unpriced listings last (`DESC NULLS LAST`), an
 * order `IDX_listings_price` cannot serve backwards: without this index every such page sorted all
 * of the family's listings.
 */
export class ListingPriceDescIndex1764700000000 implements MigrationInterface {
  name = 'ListingPriceDescIndex1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "IDX_listings_price_desc" ON listings (family, price DESC NULLS LAST, published_at DESC) WHERE status = 'approved'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_listings_price_desc"`);
  }
}
