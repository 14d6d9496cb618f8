import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instant valuations (`POST /api/termene/evaluation`): one row per estimate, under an unguessable id
 * (128 random bits, base64url) that is the only key to read it; the owner when the visitor was signed
 * in. `estimate` holds the computed answer as served (method, multiples, adjustments, inputs, source);
 * the range is kept in columns too, ordered by a CHECK. `valuation_listing_estimates` links a company
 * listing to the estimate its owner shows on it ("valoare estimată"): at most one per listing.
 */
export class ValuationEstimates1764880000000 implements MigrationInterface {
  name = 'ValuationEstimates1764880000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE valuation_estimates (
        id varchar(32) PRIMARY KEY CONSTRAINT valuation_estimates_id_check CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
        owner_id uuid CONSTRAINT "FK_valuation_estimates_owner" REFERENCES users (id) ON DELETE SET NULL,
        low numeric(16, 2) NOT NULL,
        mid numeric(16, 2) NOT NULL,
        high numeric(16, 2) NOT NULL,
        currency char(3) NOT NULL DEFAULT 'EUR' CONSTRAINT valuation_estimates_currency_check CHECK (currency = 'EUR'),
        estimate jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT valuation_estimates_range_check CHECK (0 < low AND low < mid AND mid < high)
      )`);
    await db.query(`CREATE INDEX "IDX_valuation_estimates_owner" ON valuation_estimates (owner_id, created_at DESC) WHERE owner_id IS NOT NULL`);
    await db.query(`
      CREATE TABLE valuation_listing_estimates (
        listing_id uuid PRIMARY KEY CONSTRAINT "FK_valuation_listing_estimates_listing" REFERENCES listings (id) ON DELETE CASCADE,
        estimate_id varchar(32) NOT NULL CONSTRAINT "FK_valuation_listing_estimates_estimate" REFERENCES valuation_estimates (id) ON DELETE CASCADE,
        attached_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_valuation_listing_estimates_estimate" ON valuation_listing_estimates (estimate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE valuation_listing_estimates`);
    await db.query(`DROP TABLE valuation_estimates`);
  }
}
