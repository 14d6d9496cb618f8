import type { FastifyInstance } from 'fastify';
import { makeApiFetch } from '../../../src/core/http/ssr.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The server-rendered site's loaders and actions call the API in-process through this. */
describe('in-process API fetch for server rendering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const apiFetch = () => makeApiFetch(t.app.getHttpAdapter().getInstance() as unknown as FastifyInstance, '203.0.113.7', t.config.http.publicUrl);

  it('sends JSON and passes on the session cookie the API sets', async () => {
    await t.http
      .post('/api/account/register')
      .send({ fullName: 'Fetch', email: 'fetch@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true })
      .expect(201);
    const response = await apiFetch()('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fetch@example.ro', password: 'Parola123' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/^auth_token=/);
    const cookie = response.headers.getSetCookie()[0].split(';')[0];
    const me = await apiFetch()('/api/account', { headers: { cookie } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('fetch@example.ro');
    const [session] = await t.dataSource.query(`SELECT ip FROM sessions ORDER BY created_at DESC LIMIT 1`);
    expect(session.ip).toBe('203.0.113.7');
  });

  it('sends FormData as multipart with a matching boundary (profile photo upload)', async () => {
    await t.http
      .post('/api/account/register')
      .send({ fullName: 'Poza', email: 'poza@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true })
      .expect(201);
    const token = (await t.http.post('/api/login').send({ email: 'poza@example.ro', password: 'Parola123' })).body.token;
    const form = new FormData();
    form.set('fullName', 'Poza Nouă');
    form.set('avatar', new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' }), 'poza.png');
    const response = await apiFetch()('/api/account/profile', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as { fullName: string; avatarUrl: string };
    expect(profile.fullName).toBe('Poza Nouă');
    expect(profile.avatarUrl).toMatch(/\.png$/);
  });

  it('uses the given client address even when the page request forwarded another, and calls as the site itself', async () => {
    await t.http
      .post('/api/account/register')
      .send({ fullName: 'Adresa', email: 'adresa@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true })
      .expect(201);
    const login = await apiFetch()('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'adresa@example.ro', password: 'Parola123' }),
    });
    expect(login.status).toBe(200);
    const [session] = await t.dataSource.query(`SELECT ip FROM sessions ORDER BY created_at DESC LIMIT 1`);
    expect(session.ip).toBe('203.0.113.7');
    // A cookie-authenticated change passes the API's origin check: the bridge speaks for the site.
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await apiFetch()('/api/auth/logout', { method: 'POST', headers: { cookie } })).status).toBe(200);
  });

  it('refuses paths outside the API', async () => {
    await expect(apiFetch()('/admin/', {})).rejects.toThrow(/only reaches \/api/);
  });
});
