import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { LoginResponse } from '../../contracts/auth.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import type { JwtPayload } from '../../core/auth/auth-user.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { MailService } from '../mail/mail.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from './password-hasher.js';
import { hashToken, newSecretToken } from './token.util.js';
import { toSessionUser } from './user.mapper.js';
import { UserRepository } from './user.repository.js';
import { UserEntity } from './user.entity.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** Sign-in, sessions and the emailed single-use tokens. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async login(email: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    await this.throttle.assertAllowed(email, client.ip);
    const user = await this.repository.findActiveByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, client.ip);
      throw new AppException(ErrorCode.AUTH_INVALID_CREDENTIALS, 'Email sau parola incorecte.');
    }
    if (user.blockedAt) throw new AppException(ErrorCode.AUTH_ACCOUNT_BLOCKED, 'Contul este blocat. Contactează-ne la contact@roafaceri.ro.');
    await this.throttle.recordSuccess(email);
    return { token: await this.openSession(user, client), user: toSessionUser(user) };
  }

  async openSession(user: UserEntity, client: ClientInfo): Promise<string> {
    const ttl = this.config.jwt.sessionTtlSeconds;
    // Lifetime and idle time are measured on the application's clock, as the session resolver reads them.
    const now = this.clock.now();
    const session = await this.repository.sessions.save(
      this.repository.sessions.create({
        userId: user.id,
        expiresAt: new Date(now.getTime() + ttl * 1000),
        lastSeenAt: now,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      }),
    );
    const payload: JwtPayload = { sub: user.id, jti: session.id };
    return this.jwt.signAsync(payload, { expiresIn: ttl });
  }

  logout(sessionId: string): Promise<void> {
    return this.repository.revokeSession(sessionId);
  }

  /** Same answer whether or not the email has an account. */
  async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
    // Past its hourly limit an address is refused (429); past 3 an hour, an email gets nothing more, with the same answer.
    if (!(await this.throttle.admitPasswordReset(email, clientAddress))) return;
    const user = await this.repository.findActiveByEmail(email);
    if (!user) return;
    const { token, hash } = newSecretToken();
    // Only the newest link works: every older one is revoked.
    await this.repository.revokeTokens(user.id, 'reset_password');
    await this.repository.tokens.save(
      this.repository.tokens.create({ userId: user.id, purpose: 'reset_password', tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) }),
    );
    await this.mail.send('reset-password', user.email, { fullName: user.fullName, url: `${this.config.http.publicUrl}/auth/reseteaza-parola?token=${token}` });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const consumed = await this.repository.consumeToken(hashToken(token), 'reset_password');
    if (!consumed) throw new AppException(ErrorCode.AUTH_RESET_TOKEN_INVALID, 'Linkul de resetare a expirat sau a fost deja folosit. Cere unul nou.');
    await this.repository.users.update({ id: consumed.userId }, { passwordHash: await this.hasher.hash(password) });
    await this.repository.revokeTokens(consumed.userId, 'reset_password');
    await this.repository.revokeAllSessions(consumed.userId);
  }

  async sendVerification(user: UserEntity): Promise<void> {
    const { token, hash } = newSecretToken();
    await this.repository.revokeTokens(user.id, 'verify_email');
    await this.repository.tokens.save(
      this.repository.tokens.create({ userId: user.id, purpose: 'verify_email', tokenHash: hash, expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) }),
    );
    await this.mail.send('verify-email', user.email, { fullName: user.fullName, url: `${this.config.http.publicUrl}/auth/verifica-email?token=${token}` });
  }

  async verifyEmail(token: string): Promise<void> {
    const consumed = await this.repository.consumeToken(hashToken(token), 'verify_email');
    const user = consumed && (await this.repository.findActiveById(consumed.userId));
    if (!user) throw new AppException(ErrorCode.AUTH_VERIFY_TOKEN_INVALID, 'Linkul de confirmare a expirat sau a fost deja folosit.');
    if (user.emailVerifiedAt) return;
    // The welcome mail is written with the verification (transactional outbox): sent once it commits.
    // The token mails above are enqueued after their token row commits instead: the outbox would keep
    // the raw single-use token in PostgreSQL, where only its hash is ever stored.
    await this.repository.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { emailVerifiedAt: new Date() });
      await this.mail.send(
        'welcome',
        user.email,
        { fullName: user.fullName, url: `${this.config.http.publicUrl}/cont` },
        { jobId: `welcome-${user.id}`, transaction: manager },
      );
    });
  }
}
