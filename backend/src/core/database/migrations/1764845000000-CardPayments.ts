import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments through Stripe Checkout: an order may be paid by card (its Checkout Session and
 * payment intent kept), flagged for staff when a payment does not match it, and refunded when staff
 * cancel it once paid (by card through Stripe, by transfer by hand). `payment_events` keeps each
 * provider event id handled, so a webhook delivered again changes nothing.
 */
export class CardPayments1764845000000 implements MigrationInterface {
  name = 'CardPayments1764845000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('bank_transfer', 'card'))`);
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN stripe_session_id varchar(255),
        ADD COLUMN stripe_payment_intent_id varchar(255),
        ADD COLUMN payment_flag varchar(30),
        ADD COLUMN payment_flag_message varchar(500),
        ADD COLUMN refund_status varchar(20),
        ADD COLUMN refund_reference varchar(255)`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_flag_check CHECK (payment_flag IS NULL OR payment_flag IN ('amount_mismatch'))`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_refund_status_check CHECK (refund_status IS NULL OR refund_status IN ('requested', 'manual'))`);
    await db.query(`CREATE INDEX "IDX_orders_stripe_session" ON orders (stripe_session_id)`);
    await db.query(`
      CREATE TABLE payment_events (
        id varchar(255) PRIMARY KEY,
        provider varchar(20) NOT NULL,
        type varchar(100) NOT NULL,
        order_id uuid,
        outcome varchar(30) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payment_events`);
    await db.query(`DROP INDEX "IDX_orders_stripe_session"`);
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_refund_status_check`);
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_flag_check`);
    await db.query(`
      ALTER TABLE orders
        DROP COLUMN stripe_session_id, DROP COLUMN stripe_payment_intent_id, DROP COLUMN payment_flag,
        DROP COLUMN payment_flag_message, DROP COLUMN refund_status, DROP COLUMN refund_reference`);
    await db.query(`UPDATE orders SET payment_method = 'bank_transfer' WHERE payment_method = 'card'`);
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('bank_transfer'))`);
  }
}
