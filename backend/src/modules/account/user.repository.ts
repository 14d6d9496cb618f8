import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type Repository } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { LoginFailureEntity } from './login-failure.entity.js';
import { SessionEntity } from './session.entity.js';
import { UserTokenEntity, type UserTokenPurpose } from './user-token.entity.js';
import { UserEntity } from './user.entity.js';

/** Queries of the account module; no business rules here. */
@Injectable()
export class UserRepository {
  readonly users: Repository<UserEntity>;
  readonly sessions: Repository<SessionEntity>;
  readonly tokens: Repository<UserTokenEntity>;
  readonly failures: Repository<LoginFailureEntity>;

  constructor(readonly dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
    this.sessions = dataSource.getRepository(SessionEntity);
    this.tokens = dataSource.getRepository(UserTokenEntity);
    this.failures = dataSource.getRepository(LoginFailureEntity);
  }

  findActiveByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email, deletedAt: IsNull() });
  }

  findActiveById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id, deletedAt: IsNull() });
  }

  /** The live principal of a session: not revoked, not expired, user neither deleted nor blocked. */
  async findPrincipal(sessionId: string, userId: string): Promise<AuthUser | null> {
    const rows: { role: AuthUser['role']; user_type: AuthUser['userType']; verified: boolean }[] = await this.dataSource.query(
      `SELECT u.role, u.user_type, u.email_verified_at IS NOT NULL AS verified FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
          AND u.deleted_at IS NULL AND u.blocked_at IS NULL`,
      [sessionId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: userId, sessionId, role: row.role, userType: Number(row.user_type), emailVerified: row.verified, claims: { role: row.role } };
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllSessions(userId: string): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
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

  /** Adds one failure to each key, restarting the count when its window has passed. */
  async recordFailures(keys: string[], windowSeconds: number): Promise<void> {
    for (const key of keys) {
      await this.dataSource.query(
        `INSERT INTO login_failures (key, count, window_start) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN login_failures.window_start < now() - make_interval(secs => $2) THEN 1 ELSE login_failures.count + 1 END,
           window_start = CASE WHEN login_failures.window_start < now() - make_interval(secs => $2) THEN now() ELSE login_failures.window_start END`,
        [key, windowSeconds],
      );
    }
  }

  /** Failures of each key counted inside the current window. */
  async countFailures(keys: string[], windowSeconds: number): Promise<Map<string, number>> {
    const rows: { key: string; count: number }[] = await this.dataSource.query(
      `SELECT key, count FROM login_failures WHERE key = ANY($1) AND window_start >= now() - make_interval(secs => $2)`,
      [keys, windowSeconds],
    );
    return new Map(rows.map((row) => [row.key, Number(row.count)]));
  }

  async clearFailures(key: string): Promise<void> {
    await this.failures.delete({ key });
  }
}
