import { Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

interface CachedResponse {
  body: string | Buffer;
  headers: Record<string, string>;
  expires: number;
}

const CACHEABLE = Symbol('CACHEABLE');
const PENDING = Symbol('RESPONSE_CACHE_PENDING');
const MAX_ENTRIES = 5000;
/** Headers that belong to one response only and are never replayed. */
const PRIVATE_HEADERS = new Set(['set-cookie', 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Marks a public GET route whose answer depends only on its URL (never on the visitor): the
 * answer is kept for RESPONSE_CACHE_TTL_MS and replayed before routing, guards and pipes run.
 */
export const CacheResponse = (): MethodDecorator => SetMetadata(CACHEABLE, true);

/**
 * A short-lived in-process cache of public answers ("micro-caching"). Any write to the data behind
 * them calls `invalidate()`; other processes (a separate worker) are bounded by the TTL.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private generation = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.responseCacheTtlMs > 0;
  }

  lookup(url: string): CachedResponse | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry;
    this.entries.delete(url);
    return undefined;
  }

  /** Stores an answer computed during `generation`; dropped if data changed meanwhile. */
  store(url: string, generation: number, body: string | Buffer, headers: Record<string, string>): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(url, { body, headers, expires: Date.now() + this.config.responseCacheTtlMs });
  }

  currentGeneration(): number {
    return this.generation;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Serves cached answers first thing and keeps new ones of routes marked @CacheResponse().
   * Installed on the Fastify instance before Nest adds its own hooks and middleware, so a hit
   * costs one Map lookup; `resolve` gives the cache once the application exists.
   */
  static installHooks(fastify: FastifyInstance, resolve: () => ResponseCache | undefined): void {
    fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const cache = resolve();
      if (request.method !== 'GET' || !cache?.enabled) return done();
      const hit = cache.lookup(request.url);
      if (!hit) return done();
      void reply.headers(hit.headers).header('x-cache', 'hit').send(hit.body);
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
