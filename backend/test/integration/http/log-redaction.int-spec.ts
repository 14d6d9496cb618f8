import { Writable } from 'node:stream';
import { builtSite } from '../../support/built-site.js';
import { newMember } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Links with tokens (reset, verification, renewal, unsubscribe) are logged without them. */
describe('tokens kept out of the logs', () => {
  let t: TestApp;
  let output = '';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    t = await startTestApp({ logStream, env: { LOG_LEVEL: 'info', FRONTEND_BUILD_DIR: builtSite() } });
  });
  afterAll(() => t.close());

  it('writes the paths of opened links but never their tokens', async () => {
    // Pages (reset and verification links) are opened as well: whatever their requests log, no token.
    const member = await newMember(t);
    await t.http.post('/api/auth/lostPassword').send({ email: member.email }).expect(200);
    const resetLink = linkIn(await t.mail.waitFor(member.email, /parol/i), '/auth/reseteaza-parola?token=');
    const resetToken = resetLink.searchParams.get('token')!;
    expect(resetToken.length).toBeGreaterThan(10);

    const opened = [
      `${resetLink.pathname}${resetLink.search}`,
      '/auth/verifica-email?token=verificare-secreta-123',
      '/auth/reseteaza-parola.data?token=resetare-secreta-456',
    ];
    for (const path of opened) await t.http.get(path);
    await t.http.get('/api/listings/renew-link/reinnoire-secreta-789');
    await t.http.get('/api/newsletter/unsubscribe/dezabonare-secreta-012');
    await t.http.get('/api/company/list/web?pageSize=2&access_token=acces-secret-345');
    await new Promise((done) => setTimeout(done, 100));

    for (const secret of [
      resetToken,
      'verificare-secreta-123',
      'resetare-secreta-456',
      'reinnoire-secreta-789',
      'dezabonare-secreta-012',
      'acces-secret-345',
    ]) {
      expect(output, secret).not.toContain(secret);
    }
    const urls = output
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter(Boolean);
    // The links of the emails the API answers itself: logged, with their path, without the token.
    expect(urls).toContain('/api/listings/renew-link/[redacted]');
    expect(urls).toContain('/api/newsletter/unsubscribe/[redacted]');
    expect(urls).toContain('/api/company/list/web?access_token=[redacted]&pageSize=2');
  });
});
