import { EnvSchema } from '../../../src/config/env.schema.js';
import { Clock } from '../../../src/core/clock/clock.js';
import { Schedules } from '../../../src/modules/notifications/schedules.js';
import {
  ACCOUNT_LOCKED_MESSAGE,
  addressDelayMs,
  LOGIN_LIMITS,
  LoginThrottleService,
  loginFailureKey,
} from '../../../src/modules/account/login-throttle.service.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const password = 'Parola123';

function register(t: TestApp, email: string, extra: Record<string, string> = {}) {
  return t.http
    .post('/api/account/register')
    .field({ fullName: 'Ana Pop', email, password, confirmPassword: password, userType: '1', acceptTerms: 'true', ...extra });
}

const login = (t: TestApp, email: string, pass: string) => t.http.post('/api/login').send({ email, password: pass });

async function counter(t: TestApp, key: string): Promise<number> {
  const rows: { count: number }[] = await t.dataSource.query(`SELECT count FROM rate_counters WHERE key = $1`, [key]);
  return rows[0]?.count ?? 0;
}

/** A 429 of a rate limit: Romanian message, and Retry-After within the limit's window. */
function expectRateLimited(
  answer: { status: number; headers: Record<string, string>; body: { error: { code: string; message: string } } },
  windowSeconds: number,
) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('registration per client address', () => {
  let t: TestApp;
  const limit = new EnvSchema().REGISTRATIONS_PER_ADDRESS_PER_HOUR;
  beforeAll(async () => {
    t = await startTestApp({ env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(limit) } });
  });
  afterAll(() => t.close());

  it('refuses registrations past the hourly limit with 429 and Retry-After; bad input is not counted', async () => {
    expect(limit).toBe(10);
    // A refused form (400) changes nothing and costs nothing.
    expect((await register(t, 'gresit@example.ro', { confirmPassword: 'Alta12345' })).status).toBe(400);
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 30; i++) {
      const answer = await register(t, `cont${i}@example.ro`);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses.slice(limit)).toEqual(Array(30 - limit).fill(429));
    expectRateLimited(refused!, 3600);
    expect(refused!.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Au fost create prea multe conturi de la această adresă în ultima oră. Încearcă din nou mai târziu.',
    });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email LIKE 'cont%@example.ro'`);
    expect(count).toBe(limit);
  });
});

describe('lost password', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A stand-in proxy on loopback tells the client address, so requests can come from many addresses.
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    expect((await register(t, 'victima@example.ro')).status).toBe(201);
  });
  afterAll(() => t.close());

  const ask = (email: string, from: string) => t.http.post('/api/auth/lostPassword').set('x-forwarded-for', from).send({ email });
  const resetMails = (email: string) => t.mail.mails.filter((mail) => mail.to.includes(email) && /Resetarea parolei/.test(mail.subject));

  it('sends at most 3 emails an hour to one address, whoever asks, with the same answer every time', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await ask('victima@example.ro', `203.0.113.${i + 1}`));
    const unknown = await ask('nimeni@example.ro', '203.0.113.99');
    for (const answer of [...answers, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0].body);
      expect(answer.headers['content-length']).toBe(answers[0].headers['content-length']);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    await t.mail.waitFor('victima@example.ro', /Resetarea parolei/);
    // Every mail job has run: the three sent are all there will be.
    await t.jobs.drain();
    expect(resetMails('victima@example.ro')).toHaveLength(3);
    expect(t.mail.mails.some((mail) => mail.to.includes('nimeni@example.ro'))).toBe(false);
  });

  it('from one address too: the requests within its limit all answer the same, and only 3 emails go', async () => {
    expect((await register(t, 'a-doua-victima@example.ro')).status).toBe(201);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await ask('a-doua-victima@example.ro', '192.0.2.5'));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0].body);
    }
    await t.jobs.drain();
    expect(resetMails('a-doua-victima@example.ro')).toHaveLength(3);
  });

  it('refuses one address past its hourly limit with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 12; i++) {
      const answer = await ask(`persoana${i}@example.ro`, '198.51.100.7');
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expectRateLimited(refused!, 3600);
    expect(refused!.body.error.message).toBe('Ai cerut de prea multe ori resetarea parolei în ultima oră. Încearcă din nou mai târziu.');
    // Another address is not affected.
    expect((await ask('persoana0@example.ro', '198.51.100.8')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(`ipv6-${i}@example.ro`, `2001:db8:1:2::${(i + 1).toString(16)}`)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await ask('ipv6-x@example.ro', '2001:db8:1:3::1')).status).toBe(200);
  });
});

describe('newsletter sign-ups per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses sign-ups past 10 an hour from one address, over every topic, with 429 and Retry-After', async () => {
    const paths = ['/api/newsletter', '/api/newsletter/funds', '/api/newsletter/business'];
    // Bad input is refused with 400 and not counted.
    expect((await t.http.post('/api/newsletter').send({ email: 'nu-este-email' })).status).toBe(400);
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 12; i++) {
      const answer = await t.http.post(paths[i % 3]).send({ email: `abonat${i}@example.ro` });
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expectRateLimited(refused!, 3600);
    expect(refused!.body.error.message).toBe('Ai trimis prea multe abonări în ultima oră. Încearcă din nou mai târziu.');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM newsletter_subscribers WHERE email LIKE 'abonat%'`);
    expect(count).toBe(10);
  });
});

describe('failed sign-ins of one account in parallel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect((await register(t, 'tinta@example.ro')).status).toBe(201);
  });
  afterAll(() => t.close());

  it('counts every one of 50 simultaneous wrong passwords and lets only 10 be checked', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(t, 'tinta@example.ro', `Gresita${i}x`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - LOGIN_LIMITS.perAccount);
    expect(await counter(t, loginFailureKey('tinta@example.ro'))).toBe(50);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error).toEqual({ code: 'AUTH_TOO_MANY_ATTEMPTS', message: ACCOUNT_LOCKED_MESSAGE });
    expectRateLimited(refused, LOGIN_LIMITS.windowSeconds);
    // The right password is refused too while the account is locked.
    expect((await login(t, 'tinta@example.ro', password)).status).toBe(429);
  });
});

describe('failed sign-ins from one address', () => {
  let t: TestApp;
  let pauses: number[];
  beforeAll(async () => {
    t = await startTestApp();
    expect((await register(t, 'nevinovat@example.ro')).status).toBe(201);
    expect((await register(t, 'atacat@example.ro')).status).toBe(201);
    pauses = [];
    // The server-side wait is recorded instead of waited for.
    vi.spyOn(t.app.get(LoginThrottleService), 'pause').mockImplementation(async (ms: number) => {
      pauses.push(ms);
    });
  });
  afterAll(() => t.close());

  it('slows the address down, yet the right password of an account that has not failed signs in; the failed account stays locked', async () => {
    // 10 failures on one account, 11 on unknown ones: 21 from this address.
    for (let i = 0; i < 10; i++) expect((await login(t, 'atacat@example.ro', `Gresita${i}x`)).status).toBe(401);
    for (let i = 0; i < 11; i++) expect((await login(t, `necunoscut${i}@example.ro`, 'Oricare123')).status).toBe(401);
    // The 21st failure already waited (the address had 20).
    expect(pauses).toEqual([LOGIN_LIMITS.firstDelayMs]);

    const signedIn = await login(t, 'nevinovat@example.ro', password);
    expect(signedIn.status).toBe(200);
    expect(pauses).toEqual([LOGIN_LIMITS.firstDelayMs, LOGIN_LIMITS.firstDelayMs * 2]);

    const locked = await login(t, 'atacat@example.ro', password);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expectRateLimited(locked, LOGIN_LIMITS.windowSeconds);
  });

  it('refuses the address outright past the ceiling, with Retry-After', async () => {
    const failures = await counter(t, 'login-ip:127.0.0.1');
    for (let i = failures; i < LOGIN_LIMITS.addressCeiling; i++) expect((await login(t, `altul${i}@example.ro`, 'Oricare123')).status).toBe(401);
    expect(await counter(t, 'login-ip:127.0.0.1')).toBe(LOGIN_LIMITS.addressCeiling);
    const refused = await login(t, 'nevinovat@example.ro', password);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/de la această adresă/);
    expectRateLimited(refused, LOGIN_LIMITS.windowSeconds);
    // Each wait was capped.
    expect(Math.max(...pauses)).toBe(LOGIN_LIMITS.maxDelayMs);
  });
});

describe('addressDelayMs', () => {
  it('waits nothing below the limit, then doubles from 250 ms up to 8 s', () => {
    expect(addressDelayMs(0)).toBe(0);
    expect(addressDelayMs(19)).toBe(0);
    expect([20, 21, 22, 23, 24, 25, 26, 99].map(addressDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const resetLinks = async (email: string, count: number) => {
    await t.jobs.drain();
    const mails = t.mail.mails.filter((mail) => mail.to.includes(email) && /Resetarea parolei/.test(mail.subject));
    expect(mails).toHaveLength(count);
    return mails.map((mail) => linkIn(mail, '/auth/reseteaza-parola?token=').searchParams.get('token')!);
  };
  const reset = (token: string, newPassword: string) =>
    t.http.post('/api/auth/resetPassword').send({ token, password: newPassword, confirmPassword: newPassword });

  it('stop working once a newer one is issued; the newest works once', async () => {
    expect((await register(t, 'doua@example.ro')).status).toBe(201);
    await t.http.post('/api/auth/lostPassword').send({ email: 'doua@example.ro' }).expect(200);
    const [older] = await resetLinks('doua@example.ro', 1);
    await t.http.post('/api/auth/lostPassword').send({ email: 'doua@example.ro' }).expect(200);
    const [, newer] = await resetLinks('doua@example.ro', 2);
    const refused = await reset(older, 'Veche12345');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await login(t, 'doua@example.ro', 'Veche12345')).status).toBe(401);
    expect((await reset(newer, 'Noua12345')).status).toBe(200);
    expect((await login(t, 'doua@example.ro', 'Noua12345')).status).toBe(200);
  });

  it('all stop working after a password change', async () => {
    expect((await register(t, 'schimba@example.ro')).status).toBe(201);
    await t.http.post('/api/auth/lostPassword').send({ email: 'schimba@example.ro' }).expect(200);
    const [token] = await resetLinks('schimba@example.ro', 1);
    const session = await login(t, 'schimba@example.ro', password);
    const changed = await t.http
      .post('/api/account/password')
      .set('authorization', `Bearer ${session.body.token}`)
      .send({ currentPassword: password, password: 'Schimbata123', confirmPassword: 'Schimbata123' });
    expect(changed.status).toBe(200);
    expect((await reset(token, 'Furata12345')).status).toBe(400);
    expect((await login(t, 'schimba@example.ro', 'Furata12345')).status).toBe(401);
    expect((await login(t, 'schimba@example.ro', 'Schimbata123')).status).toBe(200);
    const [{ live }] = await t.dataSource.query(
      `SELECT count(*)::int AS live FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = 'schimba@example.ro' AND t.purpose = 'reset_password' AND t.used_at IS NULL`,
    );
    expect(live).toBe(0);
  });
});

describe('pruning of rate counters', () => {
  let t: TestApp;
  let now: Date;
  beforeAll(async () => {
    t = await startTestApp({ env: { OUTBOX_RELAY_INTERVAL_MS: '0' } });
    now = new Date();
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => t.close());

  it('daily: forgets counters whose window started more than 7 days ago, keeps the others', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    for (const [key, days] of [
      ['register-ip:203.0.113.1', 8],
      ['lost-password-email:vechi@example.ro', 7.1],
      ['contact-ip:203.0.113.2', 6.9],
      ['upload-user:recent', 0],
    ] as const) {
      await t.dataSource.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 3, $2)`, [key, new Date(now.getTime() - days * DAY)]);
    }
    const schedules = t.app.get(Schedules);
    await schedules.pruneRateCounters();
    await schedules.pruneRateCounters(); // the same day fires twice (two workers): one job
    await t.jobs.drain();
    const rows: { key: string }[] = await t.dataSource.query(`SELECT key FROM rate_counters ORDER BY key`);
    expect(rows.map((row) => row.key)).toEqual(['contact-ip:203.0.113.2', 'upload-user:recent']);
  });
});
