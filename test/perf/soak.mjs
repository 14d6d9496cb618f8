// `npm run soak`: ten minutes of mixed traffic on the production build, watching the web process's
// memory. The traffic is what a public day looks like: the home page, the seven family pages with and
// without filters, listing pages, client-side navigation data, the public API's lists and distinct
// searches, and signed-in visitors' pages (never cached), from SOAK_CONNECTIONS connections.
//
//   1. recreates the database rf_soak (or SOAK_DATABASE_URL) with the demo data;
//   2. starts `node backend/dist/main.js` in production mode (ROLE=web, Redis) on SOAK_PORT (3994);
//   3. warms up for SOAK_WARMUP seconds (300), then reads the process's resident memory (start): the
//      response and page caches fill with the distinct searches up to their bounds
//      (RESPONSE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_BYTES) in about four minutes, and what is measured
//      is whether the process keeps growing after that, not the caches filling;
//   4. loads it for SOAK_DURATION seconds (600), sampling the memory every 30 s;
//   5. prints a Markdown table (memory at start, end and highest, growth, requests, errors, latency)
//      and writes it to test/perf/results/soak.md. The run fails when requests failed, and with
//      SOAK_ENFORCE=1 also when the memory grew by 10% or more.
//
// `npm run soak -- --embedded` soaks the embedded default instead (test/perf/soak-embedded.mjs).
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { readMix, residentBytes } from './read-mix.mjs';
import { demoDatabase, processGroup, removeRedisKeys, root, startProductionSite, timedLog } from '../support/site-processes.mjs';

if (process.argv.includes('--embedded')) {
  const { soakEmbedded } = await import('./soak-embedded.mjs');
  // Ends the process with the run's code; nothing below runs.
  await soakEmbedded();
}

const env = process.env;
const DATABASE_URL = env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rf_soak';
const REDIS_URL = env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(env.SOAK_PORT ?? 3994);
const DURATION = Number(env.SOAK_DURATION ?? 600);
const WARMUP = Number(env.SOAK_WARMUP ?? 300);
const CONNECTIONS = Number(env.SOAK_CONNECTIONS ?? 16);
const SAMPLE_EVERY_S = 30;
const BUDGET_GROWTH = 0.1;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const log = timedLog('soak');
const processes = processGroup({ what: "soak's site", log });
const scratch = mkdtempSync(join(tmpdir(), 'rf-soak-'));
const redisPrefix = `rfsoak-${randomBytes(4).toString('hex')}`;
processes.onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
processes.onCleanup(() => removeRedisKeys(REDIS_URL, [redisPrefix]));

/** The read mix (read-mix.mjs), with the demo company account's pages signed in. */
async function trafficMix() {
  const login = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@roafaceri.ro', password: 'Demo12345' }),
  });
  if (login.status !== 200) throw new Error(`demo sign-in failed: ${login.status}`);
  return readMix(
    ORIGIN,
    login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  );
}

function load(seconds, nextRequest) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: ORIGIN, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }] },
      (error, result) => (error ? fail(error) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  const dataDir = join(scratch, 'data');
  await demoDatabase(DATABASE_URL, { processes, log, dataDir });
  const site = await startProductionSite(processes, { port: PORT, dataDir, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, redisPrefix });
  const nextRequest = await trafficMix();
  log(`warming up for ${WARMUP} s`);
  await load(WARMUP, nextRequest);
  const start = residentBytes(site.pid);
  const samples = [start];
  log(`memory at start ${(start / 2 ** 20).toFixed(0)} MB; loading for ${DURATION} s at ${CONNECTIONS} connections`);
  const sampler = setInterval(() => samples.push(residentBytes(site.pid)), SAMPLE_EVERY_S * 1000);
  const result = await load(DURATION, nextRequest);
  clearInterval(sampler);
  // The garbage of the last seconds settles before the end is read.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const end = residentBytes(site.pid);
  samples.push(end);
  const growth = (end - start) / start;
  const failed = result.non2xx > 0 || result.errors > 0 || result.timeouts > 0;
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const report = [
    `# Soak ${new Date().toISOString()}`,
    '',
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; the demo data; production build, ROLE=web, Redis, page and response caches on.`,
    `autocannon ${CONNECTIONS} connections for ${DURATION} s after a ${WARMUP} s warm-up; 11 kinds of request in turn (home, family pages with and without filters, listings, navigation data, API lists, distinct searches, signed-in pages).`,
    '',
    '| memory at start | at end | highest | growth | requests | req/s | p50 | p99 | non-2xx | errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${mb(start)} | ${mb(end)} | ${mb(Math.max(...samples))} | ${(growth * 100).toFixed(1)}% | ${result.requests.total.toLocaleString('en')} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors + result.timeouts} |`,
    '',
    `Memory every ${SAMPLE_EVERY_S} s: ${samples.map(mb).join(', ')}.`,
    '',
    `Budget: growth under ${BUDGET_GROWTH * 100}%: **${growth < BUDGET_GROWTH ? 'met' : 'missed'}**. ${failed ? 'Some requests failed.' : 'No failed requests.'}`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  mkdirSync(join(root, 'test/perf/results'), { recursive: true });
  writeFileSync(join(root, 'test/perf/results/soak.md'), report);
  if (failed) console.error('FAILED: some requests failed (non-2xx, errors or timeouts).');
  if (growth >= BUDGET_GROWTH && env.SOAK_ENFORCE === '1') console.error('FAILED: the memory grew by 10% or more.');
  return failed || (growth >= BUDGET_GROWTH && env.SOAK_ENFORCE === '1') ? 1 : 0;
}

void processes.exitWith(main);
