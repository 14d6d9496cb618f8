import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppConfig } from '../../../src/config/app-config.js';
import { openAppDatabase } from '../../../src/entities.js';
import { freePort } from '../../support/free-port.js';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = join(backend, 'dist/main.js');

interface Started {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * `node dist/main.js` on the embedded default (no DATABASE_URL, REDIS_URL or SMTP_URL: PGlite in
 * DATA_DIR, jobs in-process, mail as files), as `npm start` runs it; waits for /api/health.
 */
async function startEmbedded(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: backend,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      FRONTEND_BUILD_DIR: join(dataDir, 'no-frontend'),
      ADMIN_BUILD_DIR: join(dataDir, 'no-admin'),
      ANAF_API_URL: 'http://127.0.0.1:9',
      INVOICE_EUR_RON_RATE: '5.0000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal, at: Date.now() })),
  );
  // The first start migrates an empty embedded database: about 30 s, more beside other test files.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`main.js exited while starting:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (answer) => answer.status === 200,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`main.js did not become healthy:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return { child, port, output: () => output, exited };
}

async function until(what: string, probe: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const PASSWORD = 'Parola123';

/** Registers an account; its confirmation email is a job in-process. */
async function register(site: Started, email: string): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${site.port}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Oprire Test', email, password: PASSWORD, confirmPassword: PASSWORD, userType: 1, acceptTerms: true }),
  });
  expect(answer.status).toBe(201);
}

const signIn = (site: Started, email: string) =>
  fetch(`http://127.0.0.1:${site.port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  }).then((answer) => answer.status);

/** A request whose body never finishes arriving: the HTTP server's close waits for it. */
function hangingRequest(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/account/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"fullName":`,
      );
      done(socket);
    });
    socket.on('error', () => undefined);
    socket.once('error', fail);
  });
}

/**
 * SIGTERM ends the embedded default within 10 s whatever its jobs and requests are doing (in-flight
 * jobs are left), the embedded database is closed and unlocked, and the next start on the same
 * DATA_DIR finds its data. The jobs hang through TEST_DELIVERY_PAUSE (each email held 10 minutes
 * before it is sent), the request through a body that never arrives.
 */
describe('SIGTERM on the embedded default', () => {
  let dataDir: string;
  let site: Started | undefined;
  let hanging: Socket | undefined;

  beforeAll(async () => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the backend first (npm run build -w backend; npm test does it)`);
    dataDir = await mkdtemp(join(tmpdir(), 'rf-shutdown-'));
  });
  afterAll(async () => {
    hanging?.destroy();
    if (site && site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const HOLD = { TEST_DELIVERY_PAUSE: 'before-send', TEST_DELIVERY_PAUSE_MS: '600000' };
  const lockFile = () => join(dataDir, 'pglite.lock');

  it('a job held for minutes and a request that never ends: exits at the deadline, database closed, data kept', async () => {
    site = await startEmbedded(dataDir, HOLD);
    await register(site, 'oprire.unu@example.ro');
    await until('the confirmation email to be held', () => site!.output().includes('delivery paused before-send'));
    hanging = await hangingRequest(site.port);
    await new Promise((done) => setTimeout(done, 300));

    const sent = Date.now();
    site.child.kill('SIGTERM');
    const { code, at } = await site.exited;
    expect(at - sent).toBeLessThan(10_000);
    expect(at - sent).toBeGreaterThanOrEqual(7_500);
    expect(code).toBe(1);
    expect(site.output()).toContain('The shutdown did not finish within 8 s of SIGTERM: closing the database without waiting and exiting.');
    expect(site.output()).toMatch(/ [1-9]\d* in-process jobs still in flight are left unfinished/);
    expect(existsSync(lockFile())).toBe(false);
    hanging.destroy();

    // The next start on the same DATA_DIR opens the database and finds the account.
    site = await startEmbedded(dataDir, HOLD);
    expect(await signIn(site, 'oprire.unu@example.ro')).toBe(200);
  }, 300_000);

  it('a job held for minutes only: the orderly shutdown stops waiting for it after 5 s', async () => {
    await register(site!, 'oprire.doi@example.ro');
    await until('the confirmation email to be held', () => site!.output().split('delivery paused before-send').length > 1);

    const sent = Date.now();
    site!.child.kill('SIGTERM');
    const { code, signal, at } = await site!.exited;
    expect(at - sent).toBeLessThan(10_000);
    // The orderly end: Nest raises SIGTERM again once everything is closed.
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGTERM' });
    expect(site!.output()).toContain('Jobs did not finish within 5 s of the shutdown');
    expect(site!.output()).not.toContain('closing the database without waiting');
    expect(existsSync(lockFile())).toBe(false);

    site = await startEmbedded(dataDir);
    expect(await signIn(site, 'oprire.unu@example.ro')).toBe(200);
    expect(await signIn(site, 'oprire.doi@example.ro')).toBe(200);
    const sentAgain = Date.now();
    site.child.kill('SIGTERM');
    const last = await site.exited;
    // Nothing running: the orderly shutdown is quick.
    expect(last.at - sentAgain).toBeLessThan(5_000);
    expect(existsSync(lockFile())).toBe(false);
  }, 300_000);

  it('abandon() closes the embedded database while a transaction holds its only connection, rolling it back', async () => {
    const config = buildAppConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret', SEED_DEMO: 'false' });
    const database = await openAppDatabase(config);
    await database.dataSource.query(`CREATE TABLE shutdown_probe (id int)`);
    await database.dataSource.query(`INSERT INTO shutdown_probe VALUES (1)`);
    const runner = database.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`INSERT INTO shutdown_probe VALUES (2)`);
    // The freeze: a query waiting for the only connection, which its holder never gives back.
    void database.dataSource.query('SELECT 1').catch(() => undefined);

    const started = Date.now();
    await database.abandon();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(existsSync(lockFile())).toBe(false);

    const reopened = await openAppDatabase(config);
    try {
      expect(await reopened.dataSource.query(`SELECT id FROM shutdown_probe ORDER BY id`)).toEqual([{ id: 1 }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
