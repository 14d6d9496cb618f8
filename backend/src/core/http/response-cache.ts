import { Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

interface CachedResponse {
  /** Bytes, encoded once: a string body would be encoded to UTF-8 (and measured) again on every replay. */
  body: Buffer;
  headers: Record<string, string>;
  /** Fresh until then; kept (stale) for one more TTL. */
  expires: number;
  /** What the entry takes: body, headers and key, in bytes. */
  bytes: number;
  /** When a request was let through to compute the expired answer again (0: none yet). */
  refreshing: number;
}

const CACHEABLE = Symbol('CACHEABLE');
const PENDING = Symbol('RESPONSE_CACHE_PENDING');
const MAX_ENTRIES = 5000;
/** Bookkeeping of one entry beyond its bytes (the cache's slot, the object, the expiry). */
const ENTRY_OVERHEAD_BYTES = 200;
/**
 * How long the other requests of an expired answer keep getting it while one request computes it
 * again; a recompute that stores nothing (an error, a change of the data meanwhile) lets the next
 * request try once this has passed.
 */
const REFRESH_WAIT_MS = 2000;

/** Public list routes whose query is normalised before routing (`GET /api/{family}/list/web`, `…/list/web-new`). */
const LIST_ROUTE = /^\/api\/[a-z-]+\/list\/web(-new)?$/;
/** Parameters the list queries read as numbers (lists of numbers are comma-joined). */
const NUMERIC_PARAMETERS = new Set(['page', 'pageSize', 'county', 'subdomain', 'priceMin', 'priceMax', 'domain']);
const CANONICAL_NUMBER = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * One spelling of a public list query, so that one answer is computed and cached once:
 * parameters decoded and trimmed, empty ones dropped, numbers of the numeric parameters written
 * canonically (`pageSize=0100`, `00100` and `100` are one query), then sorted by name (a
 * parameter's repeated values keep their order). Applied before routing (create-app.ts), so the
 * route answers exactly the query the cache keys on. Unknown parameters are kept: the route
 * refuses them with 400, which is never cached. Other paths are returned as they came.
 */
export function normalizedUrl(method: string | undefined, url: string): string {
  if (method !== 'GET' && method !== 'HEAD') return url;
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (mark < 0 || !LIST_ROUTE.test(path)) return url;
  let parameters: URLSearchParams;
  try {
    parameters = new URLSearchParams(url.slice(mark + 1));
  } catch {
    return url;
  }
  const kept: [string, string][] = [];
  for (const [name, raw] of parameters) {
    let value = raw.trim();
    if (!value) continue;
    if (NUMERIC_PARAMETERS.has(name)) {
      value = value
        .split(',')
        .map((item) => (CANONICAL_NUMBER.test(item.trim()) ? String(Number(item.trim())) : item))
        .join(',');
    }
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}
/** Headers that belong to one response only and are never replayed. */
const PRIVATE_HEADERS = new Set(['set-cookie', 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Marks a public GET route whose answer depends only on its URL (never on the visitor): the
 * answer is kept for RESPONSE_CACHE_TTL_MS and replayed before routing, guards and pipes run.
 */
export const CacheResponse = (): MethodDecorator => SetMetadata(CACHEABLE, true);

/**
 * A short-lived in-process cache of public answers ("micro-caching"). Any write to the data behind
 * them calls `invalidate()`, which other processes hear of through Redis (CacheInvalidationBus). Bounded by
 * RESPONSE_CACHE_MAX_BYTES (and 5,000 entries): the least recently used answers leave first.
 */
@Injectable()
export class ResponseCache {
  /** Least recently used answers go first; an answer is dropped two TTLs after it was stored (fresh, then stale). */
  private readonly entries: LRUCache<string, CachedResponse>;
  private generation = 0;
  private readonly listeners: Array<() => void> = [];
  private publish: (() => void) | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.entries = new LRUCache<string, CachedResponse>({
      max: MAX_ENTRIES,
      maxSize: Math.max(1, config.responseCacheMaxBytes),
      sizeCalculation: (entry) => entry.bytes,
      ttl: Math.max(0, Math.ceil(2 * config.responseCacheTtlMs)),
      // The clock of `expires` (and of fake timers in tests), read on every use.
      perf: Date,
      ttlResolution: 0,
    });
  }

  get enabled(): boolean {
    return this.config.responseCacheTtlMs > 0;
  }

  /** Bytes the cached answers take now. */
  get size(): number {
    return this.entries.calculatedSize;
  }

  /**
   * The answer to replay, if any. An expired answer is computed again by one request (the first to
   * come: it gets nothing) while the requests that come meanwhile keep getting the expired one
   * (`stale`) for at most one more TTL: without it every request in flight when a popular answer
   * expired ran the same list query at once (the slowest answers of a loaded site, every TTL). A
   * change of the data (`invalidate`) still forgets every answer at once.
   */
  lookup(url: string): (CachedResponse & { stale?: boolean }) | undefined {
    // Used now: the most recently used.
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires + this.config.responseCacheTtlMs <= now) {
      this.entries.delete(url);
      return undefined;
    }
    if (entry.expires > now) return entry;
    if (entry.refreshing && now - entry.refreshing < REFRESH_WAIT_MS) return { ...entry, stale: true };
    entry.refreshing = now;
    return undefined;
  }

  /** Stores an answer computed during `generation`; dropped if data changed meanwhile. */
  store(url: string, generation: number, body: string | Buffer, headers: Record<string, string>): void {
    if (!this.enabled || generation !== this.generation) return;
    const bytesOfBody = typeof body === 'string' ? Buffer.from(body) : body;
    let bytes = ENTRY_OVERHEAD_BYTES + Buffer.byteLength(url) + bytesOfBody.length;
    for (const [name, value] of Object.entries(headers)) bytes += name.length + Buffer.byteLength(value);
    // Larger than the whole cache: not kept, and the answer kept for this URL (if any) stays.
    if (bytes > this.config.responseCacheMaxBytes) return;
    this.entries.set(url, { body: bytesOfBody, headers, expires: Date.now() + this.config.responseCacheTtlMs, bytes, refreshing: 0 });
  }

  currentGeneration(): number {
    return this.generation;
  }

  /**
   * The data behind public answers changed: this process forgets them (and the caches that follow
   * this one, `onInvalidate`), and every other process is told (CacheInvalidationBus, Redis).
   */
  invalidate(): void {
    this.forget();
    this.publish?.();
  }

  /** Forgets every answer here only (a change told by another process). */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  /** Another cache of the same data (server-rendered pages) forgets with this one. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** How other processes are told of a change (set by CacheInvalidationBus when Redis is configured). */
  publishWith(publish: (() => void) | null): void {
    this.publish = publish;
  }

  /**
   * Serves cached answers first thing and keeps new ones of routes marked @CacheResponse().
   * Installed on the Fastify instance before Nest adds its own hooks and middleware, so a hit
   * costs one cache lookup; `resolve` gives the cache once the application exists.
   */
  static installHooks(fastify: FastifyInstance, resolve: () => ResponseCache | undefined): void {
    fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const cache = resolve();
      if (request.method !== 'GET' || !cache?.enabled) return done();
      const hit = cache.lookup(request.url);
      if (!hit) return done();
      void reply
        .headers(hit.headers)
        .header('x-cache', hit.stale ? 'stale' : 'hit')
        .send(hit.body);
    });
    fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
      const generation = (request as unknown as Record<symbol, number | undefined>)[PENDING];
      const cache = resolve();
      if (cache && generation !== undefined && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (!PRIVATE_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        cache.store(request.url, generation, payload, headers);
      }
      done(null, payload);
    });
  }
}

/** Flags requests of @CacheResponse() routes so the onSend hook keeps their answer. */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: ResponseCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.cache.enabled && this.reflector.get<boolean | undefined>(CACHEABLE, context.getHandler())) {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      if (request.method === 'GET') (request as unknown as Record<symbol, number>)[PENDING] = this.cache.currentGeneration();
    }
    return next.handle();
  }
}
