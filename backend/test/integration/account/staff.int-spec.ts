import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const node = resolve(backend, '../node_modules/.bin/node');
const cli = join(backend, 'dist/cli/user-create.js');

describe('staff accounts and role claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const runCli = (args: string[]) =>
    promisify(execFile)(node, [cli, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.db.kind === 'postgres' ? t.config.db.url : '',
        JWT_SECRET: 'cli-secret-cli-secret-cli-secret-0123',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.config.dataDir,
      },
    });

  it('creates a staff account from the command line (npm run user:create)', async () => {
    expect(existsSync(cli), 'run `npm run build -w backend` before the tests').toBe(true);
    const { stdout } = await runCli(['--email', 'Moderatoare@RoAfaceri.ro', '--password', 'Moderare123', '--role', 'moderator', '--name', 'Ana Moderatoare']);
    expect(stdout).toContain('moderatoare@roafaceri.ro (moderator)');
    const login = await t.http.post('/api/login').send({ email: 'moderatoare@roafaceri.ro', password: 'Moderare123' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ fullName: 'Ana Moderatoare', claims: { role: 'moderator' }, emailVerified: true });
  });

  it('refuses bad arguments without touching the database', async () => {
    const failed = await runCli(['--email', 'x@roafaceri.ro', '--password', 'scurt', '--role', 'rege']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((failed as { code: number }).code).toBe(2);
    expect((failed as { stderr: string }).stderr).toContain('--role must be one of admin, moderator, consultant');
    expect((failed as { stderr: string }).stderr).toContain('--password');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = 'x@roafaceri.ro'`);
    expect(count).toBe(0);
  });

  it('lets only staff claims into the console session (any-of roles)', async () => {
    await runCli(['--email', 'consultant@roafaceri.ro', '--password', 'Consult123', '--role', 'consultant']);
    await t.http
      .post('/api/account/register')
      .send({ fullName: 'Client', email: 'client@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true })
      .expect(201);
    const staffToken = (await t.http.post('/api/login').send({ email: 'consultant@roafaceri.ro', password: 'Consult123' })).body.token;
    const userToken = (await t.http.post('/api/login').send({ email: 'client@example.ro', password: 'Parola123' })).body.token;
    expect((await t.http.get('/api/admin/session')).status).toBe(401);
    const user = await t.http.get('/api/admin/session').set('authorization', `Bearer ${userToken}`);
    expect(user.status).toBe(403);
    expect(user.body.error.code).toBe('FORBIDDEN');
    const staff = await t.http.get('/api/admin/session').set('authorization', `Bearer ${staffToken}`);
    expect(staff.status).toBe(200);
    expect(staff.body.user.claims.role).toBe('consultant');
  });
});
