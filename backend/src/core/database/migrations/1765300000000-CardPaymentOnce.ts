import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments handled exactly once. An order keeps how far its card payment got: `card_attempt`
 * numbers the Checkout Sessions asked for (the idempotency key `checkout-<order id>-<attempt>`),
 * `card_state` says what is not settled yet (`started`: a session handed to the buyer, Stripe's word
 * not in; `unknown`: the session's creation got no answer, so whether it exists is not known;
 * `declined`: Stripe refused the card, `card_message` says why in Romanian) since `card_state_at`.
 * `payment_events` keeps each received event's body, applied by a job after the webhook answered,
 * and when it was applied.
 */
export class CardPaymentOnce1765300000000 implements MigrationInterface {
  name = 'CardPaymentOnce1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN card_attempt integer NOT NULL DEFAULT 0,
        ADD COLUMN card_state varchar(20),
        ADD COLUMN card_state_at timestamptz,
        ADD COLUMN card_message varchar(500)`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_card_state_check CHECK (card_state IS NULL OR card_state IN ('started', 'unknown', 'declined'))`);
    await db.query(`CREATE INDEX "IDX_orders_card_state" ON orders (card_state_at) WHERE card_state IN ('started', 'unknown')`);
    await db.query(`ALTER TABLE payment_events ADD COLUMN payload jsonb, ADD COLUMN applied_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payment_events DROP COLUMN payload, DROP COLUMN applied_at`);
    await db.query(`DROP INDEX "IDX_orders_card_state"`);
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_card_state_check`);
    await db.query(`ALTER TABLE orders DROP COLUMN card_attempt, DROP COLUMN card_state, DROP COLUMN card_state_at, DROP COLUMN card_message`);
  }
}
