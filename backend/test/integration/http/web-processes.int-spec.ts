import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, workerEnv, type TestApp } from '../../support/test-app.js';
import { freePort } from '../../support/free-port.js';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = join(backend, 'dist/main.js');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * WEB_PROCESSES=2 on the built backend: a supervisor starts two web processes on one port, both
 * answer, one that dies is replaced, and SIGTERM stops them all.
 */
describe('several web processes on one port (WEB_PROCESSES)', () => {
  let web: TestApp;
  let supervisor: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the backend first (npm run build -w backend; npm test does it)`);
    // Migrates the test database and gives the settings of a process beside it.
    web = await startTestApp({ redis: true, env: { ROLE: 'web' } });
  });
  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
    await web?.close();
  });

  const pidsListening = () => [...output.matchAll(/web process (\d+) of 2\)/g)].map((match) => Number(match[1]));

  it('starts two, both serve, a dead one is replaced, SIGTERM stops them all', async () => {
    const port = await freePort();
    supervisor = spawn(process.execPath, [entry], {
      cwd: backend,
      env: {
        PATH: process.env.PATH ?? '',
        ...workerEnv(web),
        ROLE: 'web',
        WEB_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        SCHEDULER_ENABLED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const first = await until('two web processes', () => (pidsListening().length >= 2 ? pidsListening() : undefined), 60_000);
    expect(new Set(first).size).toBe(2);
    expect(first).not.toContain(supervisor.pid);
    expect(output).toContain(`Starting 2 web processes (supervisor ${supervisor.pid})`);
    for (let index = 0; index < 10; index++) {
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    }

    // A web process that dies is replaced; the port keeps answering meanwhile.
    process.kill(first[0]!, 'SIGKILL');
    const replaced = await until('a new web process', () => pidsListening().find((pid) => !first.includes(pid)));
    expect(output).toMatch(new RegExp(`Web process ${first[0]} stopped \\(SIGKILL\\)`));
    expect(alive(first[1]!)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // SIGTERM to the supervisor stops every web process, then the supervisor (code 0).
    const exited = new Promise<number | null>((done) => supervisor!.once('exit', (code) => done(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the web processes to stop', () => ![first[1]!, replaced].some(alive), 15_000);
  }, 120_000);
});
