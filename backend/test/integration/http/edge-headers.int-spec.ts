import { builtSite } from '../../support/built-site.js';
import { INVOICE_SELLER_ENV } from '../../support/config-problems.js';
import { newMember, type Member } from '../../support/members.js';
import { TEST_REDIS_URL, uniqueName } from '../../support/postgres.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('Cache-Control: no-store on answers about one person', () => {
  let t: TestApp;
  let ana: Member;
  beforeAll(async () => {
    t = await startTestApp({ env: { FRONTEND_BUILD_DIR: builtSite() } });
    ana = await newMember(t);
  });
  afterAll(() => t.close());
  const cookie = () => `auth_token=${ana.auth[1].replace(/^Bearer /, '')}`;

  it('marks every API answer to a request with credentials, also a public (cached) one, and the refusals of personal routes', async () => {
    expect((await t.http.get('/api/account').set(...ana.auth)).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/account').set('cookie', cookie())).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/account')).headers['cache-control']).toBe('no-store');
    // A public list: the anonymous answer may be stored, the signed-in one not (also when replayed from the response cache).
    const anonymous = await t.http.get('/api/company/list/web?page=1&pageSize=4').expect(200);
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
    const signedIn = await t.http
      .get('/api/company/list/web?page=1&pageSize=4')
      .set(...ana.auth)
      .expect(200);
    expect(signedIn.headers['x-cache']).toBe('hit');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/company/list/web?page=1&pageSize=4').expect(200)).headers['cache-control']).not.toBe('no-store');
  });

  it('marks pages of the account, payment and sign-in, and every page rendered for a signed-in visitor', async () => {
    for (const path of ['/cont', '/cont/profil', '/plata', '/auth/login', '/anunt-nou', '/adauga-companie']) {
      expect((await t.http.get(path)).headers['cache-control'], path).toBe('no-store');
    }
    expect((await t.http.get('/contact')).headers['cache-control']).not.toBe('no-store');
    expect((await t.http.get('/contact').set('cookie', cookie())).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/cont').set('cookie', cookie()).expect(200)).headers['cache-control']).toBe('no-store');
  });
});

describe('API docs in production', () => {
  const production = (extra: Record<string, string> = {}) =>
    startTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://roafaceri.test',
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: uniqueName('rftest'),
        PAYMENT_BENEFICIARY: 'RoAfaceri SRL',
        PAYMENT_BANK: 'Banca Transilvania',
        PAYMENT_IBAN: 'RO49AAAA1B31007593840000',
        ...INVOICE_SELLER_ENV,
        ...extra,
      },
    });

  it('are not served unless API_DOCS_PUBLIC=true', async () => {
    const closed = await production();
    try {
      expect((await closed.http.get('/api/docs')).status).toBe(404);
      expect((await closed.http.get('/api/docs/openapi.json')).status).toBe(404);
    } finally {
      await closed.close();
    }
    const open = await production({ API_DOCS_PUBLIC: 'true' });
    try {
      expect((await open.http.get('/api/docs/openapi.json')).status).toBe(200);
      expect((await open.http.get('/api/docs/openapi.json')).body.info.title).toBe('RoAfaceri API');
    } finally {
      await open.close();
    }
  });
});
