import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter double opt-in and campaigns: a subscriber's topics wait in `pending_topics` until the
 * address confirms them (`confirmed_at`; `confirmation_sent_at` bounds re-sends); staff campaigns and
 * one delivery row per campaign and recipient (unique: a recipient gets a campaign once).
 */
export class NewsletterCampaigns1764800000000 implements MigrationInterface {
  name = 'NewsletterCampaigns1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE newsletter_subscribers ADD COLUMN name varchar(100)`);
    await db.query(`ALTER TABLE newsletter_subscribers ADD COLUMN pending_topics text[] NOT NULL DEFAULT '{}'`);
    await db.query(`ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz`);
    await db.query(`ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at timestamptz`);
    await db.query(`
      CREATE TABLE newsletter_campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject varchar(200) NOT NULL,
        body_html text NOT NULL,
        topic varchar(20) NOT NULL CONSTRAINT newsletter_campaigns_topic_check CHECK (topic IN ('general', 'funds', 'business')),
        status varchar(20) NOT NULL DEFAULT 'draft' CONSTRAINT newsletter_campaigns_status_check CHECK (status IN ('draft', 'sending', 'sent')),
        created_by uuid CONSTRAINT "FK_newsletter_campaigns_created_by" REFERENCES users(id) ON DELETE SET NULL,
        sent_by uuid CONSTRAINT "FK_newsletter_campaigns_sent_by" REFERENCES users(id) ON DELETE SET NULL,
        send_requested_at timestamptz,
        recipients_listed_at timestamptz,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_newsletter_campaigns_created" ON newsletter_campaigns (created_at)`);
    await db.query(`
      CREATE TABLE newsletter_campaign_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id uuid NOT NULL CONSTRAINT "FK_newsletter_campaign_deliveries_campaign" REFERENCES newsletter_campaigns(id) ON DELETE CASCADE,
        subscriber_id uuid NOT NULL CONSTRAINT "FK_newsletter_campaign_deliveries_subscriber" REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        batch integer NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending' CONSTRAINT newsletter_campaign_deliveries_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        error varchar(500),
        claimed_at timestamptz,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_newsletter_campaign_deliveries_recipient" UNIQUE (campaign_id, subscriber_id)
      )`);
    await db.query(`CREATE INDEX "IDX_newsletter_campaign_deliveries_batch" ON newsletter_campaign_deliveries (campaign_id, batch, status)`);
    // The cascade from subscribers.
    await db.query(`CREATE INDEX "IDX_newsletter_campaign_deliveries_subscriber" ON newsletter_campaign_deliveries (subscriber_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE newsletter_campaign_deliveries`);
    await db.query(`DROP TABLE newsletter_campaigns`);
    await db.query(
      `ALTER TABLE newsletter_subscribers DROP COLUMN confirmation_sent_at, DROP COLUMN confirmed_at, DROP COLUMN pending_topics, DROP COLUMN name`,
    );
  }
}
