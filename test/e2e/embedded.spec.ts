import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3998;
const base = `http://127.0.0.1:${PORT}`;

/** The embedded default: no DATABASE_URL, REDIS_URL or SMTP_URL, as `npm start` runs on a fresh machine. */
function startEmbedded(dataDir: string, port = PORT): { child: ChildProcess; output: () => string } {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' } as Record<string, string | undefined>;
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET', 'NODE_ENV', 'SEED_DEMO', 'PUBLIC_URL']) delete env[key];
  let output = '';
  const child = spawn(join(root, 'node_modules/.bin/node'), [join(root, 'backend/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

test.describe('embedded default (npm start)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const dataDir = mkdtempSync(join(tmpdir(), 'rf-embedded-'));
  let first: ReturnType<typeof startEmbedded>;

  test.beforeAll(async () => {
    // The first start seeds the demo listings (with pictures) into the embedded database.
    test.setTimeout(180_000);
    first = startEmbedded(dataDir);
    // The first start migrates an empty embedded database and seeds the demo data with pictures: about 40 s on a
    // quiet 2-core machine, more than 90 s while the other journeys run beside it.
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (first.child.exitCode !== null) throw new Error(`exited: ${first.output()}`);
      if (
        await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return;
      await new Promise((done) => setTimeout(done, 300));
    }
    throw new Error(`not ready: ${first.output()}`);
  });

  test.afterAll(async () => {
    first.child.kill('SIGTERM');
    await new Promise((done) => (first.child.exitCode !== null ? done(null) : first.child.once('exit', done)));
    // Graceful shutdown released the lock and closed the database.
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('serves the site, the API and the console with demo data and in-process jobs', async ({ request, page }) => {
    const health = await request.get(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', queue: { mode: 'in-process', status: 'up' } });
    const login = await request.post(`${base}/api/login`, { data: { email: 'admin@roafaceri.ro', password: 'Staff12345' } });
    expect(login.status()).toBe(200);
    expect((await login.json()).user.claims.role).toBe('admin');
    await page.goto(`${base}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await expect(page).toHaveTitle(/RoAfaceri/);
    const admin = await request.get(`${base}/admin/`);
    expect(admin.status()).toBe(200);
    expect(await admin.text()).toContain('<div id="root"');
  });

  test('writes outgoing email as .eml files under DATA_DIR/mail', async ({ request }) => {
    const registered = await request.post(`${base}/api/account/register`, {
      data: { fullName: 'Local Test', email: 'local.eml@example.ro', password: 'Parola123', confirmPassword: 'Parola123', userType: 1, acceptTerms: true },
    });
    expect(registered.status()).toBe(201);
    const mailDir = join(dataDir, 'mail');
    // Quoted-printable: undo the soft line breaks before looking for the link.
    const confirmation = () =>
      (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .map((file) => readFileSync(join(mailDir, file), 'utf8').replace(/=\r?\n/g, ''))
        .find((mail) => mail.includes('To: local.eml@example.ro'));
    await expect.poll(() => confirmation() !== undefined, { timeout: 15_000 }).toBe(true);
    expect(confirmation()).toContain('/auth/verifica-email?token=3D');
  });

  test('a second process on the same data directory stops with a clear message', async () => {
    const second = startEmbedded(dataDir, PORT + 1);
    const code = await new Promise<number | null>((done) => second.child.once('exit', done));
    expect(code).not.toBe(0);
    expect(second.output()).toContain('in use by another process');
    // The first one still answers.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
