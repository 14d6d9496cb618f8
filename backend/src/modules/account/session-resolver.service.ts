import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { SessionResolver } from '../../core/auth/session-resolver.js';
import { Clock } from '../../core/clock/clock.js';
import { UserRepository } from './user.repository.js';

/** A session's last use is written at most this often: one write a minute per active session, not one per request. */
export const SESSION_TOUCH_SECONDS = 60;

/**
 * Turns a token's session into the principal of the request. A session ends at its absolute
 * lifetime (SESSION_TTL_SECONDS from sign-in) and also when unused for its idle time:
 * SESSION_IDLE_SECONDS for visitors, STAFF_SESSION_IDLE_SECONDS for staff.
 */
@Injectable()
export class AccountSessionResolver implements SessionResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: UserRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Reads of a session still under way: a page's server rendering asks the API several things at once
   * with the same session (the header's counts, the page's data), and they share one read. Nothing is
   * kept once the read has answered, so a revoked session is refused from the next request on.
   */
  private readonly inFlight = new Map<string, Promise<AuthUser | null>>();

  resolve(sessionId: string, userId: string): Promise<AuthUser | null> {
    const key = `${sessionId}:${userId}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const read = this.repository
      .findPrincipal(sessionId, userId, {
        now: this.clock.now(),
        idleSeconds: this.config.jwt.sessionIdleSeconds,
        staffIdleSeconds: this.config.jwt.staffSessionIdleSeconds,
        touchAfterSeconds: SESSION_TOUCH_SECONDS,
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, read);
    return read;
  }
}
