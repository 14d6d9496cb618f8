import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { TOKEN_STORAGE_KEY } from '../session';
import { httpClient } from './http-client';

let storage: Map<string, string>;
let lastInit: RequestInit | undefined;
let answer: Response;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => storage.get(key) ?? null } });
  vi.stubGlobal('fetch', async (_input: RequestInfo, init?: RequestInit) => {
    lastInit = init;
    return answer;
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('httpClient', () => {
  it('sends the cookie and the stored token', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    answer = new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });

    await httpClient('/api/admin/users');

    expect(lastInit?.credentials).toBe('include');
    expect(new Headers(lastInit?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a stored token', async () => {
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
});
