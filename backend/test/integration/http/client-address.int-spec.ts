import { builtSite } from '../../support/built-site.js';
import { newMember, TEST_PASSWORD } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

async function lastSessionIp(t: TestApp, userId: string): Promise<string> {
  return (await t.dataSource.query(`SELECT ip FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [userId]))[0].ip;
}

/** The client address: the socket's, or the one a trusted proxy forwarded (TRUST_PROXY). */
describe('client address behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test's own requests come from 127.0.0.1: they play the proxy.
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', FRONTEND_BUILD_DIR: builtSite() } });
  });
  afterAll(() => t.close());

  it('counts failed sign-ins per forwarded address: 20 failures from one visitor do not stop another', async () => {
    const member = await newMember(t);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failed = await t.http
        .post('/api/login')
        .set('x-forwarded-for', '198.51.100.20')
        .send({ email: `nimeni${attempt}@example.ro`, password: 'Gresita123' });
      expect(failed.status).toBe(401);
    }
    const other = await t.http.post('/api/login').set('x-forwarded-for', '198.51.100.21').send({ email: member.email, password: TEST_PASSWORD });
    expect(other.status).toBe(200);
    expect(await lastSessionIp(t, member.id)).toBe('198.51.100.21');
    // A proxy that appends to a header the visitor sent: the address the proxy saw counts, not the visitor's claim.
    await t.http.post('/api/login').set('x-forwarded-for', '10.9.9.9, 198.51.100.22').send({ email: member.email, password: TEST_PASSWORD }).expect(200);
    expect(await lastSessionIp(t, member.id)).toBe('198.51.100.22');
  });

  it('passes the forwarded address to the API when a page signs a visitor in', async () => {
    const member = await newMember(t);
    const page = await t.http.post('/auth/login').set('x-forwarded-for', '198.51.100.30').type('form').send({ email: member.email, password: TEST_PASSWORD });
    expect(page.status).toBeLessThan(400);
    expect(String(page.headers['set-cookie'])).toMatch(/auth_token=/);
    expect(await lastSessionIp(t, member.id)).toBe('198.51.100.30');
  });
});

describe('client address without a trusted proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a direct client cannot choose its address', async () => {
    const member = await newMember(t);
    await t.http.post('/api/login').set('x-forwarded-for', '198.51.100.40').send({ email: member.email, password: TEST_PASSWORD }).expect(200);
    expect(await lastSessionIp(t, member.id)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    // Failures sent with ever-changing forwarded addresses all count against the one real address.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await t.http
        .post('/api/login')
        .set('x-forwarded-for', `198.51.100.${100 + attempt}`)
        .send({ email: `altcineva${attempt}@example.ro`, password: 'Gresita123' });
    }
    const keys = ((await t.dataSource.query(`SELECT key FROM rate_counters`)) as { key: string }[]).map((row) => row.key);
    expect(keys.some((key) => key.includes('127.0.0.1'))).toBe(true);
    expect(keys.filter((key) => key.includes('198.51.100'))).toEqual([]);
  });
});

describe('a site on https behind a TLS proxy (PUBLIC_URL=https://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://roafaceri.test', FRONTEND_BUILD_DIR: builtSite() } });
  });
  afterAll(() => t.close());

  it('takes a sign-in form posted from the https page, and sets the __Host- session cookie, Secure', async () => {
    const member = await newMember(t);
    const page = await t.http
      .post('/auth/login')
      .set('host', 'roafaceri.test')
      .set('origin', 'https://roafaceri.test')
      .set('x-forwarded-for', '198.51.100.50')
      .type('form')
      .send({ email: member.email, password: TEST_PASSWORD });
    expect(page.status).toBe(302);
    const cookie = (page.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('__Host-auth_token='))!;
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(await lastSessionIp(t, member.id)).toBe('198.51.100.50');
    // The cookie under its https name is the session; the plain name is not.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect((await t.http.get('/api/account').set('cookie', `__Host-auth_token=${token}`)).status).toBe(200);
    expect((await t.http.get('/api/account').set('cookie', `auth_token=${token}`)).status).toBe(401);
  });
});
