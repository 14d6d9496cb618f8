import { RouterContextProvider } from 'react-router';
import { apiFetchContext, type ApiFetch } from './api-context';

/** What the stubbed API answers to one `METHOD path`. */
export type StubAnswer = { status: number; body?: unknown };

/**
 * Loader/action arguments for tests, with a stubbed in-process API (`METHOD path` → answer, else
 * 404) that records every call, its JSON body and its `Idempotency-Key` (when sent); `signedIn`
 * sends a session cookie, `form` makes the request a POST of those fields.
 */
export function stubbedArgs(
  path: string,
  routes: Record<string, StubAnswer>,
  options: { form?: Record<string, string>; signedIn?: boolean; params?: { id?: string } } = {},
) {
  const calls: { key: string; body: unknown; idempotencyKey?: string }[] = [];
  const apiFetch: ApiFetch = async (apiPath, init) => {
    const key = `${init?.method ?? 'GET'} ${apiPath}`;
    const idempotencyKey = new Headers(init?.headers).get('idempotency-key');
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, ...(idempotencyKey ? { idempotencyKey } : {}) });
    const answer = routes[key] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  const url = new URL(`http://localhost${path}`);
  const headers: Record<string, string> = options.signedIn ? { cookie: 'auth_token=t' } : {};
  const request = options.form ? new Request(url, { method: 'POST', headers, body: new URLSearchParams(options.form) }) : new Request(url, { headers });
  return { calls, args: { request, context, url, params: options.params ?? {} } };
}
