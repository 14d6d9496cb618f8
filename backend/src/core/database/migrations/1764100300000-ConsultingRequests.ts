import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consulting requests from the public forms (spec section 7), the consultants' internal notes on
 * them and the documents clients attach (rows of `uploads`, private files).
 */
export class ConsultingRequests1764100300000 implements MigrationInterface {
  name = 'ConsultingRequests1764100300000';

  async up(db: QueryRunner): Promise<void> {
    // Human-readable numbers RC-<year>-<six digits>; the sequence runs on across years.
    await db.query(`CREATE SEQUENCE consulting_request_number_seq`);
    await db.query(`
      CREATE TABLE consulting_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number varchar(20) NOT NULL,
        kind varchar(30) NOT NULL CONSTRAINT consulting_requests_kind_check
          CHECK (kind IN ('consulting', 'contact', 'contact-promo', 'mindset-owners', 'eligibility-grant-trei', 'digitalization')),
        topic varchar(30) NOT NULL CONSTRAINT consulting_requests_topic_check
          CHECK (topic IN ('funding', 'valuation', 'digitalization', 'business-sale', 'business-purchase', 'promotion', 'mindset-owners', 'grant-trei', 'other')),
        full_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30),
        company_name varchar(160),
        cui varchar(12),
        message text,
        answers jsonb NOT NULL DEFAULT '{}',
        result jsonb,
        user_id uuid CONSTRAINT "FK_consulting_requests_user" REFERENCES users(id) ON DELETE SET NULL,
        listing_id uuid CONSTRAINT "FK_consulting_requests_listing" REFERENCES listings(id) ON DELETE SET NULL,
        status varchar(20) NOT NULL DEFAULT 'new' CONSTRAINT consulting_requests_status_check
          CHECK (status IN ('new', 'in_progress', 'waiting_client', 'done', 'dropped')),
        status_message text,
        status_version integer NOT NULL DEFAULT 0,
        assigned_to_id uuid CONSTRAINT "FK_consulting_requests_assigned_to" REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_consulting_requests_number" ON consulting_requests (number)`);
    await db.query(`CREATE INDEX "IDX_consulting_requests_status_created" ON consulting_requests (status, created_at)`);
    await db.query(`CREATE INDEX "IDX_consulting_requests_user_created" ON consulting_requests (user_id, created_at)`);
    await db.query(`CREATE INDEX "IDX_consulting_requests_assigned_to" ON consulting_requests (assigned_to_id)`);
    await db.query(`CREATE INDEX "IDX_consulting_requests_created" ON consulting_requests (created_at)`);

    await db.query(`
      CREATE TABLE consulting_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL CONSTRAINT "FK_consulting_notes_request" REFERENCES consulting_requests(id) ON DELETE CASCADE,
        author_id uuid CONSTRAINT "FK_consulting_notes_author" REFERENCES users(id) ON DELETE SET NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_consulting_notes_request_created" ON consulting_notes (request_id, created_at)`);

    // A client's document belongs to one request; deleting the upload (or the request) drops the link.
    await db.query(`
      CREATE TABLE consulting_documents (
        upload_id uuid PRIMARY KEY CONSTRAINT "FK_consulting_documents_upload" REFERENCES uploads(id) ON DELETE CASCADE,
        request_id uuid NOT NULL CONSTRAINT "FK_consulting_documents_request" REFERENCES consulting_requests(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_consulting_documents_request" ON consulting_documents (request_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE consulting_documents`);
    await db.query(`DROP TABLE consulting_notes`);
    await db.query(`DROP TABLE consulting_requests`);
    await db.query(`DROP SEQUENCE consulting_request_number_seq`);
  }
}
