import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Visitors' comments on listings (news articles for now), published after moderation. */
export class Comments1764400000000 implements MigrationInterface {
  name = 'Comments1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        listing_id uuid NOT NULL CONSTRAINT "FK_comments_listing" REFERENCES listings(id) ON DELETE CASCADE,
        user_id uuid NOT NULL CONSTRAINT "FK_comments_user" REFERENCES users(id) ON DELETE CASCADE,
        text varchar(1000) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending' CONSTRAINT comments_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
        moderation_note varchar(500),
        moderated_by uuid,
        moderated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_comments_listing_status_created" ON comments (listing_id, status, created_at)`);
    // The user's own list and the cascade from users.
    await db.query(`CREATE INDEX "IDX_comments_user_created" ON comments (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE comments`);
  }
}
