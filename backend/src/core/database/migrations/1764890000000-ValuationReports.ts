import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The paid valuation report. `valuation_reports` is the consultants' workspace, one per paid
 * valuation order (the unique order id makes a second "paid" run find the first workspace);
 * `valuation_report_versions` keeps every published version with its frozen content and PDF key, so
 * a reissue adds version 2 and the client keeps version 1.
 */
export class ValuationReports1764890000000 implements MigrationInterface {
  name = 'ValuationReports1764890000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE valuation_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL CONSTRAINT "FK_valuation_reports_order" REFERENCES orders (id) ON DELETE RESTRICT,
        user_id uuid NOT NULL CONSTRAINT "FK_valuation_reports_user" REFERENCES users (id) ON DELETE RESTRICT,
        consulting_request_id uuid CONSTRAINT "FK_valuation_reports_consulting_request" REFERENCES consulting_requests (id) ON DELETE SET NULL,
        company_name varchar(200) NOT NULL,
        company_cui varchar(20),
        status varchar(20) NOT NULL DEFAULT 'draft' CONSTRAINT valuation_reports_status_check CHECK (status IN ('draft', 'published')),
        version integer NOT NULL DEFAULT 0 CONSTRAINT valuation_reports_version_check CHECK (version >= 0),
        figures jsonb NOT NULL,
        starting jsonb,
        adjustments jsonb NOT NULL DEFAULT '[]',
        comparables jsonb NOT NULL DEFAULT '[]',
        conclusion text,
        final_low numeric(14, 2),
        final_mid numeric(14, 2),
        final_high numeric(14, 2),
        edited_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_valuation_reports_order" ON valuation_reports (order_id)`);
    await db.query(`CREATE INDEX "IDX_valuation_reports_user" ON valuation_reports (user_id, created_at)`);
    await db.query(`CREATE INDEX "IDX_valuation_reports_status" ON valuation_reports (status, created_at)`);
    await db.query(`
      CREATE TABLE valuation_report_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid NOT NULL CONSTRAINT "FK_valuation_report_versions_report" REFERENCES valuation_reports (id) ON DELETE RESTRICT,
        version integer NOT NULL CONSTRAINT valuation_report_versions_version_check CHECK (version > 0),
        document jsonb NOT NULL,
        pdf_key varchar(255) NOT NULL,
        published_by uuid CONSTRAINT "FK_valuation_report_versions_published_by" REFERENCES users (id) ON DELETE SET NULL,
        published_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_valuation_report_versions_report_version" ON valuation_report_versions (report_id, version)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE valuation_report_versions`);
    await db.query(`DROP TABLE valuation_reports`);
  }
}
