import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The funding programmes' application forms and annexes (`formulare-eligibilitate`): the file is in
 * storage under `documents/{file_key}`; the row names it, its programme and its title.
 */
export class FundingForms1764810000000 implements MigrationInterface {
  name = 'FundingForms1764810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE funding_forms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        programme_id varchar(40) NOT NULL CONSTRAINT funding_forms_programme_check
          CHECK (programme_id IN ('masura-3', 'masura-2', 'pnrr-c9-i3', 'start-up-nation')),
        title varchar(160) NOT NULL CONSTRAINT funding_forms_title_check CHECK (length(btrim(title)) >= 3),
        file_key varchar(200) NOT NULL,
        file_name varchar(200) NOT NULL,
        content_type varchar(100) NOT NULL,
        size integer NOT NULL CONSTRAINT funding_forms_size_check CHECK (size >= 0),
        uploaded_by_id uuid CONSTRAINT "FK_funding_forms_uploaded_by" REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX "IDX_funding_forms_file_key" ON funding_forms (file_key)`);
    await db.query(`CREATE INDEX "IDX_funding_forms_programme_created" ON funding_forms (programme_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE funding_forms`);
  }
}
