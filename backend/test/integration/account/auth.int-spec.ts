import { JwtService } from '@nestjs/jwt';
import { newMember } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const password = 'Parola123';

async function register(t: TestApp, email: string, extra: Record<string, string> = {}) {
  return t.http
    .post('/api/account/register')
    .field('fullName', 'Maria Ionescu')
    .field('email', email)
    .field('password', password)
    .field('confirmPassword', password)
    .field('userType', '1')
    .field('acceptTerms', 'true')
    .field(extra);
}

async function login(t: TestApp, email: string, pass = password) {
  return t.http.post('/api/login').send({ email, password: pass });
}

describe('sign-in journey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("the site's account call reads the account once, with the session's check, and shows a renamed user at once", async () => {
    const member = await newMember(t, { name: 'Ana Citită' });
    const statements: string[] = [];
    const logger = t.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (sql, parameters, runner) => {
      statements.push(sql);
      return logQuery(sql, parameters, runner);
    };
    try {
      const account = await t.http
        .get('/api/account')
        .set(...member.auth)
        .expect(200);
      expect(account.body.user).toMatchObject({
        id: member.id,
        fullName: 'Ana Citită',
        email: member.email,
        emailVerified: true,
        claims: { role: 'user', roles: [] },
      });
      // The session's check (sessions joined with users) is the only read of the account.
      expect(statements.filter((sql) => /\bFROM "?users"?\b/i.test(sql) || /JOIN users\b/i.test(sql))).toHaveLength(1);
    } finally {
      logger.logQuery = logQuery;
    }
    await t.dataSource.query(`UPDATE users SET full_name = 'Ana Redenumită' WHERE id = $1`, [member.id]);
    expect(
      (
        await t.http
          .get('/api/account')
          .set(...member.auth)
          .expect(200)
      ).body.user.fullName,
    ).toBe('Ana Redenumită');
  });

  it('register → verification email → verify → login → profile → logout → old token refused', async () => {
    const registered = await register(t, 'Maria.Ionescu@Example.ro');
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ email: 'maria.ionescu@example.ro', userType: 1, emailVerified: false, claims: { role: 'user' } });

    const mail = await t.mail.waitFor('maria.ionescu@example.ro', /Confirmă adresa de email/);
    const link = linkIn(mail, '/auth/verifica-email?token=');
    expect(link.origin).toBe(t.config.http.publicUrl);
    const verified = await t.http.post('/api/auth/verifyEmail').send({ token: link.searchParams.get('token') });
    expect(verified.status).toBe(200);
    await t.mail.waitFor('maria.ionescu@example.ro', /Bine ai venit/);
    // The token is single-use.
    expect((await t.http.post('/api/auth/verifyEmail').send({ token: link.searchParams.get('token') })).status).toBe(400);

    const session = await login(t, 'maria.ionescu@example.ro');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ fullName: 'Maria Ionescu', emailVerified: true, claims: { role: 'user' } });
    const cookie = session.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^auth_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token: string = session.body.token;

    const profile = await t.http.get('/api/account/profile').set('authorization', `Bearer ${token}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: 'maria.ionescu@example.ro', userType: 1, phone: null });
    // The cookie alone authenticates too.
    const byCookie = await t.http.get('/api/account').set('cookie', cookie.split(';')[0]);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.user.email).toBe('maria.ionescu@example.ro');

    const logout = await t.http.post('/api/auth/logout').set('authorization', `Bearer ${token}`);
    expect(logout.status).toBe(200);
    expect((await t.http.get('/api/account/profile').set('authorization', `Bearer ${token}`)).status).toBe(401);
    expect((await t.http.get('/api/account').set('cookie', cookie.split(';')[0])).status).toBe(401);
  });

  it('refuses a duplicate email with 409 and creates nothing', async () => {
    expect((await register(t, 'dublura@example.ro')).status).toBe(201);
    const again = await register(t, 'DUBLURA@example.ro');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ACCOUNT_EMAIL_TAKEN');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = 'dublura@example.ro'`);
    expect(count).toBe(1);
  });

  it('registers a legal entity only with company name and a valid CUI', async () => {
    const missing = await register(t, 'firma@example.ro', { userType: '2' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['companyName', 'cui']);
    const badCui = await register(t, 'firma@example.ro', { userType: '2', companyName: 'Firma SRL', cui: '12345675' });
    expect(badCui.status).toBe(400);
    expect(badCui.body.error.details).toEqual([{ field: 'cui', message: 'Codul fiscal (CUI) nu este valid.' }]);
    const ok = await register(t, 'firma@example.ro', { userType: '2', companyName: 'Firma SRL', cui: 'RO 14399840' });
    expect(ok.status).toBe(201);
    expect(ok.body.user.userType).toBe(2);
    const [row] = await t.dataSource.query(`SELECT cui, company_name FROM users WHERE email = 'firma@example.ro'`);
    expect(row).toEqual({ cui: '14399840', company_name: 'Firma SRL' });
  });

  it('changes the password only with the current one, and other sessions end', async () => {
    await register(t, 'schimb@example.ro');
    const first = (await login(t, 'schimb@example.ro')).body.token;
    const second = (await login(t, 'schimb@example.ro')).body.token;
    const wrong = await t.http
      .post('/api/account/password')
      .set('authorization', `Bearer ${first}`)
      .send({ currentPassword: 'Gresita123', password: 'Noua12345', confirmPassword: 'Noua12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('ACCOUNT_WRONG_PASSWORD');
    const mismatch = await t.http
      .post('/api/account/password')
      .set('authorization', `Bearer ${first}`)
      .send({ currentPassword: password, password: 'Noua12345', confirmPassword: 'Alta12345' });
    expect(mismatch.body.error.details).toEqual([{ field: 'confirmPassword', message: 'Parolele nu coincid.' }]);
    const ok = await t.http
      .post('/api/account/password')
      .set('authorization', `Bearer ${first}`)
      .send({ currentPassword: password, password: 'Noua12345', confirmPassword: 'Noua12345' });
    expect(ok.status).toBe(200);
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${first}`)).status).toBe(200);
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${second}`)).status).toBe(401);
    expect((await login(t, 'schimb@example.ro')).status).toBe(401);
    expect((await login(t, 'schimb@example.ro', 'Noua12345')).status).toBe(200);
  });

  it('updates the profile (multipart) and becomes a legal entity with business data', async () => {
    await register(t, 'profil@example.ro');
    const token = (await login(t, 'profil@example.ro')).body.token;
    const incomplete = await t.http.post('/api/account/profile').set('authorization', `Bearer ${token}`).field('fullName', 'Profil Nou').field('userType', '2');
    expect(incomplete.status).toBe(400);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const updated = await t.http
      .post('/api/account/profile')
      .set('authorization', `Bearer ${token}`)
      .field({ fullName: 'Profil Nou', userType: '2', companyName: 'Profil SRL', cui: '1590082', phone: '+40 722 123 456' })
      .attach('avatar', png, 'poza.png');
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ fullName: 'Profil Nou', userType: 2, companyName: 'Profil SRL', cui: '1590082', phone: '+40 722 123 456' });
    expect(updated.body.avatarUrl).toMatch(/^\/api\/account\/avatar\/[0-9a-f-]{36}\.png$/);
    const image = await t.http.get(updated.body.avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const html = await t.http
      .post('/api/account/profile')
      .set('authorization', `Bearer ${token}`)
      .field('fullName', 'X')
      .attach('avatar', Buffer.from('<html><script>alert(1)</script></html>'), 'poza.jpg');
    expect(html.status).toBe(400);
    expect(html.body.error.details[0].field).toBe('avatar');
  });

  it('deletes the account: personal data erased, sessions ended, login refused', async () => {
    await register(t, 'sterge@example.ro', { phone: '0722000111' });
    const token = (await login(t, 'sterge@example.ro')).body.token;
    expect((await t.http.post('/api/account/delete').set('authorization', `Bearer ${token}`).send({ password: 'Gresita123' })).status).toBe(400);
    const deleted = await t.http.post('/api/account/delete').set('authorization', `Bearer ${token}`).send({ password });
    expect(deleted.status).toBe(200);
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${token}`)).status).toBe(401);
    expect((await login(t, 'sterge@example.ro')).status).toBe(401);
    const rows = await t.dataSource.query(
      `SELECT email, full_name, phone, password_hash, deleted_at FROM users WHERE email LIKE '%sterge%' OR phone = '0722000111'`,
    );
    expect(rows).toEqual([]);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE deleted_at IS NOT NULL AND full_name = 'Cont șters' AND password_hash IS NULL`,
    );
    expect(count).toBe(1);
    // The address can be used again for a new account.
    expect((await register(t, 'sterge@example.ro')).status).toBe(201);
  });
});

describe('tokens', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    await register(t, 'token@example.ro');
    userId = (await login(t, 'token@example.ro')).body.user.id;
  });
  afterAll(() => t.close());

  it('refuses forged, expired, malformed and revoked tokens with 401', async () => {
    const session = await login(t, 'token@example.ro');
    const { jti } = JSON.parse(Buffer.from(session.body.token.split('.')[1], 'base64url').toString());
    const forged = await new JwtService({ secret: 'another-secret-another-secret-another' }).signAsync({ sub: userId, jti });
    const expired = await new JwtService({ secret: t.config.jwt.secret }).signAsync({ sub: userId, jti, exp: Math.floor(Date.now() / 1000) - 60 });
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: userId, jti })).toString('base64url')}.`;
    for (const token of [forged, expired, noneAlg, 'not-a-token', '']) {
      const answer = await t.http.get('/api/account').set('authorization', `Bearer ${token}`);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHENTICATED');
    }
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${session.body.token}`)).status).toBe(200);
    await t.http.post('/api/auth/logout').set('authorization', `Bearer ${session.body.token}`);
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${session.body.token}`)).status).toBe(401);
    // A token for another user id with a live session id is refused too.
    const other = await login(t, 'token@example.ro');
    const { jti: liveJti } = JSON.parse(Buffer.from(other.body.token.split('.')[1], 'base64url').toString());
    const swapped = await new JwtService({ secret: t.config.jwt.secret }).signAsync({ sub: '00000000-0000-4000-8000-000000000000', jti: liveJti });
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${swapped}`)).status).toBe(401);
  });

  it('answers lost-password requests identically for known and unknown emails', async () => {
    const known = await t.http.post('/api/auth/lostPassword').send({ email: 'token@example.ro' });
    const unknown = await t.http.post('/api/auth/lostPassword').send({ email: 'nimeni@example.ro' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    const mail = await t.mail.waitFor('token@example.ro', /Resetarea parolei/);
    expect(t.mail.mails.some((item) => item.to.includes('nimeni@example.ro'))).toBe(false);

    const token = linkIn(mail, '/auth/reseteaza-parola?token=').searchParams.get('token');
    const live = (await login(t, 'token@example.ro')).body.token;
    const reset = await t.http.post('/api/auth/resetPassword').send({ token, password: 'Resetata123', confirmPassword: 'Resetata123' });
    expect(reset.status).toBe(200);
    expect((await t.http.get('/api/account').set('authorization', `Bearer ${live}`)).status).toBe(401);
    expect((await login(t, 'token@example.ro', 'Resetata123')).status).toBe(200);
    const reused = await t.http.post('/api/auth/resetPassword').send({ token, password: 'Altaparola1', confirmPassword: 'Altaparola1' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('AUTH_RESET_TOKEN_INVALID');
  });

  it('refuses an expired reset token', async () => {
    await register(t, 'expira@example.ro');
    await t.http.post('/api/auth/lostPassword').send({ email: 'expira@example.ro' });
    const mail = await t.mail.waitFor('expira@example.ro', /Resetarea parolei/);
    await t.dataSource.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'reset_password' AND used_at IS NULL`);
    const token = linkIn(mail, '/auth/reseteaza-parola?token=').searchParams.get('token');
    const answer = await t.http.post('/api/auth/resetPassword').send({ token, password: 'Expirata123', confirmPassword: 'Expirata123' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await login(t, 'expira@example.ro')).status).toBe(200);
  });
});

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await register(t, 'victima@example.ro');
  });
  afterAll(() => t.close());

  it('gives 429 after repeated failures on one account, even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(t, 'victima@example.ro', `Gresita${i}x`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const blocked = await login(t, 'victima@example.ro');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
  });
});
