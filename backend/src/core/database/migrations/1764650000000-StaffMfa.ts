import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff second factor: one TOTP secret per account (encrypted by the application), its
 * single-use recovery codes (hashes only), and the mark of a session that passed the second factor.
 */
export class StaffMfa1764650000000 implements MigrationInterface {
  name = 'StaffMfa1764650000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE staff_mfa (
        user_id uuid PRIMARY KEY CONSTRAINT "FK_staff_mfa_user" REFERENCES users(id) ON DELETE CASCADE,
        secret_ciphertext varchar(255) NOT NULL,
        enabled_at timestamptz,
        last_used_step integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE mfa_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT "FK_mfa_recovery_codes_user" REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_mfa_recovery_codes_user_hash" ON mfa_recovery_codes (user_id, code_hash)`);
    await db.query(`ALTER TABLE sessions ADD COLUMN mfa_verified_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions DROP COLUMN mfa_verified_at`);
    await db.query(`DROP TABLE mfa_recovery_codes`);
    await db.query(`DROP TABLE staff_mfa`);
  }
}
