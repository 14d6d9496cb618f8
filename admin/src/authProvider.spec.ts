import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from './session';

/*
 * The authProvider against a fake `fetch` and an in-memory sessionStorage (no browser, no server).
 * Each test imports a fresh module, so the short account cache never leaks between tests.
 */

type Call = { url: string; method: string; headers: Headers; body?: unknown; credentials?: RequestCredentials };

const user = (role: string) => ({
  id: 'u1',
  fullName: 'Andreea Ionescu',
  email: 'admin@roafaceri.ro',
  userType: 1,
  emailVerified: true,
  claims: { role },
});

let calls: Call[];
let routes: Record<string, () => Response>;
let storage: Map<string, string>;
let authProvider: (typeof import('./authProvider'))['authProvider'];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  calls = [];
  routes = {};
  storage = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init.credentials,
    });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`unexpected ${method} ${url}`);
    return route();
  });
  vi.resetModules();
  ({ authProvider } = await import('./authProvider'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('posts { email, password } with credentials and keeps the token for a staff member', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-1', user: user('moderator') });

    await authProvider.login({ username: ' moderator@roafaceri.ro ', password: 'Staff12345' });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ email: 'moderator@roafaceri.ro', password: 'Staff12345' });
    expect(calls[0]!.credentials).toBe('include');
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it('refuses a regular user, ends the session it opened and forgets the token', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-user', user: user('user') });
    routes['POST /api/auth/logout'] = () => json(200, { ok: true });

    await expect(authProvider.login({ username: 'demo@roafaceri.ro', password: 'Demo12345' })).rejects.toThrow(
      'Contul nu are acces la consola echipei.',
    );

    const logout = calls.find((call) => call.url === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-user');
    expect(logout?.credentials).toBe('include');
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it.each([
    [401, { error: { code: 'AUTH_INVALID_CREDENTIALS', message: 'x' } }, 'Email sau parolă incorecte.'],
    [429, { error: { code: 'AUTH_TOO_MANY_ATTEMPTS', message: 'x' } }, 'Prea multe încercări. Încearcă din nou mai târziu.'],
    [403, { error: { code: 'AUTH_ACCOUNT_BLOCKED', message: 'x' } }, 'Contul este blocat. Contactează un administrator.'],
    // By status alone, e.g. a proxy's own rate limit without the API's error body.
    [401, {}, 'Email sau parolă incorecte.'],
    [429, {}, 'Prea multe încercări. Încearcă din nou mai târziu.'],
  ])('maps HTTP %i to a Romanian message', async (status, body, message) => {
    routes['POST /api/login'] = () => json(status, body);
    await expect(authProvider.login({ username: 'a@b.ro', password: 'x' })).rejects.toThrow(message);
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});

describe('session checks', () => {
  it('checkAuth resolves for staff and sends the stored token as Bearer', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok-2');
    routes['GET /api/account'] = () => json(200, { user: user('consultant') });

    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-2');
    expect(calls[0]!.credentials).toBe('include');
  });

  it('checkAuth rejects on 401 (quietly when there was no session)', async () => {
    routes['GET /api/account'] = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
  });

  it('checkAuth rejects a signed-in regular user', async () => {
    routes['GET /api/account'] = () => json(200, { user: user('user') });
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: 'roafaceri.auth.not_staff' });
  });

  it('checkError logs out on 401, stays signed in on 403, ignores other errors', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok-3');
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe('tok-3');
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('getIdentity and getPermissions come from GET /api/account', async () => {
    routes['GET /api/account'] = () => json(200, { user: user('admin') });

    await expect(authProvider.getIdentity()).resolves.toEqual({
      id: 'u1',
      fullName: 'Andreea Ionescu',
      email: 'admin@roafaceri.ro',
      role: 'admin',
    });
    await expect(authProvider.getPermissions()).resolves.toBe('admin');
    // Both answers come from one request (short cache).
    expect(calls.filter((call) => call.url === '/api/account')).toHaveLength(1);
  });
});

describe('canAccess', () => {
  it('opens the moderation screens to moderators and admins, not to consultants', async () => {
    routes['GET /api/account'] = () => json(200, { user: user('moderator') });
    await expect(authProvider.canAccess({ action: 'list', resource: 'moderation' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'show', resource: 'company' })).resolves.toBe(true);

    vi.resetModules();
    ({ authProvider } = await import('./authProvider'));
    routes['GET /api/account'] = () => json(200, { user: user('consultant') });
    await expect(authProvider.canAccess({ action: 'list', resource: 'moderation' })).resolves.toBe(false);
    await expect(authProvider.canAccess({ action: 'show', resource: 'company' })).resolves.toBe(false);
  });

  it('refuses everything when nobody is signed in', async () => {
    routes['GET /api/account'] = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
    await expect(authProvider.canAccess({ action: 'list', resource: 'moderation' })).resolves.toBe(false);
  });
});

describe('logout', () => {
  it('revokes the session server-side and clears the token', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok-4');
    routes['POST /api/auth/logout'] = () => json(200, { ok: true });

    await authProvider.logout();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-4');
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it("does not end a regular user's public-site session when /admin/ turns them away", async () => {
    routes['GET /api/account'] = () => json(200, { user: user('user') });
    await expect(authProvider.checkAuth()).rejects.toBeDefined();

    await authProvider.logout();

    expect(calls.some((call) => call.url === '/api/auth/logout')).toBe(false);
  });
});
