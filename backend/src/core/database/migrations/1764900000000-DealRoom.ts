import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deal room. A company or investment listing may be confidential: the public sees its teaser,
 * approved buyers the rest (`confidential`, `teaser`, `company_name`, `public_figures`; the owner's
 * `auto_approve_verified`). `listing_access_requests` holds each buyer's request with the NDA version
 * accepted, when and from which address; at most one open (pending or approved) request per buyer and
 * listing. `listing_document_openings` logs every opening of a listing's private document.
 */
export class DealRoom1764900000000 implements MigrationInterface {
  name = 'DealRoom1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE listings
        ADD COLUMN confidential boolean NOT NULL DEFAULT false,
        ADD COLUMN teaser text,
        ADD COLUMN company_name varchar(200),
        ADD COLUMN public_figures text[] NOT NULL DEFAULT '{}',
        ADD COLUMN auto_approve_verified boolean NOT NULL DEFAULT false`);
    await db.query(`
      CREATE TABLE listing_access_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        listing_id uuid NOT NULL CONSTRAINT "FK_listing_access_requests_listing" REFERENCES listings (id) ON DELETE CASCADE,
        buyer_id uuid NOT NULL CONSTRAINT "FK_listing_access_requests_buyer" REFERENCES users (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL CONSTRAINT listing_access_requests_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'revoked')),
        message text NOT NULL,
        nda_version varchar(20) NOT NULL,
        nda_accepted_at timestamptz NOT NULL,
        nda_ip varchar(64),
        auto_approved boolean NOT NULL DEFAULT false,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX "IDX_listing_access_requests_open" ON listing_access_requests (listing_id, buyer_id) WHERE status IN ('pending', 'approved')`,
    );
    await db.query(`CREATE INDEX "IDX_listing_access_requests_listing" ON listing_access_requests (listing_id, created_at)`);
    await db.query(`CREATE INDEX "IDX_listing_access_requests_buyer" ON listing_access_requests (buyer_id, created_at)`);
    await db.query(`
      CREATE TABLE listing_document_openings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        listing_id uuid NOT NULL CONSTRAINT "FK_listing_document_openings_listing" REFERENCES listings (id) ON DELETE CASCADE,
        user_id uuid NOT NULL CONSTRAINT "FK_listing_document_openings_user" REFERENCES users (id) ON DELETE CASCADE,
        document_key varchar(160) NOT NULL,
        document_name varchar(255) NOT NULL,
        opened_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_listing_document_openings_listing" ON listing_document_openings (listing_id, opened_at)`);
    await db.query(`CREATE INDEX "IDX_listing_document_openings_user" ON listing_document_openings (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE listing_document_openings`);
    await db.query(`DROP TABLE listing_access_requests`);
    await db.query(
      `ALTER TABLE listings DROP COLUMN auto_approve_verified, DROP COLUMN public_figures, DROP COLUMN company_name, DROP COLUMN teaser, DROP COLUMN confidential`,
    );
  }
}
