/**
 * A loopback stand-in for the Stripe API (the calls the site makes with the official client:
 * Checkout Sessions create and retrieve, refunds), answering in Stripe's own JSON format and
 * recording what it received. Like Stripe it keeps the first answer of each `Idempotency-Key` (per
 * path, with the parameters): the same key with the same parameters answers that (nothing made
 * again; `replayed` in the record), with other parameters a 400 `idempotency_error`. `failNext` makes
 * the next calls time out (carried out, answered too late), refuse the card, or answer 429 or 500. Plus a stand-in of Stripe's hosted payment page: GET /pay/{session}
 * shows a „Plătește” button that marks the session paid, sends the signed `checkout.session.completed`
 * event to the site's webhook (signed as Stripe signs: `t=<time>,v1=HMAC-SHA256(secret, "<time>.<payload>")`)
 * and redirects to the session's success URL.
 *
 * Used by the integration tests, by the browser journeys (test/e2e/support/global-setup.ts, which
 * read what it received at RECORD_PATH) and, to try card payment locally, on its own:
 * `node backend/test/support/stripe-stand-in.ts` (see README).
 * Only node: modules, so Node runs it as it is.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_SECRET_KEY = 'sk_test_standin_0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_0123456789';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  currency: string;
  amount_total: number;
  amount_subtotal: number;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  created: number;
  /** What the site asked for (the line items as sent; Stripe keeps them apart from the session). */
  line_items_sent: unknown;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  /** Answered with the kept answer of an earlier request with the same key (nothing made again). */
  replayed: boolean;
  /** What the stand-in did instead of answering normally (a fault asked for with `failNext`). */
  fault: StandInFault['kind'] | null;
}

/**
 * A fault the next calls of one path get, as Stripe or the network may:
 * - `timeout`: the call is carried out (the session made, its answer kept under the idempotency key)
 *   but the answer is held `delayMs` (past the client's timeout), so the client never sees it;
 * - `card_error`: 402 with a `card_error` (Stripe keeps it under the key, as it does);
 * - `rate_limit`: 429 `rate_limit_error`, nothing done;
 * - `api_error`: 500 `api_error`, nothing done.
 */
export type StandInFault =
  | { kind: 'timeout'; delayMs: number }
  | { kind: 'card_error'; code?: string; declineCode?: string; message?: string }
  | { kind: 'rate_limit' }
  | { kind: 'api_error' };

export interface WebhookDelivery {
  eventId: string;
  status: number;
}

export interface StripeStandIn {
  /** Base URL for STRIPE_API_URL. */
  url: string;
  /** The site's environment for card payments through this stand-in. */
  env: Record<string, string>;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  webhookDeliveries: WebhookDelivery[];
  /** Where the hosted page stand-in sends its events (settable once the site's address is known). */
  webhookUrl: string | null;
  /** Marks a session paid (as the hosted page does) and answers the signed `checkout.session.completed` event, without sending it. */
  pay(sessionId: string, overrides?: Partial<StandInSession>): SignedEvent;
  /** The next `times` calls of `path` (e.g. `/v1/checkout/sessions`) get `fault`, in turn after any already asked for. */
  failNext(path: string, fault: StandInFault, times?: number): void;
  /** A signed event of any payload (`timestamp`: seconds, to make stale ones); `secret` to forge. */
  sign(event: object, options?: { timestamp?: number; secret?: string }): SignedEvent;
  close(): Promise<void>;
}

export interface SignedEvent {
  id: string;
  payload: string;
  /** The `Stripe-Signature` header. */
  signature: string;
}

/** GET: everything the stand-in received and answered, as JSON (`StandInRecord`). */
export const RECORD_PATH = '/__stand-in/record';

export interface StandInRecord {
  sessions: StandInSession[];
  refunds: StandInRefund[];
  webhookDeliveries: WebhookDelivery[];
  requests: RecordedRequest[];
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's signature header over `payload` at `timestamp`. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Parses the form encoding the Stripe client sends (`a[b][0][c]=1`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = path[index + 1];
      node[key] ??= /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  response.end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, message: string, code?: string) =>
  json(response, status, { error: { type: status === 401 ? 'invalid_request_error' : 'invalid_request_error', message, ...(code ? { code } : {}) } });

/** The parameters of a call in one canonical form (keys sorted), to compare a key's calls. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `webhookDelayMs`: the hosted page sends the buyer back at once and the event that long after (as
 * Stripe may), so the order page is seen while the payment is being confirmed.
 */
export async function startStripeStandIn(
  options: { port?: number; secretKey?: string; webhookSecret?: string; webhookUrl?: string; webhookDelayMs?: number } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  // Stripe keeps the first answer of each idempotency key with the parameters it was asked with.
  const idempotent = new Map<string, { status: number; body: unknown; params: string }>();
  const faults = new Map<string, StandInFault[]>();
  const held = new Set<NodeJS.Timeout>();
  const webhookDeliveries: WebhookDelivery[] = [];
  let base = '';

  const sign = (event: object, signOptions: { timestamp?: number; secret?: string } = {}): SignedEvent => {
    const payload = JSON.stringify(event, null, 2);
    return {
      id: (event as { id?: string }).id ?? '',
      payload,
      signature: stripeSignature(payload, signOptions.secret ?? webhookSecret, signOptions.timestamp),
    };
  };

  const pay = (sessionId: string, overrides: Partial<StandInSession> = {}): SignedEvent => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId} at the Stripe stand-in`);
    if (session.status === 'open') Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi'), url: null });
    const object = { ...session, ...overrides };
    delete (object as Partial<StandInSession>).line_items_sent;
    return sign({
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-27',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: { object },
    });
  };

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) return stripeError(response, 401, 'Invalid API Key provided.');
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const body = parseStripeForm(raw);
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const recorded: RecordedRequest = { method: request.method ?? '', path, body, idempotencyKey, replayed: false, fault: null };
    requests.push(recorded);
    const keyed = idempotencyKey && request.method === 'POST' ? `${path}:${idempotencyKey}` : null;
    const fault = request.method === 'POST' ? faults.get(path)?.shift() : undefined;
    if (fault) recorded.fault = fault.kind;
    // Refused before anything is looked at (Stripe keeps no answer for these under the key).
    if (fault?.kind === 'rate_limit')
      return json(response, 429, { error: { type: 'rate_limit_error', message: 'Too many requests hit the API too quickly.', code: 'rate_limit' } });
    if (fault?.kind === 'api_error') return json(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
    /** Answers now, or (a `timeout` fault) too late for the client, which has given up by then. */
    const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      if (fault?.kind !== 'timeout') return json(response, status, value, headers);
      const timer = setTimeout(() => {
        held.delete(timer);
        if (!response.destroyed) json(response, status, value, headers);
      }, fault.delayMs);
      held.add(timer);
    };
    if (keyed && idempotent.has(keyed)) {
      const kept = idempotent.get(keyed)!;
      // Stripe: the same key with other parameters is refused, never carried out.
      if (kept.params !== canonical(body)) {
        return json(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      recorded.replayed = true;
      return send(kept.status, kept.body, { 'idempotent-replayed': 'true' });
    }
    if (fault?.kind === 'card_error') {
      const error = {
        error: {
          type: 'card_error',
          code: fault.code ?? 'card_declined',
          ...(fault.declineCode ? { decline_code: fault.declineCode } : {}),
          message: fault.message ?? 'Your card was declined.',
        },
      };
      if (keyed) idempotent.set(keyed, { status: 402, body: error, params: canonical(body) });
      return json(response, 402, error);
    }
    const answer = (status: number, value: unknown) => {
      // Done and kept under the key, whether or not the client gets to read the answer.
      if (keyed) idempotent.set(keyed, { status, body: value, params: canonical(body) });
      send(status, value);
    };

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (body.line_items as { quantity?: string; price_data?: { unit_amount?: string; currency?: string } }[] | undefined) ?? [];
      const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
      if (!items.length || !body.success_url) return stripeError(response, 400, 'Missing required param: line_items.', 'parameter_missing');
      const id = newId('cs');
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: String(body.mode ?? 'payment'),
        currency: String(body.currency ?? items[0].price_data?.currency ?? 'eur'),
        amount_total: amount,
        amount_subtotal: amount,
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        customer_email: (body.customer_email as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url ?? body.success_url),
        url: `${base}/pay/${id}`,
        livemode: false,
        created: now(),
        line_items_sent: items,
      };
      sessions.set(id, session);
      const { line_items_sent: _sent, ...visible } = session;
      return answer(200, visible);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      if (!session) return stripeError(response, 404, `No such checkout.session: '${sessionMatch[1]}'`, 'resource_missing');
      const { line_items_sent: _sent, ...visible } = session;
      return answer(200, visible);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = String(body.payment_intent ?? '');
      const paid = [...sessions.values()].find((session) => session.payment_intent === intent && session.payment_status === 'paid');
      if (!paid) return stripeError(response, 404, `No such payment_intent: '${intent}'`, 'resource_missing');
      if (refunds.some((refund) => refund.payment_intent === intent))
        return stripeError(response, 400, `Charge for payment intent ${intent} has already been refunded.`, 'charge_already_refunded');
      const refund: StandInRefund = {
        id: newId('re'),
        object: 'refund',
        amount: body.amount ? Number(body.amount) : paid.amount_total,
        currency: paid.currency,
        payment_intent: intent,
        status: 'succeeded',
        reason: (body.reason as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        created: now(),
      };
      refunds.push(refund);
      return answer(200, refund);
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
  };

  const hostedPage = async (request: IncomingMessage, response: ServerResponse, sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Sesiunea de plată nu există.');
    }
    if (request.method === 'POST') {
      await readBody(request);
      const event = pay(sessionId);
      const url = stand.webhookUrl;
      const deliver = async () => {
        if (!url) return;
        const delivered = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': event.signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: event.payload,
        });
        webhookDeliveries.push({ eventId: event.id, status: delivered.status });
      };
      if (options.webhookDelayMs)
        setTimeout(() => void deliver().catch(() => webhookDeliveries.push({ eventId: event.id, status: 0 })), options.webhookDelayMs);
      else await deliver();
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return response.end();
    }
    const amount = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2 }).format(session.amount_total / 100);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>Plată cu cardul (test)</title></head><body>
<main><h1>Plată cu cardul (mediu de test)</h1>
<p>Comanda ${escapeHtml(session.client_reference_id ?? '')}: <strong>${amount} ${escapeHtml(session.currency.toUpperCase())}</strong></p>
${session.status === 'open' ? `<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Plătește</button></form><p><a href="${escapeHtml(session.cancel_url)}">Renunță</a></p>` : '<p>Sesiunea a fost deja plătită.</p>'}
</main></body></html>`);
  };

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    // What the stand-in received, for tests running in another process (the browser journeys).
    if (request.method === 'GET' && path === RECORD_PATH) {
      return json(response, 200, { sessions: [...sessions.values()], refunds, webhookDeliveries, requests });
    }
    const payMatch = /^\/pay\/([\w-]+)$/.exec(path);
    const work = payMatch ? hostedPage(request, response, payMatch[1]) : api(request, response, path);
    work.catch((error: Error) => {
      if (!response.headersSent) stripeError(response, 500, error.message);
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stand: StripeStandIn = {
    url: base,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: base },
    requests,
    sessions,
    refunds,
    webhookDeliveries,
    webhookUrl: options.webhookUrl ?? null,
    pay,
    sign,
    failNext: (path, fault, times = 1) => {
      const list = faults.get(path) ?? [];
      for (let index = 0; index < times; index++) list.push(fault);
      faults.set(path, list);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}

// Run on its own (trying card payment locally): STRIPE_STAND_IN_PORT (default 12111) and SITE_URL (default http://localhost:3000).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const stand = await startStripeStandIn({ port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111), webhookUrl: `${site}/api/checkout/webhook/stripe` });
  console.log(`Stripe stand-in on ${stand.url}, events to ${stand.webhookUrl}. Start the site with:`);
  console.log(
    Object.entries(stand.env)
      .map(([key, value]) => `${key}=${value}`)
      .join(' '),
  );
}
