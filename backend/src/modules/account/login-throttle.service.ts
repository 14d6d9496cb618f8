import { Injectable } from '@nestjs/common';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../../core/errors/app.exception.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';

/** Failed sign-ins allowed in a 15-minute window, per account and per client address. */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perAccount: 10, perAddress: 20 } as const;

/** The counter key of an account's failed sign-ins. */
export const loginFailureKey = (email: string): string => `email:${email}`;

/** Throttles failed logins (HTTP 429). Counters live in the database, so every web process shares them. */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly counters: RateCounters) {}

  private keys(email: string, ip: string) {
    return { account: loginFailureKey(email), address: `ip:${ip}` };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const counts = await this.counters.count([keys.account, keys.address], LOGIN_LIMITS.windowSeconds);
    if ((counts.get(keys.account) ?? 0) >= LOGIN_LIMITS.perAccount || (counts.get(keys.address) ?? 0) >= LOGIN_LIMITS.perAddress) {
      throw new AppException(ErrorCode.AUTH_TOO_MANY_ATTEMPTS, 'Prea multe încercări de autentificare. Încearcă din nou peste 15 minute.');
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.counters.add([keys.account, keys.address], LOGIN_LIMITS.windowSeconds);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.counters.clear(loginFailureKey(email));
  }
}
