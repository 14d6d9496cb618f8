import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user may hold several staff roles (e.g. moderator and consultant): `users.role` (one value)
 * becomes `users.roles` (a set of admin, moderator, consultant; empty for ordinary users). The
 * conversion carries each user's role over in the same step, since the column it reads is dropped.
 */
export class StaffRoles1764100000000 implements MigrationInterface {
  name = 'StaffRoles1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN roles varchar(20)[] NOT NULL DEFAULT '{}'`);
    await db.query(`UPDATE users SET roles = ARRAY[role]::varchar[] WHERE role <> 'user'`);
    await db.query(`ALTER TABLE users DROP COLUMN role`);
    await db.query(`ALTER TABLE users ADD CONSTRAINT users_roles_check CHECK (roles <@ ARRAY['admin', 'moderator', 'consultant']::varchar[])`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE users ADD COLUMN role varchar(20) NOT NULL DEFAULT 'user' CONSTRAINT users_role_check CHECK (role IN ('user', 'admin', 'moderator', 'consultant'))`,
    );
    await db.query(
      `UPDATE users SET role = CASE WHEN 'admin' = ANY(roles) THEN 'admin' WHEN 'moderator' = ANY(roles) THEN 'moderator' WHEN 'consultant' = ANY(roles) THEN 'consultant' ELSE 'user' END`,
    );
    await db.query(`ALTER TABLE users DROP COLUMN roles`);
  }
}
