#!/usr/bin/env node
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of a client build,
 * so the server sends compressed static files without compressing on each request
 * (@fastify/static `preCompressed`). Usage: node scripts/precompress.mjs <dir> [<dir> …]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count++;
    before += content.length;
    after += brotli.length;
  }
}
console.log(`precompressed ${count} files: ${Math.round(before / 1024)} kB → ${Math.round(after / 1024)} kB brotli`);
