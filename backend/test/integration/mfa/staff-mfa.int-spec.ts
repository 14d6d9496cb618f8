import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { newMember, TEST_PASSWORD, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** A code of the app for the time step `steps` away from now (codes of a used step are refused). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const bearer = (token: string): [string, string] => ['authorization', `Bearer ${token}`];

async function login(t: TestApp, email: string) {
  const response = await t.http.post('/api/login').send({ email, password: TEST_PASSWORD }).expect(200);
  return { token: response.body.token as string, secondFactor: response.body.secondFactor as string | undefined, auth: bearer(response.body.token) };
}

/** Enrols a member through the API with the session it holds; answers the secret and the recovery codes. */
async function enrol(t: TestApp, member: Member): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await t.http
    .post('/api/auth/mfa/enrolment')
    .set(...member.auth)
    .expect(200);
  const confirmed = await t.http
    .post('/api/auth/mfa/enrolment/confirm')
    .set(...member.auth)
    .send({ code: await codeAt(started.body.secret) })
    .expect(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('staff second factor (TOTP), STAFF_MFA_REQUIRED off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const adminSession = (auth: [string, string]) => t.http.get('/api/admin/session').set(...auth);

  it('enrols with a QR code, then a password alone no longer reaches /api/admin until a code is given', async () => {
    const admin = await newMember(t, { role: 'admin' });
    expect(
      (
        await t.http
          .get('/api/auth/mfa')
          .set(...admin.auth)
          .expect(200)
      ).body,
    ).toMatchObject({ available: true, enabled: false, pendingStep: null, enrolmentRequired: false });

    const started = await t.http
      .post('/api/auth/mfa/enrolment')
      .set(...admin.auth)
      .expect(200);
    const { secret, otpauthUri, qrCode } = started.body as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri.startsWith(`otpauth://totp/RoAfaceri:${encodeURIComponent(admin.email)}?`)).toBe(true);
    const uri = new URL(otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('RoAfaceri');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // Stored encrypted: the secret never appears in the database.
    const [row] = await t.dataSource.query(`SELECT secret_ciphertext, enabled_at FROM staff_mfa WHERE user_id = $1`, [admin.id]);
    expect(row.secret_ciphertext).not.toContain(secret);
    expect(row.enabled_at).toBeNull();
    // Not on yet: the console still answers the password session.
    await adminSession(admin.auth).expect(200);

    const wrong = await t.http
      .post('/api/auth/mfa/enrolment/confirm')
      .set(...admin.auth)
      .send({ code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0') })
      .expect(400);
    expect(wrong.body.error).toMatchObject({ code: 'AUTH_MFA_CODE_INVALID', details: [{ field: 'code', message: 'Codul nu este corect sau a expirat.' }] });
    expect((await t.http.get('/api/auth/mfa').set(...admin.auth)).body.enabled).toBe(false);

    const confirmed = await t.http
      .post('/api/auth/mfa/enrolment/confirm')
      .set(...admin.auth)
      .send({ code: await codeAt(secret) })
      .expect(200);
    const recoveryCodes: string[] = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored: { code_hash: string }[] = await t.dataSource.query(`SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1`, [admin.id]);
    expect(stored).toHaveLength(10);
    expect(stored.some((entry) => recoveryCodes.some((code) => entry.code_hash.includes(code.replace('-', ''))))).toBe(false);
    // The owner is told by email.
    const enabledMail = await t.mail.waitFor(admin.email, /Autentificarea în doi pași a fost activată/);
    expect(enabledMail.body).toContain('/admin/securitate');
    // The enrolling session proved the code; it keeps the console.
    await adminSession(admin.auth).expect(200);
    expect((await t.http.get('/api/auth/mfa').set(...admin.auth)).body).toMatchObject({
      enabled: true,
      sessionVerified: true,
      pendingStep: null,
      recoveryCodesLeft: 10,
    });
    // A second enrolment while on is refused and changes nothing.
    expect(
      (
        await t.http
          .post('/api/auth/mfa/enrolment')
          .set(...admin.auth)
          .expect(409)
      ).body.error.code,
    ).toBe('AUTH_MFA_STATE_CONFLICT');

    // A new sign-in: the password opens a session that the staff API refuses.
    const second = await login(t, admin.email);
    expect(second.secondFactor).toBe('code');
    const refused = await adminSession(second.auth).expect(403);
    expect(refused.body.error.code).toBe('AUTH_MFA_REQUIRED');
    expect(refused.body.error.message).toMatch(/codul/);
    expect(
      (
        await t.http
          .get('/api/admin/users')
          .set(...second.auth)
          .expect(403)
      ).body.error.code,
    ).toBe('AUTH_MFA_REQUIRED');
    // The cookie alone is refused the same way.
    expect((await t.http.get('/api/admin/users').set('cookie', `auth_token=${second.token}`).expect(403)).body.error.code).toBe('AUTH_MFA_REQUIRED');
    // The public site still works with it (the account's own pages).
    await t.http
      .get('/api/account')
      .set(...second.auth)
      .expect(200);
    expect((await t.http.get('/api/auth/mfa').set(...second.auth)).body).toMatchObject({ enabled: true, sessionVerified: false, pendingStep: 'code' });

    // The code of the next step (the current one was used at enrolment) opens the console.
    const next = await codeAt(secret, 1);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...second.auth)
      .send({ code: next })
      .expect(200);
    await adminSession(second.auth).expect(200);
    await t.http
      .get('/api/admin/users')
      .set(...second.auth)
      .expect(200);

    // The same code does not open a third session (replay).
    const third = await login(t, admin.email);
    expect(
      (
        await t.http
          .post('/api/auth/mfa/verify')
          .set(...third.auth)
          .send({ code: next })
          .expect(400)
      ).body.error.code,
    ).toBe('AUTH_MFA_CODE_INVALID');
    await adminSession(third.auth).expect(403);
  });

  it('accepts each recovery code once, in any case and without its dash', async () => {
    const moderator = await newMember(t, { role: 'moderator' });
    const { recoveryCodes } = await enrol(t, moderator);

    const first = await login(t, moderator.email);
    const used = await t.http
      .post('/api/auth/mfa/verify')
      .set(...first.auth)
      .send({ code: recoveryCodes[0] })
      .expect(200);
    expect(used.body).toEqual({ ok: true, recoveryCodesLeft: 9 });
    await adminSession(first.auth).expect(200);

    const again = await login(t, moderator.email);
    expect(
      (
        await t.http
          .post('/api/auth/mfa/verify')
          .set(...again.auth)
          .send({ code: recoveryCodes[0] })
          .expect(400)
      ).body.error.code,
    ).toBe('AUTH_MFA_CODE_INVALID');
    await adminSession(again.auth).expect(403);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...again.auth)
      .send({ code: recoveryCodes[1]!.toUpperCase().replace('-', '') })
      .expect(200);
    await adminSession(again.auth).expect(200);
    const [{ left }] = await t.dataSource.query(`SELECT count(*)::int AS left FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [moderator.id]);
    expect(left).toBe(8);
  });

  it('throttles codes per account: after 5 tries in 15 minutes even the right code gets 429', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const { secret } = await enrol(t, admin);
    const session = await login(t, admin.email);
    const right = await codeAt(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (
          await t.http
            .post('/api/auth/mfa/verify')
            .set(...session.auth)
            .send({ code: wrong })
        ).status,
      ).toBe(400);
    }
    const limited = await t.http
      .post('/api/auth/mfa/verify')
      .set(...session.auth)
      .send({ code: right })
      .expect(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toBe('Prea multe coduri încercate. Încearcă din nou peste 15 minute.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    await adminSession(session.auth).expect(403);
    // Another sign-in of the same account shares the limit.
    const other = await login(t, admin.email);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...other.auth)
      .send({ code: right })
      .expect(429);
    // Once the window has passed, the right code works again.
    await t.dataSource.query(`UPDATE rate_counters SET window_start = now() - interval '16 minutes' WHERE key = $1`, [`mfa:${admin.id}`]);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...other.auth)
      .send({ code: right })
      .expect(200);
    await adminSession(other.auth).expect(200);
  });

  it('lets staff turn it off with a code; then the password alone opens the console again', async () => {
    const consultant = await newMember(t, { role: 'consultant' });
    const { secret } = await enrol(t, consultant);
    // A consultant who enrolled is held to it too.
    const session = await login(t, consultant.email);
    expect(session.secondFactor).toBe('code');
    await adminSession(session.auth).expect(403);

    expect(
      (
        await t.http
          .post('/api/auth/mfa/disable')
          .set(...consultant.auth)
          .send({ code: '12345' })
          .expect(400)
      ).body.error,
    ).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'code' }] });
    expect(
      (
        await t.http
          .post('/api/auth/mfa/disable')
          .set(...consultant.auth)
          .send({ code: '999999' === (await codeAt(secret, 1)) ? '888888' : '999999' })
          .expect(400)
      ).body.error.code,
    ).toBe('AUTH_MFA_CODE_INVALID');
    expect((await t.http.get('/api/auth/mfa').set(...consultant.auth)).body.enabled).toBe(true);

    await t.http
      .post('/api/auth/mfa/disable')
      .set(...consultant.auth)
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    await t.mail.waitFor(consultant.email, /Autentificarea în doi pași a fost dezactivată/);
    expect((await t.http.get('/api/auth/mfa').set(...consultant.auth)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM mfa_recovery_codes WHERE user_id = $1`, [consultant.id]);
    expect(count).toBe(0);
    await adminSession(session.auth).expect(200);
    expect((await login(t, consultant.email)).secondFactor).toBeUndefined();
  });

  it('enables only the secret the code belongs to when the enrolment was restarted meanwhile', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const first = (
      await t.http
        .post('/api/auth/mfa/enrolment')
        .set(...admin.auth)
        .expect(200)
    ).body.secret as string;
    const second = (
      await t.http
        .post('/api/auth/mfa/enrolment')
        .set(...admin.auth)
        .expect(200)
    ).body.secret as string;
    expect(second).not.toBe(first);
    // A code of the replaced secret is wrong now; the new secret's code turns it on.
    expect(
      (
        await t.http
          .post('/api/auth/mfa/enrolment/confirm')
          .set(...admin.auth)
          .send({ code: await codeAt(first) })
          .expect(400)
      ).body.error.code,
    ).toBe('AUTH_MFA_CODE_INVALID');
    await t.http
      .post('/api/auth/mfa/enrolment/confirm')
      .set(...admin.auth)
      .send({ code: await codeAt(second) })
      .expect(200);
    const session = await login(t, admin.email);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...session.auth)
      .send({ code: await codeAt(second, 1) })
      .expect(200);
  });

  it('renews recovery codes against an app code; the old ones stop working', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const { secret, recoveryCodes } = await enrol(t, admin);
    const renewed = await t.http
      .post('/api/auth/mfa/recovery-codes')
      .set(...admin.auth)
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const session = await login(t, admin.email);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...session.auth)
      .send({ code: recoveryCodes[0] })
      .expect(400);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...session.auth)
      .send({ code: renewed.body.recoveryCodes[0] })
      .expect(200);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const admin = await newMember(t, { role: 'admin' });
    for (const body of [{}, { code: 'abc' }, { code: 1234567 }, { code: '123456', extra: 1 }]) {
      const response = await t.http
        .post('/api/auth/mfa/enrolment/confirm')
        .set(...admin.auth)
        .send(body)
        .expect(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details.length).toBeGreaterThan(0);
    }
    const noCode = await t.http
      .post('/api/auth/mfa/verify')
      .set(...admin.auth)
      .send({})
      .expect(400);
    expect(noCode.body.error.details).toEqual([expect.objectContaining({ field: 'code' })]);
    // No enrolment started, no second factor on: conflicts, not changes.
    expect(
      (
        await t.http
          .post('/api/auth/mfa/enrolment/confirm')
          .set(...admin.auth)
          .send({ code: '123456' })
          .expect(409)
      ).body.error.code,
    ).toBe('AUTH_MFA_STATE_CONFLICT');
    expect(
      (
        await t.http
          .post('/api/auth/mfa/verify')
          .set(...admin.auth)
          .send({ code: '123456' })
          .expect(409)
      ).body.error.code,
    ).toBe('AUTH_MFA_STATE_CONFLICT');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM staff_mfa WHERE user_id = $1`, [admin.id]);
    expect(count).toBe(0);
    // Anonymous: 401; ordinary users cannot enrol.
    await t.http.get('/api/auth/mfa').expect(401);
    const user = await newMember(t);
    expect(
      (
        await t.http
          .get('/api/auth/mfa')
          .set(...user.auth)
          .expect(200)
      ).body,
    ).toMatchObject({ available: false, enabled: false });
    expect(
      (
        await t.http
          .post('/api/auth/mfa/enrolment')
          .set(...user.auth)
          .expect(403)
      ).body.error.code,
    ).toBe('FORBIDDEN');
  });

  it("lets an admin reset another staff member's second factor: audited, their sessions end", async () => {
    const admin = await newMember(t, { role: 'admin' });
    const moderator = await newMember(t, { role: 'moderator' });
    const { secret } = await enrol(t, moderator);
    const moderatorSession = await login(t, moderator.email);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...moderatorSession.auth)
      .send({ code: await codeAt(secret, 1) })
      .expect(200);

    expect(
      (
        await t.http
          .get(`/api/admin/users/${moderator.id}/mfa`)
          .set(...admin.auth)
          .expect(200)
      ).body,
    ).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Moderators cannot reset; nobody resets their own; malformed ids are a 400.
    expect(
      (
        await t.http
          .post(`/api/admin/users/${admin.id}/mfa/reset`)
          .set(...moderatorSession.auth)
          .expect(403)
      ).body.error.code,
    ).toBe('FORBIDDEN');
    await t.http
      .post(`/api/admin/users/${admin.id}/mfa/reset`)
      .set(...admin.auth)
      .expect(403);
    expect(
      (
        await t.http
          .post('/api/admin/users/nu-e-id/mfa/reset')
          .set(...admin.auth)
          .expect(400)
      ).body.error.details,
    ).toEqual([expect.objectContaining({ field: 'id' })]);

    const reset = await t.http
      .post(`/api/admin/users/${moderator.id}/mfa/reset`)
      .set(...admin.auth)
      .expect(200);
    expect(reset.body).toMatchObject({ enabled: false, enrolledAt: null });
    const audit = await t.dataSource.query(`SELECT actor_id, action, entity_type, before, after FROM audit_log WHERE entity_id = $1`, [moderator.id]);
    await t.mail.waitFor(moderator.email, /Autentificarea în doi pași a fost resetată/);
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'user.mfa_reset',
        entity_type: 'user',
        before: expect.objectContaining({ mfaEnabled: true }),
        after: expect.objectContaining({ mfaEnabled: false }),
      }),
    ]);
    // Every session of the member ended; the next sign-in needs no code.
    await t.http
      .get('/api/account')
      .set(...moderatorSession.auth)
      .expect(401);
    await t.http
      .get('/api/account')
      .set(...moderator.auth)
      .expect(401);
    const fresh = await login(t, moderator.email);
    expect(fresh.secondFactor).toBeUndefined();
    await adminSession(fresh.auth).expect(200);
    // Nothing left to reset.
    expect(
      (
        await t.http
          .post(`/api/admin/users/${moderator.id}/mfa/reset`)
          .set(...admin.auth)
          .expect(409)
      ).body.error.code,
    ).toBe('AUTH_MFA_STATE_CONFLICT');
  });
});

describe('resetting a second factor from the shell (the last admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const cli = join(backend, 'dist/cli/mfa-reset.js');
  const run = (args: string[]) =>
    promisify(execFile)(resolve(backend, '../node_modules/.bin/node'), [cli, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.db.kind === 'postgres' ? t.config.db.url : '',
        JWT_SECRET: t.config.jwt.secret,
        LOG_LEVEL: 'silent',
        DATA_DIR: t.config.dataDir,
      },
    });

  it('removes the second factor by email and ends the sessions; nothing to do answers exit code 1', async () => {
    expect(existsSync(cli), 'run `npm run build -w backend` before the tests').toBe(true);
    const admin = await newMember(t, { role: 'admin' });
    await enrol(t, admin);
    const { stdout } = await run(['--email', admin.email.toUpperCase()]);
    expect(stdout).toContain(`Second factor removed for ${admin.email}`);
    await t.http
      .get('/api/account')
      .set(...admin.auth)
      .expect(401);
    expect((await login(t, admin.email)).secondFactor).toBeUndefined();
    const again = await run(['--email', admin.email]).catch((error: { code: number }) => error);
    expect((again as { code: number }).code).toBe(1);
    const bad = await run(['--email', 'nu-e-email']).catch((error: { code: number }) => error);
    expect((bad as { code: number }).code).toBe(2);
    // Each run boots the application: give a busy machine time.
  }, 90_000);
});

describe('STAFF_MFA_REQUIRED=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STAFF_MFA_REQUIRED: 'true' } });
  });
  afterAll(() => t.close());

  it('sends admins and moderators to enrolment before the staff API, not consultants', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const moderator = await newMember(t, { role: 'moderator' });
    const consultant = await newMember(t, { role: 'consultant' });

    for (const member of [admin, moderator]) {
      expect((await login(t, member.email)).secondFactor).toBe('enrol');
      const refused = await t.http
        .get('/api/admin/session')
        .set(...member.auth)
        .expect(403);
      expect(refused.body.error).toEqual({ code: 'AUTH_MFA_ENROLMENT_REQUIRED', message: 'Activează autentificarea în doi pași pentru a folosi consola.' });
      expect((await t.http.get('/api/auth/mfa').set(...member.auth)).body).toMatchObject({ enabled: false, enrolmentRequired: true, pendingStep: 'enrol' });
    }
    expect((await login(t, consultant.email)).secondFactor).toBeUndefined();
    await t.http
      .get('/api/admin/session')
      .set(...consultant.auth)
      .expect(200);

    // Enrolling opens the console to the enrolling session; later sign-ins need the code.
    const { secret } = await enrol(t, moderator);
    await t.http
      .get('/api/admin/session')
      .set(...moderator.auth)
      .expect(200);
    const next = await login(t, moderator.email);
    expect(next.secondFactor).toBe('code');
    await t.http
      .get('/api/admin/session')
      .set(...next.auth)
      .expect(403);
    await t.http
      .post('/api/auth/mfa/verify')
      .set(...next.auth)
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    await t.http
      .get('/api/admin/session')
      .set(...next.auth)
      .expect(200);
  });
});
