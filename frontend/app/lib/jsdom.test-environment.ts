/**
 * Vitest's jsdom environment, for the specs that render into a DOM (`*.spec.tsx`, see
 * vitest.config.ts). Vitest's built-in `jsdom` imports the package from its own folder at the
 * repository's root, while jsdom is the site's own dev dependency
 * (frontend/node_modules): this one imports it from here and lays its window over the globals the
 * same way (`populateGlobal`).
 */
import { JSDOM } from 'jsdom';
import type { Environment } from 'vitest/environments';
import { populateGlobal } from 'vitest/runtime';

export default {
  name: 'site-jsdom',
  viteEnvironment: 'client',
  setup(global: Record<string | symbol, unknown>) {
    const dom = new JSDOM('<!DOCTYPE html>', { pretendToBeVisual: true, url: 'http://localhost:3000/' });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(global: Record<string | symbol, unknown>) {
        dom.window.close();
        for (const key of keys) delete global[key];
        for (const [key, value] of originals) global[key] = value;
      },
    };
  },
} satisfies Environment;
