import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The authProvider against a fake `fetch` (no browser, no server). `window` has web storage that
 * records every write, to prove the console never keeps the token there. Each test imports fresh
 * modules (a page load: the token kept in memory is gone, as after a reload).
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
let storageWrites: string[];
let authProvider: (typeof import('./authProvider'))['authProvider'];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, code: string) => () => json(status, { error: { code, message: 'x' } });

const recordingStorage = (name: string) => ({
  getItem: () => null,
  setItem: (key: string) => storageWrites.push(`${name}.setItem(${key})`),
  removeItem: () => undefined,
  clear: () => undefined,
});

async function loadPage() {
  vi.resetModules();
  ({ authProvider } = await import('./authProvider'));
}

beforeEach(async () => {
  calls = [];
  routes = {};
  storageWrites = [];
  vi.stubGlobal('window', { sessionStorage: recordingStorage('sessionStorage'), localStorage: recordingStorage('localStorage') });
  vi.stubGlobal('sessionStorage', recordingStorage('sessionStorage'));
  vi.stubGlobal('localStorage', recordingStorage('localStorage'));
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
  await loadPage();
});

afterEach(() => {
  expect(storageWrites).toEqual([]);
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('posts { email, password } with credentials and keeps the token in memory only', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-1', user: user('moderator') });
    routes['GET /api/admin/session'] = () => json(200, { user: user('moderator') });

    await expect(authProvider.login({ username: ' moderator@roafaceri.ro ', password: 'Staff12345' })).resolves.toBeUndefined();

    expect(calls[0]!.body).toEqual({ email: 'moderator@roafaceri.ro', password: 'Staff12345' });
    expect(calls[0]!.credentials).toBe('include');
    // The next call of this page carries the token as Bearer (and the cookie).
    await authProvider.checkAuth();
    const check = calls.find((call) => call.url === '/api/admin/session');
    expect(check?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(check?.credentials).toBe('include');
  });

  it('after a reload works with the httpOnly cookie alone: no token, the API says who is signed in', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-2', user: user('admin') });
    await authProvider.login({ username: 'admin@roafaceri.ro', password: 'Staff12345' });

    await loadPage();
    routes['GET /api/admin/session'] = () => json(200, { user: user('admin') });
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ id: 'u1', role: 'admin' });
    const check = calls.filter((call) => call.url === '/api/admin/session');
    expect(check).toHaveLength(1);
    expect(check[0]!.headers.has('Authorization')).toBe(false);
    expect(check[0]!.credentials).toBe('include');
  });

  it('refuses a regular user, ends the session it opened and forgets the token', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-user', user: user('user') });
    routes['POST /api/auth/logout'] = () => json(200, { ok: true });

    await expect(authProvider.login({ username: 'demo@roafaceri.ro', password: 'Demo12345' })).rejects.toThrow('Contul nu are acces la consola echipei.');

    const logout = calls.find((call) => call.url === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok-user');
    expect(logout?.credentials).toBe('include');
    routes['GET /api/admin/session'] = apiError(401, 'UNAUTHENTICATED');
    await authProvider.checkAuth().catch(() => undefined);
    expect(calls.at(-1)!.headers.has('Authorization')).toBe(false);
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
  });
});

describe('second factor', () => {
  it('sends a staff member with a second factor to the code step, then signs in with the code', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-mfa', user: user('admin'), secondFactor: 'code' });

    await expect(authProvider.login({ username: 'admin@roafaceri.ro', password: 'Staff12345' })).resolves.toEqual({ redirectTo: '/login?pas=cod' });

    // Until then the console refuses the session and keeps it (react-admin logs out on a failed check).
    routes['GET /api/admin/session'] = apiError(403, 'AUTH_MFA_REQUIRED');
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false, redirectTo: '/login?pas=cod' });
    await expect(authProvider.logout()).resolves.toBe('/login?pas=cod');
    expect(calls.some((call) => call.url === '/api/auth/logout')).toBe(false);

    routes['POST /api/auth/mfa/verify'] = () => json(200, { ok: true, recoveryCodesLeft: 10 });
    routes['GET /api/admin/session'] = () => json(200, { user: user('admin') });
    await expect(authProvider.login({ code: ' 123456 ' })).resolves.toBeUndefined();
    const verify = calls.find((call) => call.url === '/api/auth/mfa/verify');
    expect(verify?.body).toEqual({ code: '123456' });
    expect(verify?.headers.get('Authorization')).toBe('Bearer tok-mfa');
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });

  it('says so when the code is wrong, and stays at the code step', async () => {
    routes['POST /api/auth/mfa/verify'] = () =>
      json(400, { error: { code: 'AUTH_MFA_CODE_INVALID', message: 'x', details: [{ field: 'code', message: 'x' }] } });
    await expect(authProvider.login({ code: '000000' })).rejects.toThrow('Codul nu este corect sau a expirat.');
    routes['POST /api/auth/mfa/verify'] = apiError(429, 'RATE_LIMITED');
    await expect(authProvider.login({ code: '000000' })).rejects.toThrow('Prea multe încercări. Încearcă din nou mai târziu.');
  });

  it('sends an account that must enrol to the enrolment step, after a reload too', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-e', user: user('moderator'), secondFactor: 'enrol' });
    await expect(authProvider.login({ username: 'm@roafaceri.ro', password: 'Staff12345' })).resolves.toEqual({ redirectTo: '/login?pas=activare' });

    await loadPage();
    routes['GET /api/admin/session'] = apiError(403, 'AUTH_MFA_ENROLMENT_REQUIRED');
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false, redirectTo: '/login?pas=activare' });
    await expect(authProvider.logout()).resolves.toBe('/login?pas=activare');
    expect(calls.some((call) => call.url === '/api/auth/logout')).toBe(false);
  });

  it('after an enrolment on the login page, login without credentials opens the console with the cookie session', async () => {
    routes['GET /api/admin/session'] = apiError(403, 'AUTH_MFA_ENROLMENT_REQUIRED');
    await expect(authProvider.login({})).resolves.toEqual({ redirectTo: '/login?pas=activare' });
    routes['GET /api/admin/session'] = () => json(200, { user: user('moderator') });
    await expect(authProvider.login({})).resolves.toBeUndefined();
    routes['GET /api/admin/session'] = apiError(401, 'UNAUTHENTICATED');
    await expect(authProvider.login({})).rejects.toThrow('Autentificarea nu a reușit. Încearcă din nou.');
    expect(calls.filter((call) => call.url === '/api/admin/session').every((call) => call.credentials === 'include')).toBe(true);
  });

  it('a staff call refused for the second factor sends the console back to that step', async () => {
    await expect(authProvider.checkError({ status: 403, body: { error: { code: 'AUTH_MFA_REQUIRED', message: 'x' } } })).rejects.toEqual({
      message: false,
      redirectTo: '/login?pas=cod',
    });
  });
});

describe('session checks', () => {
  it('checkAuth rejects on 401 (quietly when there was no session)', async () => {
    routes['GET /api/admin/session'] = apiError(401, 'UNAUTHENTICATED');
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
  });

  it('checkAuth rejects a signed-in regular user', async () => {
    routes['GET /api/admin/session'] = apiError(403, 'FORBIDDEN');
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: 'roafaceri.auth.not_staff' });
  });

  it('checkError logs out on 401, stays signed in on 403, ignores other errors', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-3', user: user('admin') });
    await authProvider.login({ username: 'admin@roafaceri.ro', password: 'Staff12345' });
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    // The token is forgotten.
    routes['GET /api/admin/session'] = apiError(401, 'UNAUTHENTICATED');
    await authProvider.checkAuth().catch(() => undefined);
    expect(calls.at(-1)!.headers.has('Authorization')).toBe(false);
  });

  it('getIdentity and getPermissions come from GET /api/admin/session', async () => {
    routes['GET /api/admin/session'] = () => json(200, { user: user('admin') });

    await expect(authProvider.getIdentity()).resolves.toEqual({
      id: 'u1',
      fullName: 'Andreea Ionescu',
      email: 'admin@roafaceri.ro',
      role: 'admin',
    });
    await expect(authProvider.getPermissions()).resolves.toBe('admin');
    // Both answers come from one request (short cache).
    expect(calls.filter((call) => call.url === '/api/admin/session')).toHaveLength(1);
  });
});

describe('canAccess', () => {
  it('opens the moderation screens to moderators and admins, not to consultants', async () => {
    routes['GET /api/admin/session'] = () => json(200, { user: user('moderator') });
    await expect(authProvider.canAccess({ action: 'list', resource: 'moderation' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'show', resource: 'company' })).resolves.toBe(true);

    await loadPage();
    routes['GET /api/admin/session'] = () => json(200, { user: user('consultant') });
    await expect(authProvider.canAccess({ action: 'list', resource: 'moderation' })).resolves.toBe(false);
    await expect(authProvider.canAccess({ action: 'show', resource: 'company' })).resolves.toBe(false);
  });

  it('refuses everything when nobody is signed in', async () => {
    routes['GET /api/admin/session'] = apiError(401, 'UNAUTHENTICATED');
    await expect(authProvider.canAccess({ action: 'list', resource: 'moderation' })).resolves.toBe(false);
  });
});

describe('logout', () => {
  it('revokes the session server-side and forgets the token', async () => {
    routes['POST /api/login'] = () => json(200, { token: 'tok-4', user: user('admin') });
    routes['POST /api/auth/logout'] = () => json(200, { ok: true });
    await authProvider.login({ username: 'admin@roafaceri.ro', password: 'Staff12345' });

    await authProvider.logout();

    const logout = calls.filter((call) => call.url === '/api/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers.get('Authorization')).toBe('Bearer tok-4');
  });

  it('revokes a staff session held by the cookie alone (after a reload)', async () => {
    routes['GET /api/admin/session'] = () => json(200, { user: user('admin') });
    routes['POST /api/auth/logout'] = () => json(200, { ok: true });
    await authProvider.checkAuth();

    await authProvider.logout();

    const logout = calls.find((call) => call.url === '/api/auth/logout');
    expect(logout?.credentials).toBe('include');
    expect(logout?.headers.has('Authorization')).toBe(false);
  });

  it("does not end a regular user's public-site session when /admin/ turns them away", async () => {
    routes['GET /api/admin/session'] = apiError(403, 'FORBIDDEN');
    await expect(authProvider.checkAuth()).rejects.toBeDefined();

    await authProvider.logout();

    expect(calls.some((call) => call.url === '/api/auth/logout')).toBe(false);
  });
});
