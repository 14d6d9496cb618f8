import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of loaders, actions and rules; without the React Router build plugin. */
export default defineConfig({
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  // isolate: false: the files share their worker's modules (none keeps state between files); loading them per file was most of the time.
  test: {
    globals: true,
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['app/**/*.spec.ts'], environment: 'node' } },
      // Components rendered into a DOM, as the browser's build sees them (`import.meta.env.SSR` false).
      { extends: true, test: { name: 'dom', include: ['app/**/*.spec.tsx'], environment: './app/lib/jsdom.test-environment.ts' } },
    ],
  },
});
