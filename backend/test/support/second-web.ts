import { startTestApp, type TestApp } from './test-app.js';

/**
 * A second web process of `first`'s deployment: the same database, Redis prefix (so the two hear
 * each other's cache invalidations) and frontend build. Close it before `first`.
 */
export function secondWeb(first: TestApp): Promise<TestApp> {
  return startTestApp({
    sameDatabaseAs: first,
    env: { ROLE: 'web', REDIS_URL: first.config.redis!.url, REDIS_PREFIX: first.config.redis!.prefix, FRONTEND_BUILD_DIR: first.config.paths.frontendBuild },
  });
}

/** Polls until `check` holds; answers how long it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${ms} ms`);
}
