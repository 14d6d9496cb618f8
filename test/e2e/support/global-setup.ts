import type { FullConfig } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl, TEST_REDIS_URL } from '../../../backend/test/support/postgres';
import { startSmtpCapture } from '../../../backend/test/support/smtp-capture';
import { startStripeStandIn } from '../../../backend/test/support/stripe-stand-in';
import { startAnafSpvStandIn } from '../../../backend/test/support/anaf-spv-stand-in';
import { startAnafCompanyStandIn } from '../../../backend/test/support/anaf-company-stand-in';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The site stopped (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The site did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts what a browser journey needs: a fresh PostgreSQL database, a Redis key prefix, a real SMTP
 * server writing each received message into MAIL_CAPTURE_DIR, the Stripe stand-in (card payments), the
 * ANAF SPV stand-in (e-Factura uploads),
 * and the built site (node backend/dist/main.js) with demo accounts. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const port = new URL(config.projects[0].use.baseURL!).port;
  if (
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is already in use (a site left running by an earlier run?). Stop it or set E2E_PORT.`);
  }
  const suffix = randomBytes(5).toString('hex');
  // E2E_DATABASE=embedded: the site runs on the embedded default as `npm start` runs it (embedded
  // database with its one connection, jobs and schedules in-process); mail still goes to the capture.
  const embedded = process.env.E2E_DATABASE === 'embedded';
  const database = embedded ? null : `rf_e2e_${suffix}`;
  const mailDir = mkdtempSync(join(tmpdir(), 'rf-e2e-mail-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'rf-e2e-data-'));
  if (database) await adminQuery(`CREATE DATABASE ${database}`);

  // Each received message is written as JSON for the test workers (other processes) to read.
  let counter = 0;
  const smtp = await startSmtpCapture({
    // Written under a name the readers skip, then renamed: a reader never sees half a message.
    onMail: (mail) => {
      const name = `${Date.now()}-${++counter}.json`;
      writeFileSync(
        join(mailDir, `.${name}`),
        JSON.stringify({ to: mail.to, subject: mail.subject, body: mail.body, headers: mail.raw.split(/\r?\n\r?\n/)[0] }),
      );
      renameSync(join(mailDir, `.${name}`), join(mailDir, name));
    },
  });
  const smtpPort = smtp.port;
  process.env.MAIL_CAPTURE_DIR = mailDir;
  // The port a journey's local push endpoint (a stand-in for the browser's push service) listens on.
  const pushPort = String(Number(port) + 1);
  process.env.E2E_PUSH_PORT = pushPort;

  // Card payments go to a loopback Stripe stand-in (its hosted page posts the signed event to the site);
  // journeys read what it received at E2E_STRIPE_URL (test/e2e/checkout/card-payment.spec.ts).
  // The event follows the buyer's return by a moment, so the order page shows the payment being confirmed first.
  const stripe = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/checkout/webhook/stripe`, webhookDelayMs: 1500 });
  process.env.E2E_STRIPE_URL = stripe.url;
  // Invoices go to a loopback stand-in of ANAF's SPV (RO e-Factura); journeys tell it to reject the next
  // upload and read what it received at E2E_SPV_URL (test/e2e/admin/efactura.spec.ts).
  const spv = await startAnafSpvStandIn({ pendingChecks: 1 });
  process.env.E2E_SPV_URL = spv.url;
  // Company data by CUI goes to a loopback stand-in of ANAF's public registry and balance-sheet services;
  // journeys make it answer errors and read its requests at E2E_ANAF_URL (test/e2e/account/company-data.spec.ts).
  const anafCompanies = await startAnafCompanyStandIn();
  process.env.E2E_ANAF_URL = anafCompanies.url;

  const inherited = { ...process.env };
  if (embedded) for (const key of ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX']) delete inherited[key];
  const child = spawn(join(root, 'node_modules/.bin/node'), [join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      // A job that keeps failing (a push service down) fails for good in seconds, not half a minute.
      JOB_RETRY_DELAY_MS: '200',
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: databaseUrl(database), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `rfe2e-${suffix}` } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      // Tracking configured as in production; browser tests stub these hosts (test/e2e/seo/tracking.spec.ts).
      GA_MEASUREMENT_ID: 'G-TEST123',
      META_PIXEL_ID: '1234567890',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      PUSH_ENDPOINT_HOSTS: `127.0.0.1:${pushPort}`,
      // A local proxy in front of the site: journeys that stand for many visitors send each one's
      // address in X-Forwarded-For (test/e2e/shell/first-clicks.spec.ts); the others come from loopback.
      TRUST_PROXY: '127.0.0.1',
      // Every journey registers from this one machine's address.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      ...stripe.env,
      ...spv.env,
      ...anafCompanies.env,
      // A lookup waits at most this long for ANAF before the form goes on without it.
      ANAF_TIMEOUT_MS: '2000',
      ANAF_MIN_INTERVAL_MS: '200',
      EFACTURA_POLL_INTERVAL_MS: '300',
      // Invoices and valuations in lei: BNR unreachable (a closed loopback port; the journeys run
      // offline), so no BNR rate is ever kept and the configured fallback of 5 lei/EUR is used, as on
      // a first start without network (test/e2e/checkout/offline-services.spec.ts).
      BNR_RATES_URL: 'http://127.0.0.1:9/nbrfxrates.xml',
      INVOICE_FALLBACK_EUR_RON_RATE: '5.0000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The site's log is shown as it comes; error-level lines (5xx answers, failed jobs) fail the run
  // at teardown, so a journey cannot pass over a server error the browser did not notice.
  const serverErrors: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      for (const line of chunk.toString('utf8').split('\n')) if (/"level":(50|60)/.test(line)) serverErrors.push(line);
    });
  }
  // The embedded database's first start migrates and seeds the demo data with pictures (about 40 s).
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, embedded ? 180_000 : 90_000);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)));
    await smtp.close();
    await stripe.close();
    await spv.close();
    await anafCompanies.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    if (database) {
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      const { Redis } = await import('ioredis');
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`rfe2e-${suffix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    if (serverErrors.length) throw new Error(`The site logged ${serverErrors.length} error(s) during the run:\n${serverErrors.slice(0, 5).join('\n')}`);
  };
}
