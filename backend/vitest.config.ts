import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    globals: true,
    include: ['src/**/*.spec.ts', 'test/**/*.int-spec.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker loads the application's modules once for all its files: loading them again per
    // file was most of the suite's time (about 11 s a file). Every integration file starts a test
    // app of its own on a database of its own; no module keeps state between two files.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 4,
  },
});
