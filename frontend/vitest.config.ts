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
  test: { globals: true, include: ['app/**/*.spec.ts'], environment: 'node', isolate: false },
});
