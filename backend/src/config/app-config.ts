import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { authCookieOf } from '../contracts/auth.js';
import { normalizeIban } from '../contracts/iban.js';
import { parseTrustProxy, PRIVATE_NETWORK_PROXIES, type TrustProxy } from '../core/http/client-info.js';
import type { S3Settings } from '../core/storage/s3.storage.js';
import { tokenKeyBytes, validateEnv, type EnvSchema } from './env.schema.js';

/** The invoices' seller as configured (INVOICE_SELLER_*). */
export interface InvoiceSellerSettings {
  name: string;
  cui: string;
  regCom: string;
  address: string;
  countyId: number;
  city: string;
  iban: string;
  bank: string;
  vatPayer: boolean;
}

/** The seller of the embedded default: clearly not a real company (the IBAN is the standard's Romanian example). */
export const DEMO_INVOICE_SELLER: InvoiceSellerSettings = {
  name: 'RoAfaceri Demo SRL',
  cui: 'RO18547290',
  regCom: 'J40/0000/2026',
  address: 'Strada Exemplului nr. 1',
  countyId: 41,
  city: 'Sector 1',
  iban: 'RO49AAAA1B31007593840000',
  bank: 'Banca Demo',
  vatPayer: true,
};

/**
 * RON per EUR of a day without any BNR rate outside production (INVOICE_FALLBACK_EUR_RON_RATE unset):
 * a round demo value, printed as a configured rate, never as BNR's.
 */
export const DEMO_FALLBACK_EUR_RON_RATE = 5;

/** ANAF's SPV e-Factura API and its OAuth2 client (EFACTURA_*). */
export interface EfacturaSettings {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  pollIntervalMs: number;
  /** EFACTURA_TOKEN_KEY: seals the OAuth tokens kept in the database (outside production generated once into DATA_DIR). */
  tokenKey: Buffer;
}

/** Bank details of the embedded default: clearly not a real account (the IBAN is the standard's Romanian example). */
export const DEMO_BANK_ACCOUNT = { beneficiary: 'RoAfaceri Demo SRL', bank: 'Banca Demo', iban: 'RO49AAAA1B31007593840000' } as const;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  env: EnvSchema['NODE_ENV'];
  isProduction: boolean;
  role: EnvSchema['ROLE'];
  /** Web processes sharing the port (WEB_PROCESSES; 1 = this process alone). */
  webProcesses: number;
  /**
   * publicUrl: the site's canonical address (its origin is the one state-changing API calls must
   * come from). trustProxy: who may tell the client address (TRUST_PROXY). apiDocs: whether
   * /api/docs is served. authCookie: the session cookie's name (`__Host-` prefixed) and Secure flag
   * whenever the site is served over https.
   */
  http: { port: number; host: string; publicUrl: string; trustProxy: TrustProxy; apiDocs: boolean; authCookie: { name: string; secure: boolean } };
  dataDir: string;
  db: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  redis: { url: string; prefix: string } | null;
  /** Sessions end SESSION_TTL_SECONDS after sign-in, or earlier when unused for their idle time (staff: shorter). */
  jwt: { secret: string; sessionTtlSeconds: number; sessionIdleSeconds: number; staffSessionIdleSeconds: number };
  /** Abuse limits: registrations per client address an hour; files per account an hour; bytes of uploads per account. */
  limits: { registrationsPerAddressPerHour: number; uploadsPerHour: number; uploadQuotaBytes: number };
  mail: { driver: 'smtp'; url: string; from: string } | { driver: 'file'; dir: string; from: string };
  /** Web push: VAPID keys (null: push disabled) and the push services the server may call. */
  push: { publicKey: string | null; privateKey: string | null; subject: string; endpointHosts: string[] };
  /**
   * Queues: the worker lock; how often the worker relays outbox rows left behind (0: only at boot);
   * how many days relayed outbox rows and delivery-ledger rows are kept.
   */
  /** `retryDelayMs` (JOB_RETRY_DELAY_MS, tests only): every job's first retry delay instead of its own; null: each job's own. */
  jobs: { lockDurationMs: number; outboxRelayIntervalMs: number; outboxRetentionDays: number; ledgerRetentionDays: number; retryDelayMs: number | null };
  /** Messaging: how long a new message waits before its recipient's email (a burst makes one email). */
  messaging: { emailDelayMs: number };
  /** Staff alerts: moderators and admins are emailed when a listing or an edit is submitted. */
  alerts: { staffListings: boolean };
  /** Admins and moderators need the TOTP second factor before the staff API answers them (STAFF_MFA_REQUIRED). */
  staffMfaRequired: boolean;
  testDeliveryPause: { point: 'before-send' | 'after-send'; ms: number } | null;
  /** Card payments through Stripe when both keys are set (`apiUrl`: STRIPE_API_URL, null for Stripe's own API); else bank transfer only. */
  payments: { driver: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | null; timeoutMs: number } | { driver: 'bank-transfer' };
  /** Where clients pay orders by bank transfer (the order number is the reference); demo details outside production when unset. */
  bankAccount: { beneficiary: string; bank: string; iban: string };
  /**
   * Fiscal invoices: the seller (demo details outside production when unset), where BNR's daily
   * rates are read and the rate that replaces them (null: BNR's).
   */
  invoices: {
    seller: InvoiceSellerSettings;
    bnrRatesUrl: string;
    fixedEurRonRate: number | null;
    /** INVOICE_FALLBACK_EUR_RON_RATE: the rate of a day without any BNR rate (null: none, the invoice waits). */
    fallbackEurRonRate: number | null;
    /** EFACTURA_RULES_CACHE_DIR: the official e-Factura rule sets compiled by xslt3, kept by hash (default under the system's temporary folder). */
    rulesCacheDir: string;
  };
  /** RO e-Factura uploads to ANAF's SPV (EFACTURA_*); null: off, invoices are not sent. */
  efactura: EfacturaSettings | null;
  /**
   * ANAF's public company-data services (ANAF_*): base URL, per-request timeout, the least spacing
   * of requests to one service across processes, and the longest a lookup waits for its turn.
   */
  anaf: { apiUrl: string; timeoutMs: number; minIntervalMs: number; maxWaitMs: number };
  /** Analytics and pixel ids; the public site loads them only after marketing consent. */
  tracking: { gaMeasurementId: string | null; metaPixelId: string | null };
  seedDemo: boolean;
  schedulerEnabled: boolean;
  /** SCHEDULES_EVERY_MINUTE (soak, tests): every schedule also fires every this many ms (60000, or SCHEDULES_EVERY_MS); null: only at its times. */
  schedulesEveryMs: number | null;
  logLevel: string;
  /** Tests only: where the logs are written instead of stdout (never set from the environment). */
  logStream?: NodeJS.WritableStream;
  responseCacheTtlMs: number;
  responseCacheMaxBytes: number;
  pageCache: { ttlMs: number; maxBytes: number };
  listingPublicationDays: number;
  sitemapUrlsPerFile: number;
  paths: { frontendBuild: string; adminBuild: string; uploads: string };
  /** Where uploaded files live (STORAGE_DRIVER): the local disk (`paths.uploads`) or an S3-compatible bucket. */
  storage: { driver: 'local'; dir: string } | ({ driver: 's3' } & S3Settings);
}

/** Reads a secret kept in DATA_DIR, generating it on first use (development only). */
function devSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const value = make();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows). */
const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

function pushHosts(list: string | undefined): string[] {
  return list
    ? list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : DEFAULT_PUSH_HOSTS;
}

/** VAPID keys from the environment; outside production a pair is generated once into DATA_DIR. */
function vapidKeys(env: EnvSchema, dataDir: string): { publicKey: string | null; privateKey: string | null } {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (env.NODE_ENV === 'production') return { publicKey: null, privateKey: null };
  const pair = JSON.parse(devSecret(dataDir, 'vapid.json', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

export function buildAppConfig(raw: Record<string, string | undefined> = process.env): AppConfig {
  const env = validateEnv(raw);
  const isProduction = env.NODE_ENV === 'production';
  // A relative DATA_DIR is taken from where the command was typed (npm sets INIT_CWD), so
  // `npm start` at the repository root keeps its data in ./data there.
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(raw.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const from = env.MAIL_FROM ?? 'RoAfaceri <no-reply@roafaceri.ro>';
  return {
    env: env.NODE_ENV,
    isProduction,
    role: env.ROLE,
    webProcesses: env.WEB_PROCESSES,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      trustProxy: env.TRUST_PROXY !== undefined ? parseTrustProxy(env.TRUST_PROXY) : isProduction ? PRIVATE_NETWORK_PROXIES : false,
      apiDocs: !isProduction || env.API_DOCS_PUBLIC,
      authCookie: authCookieOf(publicUrl),
    },
    dataDir,
    db: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dir: join(dataDir, 'pglite') },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'roafaceri' } : null,
    jwt: {
      secret: env.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
      sessionTtlSeconds: env.SESSION_TTL_SECONDS,
      sessionIdleSeconds: env.SESSION_IDLE_SECONDS,
      staffSessionIdleSeconds: env.STAFF_SESSION_IDLE_SECONDS,
    },
    limits: {
      registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      uploadsPerHour: env.UPLOADS_PER_HOUR,
      uploadQuotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    },
    mail: env.SMTP_URL ? { driver: 'smtp', url: env.SMTP_URL, from } : { driver: 'file', dir: join(dataDir, 'mail'), from },
    push: { ...vapidKeys(env, dataDir), subject: env.VAPID_SUBJECT ?? 'mailto:contact@roafaceri.ro', endpointHosts: pushHosts(env.PUSH_ENDPOINT_HOSTS) },
    jobs: {
      lockDurationMs: env.JOB_LOCK_DURATION_MS,
      outboxRelayIntervalMs: env.OUTBOX_RELAY_INTERVAL_MS,
      outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
      ledgerRetentionDays: env.NOTIFICATION_LEDGER_RETENTION_DAYS,
      retryDelayMs: env.JOB_RETRY_DELAY_MS ?? null,
    },
    messaging: { emailDelayMs: env.MESSAGE_EMAIL_DELAY_SECONDS * 1000 },
    alerts: { staffListings: env.STAFF_LISTING_ALERTS },
    staffMfaRequired: env.STAFF_MFA_REQUIRED ?? isProduction,
    testDeliveryPause: env.TEST_DELIVERY_PAUSE ? { point: env.TEST_DELIVERY_PAUSE, ms: env.TEST_DELIVERY_PAUSE_MS } : null,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            driver: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
            timeoutMs: env.STRIPE_TIMEOUT_MS,
          }
        : { driver: 'bank-transfer' },
    bankAccount: {
      beneficiary: env.PAYMENT_BENEFICIARY ?? DEMO_BANK_ACCOUNT.beneficiary,
      bank: env.PAYMENT_BANK ?? DEMO_BANK_ACCOUNT.bank,
      iban: normalizeIban(env.PAYMENT_IBAN ?? DEMO_BANK_ACCOUNT.iban),
    },
    invoices: {
      seller: {
        name: env.INVOICE_SELLER_NAME ?? DEMO_INVOICE_SELLER.name,
        cui: env.INVOICE_SELLER_CUI ?? DEMO_INVOICE_SELLER.cui,
        regCom: env.INVOICE_SELLER_REG_COM ?? DEMO_INVOICE_SELLER.regCom,
        address: env.INVOICE_SELLER_ADDRESS ?? DEMO_INVOICE_SELLER.address,
        countyId: env.INVOICE_SELLER_COUNTY ?? DEMO_INVOICE_SELLER.countyId,
        city: env.INVOICE_SELLER_CITY ?? DEMO_INVOICE_SELLER.city,
        iban: normalizeIban(env.INVOICE_SELLER_IBAN ?? DEMO_INVOICE_SELLER.iban),
        bank: env.INVOICE_SELLER_BANK ?? DEMO_INVOICE_SELLER.bank,
        vatPayer: env.INVOICE_SELLER_VAT_PAYER ?? DEMO_INVOICE_SELLER.vatPayer,
      },
      bnrRatesUrl: env.BNR_RATES_URL,
      fixedEurRonRate: env.INVOICE_EUR_RON_RATE ? Number(env.INVOICE_EUR_RON_RATE) : null,
      fallbackEurRonRate:
        env.INVOICE_FALLBACK_EUR_RON_RATE === 'none'
          ? null
          : env.INVOICE_FALLBACK_EUR_RON_RATE
            ? Number(env.INVOICE_FALLBACK_EUR_RON_RATE)
            : isProduction
              ? null
              : DEMO_FALLBACK_EUR_RON_RATE,
      rulesCacheDir: env.EFACTURA_RULES_CACHE_DIR ? resolve(raw.INIT_CWD ?? process.cwd(), env.EFACTURA_RULES_CACHE_DIR) : join(tmpdir(), 'rf-efactura-rules'),
    },
    efactura: env.EFACTURA_API_URL
      ? {
          apiUrl: env.EFACTURA_API_URL.replace(/\/+$/, ''),
          tokenUrl: env.EFACTURA_TOKEN_URL!,
          clientId: env.EFACTURA_CLIENT_ID!,
          clientSecret: env.EFACTURA_CLIENT_SECRET!,
          refreshToken: env.EFACTURA_REFRESH_TOKEN!,
          pollIntervalMs: env.EFACTURA_POLL_INTERVAL_MS,
          tokenKey: tokenKeyBytes(env.EFACTURA_TOKEN_KEY ?? devSecret(dataDir, 'efactura-token-key', () => randomBytes(32).toString('base64')))!,
        }
      : null,
    anaf: {
      apiUrl: env.ANAF_API_URL.replace(/\/+$/, ''),
      timeoutMs: env.ANAF_TIMEOUT_MS,
      minIntervalMs: env.ANAF_MIN_INTERVAL_MS,
      maxWaitMs: env.ANAF_MAX_WAIT_MS,
    },
    tracking: { gaMeasurementId: env.GA_MEASUREMENT_ID ?? null, metaPixelId: env.META_PIXEL_ID ?? null },
    seedDemo: env.SEED_DEMO ?? (!isProduction && !env.DATABASE_URL),
    schedulerEnabled: env.SCHEDULER_ENABLED ?? env.ROLE !== 'web',
    schedulesEveryMs: env.SCHEDULES_EVERY_MINUTE ? (env.SCHEDULES_EVERY_MS ?? 60_000) : null,
    logLevel: env.LOG_LEVEL,
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_MS,
    responseCacheMaxBytes: env.RESPONSE_CACHE_MAX_BYTES,
    pageCache: { ttlMs: env.PAGE_CACHE_TTL_MS, maxBytes: env.PAGE_CACHE_MAX_BYTES },
    listingPublicationDays: env.LISTING_PUBLICATION_DAYS,
    sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE,
    paths: {
      frontendBuild: env.FRONTEND_BUILD_DIR ?? join(repoRoot, 'frontend/build'),
      adminBuild: env.ADMIN_BUILD_DIR ?? join(repoRoot, 'admin/dist'),
      uploads: join(dataDir, 'uploads'),
    },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: env.S3_ENDPOINT ?? null,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: join(dataDir, 'uploads') },
  };
}

/** Injection token of the typed configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
