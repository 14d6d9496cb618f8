import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createRequestListener, type FetchHandler } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../../config/app-config.js';
import { toErrorResponse } from '../errors/http-exception.filter.js';
import { AppException } from '../errors/app.exception.js';
import { cspDirectives, cspHeader } from './csp.js';

const NONCE_HEADER = 'x-csp-nonce';

/** In-process call to our own API, as the SSR loaders' transport (no loopback socket). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript))/;

/**
 * Pages and client-navigation data go out gzipped to browsers that accept it (the HTML of a
 * listing page shrinks about five times); static files are precompressed by the build instead.
 */
export function compressed(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const acceptsGzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  if (!response.body || !acceptsGzip || !COMPRESSIBLE_TYPE.test(type) || response.headers.has('content-encoding') || request.method === 'HEAD') return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.append('vary', 'accept-encoding');
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
}

/** What the frontend's server entry exports for us (frontend/app/entry.server.tsx). */
interface FrontendEntry {
  createLoadContext(input: { apiFetch: ApiFetch; nonce: string }): unknown;
  /**
   * React Router's own handler, taken from the build so that the build's copy of react-router
   * checks its own RouterContextProvider class (the workspace has more than one copy installed).
   */
  createRequestHandler(build: unknown, mode: string): (request: Request, context: unknown) => Promise<Response>;
}

interface ServerBuild {
  entry: { module: FrontendEntry };
}

export function makeApiFetch(fastify: FastifyInstance, clientIp: string): ApiFetch {
  return async (path, init = {}) => {
    if (!path.startsWith('/api/')) throw new Error(`apiFetch only reaches /api paths, not ${path}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string' || Buffer.isBuffer(init.body)) payload = init.body;
    else if (init.body !== undefined && init.body !== null) {
      // FormData, URLSearchParams, streams: serialise once, and take the content type (with the
      // multipart boundary) from the same serialisation.
      const serialised = new Response(init.body);
      payload = Buffer.from(await serialised.arrayBuffer());
      headers['content-type'] = serialised.headers.get('content-type') ?? headers['content-type'];
    }
    const result = await fastify.inject({ method: (init.method ?? 'GET') as 'GET', url: path, headers, payload, remoteAddress: clientIp });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, item);
    }
    const status = result.statusCode;
    return new Response(status === 204 || status === 304 ? null : result.rawPayload, { status, headers: responseHeaders });
  };
}

/**
 * Serves the server-rendered public site: React Router's fetch handler behind a Fastify wildcard
 * route. `/api/*` misses answer the JSON 404; everything else is rendered (the app's own 404 page
 * answers unknown paths with HTTP 404).
 */
export async function registerSsr(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const serverBuildFile = join(config.paths.frontendBuild, 'server/index.js');
  let listener: ReturnType<typeof createRequestListener> | null = null;
  if (existsSync(serverBuildFile)) {
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    const entry = build.entry.module;
    const handler = entry.createRequestHandler(build, config.env === 'development' ? 'development' : 'production');
    const fetchHandler: FetchHandler = async (request, client) => {
      const nonce = request.headers.get(NONCE_HEADER) ?? '';
      const response = await handler(request, entry.createLoadContext({ apiFetch: makeApiFetch(fastify, client.address), nonce }));
      return compressed(request, response);
    };
    listener = createRequestListener(fetchHandler);
  } else {
    new Logger('Ssr').warn(`No frontend build at ${serverBuildFile}: public pages answer 503 until \`npm run build\` has run.`);
  }

  await fastify.register(async (scope) => {
    // The body stays unread for React Router actions.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
          const { status, body } = toErrorResponse(AppException.notFound('Adresa API cerută nu există.'));
          return reply.status(status).send(body);
        }
        if (!listener) {
          return reply
            .status(503)
            .type('text/html; charset=utf-8')
            .send('<!doctype html><html lang="ro"><meta charset="utf-8"><title>RoAfaceri</title><p>Site-ul public nu este construit. Rulează <code>npm run build</code>.</p></html>');
        }
        // A fresh nonce per page; set here, so a client-sent header of that name is never trusted.
        const nonce = randomBytes(16).toString('base64');
        request.raw.headers[NONCE_HEADER] = nonce;
        for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(key, value as string);
        reply.raw.setHeader('content-security-policy', cspHeader(cspDirectives(config.isProduction, nonce, config.tracking)));
        reply.hijack();
        await listener(request.raw, reply.raw);
      },
    });
  });
}
