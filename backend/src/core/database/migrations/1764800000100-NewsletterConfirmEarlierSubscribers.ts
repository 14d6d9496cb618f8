import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data: addresses that subscribed before double opt-in existed were accepted under the rules of
 * their time; they count as confirmed on the day they subscribed, so they keep receiving mail.
 */
export class NewsletterConfirmEarlierSubscribers1764800000100 implements MigrationInterface {
  name = 'NewsletterConfirmEarlierSubscribers1764800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE newsletter_subscribers SET confirmed_at = created_at WHERE confirmed_at IS NULL`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the columns go with the schema migration.
  }
}
