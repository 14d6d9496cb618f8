import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per staff action, written in the action's own transaction (AuditService.record). */
export class AuditLog1764100200000 implements MigrationInterface {
  name = 'AuditLog1764100200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid CONSTRAINT "FK_audit_log_actor" REFERENCES users(id) ON DELETE SET NULL,
        actor_email varchar(254) NOT NULL,
        action varchar(60) NOT NULL,
        entity_type varchar(40) NOT NULL,
        entity_id uuid NOT NULL,
        before jsonb,
        after jsonb,
        ip varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX "IDX_audit_log_created" ON audit_log (created_at)`);
    await db.query(`CREATE INDEX "IDX_audit_log_entity" ON audit_log (entity_type, entity_id, created_at)`);
    await db.query(`CREATE INDEX "IDX_audit_log_actor" ON audit_log (actor_id, created_at)`);
    await db.query(`CREATE INDEX "IDX_audit_log_action" ON audit_log (action, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE audit_log`);
  }
}
