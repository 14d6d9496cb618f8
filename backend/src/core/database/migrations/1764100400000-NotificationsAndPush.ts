import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery ledger (one row per notification actually sent: a job run again after a crash finds
 * its row and sends nothing) and the browsers' web-push subscriptions (several per user).
 */
export class NotificationsAndPush1764100400000 implements MigrationInterface {
  name = 'NotificationsAndPush1764100400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE notification_deliveries (
        key varchar(200) PRIMARY KEY,
        channel varchar(10) NOT NULL CONSTRAINT notification_deliveries_channel_check CHECK (channel IN ('mail', 'push')),
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_notification_deliveries_sent" ON notification_deliveries (sent_at)`);
    await db.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT "FK_push_subscriptions_user" REFERENCES users(id) ON DELETE CASCADE,
        endpoint varchar(1000) NOT NULL,
        p256dh varchar(200) NOT NULL,
        auth varchar(100) NOT NULL,
        user_agent varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_push_subscriptions_endpoint" ON push_subscriptions (endpoint)`);
    await db.query(`CREATE INDEX "IDX_push_subscriptions_user" ON push_subscriptions (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE push_subscriptions`);
    await db.query(`DROP TABLE notification_deliveries`);
  }
}
