import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders of the checkout (promotion packages, valuation reports), paid by bank transfer against the
 * emailed proforma; the order number is the payment reference.
 */
export class Orders1764500000000 implements MigrationInterface {
  name = 'Orders1764500000000';

  async up(db: QueryRunner): Promise<void> {
    // Human-readable numbers CMD-<year>-<six digits>; the sequence runs on across years.
    await db.query(`CREATE SEQUENCE order_number_seq`);
    await db.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number varchar(20) NOT NULL,
        -- Accounts are only ever soft-deleted; an order is a financial record and keeps its buyer.
        user_id uuid NOT NULL CONSTRAINT "FK_orders_user" REFERENCES users(id) ON DELETE RESTRICT,
        kind varchar(20) NOT NULL CONSTRAINT orders_kind_check CHECK (kind IN ('promotion', 'valuation')),
        product varchar(30) NOT NULL CONSTRAINT orders_product_check CHECK (product IN ('promotion-30', 'premium-60', 'valuation-report')),
        status varchar(20) NOT NULL DEFAULT 'awaiting_payment' CONSTRAINT orders_status_check CHECK (status IN ('awaiting_payment', 'paid', 'cancelled')),
        net_eur numeric(10,2) NOT NULL,
        vat_eur numeric(10,2) NOT NULL,
        total_eur numeric(10,2) NOT NULL,
        currency char(3) NOT NULL DEFAULT 'EUR' CONSTRAINT orders_currency_check CHECK (currency = 'EUR'),
        billing jsonb NOT NULL,
        listing_id uuid CONSTRAINT "FK_orders_listing" REFERENCES listings(id) ON DELETE SET NULL,
        valuation jsonb,
        payment_method varchar(20) NOT NULL DEFAULT 'bank_transfer' CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('bank_transfer')),
        payment_reference varchar(100),
        paid_at timestamptz,
        cancelled_at timestamptz,
        cancel_reason varchar(500),
        promoted_until timestamptz,
        consulting_request_id uuid CONSTRAINT "FK_orders_consulting_request" REFERENCES consulting_requests(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_amounts_check CHECK (net_eur >= 0 AND vat_eur >= 0 AND total_eur = net_eur + vat_eur),
        CONSTRAINT orders_paid_check CHECK (status <> 'paid' OR paid_at IS NOT NULL),
        CONSTRAINT orders_cancelled_check CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL)
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_orders_number" ON orders (number)`);
    // The staff list (filter by status, newest first), the dashboard counts and the daily cancellation.
    await db.query(`CREATE INDEX "IDX_orders_status_created" ON orders (status, created_at)`);
    // The buyer's own list.
    await db.query(`CREATE INDEX "IDX_orders_user_created" ON orders (user_id, created_at)`);
    // At most one promotion order waiting for payment per listing.
    await db.query(`CREATE UNIQUE INDEX "IDX_orders_open_promotion" ON orders (listing_id) WHERE status = 'awaiting_payment' AND kind = 'promotion'`);
    // Orders of a listing (and the SET NULL when a listing is deleted).
    await db.query(`CREATE INDEX "IDX_orders_listing" ON orders (listing_id)`);
    // The dashboard's "paid in the last 30 days".
    await db.query(`CREATE INDEX "IDX_orders_paid_at" ON orders (paid_at) WHERE paid_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE orders`);
    await db.query(`DROP SEQUENCE order_number_seq`);
  }
}
