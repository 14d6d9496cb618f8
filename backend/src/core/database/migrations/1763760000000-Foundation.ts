import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763760000000 implements MigrationInterface {
  name = 'Foundation1763760000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        password_hash varchar(255),
        full_name varchar(120) NOT NULL,
        user_type smallint NOT NULL CHECK (user_type IN (1, 2)),
        role varchar(20) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'moderator', 'consultant')),
        phone varchar(30),
        company_name varchar(160),
        cui varchar(12),
        avatar_key varchar(255),
        email_verified_at timestamptz,
        terms_accepted_at timestamptz,
        blocked_at timestamptz,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_users_email" ON users (email)`);
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip varchar(64),
        user_agent varchar(300)
      )`);
    await db.query(`CREATE INDEX "IDX_sessions_user_id" ON sessions (user_id)`);
    await db.query(`
      CREATE TABLE user_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_user_tokens_token_hash" ON user_tokens (token_hash)`);
    await db.query(`CREATE INDEX "IDX_user_tokens_user_id" ON user_tokens (user_id)`);
    await db.query(`
      CREATE TABLE login_failures (
        key varchar(300) PRIMARY KEY,
        count integer NOT NULL,
        window_start timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        topics text[] NOT NULL DEFAULT '{}',
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_newsletter_subscribers_email" ON newsletter_subscribers (email)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE newsletter_subscribers`);
    await db.query(`DROP TABLE login_failures`);
    await db.query(`DROP TABLE user_tokens`);
    await db.query(`DROP TABLE sessions`);
    await db.query(`DROP TABLE users`);
  }
}
