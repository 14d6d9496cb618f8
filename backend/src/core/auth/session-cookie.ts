import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

interface WithCookies {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}

/** The session token carried by the request's httpOnly cookie, if any. */
export function sessionCookieOf(request: WithCookies, config: AppConfig): string | undefined {
  return request.cookies?.[config.http.authCookie.name] || undefined;
}

/**
 * How the request says who it is: an `Authorization` header (Bearer, exempt from the origin check:
 * another site cannot make a browser send it), the session cookie, or nothing.
 */
export function credentialsOf(request: WithCookies, config: AppConfig): 'bearer' | 'cookie' | null {
  if (request.headers.authorization) return 'bearer';
  return sessionCookieOf(request, config) ? 'cookie' : null;
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, no Domain; Secure and `__Host-` on https. */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  const { name, secure } = config.http.authCookie;
  void reply.setCookie(name, token, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: config.jwt.sessionTtlSeconds });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  const { name, secure } = config.http.authCookie;
  void reply.clearCookie(name, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}
