import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SPV's OAuth tokens, kept across restarts: ANAF hands out a new refresh token with each access
 * token, so the one configured (EFACTURA_REFRESH_TOKEN) stops being the current one after the first
 * refresh. One row (`spv`): both tokens sealed with EFACTURA_TOKEN_KEY (AES-256-GCM, never stored in
 * plain), the access token's expiry, `seed_fingerprint` (a keyed hash of the configured refresh
 * token: a new consent configured later replaces the row), and `refreshing_until`, the lease of the
 * one process renewing the tokens at a time.
 */
export class EfacturaTokens1765500000000 implements MigrationInterface {
  name = 'EfacturaTokens1765500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE efactura_tokens (
        id varchar(20) PRIMARY KEY CONSTRAINT efactura_tokens_id_check CHECK (id = 'spv'),
        seed_fingerprint varchar(64) NOT NULL,
        refresh_token text NOT NULL,
        access_token text,
        access_expires_at timestamptz,
        refreshed_at timestamptz,
        refreshing_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE efactura_tokens`);
  }
}
