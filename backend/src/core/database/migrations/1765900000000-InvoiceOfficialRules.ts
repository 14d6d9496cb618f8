import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The official e-Factura rules' verdict on each issued document (the UBL 2.1 schema, EN 16931 and
 * CIUS-RO, as ANAF's validator applies them), recorded before its first upload to the SPV or
 * hand-over to the buyer: `rules_status` pending → passed | failed, the failed rules (id, rule set,
 * text) and when it was checked. Documents issued before this gate are pending: they are checked at
 * the next boot where jobs run. Plain columns, on PostgreSQL and on the embedded database alike.
 */
export class InvoiceOfficialRules1765900000000 implements MigrationInterface {
  name = 'InvoiceOfficialRules1765900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE invoices
        ADD COLUMN rules_status varchar(10) NOT NULL DEFAULT 'pending'
          CONSTRAINT invoices_rules_status_check CHECK (rules_status IN ('pending', 'passed', 'failed')),
        ADD COLUMN rules_failures jsonb,
        ADD COLUMN rules_checked_at timestamptz`);
    await db.query(`CREATE INDEX "IDX_invoices_rules_pending" ON invoices (issued_at) WHERE rules_status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "IDX_invoices_rules_pending"`);
    await db.query(`ALTER TABLE invoices DROP COLUMN rules_checked_at, DROP COLUMN rules_failures, DROP COLUMN rules_status`);
  }
}
