/**
 * Create actions that happen once. A form carries a submission token made when it was drawn (the
 * site's actions pass it on as `Idempotency-Key`); an API client sends its own `Idempotency-Key`.
 * A create route marked `@CreatesOnce()` remembers each request by sender, key and fingerprint
 * (method, path and body): the first one runs, and a repeat — a double click, a resent form, a
 * client retrying after a timeout, even two sent at the same moment — gets the first one's answer
 * instead of creating again.
 *
 * The fingerprint is part of what is remembered, so one key with another body is another request:
 * a token drawn into a page that the public cache serves to many visitors (a listing's contact form)
 * never mixes two visitors' messages. A request that failed is forgotten, so its repeat runs again
 * (and fails the same way, or succeeds once the cause is gone).
 */
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { ErrorCode } from '../../contracts/error-codes.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AppException } from '../errors/app.exception.js';
import { addressRateKey } from '../http/client-info.js';
import { readFormBody, type MultipartLimits } from '../http/multipart.js';

const CREATES_ONCE = Symbol('CREATES_ONCE');

/** The header API clients send; the site's actions send a form's submission token (contracts `SUBMISSION_TOKEN_FIELD`) in it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key is 8–200 characters of letters, digits and `-_.:` (a UUID, Stripe-style keys). */
const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** How long a repeat waits for the first request to finish before it is told to try again. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

/** Hours a request is remembered (the daily pruning removes older ones). */
export const SUBMISSION_RETENTION_HOURS = 24;

/**
 * Minutes after which a request still marked as running is taken to be lost (its process stopped
 * mid-request, e.g. a restart): its repeat then runs instead of waiting a whole day. No create
 * request runs this long (the slowest wait on Stripe, at most three tries of STRIPE_TIMEOUT_MS).
 */
const ABANDONED_AFTER_MINUTES = 10;

interface CreatesOnceOptions {
  /**
   * A route that reads a multipart body (readFormBody) names its limits here: the body is read
   * with them before the route runs (the route's own read gets the same fields and files), so that
   * the fingerprint covers what was sent and not only where.
   */
  form?: MultipartLimits;
}

/** Marks a create route: a repeat of one of its requests with the same key answers the first result. */
export const CreatesOnce = (options: CreatesOnceOptions = {}): MethodDecorator => SetMetadata(CREATES_ONCE, options);

/** The same JSON whatever the order of an object's keys (the fingerprint of a body). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What a request asks: method, path (query included) and body. */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, url, canonical(body ?? null)]))
    .digest('hex');
}

/** Who sent a request: the signed-in account, else the client address (IPv6 by its /64). */
function actorOf(request: FastifyRequest & { user?: AuthUser }): string {
  return request.user?.id ? `user:${request.user.id}` : `ip:${addressRateKey(request.ip)}`;
}

/** The request's key (its `Idempotency-Key` header); undefined when it carries none. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (typeof raw !== 'string') return undefined;
  const key = raw.trim();
  if (!KEY_PATTERN.test(key)) {
    throw AppException.validation([
      { field: IDEMPOTENCY_HEADER, message: 'Cheia cererii trebuie să aibă între 8 și 200 de litere, cifre sau semnele - _ . :' },
    ]);
  }
  return key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Claim {
  actor: string;
  key: string;
  fingerprint: string;
}

/** The remembered requests, in the `submissions` table (shared by every web process). */
@Injectable()
export class Submissions {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes the request's place; false when another request with the same claim came first (and is
   * not lost: a claim still running after ABANDONED_AFTER_MINUTES is taken over).
   */
  async claim({ actor, key, fingerprint }: Claim): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO submissions (actor, key, fingerprint, state) VALUES ($1, $2, $3, 'started')
       ON CONFLICT (actor, key, fingerprint) DO UPDATE SET created_at = now()
         WHERE submissions.state = 'started' AND submissions.created_at < now() - make_interval(mins => $4)
       RETURNING key`,
      [actor, key, fingerprint, ABANDONED_AFTER_MINUTES],
    );
    return rows.length === 1;
  }

  async complete({ actor, key, fingerprint }: Claim, answer: unknown): Promise<void> {
    await this.dataSource.query(`UPDATE submissions SET state = 'done', answer = $4 WHERE actor = $1 AND key = $2 AND fingerprint = $3`, [
      actor,
      key,
      fingerprint,
      JSON.stringify(answer ?? null),
    ]);
  }

  /** Forgets a claim whose request failed, so that its repeat runs again. */
  async release({ actor, key, fingerprint }: Claim): Promise<void> {
    await this.dataSource.query(`DELETE FROM submissions WHERE actor = $1 AND key = $2 AND fingerprint = $3 AND state = 'started'`, [actor, key, fingerprint]);
  }

  async find({ actor, key, fingerprint }: Claim): Promise<{ state: 'started' | 'done'; answer: unknown } | undefined> {
    const rows: { state: 'started' | 'done'; answer: unknown }[] = await this.dataSource.query(
      `SELECT state, answer FROM submissions WHERE actor = $1 AND key = $2 AND fingerprint = $3`,
      [actor, key, fingerprint],
    );
    return rows[0];
  }

  /** Requests remembered since before `before`; returns how many were forgotten. */
  async prune(before: Date): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(`DELETE FROM submissions WHERE created_at < $1 RETURNING key`, [before]);
    return rows.length;
  }

  /**
   * Runs `work` once for a claim: the first request runs it and stores its answer; a repeat waits
   * for that answer (while the first still runs) and returns it.
   */
  async once(claim: Claim, work: () => Promise<unknown>): Promise<unknown> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.claim(claim)) {
        let answer: unknown;
        try {
          answer = await work();
        } catch (error) {
          // The request's own error is what its sender must see, also when forgetting it fails (the
          // claim is then taken over once abandoned).
          await this.release(claim).catch(() => undefined);
          throw error;
        }
        await this.complete(claim, answer);
        return answer;
      }
      const first = await this.find(claim);
      if (first?.state === 'done') return first.answer;
      // Gone: the first request failed and was forgotten, so this one runs (claims again).
      if (!first) continue;
      if (Date.now() > deadline) {
        throw new AppException(
          ErrorCode.SUBMISSION_IN_PROGRESS,
          'Aceeași cerere este încă în lucru. Reîncarcă pagina peste câteva momente și verifică dacă a fost înregistrată.',
        );
      }
      await sleep(POLL_MS);
    }
  }
}

/** What a create request answered: replayed as it was. */
interface StoredAnswer {
  body: unknown;
  status: number;
}

/** Applies `Submissions.once` to every route marked `@CreatesOnce()` whose request carries a key. */
@Injectable()
export class CreatesOnceInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly submissions: Submissions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = context.getType() === 'http' ? this.reflector.get<CreatesOnceOptions | undefined>(CREATES_ONCE, context.getHandler()) : undefined;
    if (!options) return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const reply = http.getResponse<FastifyReply>();
    const key = keyOf(request);
    if (!key) return next.handle();
    return from(this.once(request, reply, key, options, next));
  }

  private async once(
    request: FastifyRequest & { user?: AuthUser },
    reply: FastifyReply,
    key: string,
    options: CreatesOnceOptions,
    next: CallHandler,
  ): Promise<unknown> {
    const claim = { actor: actorOf(request), key, fingerprint: fingerprintOf(request.method, request.url, await contentOf(request, options)) };
    // The status is the route's own unless the handler chose one (201 or 200 by what it stored): kept with the body.
    const stored = (await this.submissions.once(claim, async (): Promise<StoredAnswer> => ({
      body: await lastValueFrom(next.handle(), { defaultValue: undefined }),
      status: reply.statusCode,
    }))) as StoredAnswer;
    if (stored.status) void reply.status(stored.status);
    return stored.body;
  }
}

/**
 * What a request sends, for its fingerprint: the parsed JSON or form body, or for a multipart body
 * its fields and each file's digest (read once, with the route's limits; the route reads the same).
 */
async function contentOf(request: FastifyRequest, options: CreatesOnceOptions): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  // Without its limits the body could not be told apart from another one sent to the same path.
  if (!options.form) throw new Error(`${request.method} ${request.routeOptions.url}: @CreatesOnce() of a multipart route needs its form limits`);
  const { fields, files } = await readFormBody(request, options.form);
  return {
    fields,
    files: files.map((file) => ({ field: file.field, filename: file.filename, sha256: createHash('sha256').update(file.buffer).digest('hex') })),
  };
}
