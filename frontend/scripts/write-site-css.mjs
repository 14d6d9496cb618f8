#!/usr/bin/env node
/**
 * Writes the site's stylesheet into the client build under the content-hashed name the server
 * entry links for signed-in visitors (`siteStylesheet` in app/entry.server.tsx), so the CSS that
 * is inlined for first visits is also an immutable asset. Runs after `react-router build`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = await import(pathToFileURL(join(root, 'build/server/index.js')).href);
const { siteStylesheet } = build.entry.module;
if (!siteStylesheet?.href?.startsWith('/assets/') || !siteStylesheet.css) throw new Error('The server build exports no siteStylesheet.');
const file = join(root, 'build/client', siteStylesheet.href);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, siteStylesheet.css);
console.log(`site stylesheet: ${siteStylesheet.href} (${siteStylesheet.css.length} bytes)`);
