import { startTestApp, type TestApp } from '../../support/test-app.js';

const valid = { fullName: 'Ana Pop', email: 'ana@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: '1', acceptTerms: 'true' };

/** Every endpoint of the foundation with bodies that must be refused: 400 with field details, nothing changed, never 5xx. */
describe('bad input', () => {
  let t: TestApp;
  let token: string;
  const counts = async () =>
    (
      await t.dataSource.query(
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM newsletter_subscribers)::int AS subscribers, (SELECT count(*) FROM user_tokens)::int AS tokens`,
      )
    )[0];

  beforeAll(async () => {
    t = await startTestApp();
    await t.http.post('/api/account/register').send(valid).expect(201);
    token = (await t.http.post('/api/login').send({ email: 'ana@example.ro', password: 'Parola123' }).expect(200)).body.token;
  });
  afterAll(() => t.close());

  const cases: [string, string, unknown, string[]][] = [
    ['POST', '/api/login', { email: 'nu-e-email', password: '' }, ['email', 'password']],
    ['POST', '/api/login', { email: 'a@b.c', password: 'x' }, ['email']],
    ['POST', '/api/login', { email: 'ana@example.ro', password: 'Parola123', admin: true }, ['admin']],
    ['POST', '/api/login', { email: ['ana@example.ro'], password: { $gt: '' } }, ['email', 'password']],
    ['POST', '/api/auth/lostPassword', { email: "' OR 1=1 --" }, ['email']],
    ['POST', '/api/auth/resetPassword', { token: 'x', password: 'scurta', confirmPassword: 'alta' }, ['password', 'confirmPassword']],
    ['POST', '/api/auth/verifyEmail', { token: 12 }, ['token']],
    ['POST', '/api/account/register', { ...valid, email: 'ana2@example', password: 'fara-cifre', confirmPassword: 'fara-cifre' }, ['email', 'password']],
    ['POST', '/api/account/register', { ...valid, email: 'ana3@example.ro', userType: '3', acceptTerms: 'false' }, ['userType', 'acceptTerms']],
    ['POST', '/api/account/register', { ...valid, email: 'ana4@example.ro', fullName: '   ', phone: 'abc' }, ['fullName', 'phone']],
    ['POST', '/api/account/register', { ...valid, email: 'ana5@example.ro', role: 'admin' }, ['role']],
    ['POST', '/api/account/validateCUI', {}, ['CUI']],
    ['POST', '/api/newsletter', { email: 'x@y.toolongtoplevel' }, ['email']],
    ['POST', '/api/newsletter/funds', {}, ['email']],
  ];

  it.each(cases)('%s %s %j → 400 with field details', async (method, path, body, fields) => {
    const before = await counts();
    const answer = await t.http[method.toLowerCase() as 'post'](path).send(body as object);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual([...fields].sort());
    for (const detail of answer.body.error.details) expect(detail.message).toMatch(/[a-zăâîșț]/);
    expect(await counts()).toEqual(before);
  });

  it('gives Romanian messages', async () => {
    const answer = await t.http.post('/api/login').send({ email: 'gresit', password: '' });
    expect(answer.body.error.details).toEqual([
      { field: 'email', message: 'Adresa de email nu este validă.' },
      { field: 'password', message: 'Parola este obligatorie.' },
    ]);
  });

  it('refuses authenticated bodies that are bad, changing nothing', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const profile = await t.http.post('/api/account/profile').set(auth).send({ fullName: '', cui: 'abc', unknown: 1 });
    expect(profile.status).toBe(400);
    expect(profile.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['cui', 'fullName', 'unknown']);
    const password = await t.http.post('/api/account/password').set(auth).send({ currentPassword: 'Parola123', password: 'scurt', confirmPassword: 'scurt' });
    expect(password.status).toBe(400);
    const deletion = await t.http.post('/api/account/delete').set(auth).send({});
    expect(deletion.status).toBe(400);
    const [user] = await t.dataSource.query(`SELECT full_name, cui, deleted_at FROM users WHERE email = 'ana@example.ro'`);
    expect(user).toEqual({ full_name: 'Ana Pop', cui: null, deleted_at: null });
    expect((await t.http.post('/api/login').send({ email: 'ana@example.ro', password: 'Parola123' })).status).toBe(200);
  });

  it('never answers 5xx to malformed bodies', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"email": '],
      ['application/json', ''],
      ['application/json', 'null'],
      ['application/json', '[1,2,3]'],
      ['application/json', '"text"'],
      ['application/json', '{"__proto__": {"admin": true}, "email": "a@b.ro", "password": "x"}'],
      ['text/plain', 'email=a@b.ro'],
      ['application/x-www-form-urlencoded', 'email=a%40b.ro&password=x'],
      ['multipart/form-data; boundary=zzz', '--zzz\r\nbroken'],
      ['application/xml', '<email/>'],
    ];
    for (const path of ['/api/login', '/api/account/register', '/api/auth/lostPassword', '/api/account/validateCUI', '/api/newsletter']) {
      for (const [type, body] of bodies) {
        const answer = await t.http.post(path).set('content-type', type).send(body);
        expect(answer.status, `${path} ${type} ${body}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} ${type} ${body}`).toBeLessThan(500);
        expect(answer.body.error?.code, `${path} ${type} ${body}`).toBeTruthy();
      }
    }
    const huge = await t.http
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.ro', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
  });

  it('answers unknown API paths and properties with the JSON 404', async () => {
    const missing = await t.http.get('/api/nu-exista');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    expect((await t.http.get('/api/account/properties/nu-exista')).status).toBe(404);
    expect((await t.http.put('/api/login')).status).toBe(404);
  });

  it('needs a session for account routes', async () => {
    for (const [method, path] of [
      ['get', '/api/account'],
      ['get', '/api/account/profile'],
      ['post', '/api/account/profile'],
      ['post', '/api/account/password'],
      ['post', '/api/account/delete'],
      ['post', '/api/auth/logout'],
    ] as const) {
      const answer = await t.http[method](path).send({});
      expect(answer.status, path).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('public account endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves public routes to anonymous visitors and to visitors with a stale or broken token alike', async () => {
    expect((await t.http.get('/api/account/properties/fuels')).status).toBe(200);
    expect((await t.http.get('/api/account/properties/fuels').set('authorization', 'Bearer broken')).status).toBe(200);
    expect((await t.http.get('/api/account/properties/fuels').set('cookie', 'auth_token=broken')).status).toBe(200);
    expect((await t.http.get('/api/account').set('cookie', 'auth_token=broken')).status).toBe(401);
  });

  it('validates a CUI with the check digit', async () => {
    expect((await t.http.post('/api/account/validateCUI').send({ CUI: 'RO14399840' })).body).toMatchObject({ valid: true, cui: '14399840' });
    expect((await t.http.post('/api/account/validateCUI').send({ CUI: '14399841' })).body).toMatchObject({ valid: false, cui: '14399841', company: null });
  });

  it('serves the fixed lists', async () => {
    const all = await t.http.get('/api/account/properties');
    expect(all.status).toBe(200);
    expect(all.body.investorInterests).toHaveLength(21);
    expect(all.body.economicDomains).toHaveLength(18);
    expect(all.body.caenDomains).toEqual([]);
    const fuels = await t.http.get('/api/account/properties/fuels');
    expect(fuels.body).toEqual([
      { id: 1, name: 'Benzină' },
      { id: 2, name: 'Diesel' },
      { id: 3, name: 'Electric' },
    ]);
  });

  it('subscribes to the newsletter idempotently, adding topics (pending until the address is confirmed)', async () => {
    expect((await t.http.post('/api/newsletter').send({ email: 'abonat@example.ro' })).status).toBe(201);
    expect((await t.http.post('/api/newsletter/funds').send({ email: 'Abonat@example.ro' })).status).toBe(201);
    expect((await t.http.post('/api/newsletter').send({ email: 'abonat@example.ro' })).status).toBe(201);
    const rows = await t.dataSource.query(`SELECT email, topics, pending_topics FROM newsletter_subscribers`);
    expect(rows).toEqual([{ email: 'abonat@example.ro', topics: [], pending_topics: ['general', 'funds'] }]);
  });

  it('reports health and serves the OpenAPI document', async () => {
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up', queue: { mode: 'in-process', status: 'up' } });
    const docs = await t.http.get('/api/docs/openapi.json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/account/register', '/api/auth/logout']));
  });

  it('sends security headers and a CSP', async () => {
    const answer = await t.http.get('/api/health');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves sitemap.xml with the public pages and robots.txt pointing at it', async () => {
    const sitemap = await t.http.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.text).toContain(`<loc>${t.config.http.publicUrl}/vanzare-cumparare-afaceri</loc>`);
    expect(sitemap.text).not.toMatch(/\/(cont|auth|admin)(<|\/)/);
    const robots = await t.http.get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${t.config.http.publicUrl}/sitemap.xml`);
  });
});
