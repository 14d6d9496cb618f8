import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions record when they were last used, so that an unused one can end before its absolute lifetime (idle timeout). */
export class SessionActivity1764600000000 implements MigrationInterface {
  name = 'SessionActivity1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions DROP COLUMN last_seen_at`);
  }
}
