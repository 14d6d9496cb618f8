import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAppConfig } from './app-config.js';
import { validateEnv } from './env.schema.js';
import { PRODUCTION_ENV, problemsOf } from '../../test/support/config-problems.js';

describe('configuration schema', () => {
  it('accepts the embedded defaults', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.ROLE).toBe('all');
  });

  it('allows several web processes only for ROLE=web on PostgreSQL and Redis', () => {
    const shared = { DATABASE_URL: 'postgres://x@127.0.0.1/db', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(validateEnv({ ...shared, ROLE: 'web', WEB_PROCESSES: '2' }).WEB_PROCESSES).toBe(2);
    expect(validateEnv({}).WEB_PROCESSES).toBe(1);
    const refused = 'WEB_PROCESSES: more than one web process needs ROLE=web, DATABASE_URL and REDIS_URL';
    expect(problemsOf({ ...shared, WEB_PROCESSES: '2' })).toContain(refused);
    expect(problemsOf({ ROLE: 'web', WEB_PROCESSES: '2' })).toContain(refused);
    expect(problemsOf({ ...shared, ROLE: 'web', WEB_PROCESSES: '0' }).map((problem) => problem.split(':')[0])).toEqual(['WEB_PROCESSES']);
  });

  it('names every bad key at once', () => {
    const problems = problemsOf({ PORT: 'abc', ROLE: 'boss', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', SMTP_URL: 'ftp://x', LOG_LEVEL: 'loud' });
    const keys = problems.map((problem) => problem.split(':')[0]).sort();
    expect(keys).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'REDIS_URL', 'ROLE', 'SMTP_URL']);
  });

  it('requires the production settings in production and refuses demo data there', () => {
    const keys = problemsOf({ NODE_ENV: 'production', SEED_DEMO: 'true' })
      .map((problem) => problem.split(':')[0])
      .sort();
    expect(keys).toEqual([
      'DATABASE_URL',
      'INVOICE_SELLER_ADDRESS',
      'INVOICE_SELLER_BANK',
      'INVOICE_SELLER_CITY',
      'INVOICE_SELLER_COUNTY',
      'INVOICE_SELLER_CUI',
      'INVOICE_SELLER_IBAN',
      'INVOICE_SELLER_NAME',
      'INVOICE_SELLER_REG_COM',
      'INVOICE_SELLER_VAT_PAYER',
      'JWT_SECRET',
      'PAYMENT_BANK',
      'PAYMENT_BENEFICIARY',
      'PAYMENT_IBAN',
      'PUBLIC_URL',
      'REDIS_URL',
      'SEED_DEMO',
    ]);
    expect(problemsOf({ ...PRODUCTION_ENV })).toEqual([]);
  });

  it('takes the bank account of bank-transfer payments, with demo details outside production and a checked IBAN', () => {
    expect(buildAppConfig({ DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) }).bankAccount).toEqual({
      beneficiary: 'RoAfaceri Demo SRL',
      bank: 'Banca Demo',
      iban: 'RO49AAAA1B31007593840000',
    });
    const set = buildAppConfig({
      DATA_DIR: '/tmp/rf-config-spec',
      JWT_SECRET: 'j'.repeat(40),
      PAYMENT_BENEFICIARY: 'Firma Mea SRL',
      PAYMENT_BANK: 'BCR',
      PAYMENT_IBAN: 'de89 3704 0044 0532 0130 00',
    });
    expect(set.bankAccount).toEqual({ beneficiary: 'Firma Mea SRL', bank: 'BCR', iban: 'DE89370400440532013000' });
    expect(
      problemsOf({ PAYMENT_IBAN: 'RO48AAAA1B31007593840000', PAYMENT_BANK: 'x' })
        .map((problem) => problem.split(':')[0])
        .sort(),
    ).toEqual(['PAYMENT_BANK', 'PAYMENT_IBAN']);
  });

  it('requires the e-Factura OAuth2 client with EFACTURA_API_URL, and leaves e-Factura off without it', () => {
    expect(
      problemsOf({ EFACTURA_API_URL: 'https://api.anaf.ro/prod/FCTEL/rest' })
        .map((problem) => problem.split(':')[0])
        .sort(),
    ).toEqual(['EFACTURA_CLIENT_ID', 'EFACTURA_CLIENT_SECRET', 'EFACTURA_REFRESH_TOKEN', 'EFACTURA_TOKEN_URL']);
    const base = { DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) };
    expect(buildAppConfig(base).efactura).toBeNull();
    const on = buildAppConfig({
      ...base,
      EFACTURA_API_URL: 'https://api.anaf.ro/prod/FCTEL/rest/',
      EFACTURA_TOKEN_URL: 'https://logincert.anaf.ro/anaf-oauth2/v1/token',
      EFACTURA_CLIENT_ID: 'client',
      EFACTURA_CLIENT_SECRET: 'secret',
      EFACTURA_REFRESH_TOKEN: 'refresh',
    });
    expect(on.efactura).toMatchObject({ apiUrl: 'https://api.anaf.ro/prod/FCTEL/rest', clientId: 'client', pollIntervalMs: 60000 });
  });

  it('takes EFACTURA_TOKEN_KEY as 32 bytes in hex or base64, requires it in production with e-Factura, and generates one once elsewhere', () => {
    const spv = {
      EFACTURA_API_URL: 'https://api.anaf.ro/prod/FCTEL/rest',
      EFACTURA_TOKEN_URL: 'https://logincert.anaf.ro/anaf-oauth2/v1/token',
      EFACTURA_CLIENT_ID: 'client',
      EFACTURA_CLIENT_SECRET: 'secret',
      EFACTURA_REFRESH_TOKEN: 'refresh',
    };
    const key = Buffer.alloc(32, 7);
    const keyOf = (value: string) =>
      buildAppConfig({ ...PRODUCTION_ENV, ...spv, DATA_DIR: '/tmp/rf-config-spec', EFACTURA_TOKEN_KEY: value }).efactura!.tokenKey;
    expect(keyOf(key.toString('hex'))).toEqual(key);
    expect(keyOf(key.toString('base64'))).toEqual(key);
    expect(keyOf(key.toString('base64url'))).toEqual(key);
    // Production with e-Factura: required; production without it, and elsewhere: optional, but checked when set.
    expect(problemsOf({ ...PRODUCTION_ENV, ...spv }).map((problem) => problem.split(':')[0])).toEqual(['EFACTURA_TOKEN_KEY']);
    expect(problemsOf({ ...PRODUCTION_ENV })).toEqual([]);
    for (const bad of ['short', key.toString('hex').slice(2), Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64')]) {
      expect(problemsOf({ EFACTURA_TOKEN_KEY: bad }).map((problem) => problem.split(':')[0])).toEqual(['EFACTURA_TOKEN_KEY']);
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'rf-token-key-'));
    try {
      const first = buildAppConfig({ ...spv, DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40) }).efactura!.tokenKey;
      expect(first).toHaveLength(32);
      expect(buildAppConfig({ ...spv, DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40) }).efactura!.tokenKey).toEqual(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('requires both Stripe keys together', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' }).map((problem) => problem.split(':')[0])).toEqual(['STRIPE_WEBHOOK_SECRET']);
  });

  it('turns card payment on with both Stripe keys, pointed at STRIPE_API_URL when set', () => {
    const base = { DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) };
    expect(buildAppConfig(base).payments).toEqual({ driver: 'bank-transfer' });
    expect(buildAppConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments).toEqual({
      driver: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: null,
      timeoutMs: 20000,
    });
    expect(
      buildAppConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:12111' });
    expect(problemsOf({ STRIPE_API_URL: 'stripe.local' }).map((problem) => problem.split(':')[0])).toEqual(['STRIPE_API_URL']);
  });

  it('takes the fallback EUR/RON rate of a day without any BNR rate: a demo 5 outside production, none in production unless set, none with `none`', () => {
    const base = { DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) };
    expect(buildAppConfig(base).invoices.fallbackEurRonRate).toBe(5);
    expect(buildAppConfig({ ...base, INVOICE_FALLBACK_EUR_RON_RATE: '4.9752' }).invoices.fallbackEurRonRate).toBe(4.9752);
    expect(buildAppConfig({ ...base, INVOICE_FALLBACK_EUR_RON_RATE: 'none' }).invoices.fallbackEurRonRate).toBeNull();
    expect(buildAppConfig({ ...PRODUCTION_ENV, DATA_DIR: '/tmp/rf-config-spec' }).invoices.fallbackEurRonRate).toBeNull();
    expect(buildAppConfig({ ...PRODUCTION_ENV, DATA_DIR: '/tmp/rf-config-spec', INVOICE_FALLBACK_EUR_RON_RATE: '5.0873' }).invoices.fallbackEurRonRate).toBe(
      5.0873,
    );
    for (const bad of ['0', '0.0000', '-5', '5,08', 'abc']) {
      expect(
        problemsOf({ INVOICE_FALLBACK_EUR_RON_RATE: bad }).map((problem) => problem.split(':')[0]),
        bad,
      ).toEqual(['INVOICE_FALLBACK_EUR_RON_RATE']);
    }
  });

  it('takes optional analytics and pixel ids, validated', () => {
    expect(buildAppConfig({ JWT_SECRET: 'j'.repeat(40), DATA_DIR: '/tmp/rf-config-spec' }).tracking).toEqual({ gaMeasurementId: null, metaPixelId: null });
    expect(
      buildAppConfig({ JWT_SECRET: 'j'.repeat(40), DATA_DIR: '/tmp/rf-config-spec', GA_MEASUREMENT_ID: 'G-TEST123', META_PIXEL_ID: '1234567890' }).tracking,
    ).toEqual({
      gaMeasurementId: 'G-TEST123',
      metaPixelId: '1234567890',
    });
    const keys = problemsOf({ GA_MEASUREMENT_ID: 'UA-1234-1', META_PIXEL_ID: '12ab<script>' })
      .map((problem) => problem.split(':')[0])
      .sort();
    expect(keys).toEqual(['GA_MEASUREMENT_ID', 'META_PIXEL_ID']);
  });

  it('validates .env.example', () => {
    const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env).length).toBeGreaterThan(5);
    expect(problemsOf(env)).toEqual([]);
  });

  it('chooses drivers from the configuration', () => {
    const embedded = buildAppConfig({ DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) });
    expect(embedded.db).toEqual({ kind: 'pglite', dir: '/tmp/rf-config-spec/pglite' });
    expect(embedded.mail.driver).toBe('file');
    expect(embedded.redis).toBeNull();
    expect(embedded.seedDemo).toBe(true);
    const served = buildAppConfig({ DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h:6379', SMTP_URL: 'smtp://h:25', JWT_SECRET: 'j'.repeat(40) });
    expect(served.db.kind).toBe('postgres');
    expect(served.mail.driver).toBe('smtp');
    expect(served.seedDemo).toBe(false);
  });

  it('reads the outbox relay, retention and staff alert settings, with documented defaults and limits', () => {
    const defaults = buildAppConfig({ DATA_DIR: '/tmp/rf-config-spec', JWT_SECRET: 'j'.repeat(40) });
    expect(defaults.jobs).toMatchObject({ outboxRelayIntervalMs: 10000, outboxRetentionDays: 7, ledgerRetentionDays: 180 });
    expect(defaults.alerts).toEqual({ staffListings: true });
    const set = buildAppConfig({
      DATA_DIR: '/tmp/rf-config-spec',
      JWT_SECRET: 'j'.repeat(40),
      OUTBOX_RELAY_INTERVAL_MS: '0',
      OUTBOX_RETENTION_DAYS: '14',
      NOTIFICATION_LEDGER_RETENTION_DAYS: '365',
      STAFF_LISTING_ALERTS: 'false',
    });
    expect(set.jobs).toMatchObject({ outboxRelayIntervalMs: 0, outboxRetentionDays: 14, ledgerRetentionDays: 365 });
    expect(set.alerts.staffListings).toBe(false);
    // A ledger kept shorter than a failed job can still be retried would let a retry send twice.
    const keys = problemsOf({
      NOTIFICATION_LEDGER_RETENTION_DAYS: '7',
      OUTBOX_RETENTION_DAYS: '0',
      OUTBOX_RELAY_INTERVAL_MS: '-1',
      STAFF_LISTING_ALERTS: 'poate',
    })
      .map((problem) => problem.split(':')[0])
      .sort();
    expect(keys).toEqual(['NOTIFICATION_LEDGER_RETENTION_DAYS', 'OUTBOX_RELAY_INTERVAL_MS', 'OUTBOX_RETENTION_DAYS', 'STAFF_LISTING_ALERTS']);
  });

  it('takes a relative DATA_DIR from where npm was started', () => {
    expect(buildAppConfig({ DATA_DIR: 'data', INIT_CWD: '/srv/roafaceri', JWT_SECRET: 'j'.repeat(40) }).dataDir).toBe('/srv/roafaceri/data');
    expect(buildAppConfig({ DATA_DIR: '/var/lib/rf', INIT_CWD: '/srv/roafaceri', JWT_SECRET: 'j'.repeat(40) }).dataDir).toBe('/var/lib/rf');
  });
});
