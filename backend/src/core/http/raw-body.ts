import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { FORM_BODY_LIMIT } from './body-limit.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, kept only for the routes `installRawBody` names (signed webhooks). */
    rawBody?: Buffer;
  }
}

/**
 * Keeps the raw body of the POST routes at `paths` (a webhook's signature is computed over the exact
 * bytes), up to the form body limit, before the JSON parser reads it again from a copy.
 */
export function installRawBody(fastify: FastifyInstance, paths: readonly string[]): void {
  const wanted = new Set(paths);
  fastify.addHook('preParsing', async (request: FastifyRequest, _reply, payload) => {
    if (request.method !== 'POST' || !wanted.has(request.url.split('?')[0])) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > FORM_BODY_LIMIT) throw Object.assign(new Error('Cererea depășește dimensiunea permisă.'), { statusCode: 413 });
      chunks.push(chunk as Buffer);
    }
    request.rawBody = Buffer.concat(chunks);
    return Readable.from([request.rawBody]);
  });
}
