import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fiscal invoices and credit notes of paid orders. Numbers come from `invoice_counters`, one row per
 * series and year, incremented in the issuing transaction (a sequence would leave gaps when a
 * transaction rolls back); an order has at most one invoice; a document, once issued, is never
 * edited (a trigger refuses changes to what it says; only its e-Factura state and XML key move).
 * `exchange_rates` keeps each EUR/RON reference rate read from BNR, the fallback when BNR is
 * unreachable.
 */
export class Invoices1764850000000 implements MigrationInterface {
  name = 'Invoices1764850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invoice_counters (
        series varchar(20) NOT NULL,
        year integer NOT NULL,
        last_number integer NOT NULL CHECK (last_number > 0),
        PRIMARY KEY (series, year)
      )`);
    await db.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL CONSTRAINT invoices_kind_check CHECK (kind IN ('invoice', 'credit_note')),
        series varchar(20) NOT NULL,
        year integer NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        number varchar(40) NOT NULL,
        order_id uuid NOT NULL CONSTRAINT "FK_invoices_order" REFERENCES orders (id) ON DELETE RESTRICT,
        user_id uuid NOT NULL CONSTRAINT "FK_invoices_user" REFERENCES users (id) ON DELETE RESTRICT,
        corrected_invoice_id uuid CONSTRAINT "FK_invoices_corrected" REFERENCES invoices (id) ON DELETE RESTRICT,
        issued_at timestamptz NOT NULL,
        document jsonb NOT NULL,
        total_cents integer NOT NULL,
        pdf_key varchar(255) NOT NULL,
        xml_key varchar(255),
        efactura_status varchar(20) NOT NULL DEFAULT 'not_sent'
          CONSTRAINT invoices_efactura_status_check CHECK (efactura_status IN ('not_sent', 'disabled', 'queued', 'uploaded', 'validated', 'rejected', 'error')),
        efactura_message text,
        efactura_upload_id varchar(100),
        efactura_download_id varchar(100),
        efactura_updated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_credit_note_check CHECK ((kind = 'credit_note') = (corrected_invoice_id IS NOT NULL)),
        CONSTRAINT invoices_total_sign_check CHECK ((kind = 'invoice' AND total_cents >= 0) OR (kind = 'credit_note' AND total_cents <= 0))
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_invoices_number" ON invoices (number)`);
    await db.query(`CREATE UNIQUE INDEX "IDX_invoices_series_sequence" ON invoices (series, year, sequence)`);
    await db.query(`CREATE UNIQUE INDEX "IDX_invoices_order_invoice" ON invoices (order_id) WHERE kind = 'invoice'`);
    await db.query(`CREATE UNIQUE INDEX "IDX_invoices_credit_note_of" ON invoices (corrected_invoice_id) WHERE kind = 'credit_note'`);
    await db.query(`CREATE INDEX "IDX_invoices_order" ON invoices (order_id, issued_at)`);
    await db.query(`CREATE INDEX "IDX_invoices_efactura_status" ON invoices (efactura_status, issued_at)`);
    await db.query(`
      CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.series IS DISTINCT FROM OLD.series OR NEW.year IS DISTINCT FROM OLD.year
          OR NEW.sequence IS DISTINCT FROM OLD.sequence OR NEW.number IS DISTINCT FROM OLD.number OR NEW.order_id IS DISTINCT FROM OLD.order_id
          OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.corrected_invoice_id IS DISTINCT FROM OLD.corrected_invoice_id
          OR NEW.issued_at IS DISTINCT FROM OLD.issued_at OR NEW.document IS DISTINCT FROM OLD.document
          OR NEW.total_cents IS DISTINCT FROM OLD.total_cents OR NEW.pdf_key IS DISTINCT FROM OLD.pdf_key THEN
          RAISE EXCEPTION 'an issued invoice is never edited (%)', OLD.number;
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable()`);
    await db.query(`
      CREATE FUNCTION invoices_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'an issued invoice is never deleted (%)', OLD.number;
      END $$`);
    await db.query(`CREATE TRIGGER invoices_no_delete BEFORE DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_no_delete()`);
    await db.query(`
      CREATE TABLE exchange_rates (
        currency char(3) NOT NULL,
        rate_date date NOT NULL,
        ron_per_unit numeric(12, 4) NOT NULL CHECK (ron_per_unit > 0),
        source varchar(255) NOT NULL,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (currency, rate_date)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE exchange_rates`);
    await db.query(`DROP TABLE invoices`);
    await db.query(`DROP FUNCTION invoices_no_delete()`);
    await db.query(`DROP FUNCTION invoices_immutable()`);
    await db.query(`DROP TABLE invoice_counters`);
  }
}
