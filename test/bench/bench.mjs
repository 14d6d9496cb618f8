// `npm run bench`: the public API under load (autocannon), next to a bare node:http server that
// replays the same bytes, on a PostgreSQL database of at least 100,000 listings.
//
//   1. ensures the database (BENCH_DATABASE_URL, default rf_bench on 127.0.0.1) exists, is migrated
//      and holds >= BENCH_LISTINGS public listings (runs `seed.js --listings N` when it has fewer);
//   2. starts the built backend in production mode (ROLE=web, WEB_PROCESSES one per core as on a web
//      machine; BENCH_WEB_PROCESSES overrides) and waits for /api/health;
//   3. loads each scenario (warm-up, then BENCH_DURATION s at BENCH_CONNECTIONS connections);
//   4. replays each captured answer from a bare node:http child process under the same load;
//   5. loads the list scenarios again on a second backend with RESPONSE_CACHE_TTL_MS=0, then, on
//      the same backend, distinct searches (a different `q` each request, from a word list of the
//      demo and seed data, typos included) and distinct filter combinations, at
//      BENCH_SEARCH_CONNECTIONS (8) connections;
//   6. prints a Markdown table, writes it to test/bench/results/latest.md, and exits non-zero
//      when any request failed (non-2xx, errors or timeouts). BENCH_ENFORCE_BUDGET=1 also fails
//      the run when a budget is missed: list p99 <= 25 ms and >= 0.5 of the bare req/s (cached);
//      distinct uncached searches and filter combinations p99 <= 100 ms; the account pages
//      (`account: …`, an owner of BENCH_OWNER_LISTINGS = 500 listings browsing cont/anunturile-mele
//      page by page, filtered, cont/cereri-acces and cont, at BENCH_ACCOUNT_CONNECTIONS = 8) p99 <= 150 ms.
//
// BENCH_SCENARIOS=signed,family (comma-separated, case-insensitive parts of scenario names) runs
// only the scenarios whose name contains one of them, for A/B comparisons of one page: the bare
// server, the uncached backend and the distinct runs start only when a chosen scenario needs them
// (`distinct` picks both distinct runs), and nothing is written to test/bench/results.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onMaintenanceDatabase, processGroup, removeRedisKeys, root, startProductionSite, timedLog } from '../support/site-processes.mjs';

const env = process.env;
/**
 * BENCH_SMOKE=1 (part of `npm test`): the same run on a small database for a second per scenario,
 * so that a benchmark that no longer starts or answers fails CI; its figures mean nothing and are
 * not written to test/bench/results.
 */
const SMOKE = env.BENCH_SMOKE === '1';
const DATABASE_URL = env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${SMOKE ? 'rf_bench_smoke' : 'rf_bench'}`;
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LISTINGS = Number(env.BENCH_LISTINGS ?? (SMOKE ? 500 : 100_000));
const DURATION = Number(env.BENCH_DURATION ?? (SMOKE ? 1 : 10));
const WARMUP = Number(env.BENCH_WARMUP ?? (SMOKE ? 0 : 2));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? (SMOKE ? 4 : 32));
const PORT = Number(env.BENCH_PORT ?? 3990);
/** Web processes of the measured site, as deployed on a web machine (README: one per core). */
const WEB_PROCESSES = Number(env.BENCH_WEB_PROCESSES ?? cpus().length);
const BARE_PORT = PORT + 1;
const SEARCH_CONNECTIONS = Number(env.BENCH_SEARCH_CONNECTIONS ?? (SMOKE ? 2 : 8));
const ONLY = (env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
/** Whether the scenario named so runs (every one without BENCH_SCENARIOS). */
const chosen = (name) => !ONLY.length || ONLY.some((part) => name.toLowerCase().includes(part));
const BUDGET = { p99: 25, ratio: 0.5, distinctP99: 100, pageP99: 60, pageRatio: 0.3, signedInP99: 250, accountP99: 150 };
/** Listings of the bench's owner account (cont/anunturile-mele, cont/cereri-acces); seeded once per database. */
const OWNER_LISTINGS = Number(env.BENCH_OWNER_LISTINGS ?? 500);
/** Connections of the account scenarios: owners browsing their own pages at the same time. */
const ACCOUNT_CONNECTIONS = Number(env.BENCH_ACCOUNT_CONNECTIONS ?? (SMOKE ? 2 : 8));
/** Pages are asked for as browsers do (the page cache sends its pre-compressed gzip form). */
const PAGE_HEADERS = { 'accept-encoding': 'gzip' };
const log = timedLog('bench');
const processes = processGroup({ what: "bench's servers", log });
const scratch = mkdtempSync(join(tmpdir(), 'rf-bench-'));
const redisPrefixes = [];
processes.onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
processes.onCleanup(() => removeRedisKeys(REDIS_URL, redisPrefixes));

// ------------------------------------------------------------------ database

async function ensureDatabase() {
  const name = await onMaintenanceDatabase(DATABASE_URL, async (admin, database) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) {
      log(`creating database ${database}`);
      await admin.query(`CREATE DATABASE "${database}"`);
    }
    return database;
  });
  const count = await publicListings();
  if (count >= LISTINGS) {
    log(`database ${name}: ${count.toLocaleString('en')} public listings`);
    return count;
  }
  const missing = LISTINGS - count;
  log(`database ${name}: ${count.toLocaleString('en')} public listings; seeding ${missing.toLocaleString('en')} more (migrates first)`);
  await processes.run(process.execPath, [join(root, 'backend/dist/cli/seed.js'), '--listings', String(missing)], {
    ...env,
    NODE_ENV: 'development',
    DATABASE_URL,
    LOG_LEVEL: 'warn',
    DATA_DIR: join(scratch, 'seed-data'),
  });
  return publicListings();
}

async function publicListings() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.listings') IS NOT NULL AS present`);
    if (!rows[0].present) return 0;
    const counted = await client.query(`SELECT count(*)::int AS count FROM listings WHERE status = 'approved' AND (expires_at IS NULL OR expires_at > now())`);
    return counted.rows[0].count;
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ servers

function startBackend(label, port, extraEnv = {}) {
  const prefix = `rfbench-${randomBytes(4).toString('hex')}`;
  redisPrefixes.push(prefix);
  return startProductionSite(processes, {
    label,
    port,
    dataDir: join(scratch, `data-${port}-${prefix}`),
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    redisPrefix: prefix,
    env: { WEB_PROCESSES: String(WEB_PROCESSES), ...extraEnv },
  });
}

async function startBare(answers) {
  const file = join(scratch, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = processes.track(
    spawn(process.execPath, [join(root, 'test/bench/bare-server.mjs'), file, String(BARE_PORT)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && done());
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  log(`bare node:http server ready on ${BARE_PORT}`);
  return child;
}

/** One GET with node:http: status, headers and the body's exact bytes. */
function request(url, headers = {}) {
  return new Promise((done, fail) => {
    const req = get(url, { agent: false, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function capture(port, path, requestHeaders) {
  const answer = await request(`http://127.0.0.1:${port}${path}`, requestHeaders);
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)));
  return { status: answer.status, headers, body: answer.body.toString('base64'), size: answer.body.length };
}

// ------------------------------------------------------------------ load

function load(url, duration, headers) {
  return new Promise((done, fail) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, headers }, (error, result) => (error ? fail(error) : done(result)));
  });
}

/** What the report keeps of an autocannon run. */
function figuresOf(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function measure(label, url, headers) {
  if (WARMUP > 0) await load(url, WARMUP, headers);
  const figures = figuresOf(await load(url, DURATION, headers));
  log(
    `${label}: ${Math.round(figures.rps).toLocaleString('en')} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
  );
  return figures;
}

// ------------------------------------------------------------------ distinct requests

/** Words of the demo and seed listings' titles and texts (what visitors would type), diacritics as typed. */
const SEARCH_WORDS = [
  'restaurant',
  'cafenea',
  'pensiune',
  'brutărie',
  'atelier',
  'magazin',
  'farmacie',
  'service',
  'contabilitate',
  'audit',
  'construcții',
  'transport',
  'turism',
  'horeca',
  'teren',
  'depozit',
  'hală',
  'spațiu',
  'birouri',
  'clinică',
  'cabinet',
  'salon',
  'fitness',
  'grădiniță',
  'școală',
  'mobilier',
  'spălătorie',
  'tipografie',
  'fermă',
  'afine',
  'utilaje',
  'camioane',
  'autoutilitară',
  'excavator',
  'tractor',
  'linie',
  'producție',
  'fabricație',
  'energie',
  'fonduri',
  'granturi',
  'finanțare',
  'digitalizarea',
  'startup',
  'investitor',
  'investiții',
  'angel',
  'fintech',
  'crypto',
  'capital',
  'parteneriat',
  'asociat',
  'marketing',
  'software',
  'traduceri',
  'salarizare',
  'renovări',
  'logistică',
  'bucătărie',
  'comerț',
  'online',
  'fashion',
  'București',
  'Cluj',
  'Brașov',
  'Timișoara',
  'Iași',
  'Constanța',
  'Sibiu',
  'Oradea',
  'Galați',
  'Tulcea',
  'Ilfov',
  'sector',
];
/** Misspelt words: nothing matches them as words, so they take the typo (title similarity) path. */
const SEARCH_TYPOS = [
  'restaurnat',
  'cafenae',
  'pensuine',
  'contabilitat',
  'sofware',
  'excavatr',
  'brutarei',
  'farmacei',
  'spalatoire',
  'gradinta',
  'tipogarfie',
  'investiotr',
];
const FAMILY_PATHS = ['company', 'active', 'fund', 'service', 'news', 'investment', 'investor'];

/**
 * `count` distinct search paths: a word (or two, or a typo) in a family, pages 1 to 3, in a
 * shuffled but fixed order, so no two requests of a run repeat one until the list is used up.
 */
function searchPaths(count) {
  const paths = new Set();
  for (let i = 0; paths.size < count && i < count * 4; i++) {
    const word = SEARCH_WORDS[i % SEARCH_WORDS.length];
    const family = FAMILY_PATHS[Math.floor(i / SEARCH_WORDS.length) % FAMILY_PATHS.length];
    const round = Math.floor(i / (SEARCH_WORDS.length * FAMILY_PATHS.length));
    const q = i % 9 === 4 ? SEARCH_TYPOS[i % SEARCH_TYPOS.length] : round % 2 ? `${word} ${SEARCH_WORDS[(i * 7 + 3) % SEARCH_WORDS.length]}` : word;
    paths.add(`/api/${family}/list/web?q=${encodeURIComponent(q)}&page=${1 + (round % 3)}&pageSize=12`);
  }
  return shuffled([...paths]);
}

/** `count` distinct filter combinations of the family lists (county, domain, category, price range, features, sort, page). */
function filterPaths(count) {
  const random = seeded(20261127);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const paths = new Set();
  for (let i = 0; paths.size < count && i < count * 4; i++) {
    const params = new URLSearchParams();
    const family = pick(['company', 'active', 'service', 'investment']);
    if (random() < 0.7) params.set('county', String(1 + Math.floor(random() * 42)));
    if (family === 'company' && random() < 0.6) params.set('domain', String(1 + Math.floor(random() * 18)));
    if (family === 'service' && random() < 0.5) params.set('domain', String(1 + Math.floor(random() * 22)));
    if (family === 'active' && random() < 0.6)
      params.set('category', pick(['utilaje-auto', 'imobiliare', 'spatii-comerciale', 'terenuri-si-paduri', 'linii-productie', 'financiare']));
    if (random() < 0.3) params.set('priceMax', String(50_000 * (1 + Math.floor(random() * 10))));
    if (random() < 0.2) params.set('priceMin', String(20_000 * (1 + Math.floor(random() * 5))));
    if (family === 'company' && random() < 0.15) params.set('features', 'instalment-sale');
    const sort = pick(['', '', 'price-asc', 'price-desc', 'oldest']);
    if (sort) params.set('sort', sort);
    params.set('page', String(pick([1, 1, 2, 3])));
    params.set('pageSize', '12');
    paths.add(`/api/${family}/list/web?${params}`);
  }
  return shuffled([...paths]);
}

/** A fixed sequence of numbers in [0, 1) (the same every run). */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A fixed shuffle (the same order every run). */
function shuffled(items) {
  const next = seeded(20261126);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Load where every request takes the next path of `paths` (autocannon's setupRequest), cycling. */
function loadDistinct(port, paths, duration, connections = SEARCH_CONNECTIONS, headers = undefined) {
  let next = 0;
  return new Promise((done, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

async function measureDistinct(label, port, paths) {
  // The warm-up takes paths from the end of the list: the measured run still sees new ones.
  if (WARMUP > 0) await loadDistinct(port, [...paths].reverse(), WARMUP);
  const figures = figuresOf(await loadDistinct(port, paths, DURATION));
  figures.distinct = Math.min(figures.total, paths.length);
  log(
    `${label}: ${Math.round(figures.rps).toLocaleString('en')} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.total} requests (${figures.distinct} distinct), non-2xx ${figures.non2xx}, errors ${figures.errors}`,
  );
  return figures;
}

/** A signed-in account scenario: its pages in turn, at ACCOUNT_CONNECTIONS, with the owner's cookies. */
async function measureAccount(label, port, scenario) {
  if (WARMUP > 0) await loadDistinct(port, scenario.paths, WARMUP, ACCOUNT_CONNECTIONS, scenario.headers);
  const figures = figuresOf(await loadDistinct(port, scenario.paths, DURATION, ACCOUNT_CONNECTIONS, scenario.headers));
  log(
    `${label}: ${Math.round(figures.rps).toLocaleString('en')} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.total} requests over ${scenario.paths.length} pages, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
  );
  return figures;
}

// ------------------------------------------------------------------ main

async function main() {
  const dataset = await ensureDatabase();
  const app = await startBackend('backend (response cache on)', PORT);

  const first = await request(`http://127.0.0.1:${PORT}/api/company/list/web?page=1&pageSize=4`);
  const slug = JSON.parse(first.body.toString('utf8')).docs?.[0]?.slug;
  if (!slug) throw new Error(`no company listing to use as the detail page: ${first.status} ${first.body}`);
  const session = await signedInSession(PORT);
  const owner = chosen('account') ? await ownerSession(PORT) : null;
  const ownerHeaders = owner ? { ...PAGE_HEADERS, cookie: owner.cookie } : undefined;
  const ownerPages = Math.max(1, Math.ceil(OWNER_LISTINGS / 20));
  const pagesOf = (count, path) => Array.from({ length: count }, (_, index) => (index ? `${path}${path.includes('?') ? '&' : '?'}pagina=${index + 1}` : path));
  const scenarios = [
    { name: 'list, no filters', path: '/api/company/list/web?page=1&pageSize=4', list: true },
    { name: 'list, filters', path: '/api/company/list/web?county=41&domain=9&priceMax=200000&page=1&pageSize=4', list: true },
    { name: 'search', path: '/api/service/list/web?q=contabilitate', list: true },
    { name: 'detail', path: `/api/company/${slug}`, list: false },
    // Server-rendered pages of anonymous visitors (page cache), as a browser asks for them.
    { name: 'page: home', path: '/', page: true, headers: PAGE_HEADERS },
    { name: 'page: family', path: '/vanzare-cumparare-afaceri', page: true, headers: PAGE_HEADERS },
    { name: 'page: listing', path: `/vanzare-cumparare-afaceri/${slug}`, page: true, headers: PAGE_HEADERS },
    // A signed-in visitor's page is rendered for every request: no cache, no bare twin.
    { name: 'page: family, signed in', path: '/vanzare-cumparare-afaceri', page: true, signedIn: true, headers: { ...PAGE_HEADERS, cookie: session } },
    // The owner of OWNER_LISTINGS listings on the account pages: every page of the list in turn, then
    // one family and state through its pages, the access requests of the confidential ones, and the account's overview.
    ...(owner
      ? [
          { name: 'account: my listings, pages 1..N', paths: pagesOf(ownerPages, '/cont/anunturile-mele') },
          {
            name: 'account: my listings, filtered',
            paths: pagesOf(Math.max(1, Math.ceil(owner.publishedCompanies / 20)), '/cont/anunturile-mele?tip=company&stare=publicate'),
          },
          { name: 'account: access requests', paths: ['/cont/cereri-acces'] },
          { name: 'account: overview', paths: ['/cont'] },
        ].map((scenario) => ({ ...scenario, path: scenario.paths[0], page: true, signedIn: true, account: true, headers: ownerHeaders }))
      : []),
  ].filter((scenario) => chosen(scenario.name));

  const answers = {};
  for (const scenario of scenarios) {
    // Twice: the second answer is the one the load sees (replayed from the response cache).
    await capture(PORT, scenario.path, scenario.headers);
    const answer = await capture(PORT, scenario.path, scenario.headers);
    if (answer.status !== 200) throw new Error(`${scenario.path} answered ${answer.status}: ${Buffer.from(answer.body, 'base64')}`);
    // The last page of an account scenario must answer too (a page past the end would be an empty list).
    if (scenario.paths?.length > 1) {
      const last = await capture(PORT, scenario.paths.at(-1), scenario.headers);
      if (last.status !== 200) throw new Error(`${scenario.paths.at(-1)} answered ${last.status}`);
    }
    if (scenario.list) {
      scenario.total = JSON.parse(Buffer.from(answer.body, 'base64').toString('utf8')).pagination.total;
      if (!scenario.total) console.warn(`warning: ${scenario.path} has no results`);
    }
    scenario.bytes = answer.size;
    if (!scenario.signedIn) answers[scenario.path] = answer;
  }

  for (const scenario of scenarios) {
    scenario.app = scenario.account
      ? await measureAccount(`app  ${scenario.name}`, PORT, scenario)
      : await measure(`app  ${scenario.name}`, `http://127.0.0.1:${PORT}${scenario.path}`, scenario.headers);
  }
  await processes.stop(app);

  if (Object.keys(answers).length) {
    const bare = await startBare(answers);
    for (const scenario of scenarios.filter((item) => !item.signedIn))
      scenario.bare = await measure(`bare ${scenario.name}`, `http://127.0.0.1:${BARE_PORT}${scenario.path}`, scenario.headers);
    await processes.stop(bare);
  }

  const distinct = [
    { name: 'distinct searches', what: 'a different `q` each request (word, two words or a typo; 7 families; pages 1–3)', paths: searchPaths(6000) },
    { name: 'distinct filter combinations', what: 'county, domain, category, price range, features, sort and page combined', paths: filterPaths(6000) },
  ].filter((scenario) => chosen(scenario.name));
  const uncachedScenarios = scenarios.filter((item) => item.list || (item.page && !item.signedIn));
  const uncached =
    uncachedScenarios.length || distinct.length
      ? await startBackend('backend (RESPONSE_CACHE_TTL_MS=0, PAGE_CACHE_TTL_MS=0)', PORT, { RESPONSE_CACHE_TTL_MS: '0', PAGE_CACHE_TTL_MS: '0' })
      : null;
  for (const scenario of uncachedScenarios) {
    scenario.uncached = await measure(`app, no cache, ${scenario.name}`, `http://127.0.0.1:${PORT}${scenario.path}`, scenario.headers);
  }
  for (const scenario of distinct) {
    const sample = JSON.parse((await request(`http://127.0.0.1:${PORT}${scenario.paths[0]}`)).body.toString('utf8'));
    if (!sample.pagination) throw new Error(`${scenario.paths[0]} answered without pagination: ${JSON.stringify(sample).slice(0, 200)}`);
    scenario.app = await measureDistinct(`app, no cache, ${scenario.name}`, PORT, scenario.paths);
  }
  if (uncached) await processes.stop(uncached);

  const report = format(scenarios, distinct, dataset);
  console.log(`\n${report}`);
  if (!SMOKE && !ONLY.length) {
    mkdirSync(join(root, 'test/bench/results'), { recursive: true });
    writeFileSync(join(root, 'test/bench/results/latest.md'), report);
    log(`written to test/bench/results/latest.md`);
  }

  const runs = [...scenarios, ...distinct].flatMap((scenario) => [scenario.app, scenario.bare, scenario.uncached].filter(Boolean));
  const failed = runs.some((figures) => figures.non2xx > 0 || figures.errors > 0 || figures.timeouts > 0);
  const overBudget = budgetVerdicts(scenarios, distinct).some((verdict) => !verdict.ok);
  if (failed) console.error('FAILED: some requests failed (non-2xx, errors or timeouts).');
  if (overBudget && env.BENCH_ENFORCE_BUDGET === '1')
    console.error('FAILED: a budget (cached lists, pages, signed-in page, distinct uncached searches and filters) is not met.');
  return failed || (overBudget && env.BENCH_ENFORCE_BUDGET === '1') ? 1 : 0;
}

function format(scenarios, distinct, dataset) {
  const n = (value) => Math.round(value).toLocaleString('en');
  const ms = (value) => `${value} ms`;
  const times = (app, bare) => (app / bare >= 0.1 ? (app / bare).toFixed(2) : (app / bare).toPrecision(2));
  const lines = ['| scenario | app req/s | p50 | p99 | bare req/s | bare p99 | ratio |', '|---|---:|---:|---:|---:|---:|---:|'];
  const bareColumns = (app, bare) => (bare ? `${n(bare.rps)} | ${ms(bare.p99)} | ${times(app.rps, bare.rps)}` : '– | – | –');
  for (const s of scenarios) {
    if (s.account) {
      lines.push(
        `| ${s.name} (\`${s.path}\`${s.paths.length > 1 ? ` and ${s.paths.length - 1} more pages` : ''}, ${n(s.bytes)} B gzip, ${ACCOUNT_CONNECTIONS} connections, owner of ${n(OWNER_LISTINGS)} listings) | ${n(s.app.rps)} | ${ms(s.app.p50)} | ${ms(s.app.p99)} | – | – | – |`,
      );
      continue;
    }
    lines.push(
      `| ${s.name} (\`${s.path}\`, ${n(s.bytes)} B${s.headers?.['accept-encoding'] ? ' gzip' : ''}${s.list ? `, ${n(s.total)} results` : ''}) | ${n(s.app.rps)} | ${ms(s.app.p50)} | ${ms(s.app.p99)} | ${bareColumns(s.app, s.bare)} |`,
    );
  }
  for (const s of scenarios.filter((item) => item.uncached)) {
    lines.push(
      `| **no cache** (RESPONSE_CACHE_TTL_MS=0, PAGE_CACHE_TTL_MS=0): ${s.name} | ${n(s.uncached.rps)} | ${ms(s.uncached.p50)} | ${ms(s.uncached.p99)} | ${bareColumns(s.uncached, s.bare)} |`,
    );
  }
  for (const s of distinct) {
    lines.push(
      `| **${s.name}**, no cache, ${SEARCH_CONNECTIONS} connections: ${s.what}; ${n(s.app.distinct)} distinct of ${n(s.paths.length)} | ${n(s.app.rps)} | ${ms(s.app.p50)} | ${ms(s.app.p99)} | – | – | – |`,
    );
  }
  const verdicts = budgetVerdicts(scenarios, distinct).map((verdict) => `- ${verdict.text}: **${verdict.ok ? 'met' : 'missed'}**`);
  const failures = [...scenarios, ...distinct].flatMap((s) =>
    [
      ['app', s.app],
      ['bare', s.bare],
      ['no cache', s.uncached],
    ]
      .filter(([, figures]) => figures && (figures.non2xx || figures.errors || figures.timeouts))
      .map(([what, figures]) => `- ${s.name} (${what}): ${figures.non2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts`),
  );
  return [
    `# Benchmark ${new Date().toISOString()}`,
    '',
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; PostgreSQL with ${n(dataset)} public listings;`,
    `autocannon ${CONNECTIONS} connections (distinct searches and filters: ${SEARCH_CONNECTIONS}), ${DURATION} s per run after a ${WARMUP} s warm-up, client on the same machine.`,
    `App: \`node backend/dist/main.js\`, NODE_ENV=production, ROLE=web, WEB_PROCESSES=${WEB_PROCESSES} (one per core, as deployed), Redis, LOG_LEVEL=warn, response cache on (default 10 s TTL) unless marked.`,
    'Bare: node:http replaying the captured answer (same status, headers and body bytes).',
    '',
    ...lines,
    '',
    'Budgets:',
    ...verdicts,
    '',
    failures.length ? `Failed requests:\n${failures.join('\n')}` : 'No failed requests.',
    '',
    `Total bench time ${log.seconds().toFixed(0)} s.`,
    '',
  ].join('\n');
}

/**
 * Each budget of the run: cached lists (p99 ≤ 25 ms, ≥ 0.5 × bare), anonymous pages from the page
 * cache (p99 ≤ 60 ms, ≥ 0.3 × bare), the signed-in family page (p99 ≤ 250 ms), the account pages of
 * an owner of OWNER_LISTINGS listings (p99 ≤ 150 ms at ACCOUNT_CONNECTIONS), distinct uncached
 * searches and filter combinations (p99 ≤ 100 ms at SEARCH_CONNECTIONS).
 */
function budgetVerdicts(scenarios, distinct) {
  const relative = (s, p99, ratio, what) => {
    const times = s.app.rps / s.bare.rps;
    return { ok: s.app.p99 <= p99 && times >= ratio, text: `${s.name} (${what}): p99 ${s.app.p99} ms (≤ ${p99}), ${times.toFixed(2)} × bare (≥ ${ratio})` };
  };
  return [
    ...scenarios.filter((s) => s.list).map((s) => relative(s, BUDGET.p99, BUDGET.ratio, 'cached')),
    ...scenarios.filter((s) => s.page && !s.signedIn).map((s) => relative(s, BUDGET.pageP99, BUDGET.pageRatio, 'page cache')),
    ...scenarios
      .filter((s) => s.signedIn && !s.account)
      .map((s) => ({ ok: s.app.p99 <= BUDGET.signedInP99, text: `${s.name}: p99 ${s.app.p99} ms (≤ ${BUDGET.signedInP99}) at ${CONNECTIONS} connections` })),
    ...scenarios
      .filter((s) => s.account)
      .map((s) => ({
        ok: s.app.p99 <= BUDGET.accountP99,
        text: `${s.name}: p99 ${s.app.p99} ms (≤ ${BUDGET.accountP99}) at ${ACCOUNT_CONNECTIONS} connections`,
      })),
    ...distinct.map((s) => ({
      ok: s.app.p99 <= BUDGET.distinctP99,
      text: `${s.name} (no cache): p99 ${s.app.p99} ms (≤ ${BUDGET.distinctP99}) at ${SEARCH_CONNECTIONS} connections`,
    })),
  ];
}

/** A visitor's cookies: the session of an account registered for this run, and a cookie choice. */
async function signedInSession(port) {
  const origin = `http://127.0.0.1:${port}`;
  const email = `bench-${randomBytes(6).toString('hex')}@example.ro`;
  const password = 'Bench-parola-1';
  const registered = await fetch(`${origin}/api/account/register`, {
    method: 'POST',
    // Sign-ups are limited per address and hour; the site trusts loopback as its proxy, so each run
    // signs up from an address of the documentation range of its own.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    body: JSON.stringify({ fullName: 'Vizitator Bench', email, password, confirmPassword: password, userType: '1', acceptTerms: 'true' }),
  });
  if (registered.status !== 201) throw new Error(`registering the bench visitor answered ${registered.status}: ${await registered.text()}`);
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`signing the bench visitor in answered ${login.status}`);
  // A signed-in visitor has been on the site before and answered its cookie dialog (the dialog is
  // part of every page until then): the page measured is the one such a visitor gets.
  const consent = `CookieConsent=${encodeURIComponent(JSON.stringify({ showNecesar: true, showStat: false, showMarketing: false }))}`;
  return [...login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]), consent].join('; ');
}

/**
 * The bench's owner: one account per database (signed in again on later runs) holding
 * OWNER_LISTINGS listings of four families in every state, a few of them confidential with access
 * requests and document openings; rows are inserted directly, as the listing engine leaves them.
 */
async function ownerSession(port) {
  const origin = `http://127.0.0.1:${port}`;
  const email = 'bench-owner@example.ro';
  const password = 'Bench-parola-1';
  const signIn = () =>
    fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  let login = await signIn();
  if (login.status !== 200) {
    const registered = await fetch(`${origin}/api/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
      body: JSON.stringify({ fullName: 'Proprietar Bench', email, password, confirmPassword: password, userType: '1', acceptTerms: 'true' }),
    });
    if (registered.status !== 201) throw new Error(`registering the bench owner answered ${registered.status}: ${await registered.text()}`);
    login = await signIn();
  }
  if (login.status !== 200) throw new Error(`signing the bench owner in answered ${login.status}`);
  const consent = `CookieConsent=${encodeURIComponent(JSON.stringify({ showNecesar: true, showStat: false, showMarketing: false }))}`;
  const cookie = [...login.headers.getSetCookie().map((value) => value.split(';')[0]), consent].join('; ');
  const publishedCompanies = await seedOwnerListings(email);
  return { cookie, publishedCompanies };
}

/** Seeds the owner's listings up to OWNER_LISTINGS; answers how many of them are published companies. */
async function seedOwnerListings(email) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const ownerId = (await client.query(`SELECT id FROM users WHERE email = $1`, [email])).rows[0]?.id;
    if (!ownerId) throw new Error('the bench owner has no account');
    const present = (await client.query(`SELECT count(*)::int AS n FROM listings WHERE owner_id = $1`, [ownerId])).rows[0].n;
    if (present < OWNER_LISTINGS) {
      log(`bench owner: seeding ${OWNER_LISTINGS - present} listings`);
      // Families company, asset, service and investment in turn; mostly published, the rest pending,
      // rejected, expired, or published but past its end date; one company or investment in 25 confidential.
      await client.query(
        `INSERT INTO listings (family, slug, title, owner_id, status, published_at, expires_at, created_at, updated_at, gallery, confidential)
         SELECT (ARRAY[1, 2, 4, 6])[1 + n % 4], 'bench-owner-' || n, 'Anunțul de test al proprietarului nr. ' || n, $1,
                CASE WHEN n % 10 < 6 THEN 'approved' WHEN n % 10 = 6 THEN 'pending' WHEN n % 10 = 7 THEN 'rejected' WHEN n % 10 = 8 THEN 'expired' ELSE 'approved' END,
                now() - n * interval '1 hour',
                CASE WHEN n % 10 = 9 THEN now() - interval '1 day' WHEN n % 10 = 8 THEN now() - interval '2 days' ELSE now() + interval '60 days' END,
                now() - n * interval '1 hour', now(), '[]'::jsonb, n % 25 = 0 AND n % 4 IN (0, 3)
           FROM generate_series($2::int, $3::int) AS n`,
        [ownerId, present + 1, OWNER_LISTINGS],
      );
      // Access requests and document openings from a few other accounts on each confidential listing.
      await client.query(
        `INSERT INTO listing_access_requests (listing_id, buyer_id, status, message, nda_version, nda_accepted_at)
         SELECT l.id, u.id, (ARRAY['pending', 'approved', 'rejected'])[1 + (row_number() OVER ()) % 3], 'Sunt interesat de afacere.', 'v1', now()
           FROM listings l CROSS JOIN (SELECT id FROM users WHERE id <> $1 ORDER BY created_at LIMIT 3) u
          WHERE l.owner_id = $1 AND l.confidential
         ON CONFLICT DO NOTHING`,
        [ownerId],
      );
      await client.query(
        `INSERT INTO listing_document_openings (listing_id, user_id, document_key, document_name)
         SELECT l.id, u.id, 'bench/bilant.pdf', 'Bilanț.pdf'
           FROM listings l CROSS JOIN (SELECT id FROM users WHERE id <> $1 ORDER BY created_at LIMIT 3) u
          WHERE l.owner_id = $1 AND l.confidential`,
        [ownerId],
      );
    }
    return (
      await client.query(
        `SELECT count(*)::int AS n FROM listings WHERE owner_id = $1 AND family = 1 AND status = 'approved' AND (expires_at IS NULL OR expires_at > now())`,
        [ownerId],
      )
    ).rows[0].n;
  } finally {
    await client.end();
  }
}

void processes.exitWith(main);
