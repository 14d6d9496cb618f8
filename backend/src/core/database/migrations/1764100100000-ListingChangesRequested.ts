import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff can send a pending listing back to its owner with a message: the `changes_requested` state. */
export class ListingChangesRequested1764100100000 implements MigrationInterface {
  name = 'ListingChangesRequested1764100100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE listings DROP CONSTRAINT listings_status_check`);
    await db.query(
      `ALTER TABLE listings ADD CONSTRAINT listings_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'changes_requested', 'expired', 'archived'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE listings SET status = 'rejected' WHERE status = 'changes_requested'`);
    await db.query(`ALTER TABLE listings DROP CONSTRAINT listings_status_check`);
    await db.query(`ALTER TABLE listings ADD CONSTRAINT listings_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'archived'))`);
  }
}
