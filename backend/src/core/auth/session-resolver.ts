import type { AuthUser } from './auth-user.js';

/** Implemented by the account module: turns a token's session id into a live principal. */
export interface SessionResolver {
  resolve(sessionId: string, userId: string): Promise<AuthUser | null>;
}

export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');
