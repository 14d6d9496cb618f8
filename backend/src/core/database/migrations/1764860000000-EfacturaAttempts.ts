import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * RO e-Factura upload bookkeeping beside the invoice's e-Factura state (`invoices.efactura_*`):
 * `efactura_attempt` counts sends (1, then one more per staff retry) and names the jobs of each, so a
 * job run twice uploads once; `efactura_upload_started_at` claims the upload of an attempt;
 * `efactura_checks` counts the SPV state checks of the current upload.
 */
export class EfacturaAttempts1764860000000 implements MigrationInterface {
  name = 'EfacturaAttempts1764860000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE invoices ADD COLUMN efactura_attempt integer NOT NULL DEFAULT 1 CHECK (efactura_attempt > 0)`);
    await db.query(`ALTER TABLE invoices ADD COLUMN efactura_upload_started_at timestamptz`);
    await db.query(`ALTER TABLE invoices ADD COLUMN efactura_checks integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE invoices DROP COLUMN efactura_checks, DROP COLUMN efactura_upload_started_at, DROP COLUMN efactura_attempt`);
  }
}
