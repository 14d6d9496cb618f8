import { builtSite } from '../../support/built-site.js';
import { newMember, type Member } from '../../support/members.js';
import { TEST_DATABASE_URL } from '../../support/postgres.js';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** PostgreSQL reached through a stand-in the test cuts and restores; the app is never restarted. */
describe('database unavailable', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await startTestApp({ databasePort: proxy.port, env: { RESPONSE_CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0', FRONTEND_BUILD_DIR: builtSite() } });
    member = await newMember(t);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After while PostgreSQL cannot be reached, and recovers when it is back', async () => {
    expect((await t.http.get('/api/company/list/web?pageSize=4')).status).toBe(200);
    expect((await t.http.get('/vanzare-cumparare-afaceri')).status).toBe(200);

    await proxy.cut();
    const list = await t.http.get('/api/company/list/web?pageSize=4');
    expect(list.status).toBe(503);
    expect(Number(list.headers['retry-after'])).toBeGreaterThan(0);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Serviciul este momentan indisponibil. Încearcă din nou în câteva momente.' } });
    // A signed-in call: the session cannot be checked, which is no reason to sign anyone out (503, not 401).
    const account = await t.http.get('/api/account').set(...member.auth);
    expect(account.status).toBe(503);
    const page = await t.http.get('/vanzare-cumparare-afaceri');
    expect(page.status).toBe(503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Încearcă din nou în câteva momente');
    expect(page.text).toContain('lang="ro"');

    await proxy.restore();
    await expect.poll(async () => (await t.http.get('/api/company/list/web?pageSize=4')).status, { timeout: 15_000 }).toBe(200);
    expect((await t.http.get('/api/account').set(...member.auth)).status).toBe(200);
    expect((await t.http.get('/vanzare-cumparare-afaceri')).status).toBe(200);
  });
});
