import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Client chunks: a page's scripts come in a few files instead of one per module, because every
 * extra request costs a round trip on a phone (and HTTP/1.1 allows six at a time). Framework code,
 * the shared site code and the listing components each form one long-cached chunk; route modules
 * and feature code only some pages use stay separate.
 */
const CLIENT_CHUNKS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
  { name: 'site', test: /frontend[\\/]app[\\/](components|lib|i18n)[\\/]|backend[\\/]src[\\/]contracts[\\/]/ },
  // The detail page's own components stay with its route module: family pages do not load them.
  { name: 'listings', test: /frontend[\\/]app[\\/]features[\\/]listings[\\/](?!detail[\\/])/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  build: isSsrBuild ? {} : { rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } },
  server: {
    // `react-router dev` serves the site alone: browser-side /api calls go to the API process.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
