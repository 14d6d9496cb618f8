/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The backend serves this build at /admin/ and answers unknown /admin/* paths with index.html.
// `npm run dev -w admin` proxies /api to a running backend (API_TARGET, default port 3000).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      // The only part of the backend the console may import (see STYLE.md section 2).
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI + React form one vendor chunk (~850 kB, ~270 kB gzipped) that stays cached
    // across deploys; the console's own code is a small separate chunk.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] },
      },
    },
  },
  // The test files share their worker's modules (none keeps state between files): loading react-admin
  // again for every file was nearly all of the tests' time.
  // The console reads the site's brand tokens as text (layout/brand.ts): Vitest would otherwise give CSS files as empty.
  test: { isolate: false, css: { include: [/tokens\.css/] } },
  server: {
    port: 5174,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
