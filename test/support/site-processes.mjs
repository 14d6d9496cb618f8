// Child processes of the measuring scripts (test/bench/bench.mjs, test/perf/lighthouse.mjs): the
// built site, one-off commands and helper servers, with their clean-up on exit or Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What a production build of the site needs besides its database and Redis, with the demo values
 * used outside production (backend/src/config/env.schema.ts): every script that starts one (bench,
 * lighthouse, soak) takes them from here, so a newly required setting is added in one place.
 */
export function productionDemoEnv({ port, dataDir }) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Required in production once e-Factura is configured (EFACTURA_*); harmless without it.
    EFACTURA_TOKEN_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PAYMENT_BENEFICIARY: 'RoAfaceri Demo SRL',
    PAYMENT_BANK: 'Banca Demo',
    PAYMENT_IBAN: 'RO49AAAA1B31007593840000',
    INVOICE_SELLER_NAME: 'RoAfaceri Demo SRL',
    INVOICE_SELLER_CUI: 'RO18547290',
    INVOICE_SELLER_REG_COM: 'J40/0000/2026',
    INVOICE_SELLER_ADDRESS: 'Strada Exemplului nr. 1',
    INVOICE_SELLER_COUNTY: '41',
    INVOICE_SELLER_CITY: 'Sector 1',
    INVOICE_SELLER_IBAN: 'RO49AAAA1B31007593840000',
    INVOICE_SELLER_BANK: 'Banca Demo',
    INVOICE_SELLER_VAT_PAYER: 'true',
    // A fixed EUR/RON rate: the measured site never reaches BNR.
    INVOICE_EUR_RON_RATE: '5.0000',
  };
}

/** `[name  12 s] line` logs, timed from the script's start. */
export function timedLog(name) {
  const started = performance.now();
  const log = (line) => console.log(`[${name} ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
  log.seconds = () => (performance.now() - started) / 1000;
  return log;
}

/**
 * Starts the production build as one web process (ROLE=web) on `databaseUrl` and Redis under
 * `redisPrefix`, with the settings production requires (productionDemoEnv); `env` adds or overrides.
 */
export function startProductionSite(processes, { label = 'site (production build, ROLE=web)', port, dataDir, databaseUrl, redisUrl, redisPrefix, env = {} }) {
  return processes.startSite(label, port, {
    ...process.env,
    ...productionDemoEnv({ port, dataDir }),
    ROLE: 'web',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    ...env,
  });
}

/**
 * Tracks the script's child processes. `cleanup()` stops them all, then runs the clean-up steps
 * registered with `onCleanup` (each failure only warned about); SIGINT and SIGTERM run it too.
 */
export function processGroup({ what, log }) {
  const children = new Set();
  const steps = [];

  async function stop(child) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    children.delete(child);
  }

  function track(child) {
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  /** Runs a command to its end with the output shown; rejects on a non-zero exit. */
  function run(command, args, childEnv) {
    return new Promise((done, fail) => {
      const child = track(spawn(command, args, { cwd: root, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] }));
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
    });
  }

  /** Starts `node backend/dist/main.js` with this environment and waits (60 s at most) for /api/health. */
  async function startSite(label, port, childEnv) {
    const child = track(spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] }));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.output = () => output;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}:\n${output}`);
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (answer) => answer.status === 200,
          () => false,
        )
      ) {
        log(`${label} ready on ${port}`);
        return child;
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${label} did not become healthy in 60 s:\n${output}`);
  }

  async function cleanup() {
    await Promise.all([...children].map(stop));
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        console.warn(`Clean-up step failed: ${error.message}`);
      }
    }
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the ${what}…`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  return {
    track,
    stop,
    run,
    startSite,
    cleanup,
    onCleanup: (step) => steps.push(step),
    /** Runs the script's main function, cleans up, and exits with its code (1 on an error). */
    async exitWith(main) {
      let code = 1;
      try {
        code = await main();
      } catch (error) {
        console.error(error);
      }
      await cleanup();
      process.exit(code);
    },
  };
}

/** Deletes every Redis key under these prefixes (`prefix:*`). */
export async function removeRedisKeys(url, prefixes) {
  if (!prefixes.length) return;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    await redis.quit();
  }
}

/**
 * Runs `work(client, name)` on the server's maintenance database `postgres`, `name` being the
 * (checked) database name of `databaseUrl`: for CREATE/DROP DATABASE.
 */
export async function onMaintenanceDatabase(databaseUrl, work) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unexpected database name in ${databaseUrl}`);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own with the demo data (accounts, about 230 listings, orders): dropped and
 * created again, loaded by `seed.js` in development mode (demo data is refused in production), and
 * dropped when the script ends. `dataDir` receives the seed's generated pictures.
 */
export async function demoDatabase(databaseUrl, { processes, log, dataDir }) {
  const name = await onMaintenanceDatabase(databaseUrl, async (admin, database) => {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
    return database;
  });
  processes.onCleanup(() => onMaintenanceDatabase(databaseUrl, (admin, database) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)));
  log(`database ${name} created; loading the demo data (migrates first)`);
  await processes.run(process.execPath, [join(root, 'backend/dist/cli/seed.js')], {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
}
