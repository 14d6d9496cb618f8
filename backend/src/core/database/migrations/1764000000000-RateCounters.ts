import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sign-in failure counters become generic rate counters (contact messages use them too); rows and keys stay. */
export class RateCounters1764000000000 implements MigrationInterface {
  name = 'RateCounters1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE login_failures RENAME TO rate_counters`);
    await db.query(`ALTER TABLE rate_counters RENAME CONSTRAINT login_failures_pkey TO rate_counters_pkey`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rate_counters RENAME CONSTRAINT rate_counters_pkey TO login_failures_pkey`);
    await db.query(`ALTER TABLE rate_counters RENAME TO login_failures`);
  }
}
