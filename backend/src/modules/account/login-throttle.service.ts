import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../../core/errors/app.exception.js';
import { addressKey, addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';

/**
 * Sign-in limits in a 15-minute window. Per account: at most 10 attempts that are not followed by
 * a success; beyond, even the right password is refused. Per client address: from 20 failures
 * on, every sign-in from it waits (250 ms, doubling, at most 8 s) but still signs in with the
 * right password; from 100 failures on, the address is refused outright.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 10,
  perAddress: 20,
  addressCeiling: 100,
  firstDelayMs: 250,
  maxDelayMs: 8000,
} as const;

export const ACCOUNT_LOCKED_MESSAGE = 'Prea multe încercări de autentificare pentru acest cont. Încearcă din nou în cel mult 15 minute.';
export const ADDRESS_REFUSED_MESSAGE = 'Prea multe încercări de autentificare eșuate de la această adresă. Încearcă din nou mai târziu.';

/** Lost-password requests: per client address (answered 429 past it), and emails sent per address asked for (past it, silently none). */
export const LOST_PASSWORD_LIMITS = {
  perAddress: { max: 10, windowSeconds: 60 * 60 },
  emailsPerAddressee: { max: 3, windowSeconds: 60 * 60 },
} as const;

export const LOST_PASSWORD_LIMIT_MESSAGE = 'Ai cerut de prea multe ori resetarea parolei în ultima oră. Încearcă din nou mai târziu.';

/** The counter key of an account's sign-in attempts. */
export const loginFailureKey = (email: string): string => `email:${email}`;

/** How long a sign-in from an address with `failures` failures in the window waits before the password is checked. */
export function addressDelayMs(failures: number): number {
  if (failures < LOGIN_LIMITS.perAddress) return 0;
  return Math.min(LOGIN_LIMITS.maxDelayMs, LOGIN_LIMITS.firstDelayMs * 2 ** (failures - LOGIN_LIMITS.perAddress));
}

/**
 * Throttles sign-ins and lost-password requests (HTTP 429). Counters live in the database, so every web process shares them.
 * An account's attempt is counted by one atomic increment before its password is checked, and the
 * result decides: parallel attempts each get their own number, so none slips past the limit.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly counters: RateCounters) {}

  /**
   * Admits one sign-in attempt, counting it against the account: refuses (429) an address past the
   * ceiling and an account past its limit, and makes a busy address wait.
   */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const address = await this.counters.state(addressKey('login', ip), LOGIN_LIMITS.windowSeconds);
    if (address.count >= LOGIN_LIMITS.addressCeiling) {
      throw new AppException(ErrorCode.AUTH_TOO_MANY_ATTEMPTS, ADDRESS_REFUSED_MESSAGE, undefined, address.retryAfterSeconds);
    }
    const account = await this.counters.increment(loginFailureKey(email), LOGIN_LIMITS.windowSeconds);
    if (account.count > LOGIN_LIMITS.perAccount) {
      throw new AppException(ErrorCode.AUTH_TOO_MANY_ATTEMPTS, ACCOUNT_LOCKED_MESSAGE, undefined, account.retryAfterSeconds);
    }
    const delay = addressDelayMs(address.count);
    if (delay) await this.pause(delay);
  }

  /** A wrong password or unknown account: the attempt stays counted against the account, and the address gets a failure. */
  async recordFailure(_email: string, ip: string): Promise<void> {
    await this.counters.increment(addressKey('login', ip), LOGIN_LIMITS.windowSeconds);
  }

  /** The right password: the account's attempts are forgotten. */
  async recordSuccess(email: string): Promise<void> {
    await this.counters.clear(loginFailureKey(email));
  }

  /**
   * Counts a lost-password request: 429 past the address's limit; otherwise whether a reset email
   * may go to `email` (false past its limit, which the caller must not let show in its answer).
   */
  async admitPasswordReset(email: string, ip: string): Promise<boolean> {
    await this.counters.take([addressLimit('lost-password', ip, LOST_PASSWORD_LIMITS.perAddress, LOST_PASSWORD_LIMIT_MESSAGE)]);
    return this.counters.tryTake([{ key: `lost-password-email:${email}`, ...LOST_PASSWORD_LIMITS.emailsPerAddressee, message: LOST_PASSWORD_LIMIT_MESSAGE }]);
  }

  /** The server-side wait of a busy address (a method, so tests can observe it without waiting). */
  pause(ms: number): Promise<void> {
    return sleep(ms);
  }
}
