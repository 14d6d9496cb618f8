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
  test: { globals: true, include: ['app/**/*.spec.ts'], environment: 'node' },
});
