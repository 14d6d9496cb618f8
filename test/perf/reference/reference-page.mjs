/**
 * The Lighthouse run's reference page: React and ReactDOM (the versions the site ships) hydrating a
 * small server-rendered tree, built by Vite in production mode and served with Brotli on its own
 * port. Its total blocking time measures the host: a slow host is told apart from a slow page.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { ReferenceApp } from './app.js';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Builds the page into `outDir` and serves it on `port` (127.0.0.1); answers a function that stops the server. */
export async function startReferencePage({ outDir, port }) {
  await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8').replace('<!--app-->', renderToString(createElement(ReferenceApp)));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path === '/' ? null : join(outDir, path);
    if (file && (!file.startsWith(outDir) || !existsSync(file))) {
      response.writeHead(404).end();
      return;
    }
    const body = file ? readFileSync(file) : Buffer.from(html);
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': TYPES[file ? extname(file) : '.html'] ?? 'application/octet-stream',
      'cache-control': file ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(brotli ? brotliCompressSync(body) : body);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return () => new Promise((done) => server.close(done));
}
