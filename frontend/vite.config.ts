import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  server: {
    // `react-router dev` serves the site alone: browser-side /api calls go to the API process.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
