import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { clearToken, setToken } from '../session';
import { httpClient } from './http-client';

let lastInit: RequestInit | undefined;
let answer: Response;

beforeEach(() => {
  clearToken();
  vi.stubGlobal('fetch', async (_input: RequestInfo, init?: RequestInit) => {
    lastInit = init;
    return answer;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('httpClient', () => {
  it('sends the cookie and the token kept in memory', async () => {
    setToken('tok');
    answer = new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });

    await httpClient('/api/admin/users');

    expect(lastInit?.credentials).toBe('include');
    expect(new Headers(lastInit?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token (after a reload: the cookie alone)', async () => {
    answer = new Response('[]', { status: 200 });
    await httpClient('/api/admin/users');
    expect(new Headers(lastInit?.headers).has('Authorization')).toBe(false);
  });

  it('turns an API error code into a translation key and keeps the status', async () => {
    answer = new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Interzis' } }), { status: 403 });

    const error = await httpClient('/api/admin/users').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('roafaceri.errors.FORBIDDEN');
    expect((error as HttpError).status).toBe(403);
  });

  it('keeps the message of an outside service that does not answer: it names the service, not the database', async () => {
    const message = 'Fișierele nu pot fi accesate acum. Încearcă din nou în câteva momente.';
    answer = new Response(JSON.stringify({ error: { code: 'EXTERNAL_SERVICE_UNAVAILABLE', message } }), { status: 503 });

    const error = await httpClient('/api/admin/orders/1/invoice').catch((e: unknown) => e);

    expect((error as HttpError).message).toBe(message);
    expect((error as HttpError).status).toBe(503);
  });
});
