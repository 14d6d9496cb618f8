import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { credentialsOf } from '../auth/session-cookie.js';

/**
 * Answers meant for one person are never stored by browsers or shared caches: every API answer to a
 * request that carried credentials (cookie or Bearer). Routes that need a session answer anonymous
 * callers with the 401 error, which the exception filter already marks no-store; server-rendered
 * pages are marked by the SSR bridge (ssr.ts).
 */
export function installNoStore(fastify: FastifyInstance, config: AppConfig): void {
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    if (request.url.startsWith('/api') && credentialsOf(request, config) !== null && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      // A route's own stricter value (e.g. `private, no-store` of a download) stays.
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
