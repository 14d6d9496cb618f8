import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from './postgres.js';
import { workerEnv, type TestApp } from './test-app.js';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const workerEntry = join(backend, 'dist/main.js');

/** Refuses to start when the backend is not built (the worker is `node dist/main.js`). */
export function assertWorkerBuilt(): void {
  if (!existsSync(workerEntry)) throw new Error(`${workerEntry} is missing: build the backend first (npm run build -w backend; npm test does it)`);
}

/**
 * Real worker processes (the built backend, ROLE=worker) of `web`'s deployment, as production runs
 * them: started with `web`'s database and Redis and `env` on top, killed with SIGKILL by the tests
 * (and by `killAll` after them).
 */
export function workerProcesses(web: () => TestApp) {
  const started: ChildProcess[] = [];
  return {
    /** Starts a worker; resolves once it printed `waitFor` (20 s at most). */
    start(env: Record<string, string>, waitFor: RegExp): Promise<ChildProcess> {
      const worker = spawn(process.execPath, [workerEntry], {
        cwd: backend,
        env: { PATH: process.env.PATH ?? '', ...workerEnv(web()), SCHEDULER_ENABLED: 'false', LOG_LEVEL: 'warn', JOB_LOCK_DURATION_MS: '1000', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(worker);
      return new Promise((resolvePromise, reject) => {
        let output = '';
        const timer = setTimeout(() => reject(new Error(`worker did not print ${waitFor} within 20 s:\n${output}`)), 20_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (waitFor.test(output)) {
            clearTimeout(timer);
            resolvePromise(worker);
          }
        };
        worker.stdout!.on('data', onData);
        worker.stderr!.on('data', onData);
        worker.on('exit', (code) => {
          clearTimeout(timer);
          if (!waitFor.test(output)) reject(new Error(`worker exited (${code}) before ${waitFor}:\n${output}`));
        });
      });
    },
    killAll(): void {
      for (const worker of started) worker.kill('SIGKILL');
    },
  };
}

/** Deletes the Redis keys of a test app's prefix (after it closed). */
export async function removeRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
