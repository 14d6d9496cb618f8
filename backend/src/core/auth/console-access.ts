import type { AuthUser } from './auth-user.js';

/**
 * Decides whether a signed-in principal whose claims already match a staff route may use it now
 * (implemented by the mfa module: a session that still owes its second factor, or an account that
 * must enrol one first, is refused with its own error code).
 */
export interface ConsoleAccessPolicy {
  assertAllowed(user: AuthUser): Promise<void>;
}

export const CONSOLE_ACCESS_POLICY = Symbol('CONSOLE_ACCESS_POLICY');
