import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager, type Repository } from 'typeorm';
import { primaryRole, type StaffRole } from '../../contracts/lists.js';
import { claimsOf, type AuthUser } from '../../core/auth/auth-user.js';
import { SessionEntity } from './session.entity.js';
import { UserTokenEntity, type UserTokenPurpose } from './user-token.entity.js';
import { UserEntity } from './user.entity.js';

/** Queries of the account module; no business rules here. */
@Injectable()
export class UserRepository {
  readonly users: Repository<UserEntity>;
  readonly sessions: Repository<SessionEntity>;
  readonly tokens: Repository<UserTokenEntity>;

  constructor(readonly dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
    this.sessions = dataSource.getRepository(SessionEntity);
    this.tokens = dataSource.getRepository(UserTokenEntity);
  }

  findActiveByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email, deletedAt: IsNull() });
  }

  /** `manager`: the caller's transaction, when it reads the account inside one. */
  findActiveById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return (manager?.getRepository(UserEntity) ?? this.users).findOneBy({ id, deletedAt: IsNull() });
  }

  /**
   * The live principal of a session at `now`: not revoked, not expired, used within its idle time
   * (`idleSeconds`, or `staffIdleSeconds` for a user holding a staff role), user neither deleted nor
   * blocked. Records the use when the last one is more than `touchAfterSeconds` old, in the same statement.
   */
  async findPrincipal(
    sessionId: string,
    userId: string,
    at: { now: Date; idleSeconds: number; staffIdleSeconds: number; touchAfterSeconds: number },
  ): Promise<AuthUser | null> {
    const rows: { roles: StaffRole[]; user_type: AuthUser['userType']; verified: boolean; full_name: string; email: string }[] = await this.dataSource.query(
      `WITH live AS (
         SELECT u.roles, u.user_type, u.email_verified_at IS NOT NULL AS verified, u.full_name, u.email FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3::timestamptz
            AND s.last_seen_at > $3::timestamptz - make_interval(secs => CASE WHEN coalesce(cardinality(u.roles), 0) = 0 THEN $4::int ELSE $5::int END)
            AND u.deleted_at IS NULL AND u.blocked_at IS NULL
       ), touched AS (
         UPDATE sessions SET last_seen_at = $3::timestamptz
          WHERE id = $1 AND last_seen_at < $3::timestamptz - make_interval(secs => $6::int) AND EXISTS (SELECT 1 FROM live)
       )
       SELECT roles, user_type, verified, full_name, email FROM live`,
      [sessionId, userId, at.now, at.idleSeconds, at.staffIdleSeconds, at.touchAfterSeconds],
    );
    const row = rows[0];
    if (!row) return null;
    return principalOf(
      { id: userId, roles: row.roles, userType: Number(row.user_type), emailVerified: row.verified, profile: { fullName: row.full_name, email: row.email } },
      sessionId,
    );
  }

  /** Whether an admin other than this user can still act (neither deleted nor blocked). */
  async otherActiveAdminExists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM users WHERE id <> $1 AND 'admin' = ANY(roles) AND deleted_at IS NULL AND blocked_at IS NULL LIMIT 1`,
      [userId],
    );
    return rows.length > 0;
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllSessions(userId: string): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Marks every unused token of this purpose of the user as used: none of them works any more. */
  async revokeTokens(userId: string, purpose: UserTokenPurpose): Promise<void> {
    await this.dataSource.query(`UPDATE user_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [userId, purpose]);
  }

  /** Marks a live token used and returns it, atomically, so a token works once. */
  async consumeToken(tokenHash: string, purpose: UserTokenPurpose): Promise<UserTokenEntity | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE user_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING id, user_id AS "userId"`,
      [tokenHash, purpose],
    )) as [{ id: string; userId: string }[], number];
    return (rows[0] as UserTokenEntity | undefined) ?? null;
  }
}

/** The principal of a user in a session: roles read as claims (spec section 6). */
export function principalOf(
  user: { id: string; roles: StaffRole[]; userType: AuthUser['userType']; emailVerified: boolean; profile?: AuthUser['profile'] },
  sessionId: string,
): AuthUser {
  const roles = [...user.roles];
  return {
    id: user.id,
    sessionId,
    role: primaryRole(roles),
    roles,
    userType: user.userType,
    emailVerified: user.emailVerified,
    claims: claimsOf(roles),
    ...(user.profile ? { profile: user.profile } : {}),
  };
}
