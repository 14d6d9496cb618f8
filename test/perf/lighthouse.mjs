// `npm run lighthouse`: Lighthouse (mobile, its default form factor and throttling) on the
// production build of the public site, with the demo data.
//
//   0. copies frontend/build aside (see BUILD_COPY) and stops when LIGHTHOUSE_PORT (3992) is taken;
//   1. recreates the database (LIGHTHOUSE_DATABASE_URL, default rf_lighthouse on 127.0.0.1) and
//      loads the demo data into it with `seed.js` (demo data is refused in production, so it is
//      seeded first, in development mode, into a scratch DATA_DIR that also holds the pictures);
//   2. starts the built backend in production mode (ROLE=web, Redis, same DATA_DIR) and waits for
//      /api/health;
//   3. runs Lighthouse LIGHTHOUSE_RUNS times (default 3) per page in Debian's Chromium (headless,
//      every host but this machine unresolvable, tile and tracking hosts blocked) and keeps the
//      median of each figure: home, a family page, a company detail page (the first
//      listing of /api/company/list/web). The publishing form needs a login and is left out;
//   4. takes the scripts each run actually fetched from Lighthouse's request list: their transferred
//      bytes as Lighthouse saw them, and the gzip -9 size of each of those files in the build
//      (scripts the page never requests, such as React Router's route manifest under lazy route
//      discovery, are not counted);
//   5. measures a reference page the same way (test/perf/reference: React hydrating a small tree, on
//      its own port) and records Lighthouse's benchmarkIndex of every run: the figures depend on the
//      host, so a slow host is told apart from a slow page;
//   6. prints a Markdown table and writes it to test/perf/results/latest.md. With
//      LIGHTHOUSE_ENFORCE=1 the run fails when a budgeted page (home, family, detail, the funding tools)
//      misses a budget: performance >= 95, total blocking time <= 200 ms, LCP <= 1500 ms, CLS <= 0.05,
//      JavaScript <= 120 kB gzip (the files loaded). The budgets are judged on a host whose median
//      benchmarkIndex is at least 1,500; on a slower one the table says so instead of a verdict.
//      The database, the copy and the run's Redis keys are removed at the end.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoDatabase, processGroup, removeRedisKeys, root, startProductionSite, timedLog } from '../support/site-processes.mjs';
import { startReferencePage } from './reference/reference-page.mjs';

const env = process.env;
const DATABASE_URL = env.LIGHTHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rf_lighthouse';
const REDIS_URL = env.LIGHTHOUSE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(env.LIGHTHOUSE_PORT ?? 3992);
const RUNS = Math.max(1, Number(env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = env.CHROME_PATH ?? '/usr/bin/chromium';
const ENFORCE = env.LIGHTHOUSE_ENFORCE === '1';
const BUDGET = { performance: 95, tbtMs: 200, lcpMs: 1500, cls: 0.05, jsKb: 120 };
/** The slowest host (Lighthouse's benchmarkIndex) on which the budgets are judged. */
const MIN_BENCHMARK_INDEX = 1500;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const REFERENCE_PORT = Number(env.LIGHTHOUSE_REFERENCE_PORT ?? PORT + 1);
/**
 * The site runs from a copy of the frontend build, taken right after the build: others may rebuild
 * frontend/build during the run, which would swap the hashed scripts under the running server.
 * The copy stays under frontend/ (ignored by git as build/) so its server code finds frontend's packages.
 */
const BUILD_SOURCE = join(root, 'frontend/build');
const BUILD_COPY = join(root, 'frontend/.lighthouse/build');
const CLIENT_BUILD = join(BUILD_COPY, 'client');
/** Hosts a page may name but must never reach here (map tiles, analytics, pixels, fonts). */
const BLOCKED_URL_PATTERNS = [
  '*tile.openstreetmap.org*',
  '*googletagmanager.com*',
  '*google-analytics.com*',
  '*facebook.net*',
  '*facebook.com*',
  '*doubleclick.net*',
  '*fonts.googleapis.com*',
  '*fonts.gstatic.com*',
];

const log = timedLog('lighthouse');
const processes = processGroup({ what: 'site and the browser', log });
const scratch = mkdtempSync(join(tmpdir(), 'rf-lighthouse-'));
const redisPrefix = `rflh-${randomBytes(4).toString('hex')}`;
let chrome = null;

processes.onCleanup(async () => {
  if (chrome) await chrome.kill();
});
processes.onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
processes.onCleanup(() => rmSync(dirname(BUILD_COPY), { recursive: true, force: true }));
processes.onCleanup(() => removeRedisKeys(REDIS_URL, [redisPrefix]));

// ------------------------------------------------------------------ database and site

function startSite(dataDir) {
  return startProductionSite(processes, {
    port: PORT,
    dataDir,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    redisPrefix,
    env: { FRONTEND_BUILD_DIR: BUILD_COPY, GA_MEASUREMENT_ID: '', META_PIXEL_ID: '' },
  });
}

// ------------------------------------------------------------------ route scripts from the build manifest

/** Copies the frontend build, again while a concurrent rebuild leaves it incomplete (a manifest file missing). */
async function snapshotBuild() {
  for (let attempt = 1; attempt <= 10; attempt++) {
    rmSync(BUILD_COPY, { recursive: true, force: true });
    try {
      cpSync(BUILD_SOURCE, BUILD_COPY, { recursive: true });
      const { manifest } = clientManifest();
      const files = [
        manifest.entry.module,
        ...manifest.entry.imports,
        ...Object.values(manifest.routes).flatMap((route) => [route.module, ...(route.imports ?? [])]),
      ];
      const missing = files.filter((file) => !existsSync(join(CLIENT_BUILD, file)));
      const server = join(BUILD_COPY, 'server/index.js');
      // The server code names the client's hashed files: both halves must come from the same build.
      if (!missing.length && existsSync(server) && readFileSync(server, 'utf8').includes(manifest.routes.root.module)) return;
      log(`frontend build incomplete (being rebuilt?): ${missing.slice(0, 3).join(', ')}; copying again`);
    } catch (error) {
      log(`could not copy the frontend build (${error.message}); copying again`);
    }
    await new Promise((done) => setTimeout(done, 3000));
  }
  throw new Error('frontend/build stayed incomplete: run npm run build');
}

function clientManifest() {
  const assets = join(CLIENT_BUILD, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build`);
  const text = readFileSync(join(assets, file), 'utf8');
  return { path: `/assets/${file}`, manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) };
}

/**
 * Gzip size (level 9, as the build's .gz copies) of the scripts Lighthouse saw the page load: the
 * page's own request list, not the build manifest, so code a page only fetches later (lazy routes,
 * opened dialogs) and the route manifest the browser never asks for are not counted, and every
 * script the page did fetch is.
 */
function loadedScriptsGzip(scriptUrls) {
  let bytes = 0;
  const files = [];
  for (const url of new Set(scriptUrls)) {
    const source = join(CLIENT_BUILD, decodeURIComponent(new URL(url).pathname));
    if (!existsSync(source)) throw new Error(`the page loaded ${url}, which is not a file of the client build`);
    const size = existsSync(`${source}.gz`) ? readFileSync(`${source}.gz`).length : gzipSync(readFileSync(source), { level: 9 }).length;
    files.push({ file: new URL(url).pathname, bytes: size });
    bytes += size;
  }
  return { files, bytes };
}

// ------------------------------------------------------------------ Lighthouse

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is repeated (five attempts in all). */
async function audit(url, origin, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 5) {
      log(`Lighthouse run broken (${lhr.runtimeError.code}); again`);
      return audit(url, origin, attempt + 1);
    }
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  const outside = requests.filter((item) => !item.url.startsWith(origin) && !item.url.startsWith('data:'));
  const failed = requests.filter((item) => item.url.startsWith(origin) && (item.statusCode >= 400 || item.statusCode <= 0));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    jsTransferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    jsGzip: origin === ORIGIN ? loadedScriptsGzip(scripts.map((item) => item.url)) : { files: [], bytes: 0 },
    /** The host's speed as Lighthouse measured it before this run (higher is faster). */
    benchmarkIndex: lhr.environment.benchmarkIndex,
    outside: outside.map((item) => item.url),
    failed: failed.map((item) => `${item.url} (${item.statusCode})`),
    warnings: lhr.runWarnings,
    /** The largest paint's element and where its time went (Lighthouse's LCP breakdown insight). */
    lcpDetail: (() => {
      const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
      const node = parts.find((item) => item.type === 'node');
      const subparts = parts.find((item) => item.type === 'table')?.items ?? [];
      return `${node?.selector ?? node?.snippet ?? 'unknown element'}: ${subparts.map((item) => `${item.subpart} ${Math.round(item.duration)} ms`).join(', ')}`;
    })(),
    /** What moved, when anything did (Lighthouse's layout-shifts audit). */
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .filter((item) => item.score >= 0.001)
      .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score).toFixed(3)})`),
  };
}

/** The median of one figure over the runs (the lower middle for an even count). */
function median(runs, key) {
  const values = runs.map((run) => run[key]).sort((a, b) => a - b);
  return values[Math.floor((values.length - 1) / 2)];
}

const FIGURES = ['performance', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'jsTransferred', 'jsRequests', 'benchmarkIndex'];

/** The loaded scripts of the run with the median gzip total (runs of one page normally load the same files). */
function medianScripts(runs) {
  const sorted = [...runs].sort((a, b) => a.jsGzip.bytes - b.jsGzip.bytes);
  return sorted[Math.floor((sorted.length - 1) / 2)].jsGzip;
}

async function measurePage(page) {
  const runs = [];
  for (let index = 0; index < RUNS; index++) {
    const origin = page.origin ?? ORIGIN;
    const figures = await audit(`${origin}${page.path}`, origin);
    log(
      `${page.name} run ${index + 1}/${RUNS}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms, benchmarkIndex ${Math.round(figures.benchmarkIndex)}`,
    );
    if (figures.shifts.length) log(`  layout shifts: ${figures.shifts.join('; ')}`);
    if (figures.lcpMs > BUDGET.lcpMs) log(`  largest paint ${figures.lcpDetail}`);
    if (figures.outside.length) throw new Error(`${page.path} requested hosts outside this machine: ${figures.outside.join(', ')}`);
    if (figures.failed.length) throw new Error(`${page.path} had failing requests: ${figures.failed.join(', ')}`);
    runs.push(figures);
  }
  return {
    ...Object.fromEntries(FIGURES.map((key) => [key, median(runs, key)])),
    scores: runs.map((run) => run.performance),
    benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
    loaded: medianScripts(runs),
  };
}

// ------------------------------------------------------------------ report

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The host's speed: the median benchmarkIndex of every run of every page. */
function hostIndex(pages) {
  const all = pages.flatMap((page) => page.benchmarkIndexes).sort((a, b) => a - b);
  return all[Math.floor((all.length - 1) / 2)];
}

function verdicts(page) {
  if (!page.budgeted) return [];
  const missed = [];
  if (page.performance < BUDGET.performance) missed.push(`performance < ${BUDGET.performance}`);
  if (page.tbtMs > BUDGET.tbtMs) missed.push(`TBT > ${BUDGET.tbtMs} ms`);
  if (page.lcpMs > BUDGET.lcpMs) missed.push(`LCP > ${BUDGET.lcpMs} ms`);
  if (page.cls > BUDGET.cls) missed.push(`CLS > ${BUDGET.cls}`);
  if (page.loaded.bytes > BUDGET.jsKb * 1024) missed.push(`JS > ${BUDGET.jsKb} kB gzip`);
  return missed;
}

function format(pages, host) {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const lines = [
    `# Lighthouse, mobile (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit})`,
    '',
    `Lighthouse 13 default mobile emulation and simulated throttling, Chromium ${chromeVersion}, ${cpus().length} CPU cores; production build with the demo data; each figure is the median of ${RUNS} run(s) per page (the score of every run in brackets). "JS transferred" is what Lighthouse saw on the wire for the page's script requests (Brotli where the browser accepts it, headers included); "JS gzip" adds up the gzip -9 sizes of the very files those requests fetched (the budget's figure).`,
    '',
    `Host speed: Lighthouse's benchmarkIndex ${Math.round(host)} (median of every run; the budgets are judged from ${MIN_BENCHMARK_INDEX}). The reference page (React hydrating a small tree, test/perf/reference) shows what this host spends on a page with almost nothing to do.`,
    '',
    '| page | path | performance | LCP | CLS | TBT | benchmarkIndex | JS transferred (Lighthouse) | JS gzip (files the page loaded) | budget |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const page of pages) {
    const missed = verdicts(page);
    const judged = host >= MIN_BENCHMARK_INDEX;
    const budget = !page.budgeted
      ? 'not budgeted'
      : !judged
        ? `not judged (host ${Math.round(host)} < ${MIN_BENCHMARK_INDEX})${missed.length ? `; would miss: ${missed.join(', ')}` : ''}`
        : missed.length
          ? `missed: ${missed.join(', ')}`
          : 'met';
    const js = page.origin ? '–' : `${kb(page.loaded.bytes)} in ${page.loaded.files.length}`;
    lines.push(
      `| ${page.name} | \`${page.path}\` | ${page.performance} (${page.scores.join(', ')}) | ${(page.lcpMs / 1000).toFixed(2)} s | ${page.cls.toFixed(3)} | ${Math.round(page.tbtMs)} ms | ${Math.round(page.benchmarkIndex)} | ${kb(page.jsTransferred)} in ${page.jsRequests} | ${js} | ${budget} |`,
    );
  }
  lines.push(
    '',
    `Budget on the home, family, detail and funding-tool pages: performance ≥ ${BUDGET.performance}, TBT ≤ ${BUDGET.tbtMs} ms, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} kB gzip of the files the page loaded (1 kB = 1024 bytes).`,
    '',
  );
  for (const page of pages.filter((item) => !item.origin))
    lines.push(`${page.name}: ${page.loaded.files.map((item) => `${item.file.replace(/^\/assets\//, '')} ${kb(item.bytes)}`).join(', ')}`, '');
  return lines.join('\n');
}

// ------------------------------------------------------------------ main

let chromeVersion = 'unknown';

async function main() {
  if (!existsSync(join(root, 'backend/dist/main.js')) || !existsSync(join(BUILD_SOURCE, 'client')))
    throw new Error('No build found: run `npm run lighthouse` (it builds first) or `npm run build`.');
  if (
    await fetch(`${ORIGIN}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${PORT} is already in use (another site?). Stop it or set LIGHTHOUSE_PORT.`);
  }
  await snapshotBuild();
  const dataDir = join(scratch, 'data');
  await demoDatabase(DATABASE_URL, { processes, log, dataDir });
  const site = await startSite(dataDir);

  const list = await fetch(`${ORIGIN}/api/company/list/web?page=1&pageSize=4`).then((answer) => answer.json());
  const slug = list.docs?.[0]?.slug;
  if (!slug) throw new Error(`no company listing for the detail page: ${JSON.stringify(list).slice(0, 300)}`);
  const pages = [
    // What this host spends on React hydrating almost nothing: measured first and last, around the pages.
    { name: 'reference (host)', path: '/', origin: `http://127.0.0.1:${REFERENCE_PORT}`, budgeted: false },
    { name: 'home', path: '/', budgeted: true },
    { name: 'family', path: '/vanzare-cumparare-afaceri', budgeted: true },
    { name: 'detail', path: `/vanzare-cumparare-afaceri/${encodeURIComponent(slug)}`, budgeted: true },
    // The funding tools (issue 18): their forms and results load their code only when answered.
    { name: 'eligibility', path: '/verifica-eligibilitate-finantare', budgeted: true },
    { name: 'measure-3', path: '/verifica-eligibilitate-masura-3', budgeted: true },
    { name: 'calculator', path: '/calculeaza-punctaj', budgeted: true },
  ];
  const stopReference = await startReferencePage({ outDir: join(scratch, 'reference'), port: REFERENCE_PORT });
  processes.onCleanup(stopReference);
  // Warm the server (compiled templates, response cache) so the first run measures the page, not the start.
  for (const page of pages) await fetch(`${page.origin ?? ORIGIN}${page.path}`).then((answer) => answer.arrayBuffer());

  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
  chromeVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((answer) => answer.json())
    .then(
      (info) => info.Browser?.replace(/^[^/]*\//, '') ?? 'unknown',
      () => 'unknown',
    );
  const measured = [];
  for (const page of pages) measured.push({ ...page, ...(await measurePage(page)) });
  await chrome.kill();
  chrome = null;
  await processes.stop(site);

  const host = hostIndex(measured);
  const report = format(measured, host);
  console.log(`\n${report}`);
  mkdirSync(join(root, 'test/perf/results'), { recursive: true });
  writeFileSync(join(root, 'test/perf/results/latest.md'), report);
  log('written to test/perf/results/latest.md');
  if (host < MIN_BENCHMARK_INDEX) {
    console.error(`Note: this host's benchmarkIndex is ${Math.round(host)} (< ${MIN_BENCHMARK_INDEX}): the budgets are not judged here.`);
    return 0;
  }
  const missed = measured.some((page) => verdicts(page).length > 0);
  if (missed) console.error(`${ENFORCE ? 'FAILED' : 'Note'}: a budget is missed on a budgeted page.`);
  return missed && ENFORCE ? 1 : 0;
}

void processes.exitWith(main);
