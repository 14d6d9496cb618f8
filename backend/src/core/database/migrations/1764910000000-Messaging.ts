import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buyer–seller messaging. One conversation per listing and buyer (`seller_id` is the listing's owner
 * when it started); its messages hold plain text as typed and the private documents attached
 * (`message_attachments` links each upload to one message, so the cleanup of unattached uploads
 * leaves it alone); `user_blocks` stops messages from a blocked user in every conversation with the
 * blocker; `message_reports` are what moderators see.
 */
export class Messaging1764910000000 implements MigrationInterface {
  name = 'Messaging1764910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        listing_id uuid NOT NULL CONSTRAINT "FK_conversations_listing" REFERENCES listings (id) ON DELETE CASCADE,
        buyer_id uuid NOT NULL CONSTRAINT "FK_conversations_buyer" REFERENCES users (id) ON DELETE CASCADE,
        seller_id uuid NOT NULL CONSTRAINT "FK_conversations_seller" REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_conversations_listing_buyer" ON conversations (listing_id, buyer_id)`);
    await db.query(`CREATE INDEX "IDX_conversations_buyer_last" ON conversations (buyer_id, last_message_at)`);
    await db.query(`CREATE INDEX "IDX_conversations_seller_last" ON conversations (seller_id, last_message_at)`);
    await db.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL CONSTRAINT "FK_messages_conversation" REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id uuid NOT NULL CONSTRAINT "FK_messages_sender" REFERENCES users (id) ON DELETE CASCADE,
        body text NOT NULL CONSTRAINT messages_body_check CHECK (char_length(body) BETWEEN 1 AND 5000),
        attachments jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        notified_at timestamptz
      )`);
    await db.query(`CREATE INDEX "IDX_messages_conversation_created" ON messages (conversation_id, created_at)`);
    await db.query(`
      CREATE TABLE message_attachments (
        upload_id uuid PRIMARY KEY CONSTRAINT "FK_message_attachments_upload" REFERENCES uploads (id) ON DELETE CASCADE,
        message_id uuid NOT NULL CONSTRAINT "FK_message_attachments_message" REFERENCES messages (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_message_attachments_message" ON message_attachments (message_id)`);
    await db.query(`
      CREATE TABLE user_blocks (
        blocker_id uuid NOT NULL CONSTRAINT "FK_user_blocks_blocker" REFERENCES users (id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL CONSTRAINT "FK_user_blocks_blocked" REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id)
      )`);
    await db.query(`
      CREATE TABLE message_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL CONSTRAINT "FK_message_reports_message" REFERENCES messages (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL CONSTRAINT "FK_message_reports_reporter" REFERENCES users (id) ON DELETE CASCADE,
        reason varchar(1000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz,
        handled_by uuid CONSTRAINT "FK_message_reports_handled_by" REFERENCES users (id) ON DELETE SET NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_message_reports_message_reporter" ON message_reports (message_id, reporter_id)`);
    await db.query(`CREATE INDEX "IDX_message_reports_handled_created" ON message_reports (handled_at, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE message_reports`);
    await db.query(`DROP TABLE user_blocks`);
    await db.query(`DROP TABLE message_attachments`);
    await db.query(`DROP TABLE messages`);
    await db.query(`DROP TABLE conversations`);
  }
}
