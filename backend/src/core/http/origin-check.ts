import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { credentialsOf } from '../auth/session-cookie.js';
import { AppException } from '../errors/app.exception.js';
import { toErrorResponse } from '../errors/http-exception.filter.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN_MESSAGE = 'Cererea a fost respinsă: nu provine de pe site-ul RoAfaceri.';

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The newsletter's one-click unsubscribe (RFC 8058): mail providers POST to the List-Unsubscribe
 * URL from their own servers, and a webmail may do it from the visitor's browser with its own
 * Origin and the visitor's cookies. The route acts only on the token in its URL, never on a
 * session, so a forged request can do nothing the link itself does not do.
 */
const isOneClickUnsubscribe = (method: string, url: string): boolean =>
  method === 'POST' && (url === '/api/newsletter/unsubscribe' || url.startsWith('/api/newsletter/unsubscribe?'));

/** Stripe's webhook: Stripe's servers post it with no session; it is accepted only with a valid signature. */
export const STRIPE_WEBHOOK_PATH = '/api/checkout/webhook/stripe';
const isSignedWebhook = (method: string, url: string): boolean => method === 'POST' && url.split('?')[0] === STRIPE_WEBHOOK_PATH;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether `origin` is the site itself: PUBLIC_URL's origin; outside production also the origin of
 * the Host the request was sent to (the site started on another port or address than PUBLIC_URL).
 */
export function isSiteOrigin(origin: string | null, config: AppConfig, host: string | undefined): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === new URL(config.http.publicUrl).origin) return true;
  if (config.isProduction || !host) return false;
  const parsed = originOf(origin);
  return parsed !== null && new URL(parsed).host === host.toLowerCase();
}

/**
 * Cross-site request forgery guard of the API. A state-changing call authenticated by the session
 * cookie (which browsers attach to requests other sites make) must say it comes from the site:
 * `Origin`, or `Referer` when a browser sent no Origin. Bearer calls are exempt (no other site can
 * make a browser send the header). Calls without credentials (sign-in, registration, public forms)
 * pass without the headers, but a foreign Origin is refused there too (no signing a visitor in to an
 * account of the attacker's choosing). Runs before the body is read.
 */
export function rejectsForeignOrigin(request: FastifyRequest, config: AppConfig): boolean {
  if (
    !STATE_CHANGING.has(request.method) ||
    !isApiPath(request.url) ||
    isOneClickUnsubscribe(request.method, request.url) ||
    isSignedWebhook(request.method, request.url)
  )
    return false;
  const credentials = credentialsOf(request, config);
  if (credentials === 'bearer') return false;
  const host = request.headers.host;
  const origin = request.headers.origin;
  if (origin !== undefined) return !isSiteOrigin(origin, config, host);
  if (credentials === null) return false;
  const referer = request.headers.referer;
  return !isSiteOrigin(referer ? originOf(referer) : null, config, host);
}

/** Installs the guard on every route (after the cookie parser, so the session cookie is known). */
export function installOriginCheck(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!rejectsForeignOrigin(request, config)) return done();
    const { status, body } = toErrorResponse(new AppException(ErrorCode.FORBIDDEN, FOREIGN_ORIGIN_MESSAGE));
    void reply.status(status).header('cache-control', 'no-store').send(body);
  });
}
