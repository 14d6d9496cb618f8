import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FRONTEND_BUILD = resolve(dirname(fileURLToPath(import.meta.url)), '../../../frontend/build');

/**
 * The site's production build (frontend/build), for a test app's FRONTEND_BUILD_DIR. The suites that
 * request pages fail without it instead of skipping those tests: skipped, they passed unnoticed
 * whenever the site had not been built. `npm test` builds it first; `npm run test:unit` and a single
 * file run do not, so build it once before (`npm run build`, or `npm run build -w frontend`).
 */
export function builtSite(): string {
  if (!existsSync(join(FRONTEND_BUILD, 'server/index.js'))) {
    throw new Error(`The site is not built (${join(FRONTEND_BUILD, 'server/index.js')} is missing): run npm run build first.`);
  }
  return FRONTEND_BUILD;
}
