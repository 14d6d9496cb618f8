import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHeaders, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../../config/app-config.js';
import { jwtKey } from '../auth/jwt-key.js';
import { sessionCookieOf } from '../auth/session-cookie.js';
import { AUTH_COOKIE, COOKIE_CONSENT_COOKIE, SECURE_AUTH_COOKIE } from '../../contracts/auth.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { toErrorResponse } from '../errors/http-exception.filter.js';
import { AppException } from '../errors/app.exception.js';
import { ANONYMOUS_MULTIPART_LIMIT, ByteLimit, declaredLength, FORM_BODY_LIMIT, SIGNED_IN_MULTIPART_LIMIT } from './body-limit.js';
import { clientAddress } from './client-info.js';
import { cspDirectives, paymentFormTargets, cspHeader } from './csp.js';
import { NONCE_PLACEHOLDER, PageCache, stamped, stampedBrotli, stampedGzip, type CachedPage } from './page-cache.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_PAGE, statusPageResponse, TOO_LARGE_PAGE } from './status-pages.js';

const NONCE_HEADER = 'x-csp-nonce';

/** In-process call to our own API, as the SSR loaders' transport (no loopback socket). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript))/;

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

function acceptsBrotli(request: FastifyRequest): boolean {
  return /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
}

/**
 * Pages and client-navigation data go out compressed to browsers that accept it (the HTML of a
 * listing page shrinks about five times); static files are precompressed by the build instead.
 * A page is read whole and compressed in one call on libuv's thread pool (brotli at a fast quality
 * where accepted, else gzip), then written at once: streaming it chunk by chunk through a
 * compression stream cost the render's thread a tenth of a signed-in page's time. Client-navigation
 * data keeps streaming (it may carry deferred values).
 */
export async function compressed(request: FastifyRequest, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !acceptsGzip(request) || !COMPRESSIBLE_TYPE.test(type) || response.headers.has('content-encoding') || request.method === 'HEAD')
    return response;
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  headers.delete('content-length');
  if (!type.startsWith('text/html')) {
    headers.set('content-encoding', 'gzip');
    return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
  }
  const html = Buffer.from(await response.arrayBuffer());
  const brotli = acceptsBrotli(request);
  const body = brotli ? await brotliAsync(html, PAGE_BROTLI) : await gzipAsync(html, PAGE_GZIP);
  headers.set('content-encoding', brotli ? 'br' : 'gzip');
  headers.set('content-length', String(body.length));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A fresh render is compressed per answer, so at fast settings (a 74 kB signed-in family page): brotli
 * quality 4 (0.65 ms of CPU, 16.0 kB; quality 5 took 1.0 ms for 15.1 kB) and gzip level 1 (0.44 ms,
 * 20.6 kB; the default level 6 took 0.94 ms for 18.1 kB). Cached pages are compressed once, harder.
 */
const PAGE_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const PAGE_GZIP = { level: 1 };

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

/**
 * The in-process API transport of one page request. `clientIp` is the visitor's address as the
 * page request resolved it (trusted proxies applied), so per-address limits count the visitor, not
 * the site. The call says it comes from the site itself (`Origin`): the page's action already passed
 * React Router's own same-origin check. `onUnavailable` is told when an answer says the database
 * cannot be reached (503 SERVICE_UNAVAILABLE).
 */
export function makeApiFetch(fastify: FastifyInstance, clientIp: string, siteOrigin: string, onUnavailable?: () => void): ApiFetch {
  return async (path, init = {}) => {
    if (!path.startsWith('/api/')) throw new Error(`apiFetch only reaches /api paths, not ${path}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      // The address is given as the socket's; no forwarded header may override it.
      if (!key.startsWith('x-forwarded-') && key !== 'forwarded') headers[key] = value;
    });
    headers.origin = siteOrigin;
    let payload: string | Buffer | Readable | undefined;
    if (typeof init.body === 'string' || Buffer.isBuffer(init.body)) payload = init.body;
    else if (init.body !== undefined && init.body !== null) {
      // FormData, URLSearchParams, streams: serialised as a stream (the files of a form are not
      // copied into one more buffer), with the content type (and multipart boundary) it gives.
      const serialised = new Response(init.body);
      payload = serialised.body ? Readable.fromWeb(serialised.body as never) : undefined;
      headers['content-type'] = serialised.headers.get('content-type') ?? headers['content-type'];
    }
    const result = await fastify.inject({ method: (init.method ?? 'GET') as 'GET', url: path, headers, payload, remoteAddress: clientIp });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, item);
    }
    const status = result.statusCode;
    if (status === 503 && onUnavailable && errorCodeOf(result.rawPayload) === ErrorCode.SERVICE_UNAVAILABLE) onUnavailable();
    return new Response(status === 204 || status === 304 ? null : result.rawPayload, { status, headers: responseHeaders });
  };
}

function errorCodeOf(payload: Buffer): string | undefined {
  try {
    return (JSON.parse(payload.toString('utf8')) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/** Paths of pages about one person (account, payment, sign-in): never stored by any cache. */
const PERSONAL_PAGE = /^\/((cont|plata|auth|anunt-nou|incarcare-documente)(\/|\.data$|$)|adauga-)/;

/**
 * The largest body a page's action may be sent: forms 1 MB like the API; multipart forms one
 * picture for anyone (a review's photo), every picture of the publishing form for a signed-in
 * visitor (a session token of this site, checked by its signature).
 */
function bodyLimitOf(request: FastifyRequest, config: AppConfig, tokens: JwtService): number {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) return FORM_BODY_LIMIT;
  const token = sessionCookieOf(request as never, config);
  if (!token) return ANONYMOUS_MULTIPART_LIMIT;
  try {
    tokens.verify(token, { algorithms: ['HS256'] });
    return SIGNED_IN_MULTIPART_LIMIT;
  } catch {
    return ANONYMOUS_MULTIPART_LIMIT;
  }
}

/** The response with one header set (a redirect's headers are immutable: it is copied then). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * The page request as a fetch Request; its body (POST) flows through `limit` as it is read. Sent to
 * the site's own host, its URL has the site's scheme (PUBLIC_URL): behind a TLS proxy the socket is
 * plain http, and React Router refuses an action whose Origin (https) differs from the request URL.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, limit: ByteLimit | null, site: URL): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // Past the limit the page's work is abandoned (the 413 page answers), not reported as its error.
  limit?.once('exceeded', () => controller.abort());
  const host = request.headers.host ?? 'localhost';
  const url = `${host.toLowerCase() === site.host ? site.protocol : 'http:'}//${host}${request.url}`;
  const body = limit ? (Readable.toWeb(request.raw.pipe(limit)) as ReadableStream<Uint8Array>) : undefined;
  return new Request(url, { method: request.method, headers: createHeaders(request.raw), body, signal: controller.signal, duplex: 'half' } as RequestInit);
}

/** Cookies that make a visitor someone: their pages are never shared. */
const SESSION_COOKIES = [AUTH_COOKIE, SECURE_AUTH_COOKIE] as const;

function splitUrl(url: string): [string, string?] {
  const mark = url.indexOf('?');
  return mark < 0 ? [url] : [url.slice(0, mark), url.slice(mark)];
}

/**
 * Sends a page from the page cache with this answer's nonce: 304 when the visitor holds the same
 * page (its copy keeps the policy it came with: no new one is sent), else the HTML, brotli or gzip
 * from the pre-compressed pieces for browsers that accept it (brotli once it is ready). Browsers revalidate it (`no-cache`). Written
 * straight to the socket: a hit costs the nonce's deflate and a CRC.
 */
function sendCachedPage(reply: FastifyReply, request: FastifyRequest, page: CachedPage, nonce: string, cache: 'hit' | 'miss'): void {
  const raw = reply.raw;
  const headers: Record<string, string> = { 'cache-control': 'no-cache', ...page.headers, etag: page.etag, vary: 'accept-encoding', 'x-cache': cache };
  const tags = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(page.etag)) {
    raw.removeHeader('content-security-policy');
    raw.writeHead(304, headers).end();
    return;
  }
  const brotli = acceptsBrotli(request) ? stampedBrotli(page, nonce) : null;
  const gzip = !brotli && acceptsGzip(request);
  const body = brotli ?? (gzip ? stampedGzip(page, nonce) : stamped(page, nonce));
  if (brotli) headers['content-encoding'] = 'br';
  else if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  raw.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the server-rendered public site: React Router's fetch handler behind a Fastify wildcard
 * route. `/api/*` misses answer the JSON 404; everything else is rendered (the app's own 404 page
 * answers unknown paths with HTTP 404). Bodies of actions are bounded (413 page past the limit,
 * checked on the declared length first, then on the bytes as they arrive); a page whose API calls
 * found the database unavailable answers the 503 page.
 */
export async function registerSsr(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const serverBuildFile = join(config.paths.frontendBuild, 'server/index.js');
  const site = new URL(config.http.publicUrl);
  const siteOrigin = site.origin;
  const tokens = new JwtService({ secret: jwtKey(config.jwt.secret) as unknown as string });
  const logger = new Logger('Ssr');
  const pages = app.get(PageCache);
  let render: ((request: Request, clientIp: string, onUnavailable: () => void) => Promise<Response>) | null = null;
  if (existsSync(serverBuildFile)) {
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    const entry = build.entry.module;
    const handler = entry.createRequestHandler(build, config.env === 'development' ? 'development' : 'production');
    render = async (request, clientIp, onUnavailable) => {
      const nonce = request.headers.get(NONCE_HEADER) ?? '';
      return handler(request, entry.createLoadContext({ apiFetch: makeApiFetch(fastify, clientIp, siteOrigin, onUnavailable), nonce }));
    };
  } else {
    logger.warn(`No frontend build at ${serverBuildFile}: public pages answer 503 until \`npm run build\` has run.`);
  }

  await fastify.register(async (scope) => {
    // The body stays unread here: the page's action reads it, through the limit.
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
        if (!render) {
          return reply
            .status(503)
            .type('text/html; charset=utf-8')
            .send(
              '<!doctype html><html lang="ro"><meta charset="utf-8"><title>RoAfaceri</title><p>Site-ul public nu este construit. Rulează <code>npm run build</code>.</p></html>',
            );
        }
        const maxBytes = request.method === 'POST' ? bodyLimitOf(request, config, tokens) : 0;
        if (request.method === 'POST' && (declaredLength(request.headers['content-length']) ?? 0) > maxBytes) {
          // Refused before a byte of the body is read; the connection closes instead of draining it.
          return reply.status(413).header('connection', 'close').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(TOO_LARGE_PAGE);
        }
        // A fresh nonce per page; set here, so a client-sent header of that name is never trusted.
        const nonce = randomBytes(16).toString('base64');
        const [path, search = ''] = splitUrl(request.url);
        // An anonymous visitor's page may come from the page cache, or go into it: then it renders
        // with the nonce placeholder, stamped with this answer's nonce as it goes out.
        const pageKey = pages.keyOf(request.method, path, search, request.headers.cookie, SESSION_COOKIES, COOKIE_CONSENT_COOKIE);
        request.raw.headers[NONCE_HEADER] = pageKey ? NONCE_PLACEHOLDER : nonce;
        for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(key, value as string);
        reply.raw.setHeader(
          'content-security-policy',
          cspHeader(cspDirectives(config.isProduction, nonce, config.tracking, paymentFormTargets(config.payments))),
        );
        reply.hijack();
        const cached = pageKey ? pages.lookup(pageKey) : undefined;
        if (cached) return sendCachedPage(reply, request, cached, nonce, 'hit');
        const generation = pages.currentGeneration();

        const limit = request.method === 'POST' ? new ByteLimit(maxBytes) : null;
        let databaseDown = false;
        let response: Response;
        try {
          response = await render(toFetchRequest(request, reply, limit, site), clientAddress(request), () => (databaseDown = true));
        } catch (error) {
          if (!limit?.exceeded && !reply.raw.destroyed) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
          response = new Response('Eroare internă. Încearcă din nou.', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
        }
        if (limit?.exceeded || databaseDown) {
          await response.body?.cancel().catch(() => undefined);
          response = limit?.exceeded
            ? statusPageResponse(413, TOO_LARGE_PAGE, { connection: 'close' })
            : statusPageResponse(503, SERVICE_UNAVAILABLE_PAGE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
        }
        if (pageKey && !limit?.exceeded && !databaseDown) {
          const html = Buffer.from(await response.arrayBuffer());
          const stored =
            request.method === 'GET' && !PERSONAL_PAGE.test(path) ? pages.store(pageKey, generation, response.status, response.headers, html) : null;
          if (stored) {
            if (!reply.raw.destroyed) sendCachedPage(reply, request, stored, nonce, 'miss');
            return;
          }
          response = new Response(request.method === 'HEAD' ? null : html.toString('utf8').replaceAll(NONCE_PLACEHOLDER, nonce), {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
        }
        try {
          response = await compressed(request, response);
        } catch {
          // The render failed after its first bytes (or the client left): the socket is closed.
          reply.raw.destroy();
          return;
        }
        if (PERSONAL_PAGE.test(path) || sessionCookieOf(request as never, config)) response = withHeader(response, 'cache-control', 'no-store');
        if (reply.raw.destroyed) return;
        // A body that fails midway (the client left, a render error after the head): the socket is closed.
        await sendResponse(reply.raw, response).catch(() => reply.raw.destroy());
      },
    });
  });
}
