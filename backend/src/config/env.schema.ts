import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { isValidIban } from '../contracts/iban.js';
import { parseTrustProxy } from '../core/http/client-info.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['true', '1', 'yes'].includes(String(value).toLowerCase())
      ? true
      : ['false', '0', 'no'].includes(String(value).toLowerCase())
        ? false
        : value;

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : /^\d+$/.test(String(value)) ? Number(value) : value);

const isProduction = (env: EnvSchema) => env.NODE_ENV === 'production';
const usesS3 = (env: EnvSchema) => env.STORAGE_DRIVER === 's3';

/** An IBAN with a valid check (spaces allowed). */
function IsIban(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'isIban',
      target: target.constructor,
      propertyName: key as string,
      options: { message: `${String(key)} must be a valid IBAN (e.g. RO49AAAA1B31007593840000)` },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidIban(value) },
    });
}

/** EFACTURA_TOKEN_KEY's 32 bytes, written as 64 hex digits or base64 (standard or URL-safe); null when it is neither. */
export function tokenKeyBytes(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

function IsTokenKey(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'isTokenKey',
      target: target.constructor,
      propertyName: key as string,
      options: {
        message: `${String(key)} must be 32 bytes as 64 hex digits or base64, e.g. the output of openssl rand -base64 32 (required in production with EFACTURA_API_URL)`,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && tokenKeyBytes(value) !== null },
    });
}

/** Every environment variable the application reads. Validated once at boot; a bad value stops startup. */
export class EnvSchema {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '127.0.0.1';

  /**
   * Which proxies may tell the client address (X-Forwarded-For): a hop count (e.g. 1), or a comma
   * list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Unset: none
   * outside production; in production the private ranges (loopback,linklocal,uniquelocal), where a
   * TLS proxy or load balancer in front of the site lives. `false` trusts no proxy anywhere.
   */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Serve the OpenAPI page and JSON (/api/docs) in production too (always served elsewhere). */
  @Transform(toBoolean)
  @IsBoolean()
  API_DOCS_PUBLIC = false;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  @ValidateIf((env: EnvSchema) => isProduction(env) || env.PUBLIC_URL !== undefined)
  PUBLIC_URL?: string;

  @IsString()
  @MinLength(1)
  DATA_DIR = './data';

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.DATABASE_URL !== undefined)
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.REDIS_URL !== undefined)
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @IsIn(['web', 'worker', 'all'])
  ROLE: 'web' | 'worker' | 'all' = 'all';

  /**
   * Web processes of this machine sharing PORT (ROLE=web): pages rendered per request (signed-in
   * visitors) then use every core. More than one needs PostgreSQL and Redis (shared state and caches).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  WEB_PROCESSES = 1;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.JWT_SECRET !== undefined)
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @Transform(toInt)
  @IsInt()
  @Min(300)
  @Max(60 * 60 * 24 * 90)
  SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

  /** A visitor's session unused this long is signed out (absolute lifetime: SESSION_TTL_SECONDS). */
  @Transform(toInt)
  @IsInt()
  @Min(300)
  @Max(60 * 60 * 24 * 90)
  SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;

  /** The same for accounts holding a staff role. */
  @Transform(toInt)
  @IsInt()
  @Min(300)
  @Max(60 * 60 * 24 * 90)
  STAFF_SESSION_IDLE_SECONDS = 60 * 60 * 12;

  /** Accounts one client address may register in an hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;

  /** Files (pictures and documents) one account may upload in an hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  UPLOADS_PER_HOUR = 100;

  /** Storage one account's uploads may take, in MB (sum of their stored sizes). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000000)
  UPLOAD_QUOTA_MB = 200;

  /** Where uploaded files live: `local` (DATA_DIR/uploads, one machine only) or `s3` (a bucket every process shares). */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** The S3-compatible service (e.g. http://minio:9000); unset: the provider's endpoint for S3_REGION (AWS). */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'S3_ENDPOINT must be an http:// or https:// URL' })
  S3_ENDPOINT?: string;

  @Matches(/^[a-z0-9-]{2,40}$/, { message: 'S3_REGION must be a region name such as eu-central-1' })
  S3_REGION = 'us-east-1';

  /** The bucket must exist (docker-compose creates it); it stays private, the app serves the files. */
  @ValidateIf(usesS3)
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET is required when STORAGE_DRIVER=s3: a bucket name of 3-63 lower-case letters, digits, dots and hyphens',
  })
  S3_BUCKET?: string;

  @ValidateIf(usesS3)
  @IsString({ message: 'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf(usesS3)
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3' })
  S3_SECRET_ACCESS_KEY?: string;

  /** Path-style addresses (http://host/bucket/key): true for MinIO and most self-hosted services. */
  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @Matches(/^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { message: 'MAIL_FROM must be an address or "Name <address>"' })
  MAIL_FROM?: string;

  @ValidateIf((env: EnvSchema) => env.VAPID_PRIVATE_KEY !== undefined || env.VAPID_PUBLIC_KEY !== undefined)
  @IsString()
  @MinLength(20)
  VAPID_PUBLIC_KEY?: string;

  @ValidateIf((env: EnvSchema) => env.VAPID_PRIVATE_KEY !== undefined || env.VAPID_PUBLIC_KEY !== undefined)
  @IsString()
  @MinLength(20)
  VAPID_PRIVATE_KEY?: string;

  /** Contact of the web-push sender (mailto: or https:), sent to push services with the VAPID signature. */
  @IsOptional()
  @Matches(/^(mailto:|https:\/\/).+/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT?: string;

  /**
   * Push services the server may call, comma-separated host names (a leading '.' matches subdomains).
   * Default: the browsers' push services (FCM, Mozilla, Apple, Microsoft). A host listed with its port
   * (e.g. 127.0.0.1:4050, for tests) may be called over plain http.
   */
  @IsOptional()
  @IsString()
  PUSH_ENDPOINT_HOSTS?: string;

  /** How long a worker holds a job before another may take it over as stalled (a killed worker's job). */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(600000)
  JOB_LOCK_DURATION_MS = 30000;

  /**
   * How often the worker relays outbox rows a crashed process left behind (milliseconds; 0 = only at
   * boot). Rows are relayed right after their commit anyway; this is the safety net.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(3600000)
  OUTBOX_RELAY_INTERVAL_MS = 10000;

  /** Days a relayed outbox row is kept (for inspection) before the daily pruning deletes it. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(365)
  OUTBOX_RETENTION_DAYS = 7;

  /**
   * Seconds a new message waits before its recipient is emailed: messages sent meanwhile in the same
   * conversation go into the same email (0 = at once).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400)
  MESSAGE_EMAIL_DELAY_SECONDS = 120;

  /**
   * Days a delivery-ledger row (notification_deliveries) is kept. Longer than any retry: failed jobs
   * are kept (and may be retried from the console) for 7 days.
   */
  @Transform(toInt)
  @IsInt()
  @Min(30)
  @Max(3650)
  NOTIFICATION_LEDGER_RETENTION_DAYS = 180;

  /** Email moderators and admins when a listing or an edit is submitted for moderation. */
  @Transform(toBoolean)
  @IsBoolean()
  STAFF_LISTING_ALERTS = true;

  /**
   * Admins and moderators must have the TOTP second factor to use the staff API and console.
   * Unset: true in production, false elsewhere.
   */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  STAFF_MFA_REQUIRED?: boolean;

  /** Tests only (NODE_ENV=test): holds each delivery at this point, so a test can kill the worker there. */
  @IsOptional()
  @IsIn(['before-send', 'after-send'])
  TEST_DELIVERY_PAUSE?: 'before-send' | 'after-send';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600000)
  TEST_DELIVERY_PAUSE_MS = 10000;

  @ValidateIf((env: EnvSchema) => env.STRIPE_WEBHOOK_SECRET !== undefined || env.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^sk_(test|live)_.+/, { message: 'STRIPE_SECRET_KEY must start with sk_test_ or sk_live_' })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf((env: EnvSchema) => env.STRIPE_SECRET_KEY !== undefined)
  @Matches(/^whsec_.+/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe client sends its calls (unset: Stripe's own API); tests and the demo use a loopback stand-in. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'STRIPE_API_URL must be an http:// or https:// URL' })
  STRIPE_API_URL?: string;

  /** How long one call to Stripe may take (the client then retries it twice with the same idempotency key). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  STRIPE_TIMEOUT_MS = 20000;

  /**
   * The bank account clients pay orders into (proforma emails, order pages). Required in production;
   * elsewhere unset means clearly fake demo details.
   */
  @ValidateIf((env: EnvSchema) => isProduction(env) || env.PAYMENT_BENEFICIARY !== undefined)
  @IsString()
  @MinLength(2)
  @MaxLength(160)
  PAYMENT_BENEFICIARY?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.PAYMENT_BANK !== undefined)
  @IsString()
  @MinLength(2)
  @MaxLength(160)
  PAYMENT_BANK?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.PAYMENT_IBAN !== undefined)
  @IsIban()
  PAYMENT_IBAN?: string;

  /**
   * The seller printed on fiscal invoices and credit notes. Required in production; elsewhere unset
   * means clearly fake demo details. COUNTY is a county id as in masterdata (41: București), CITY the
   * locality (in București the sector, e.g. "Sector 1").
   */
  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_NAME !== undefined)
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  INVOICE_SELLER_NAME?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_CUI !== undefined)
  @Matches(/^(RO)?[1-9]\d{1,9}$/, { message: 'INVOICE_SELLER_CUI must be a CUI, with RO for VAT payers (e.g. RO12345678)' })
  INVOICE_SELLER_CUI?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_REG_COM !== undefined)
  @IsString()
  @MinLength(3)
  @MaxLength(40)
  INVOICE_SELLER_REG_COM?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_ADDRESS !== undefined)
  @IsString()
  @MinLength(3)
  @MaxLength(300)
  INVOICE_SELLER_ADDRESS?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_COUNTY !== undefined)
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(42)
  INVOICE_SELLER_COUNTY?: number;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_CITY !== undefined)
  @IsString()
  @MinLength(2)
  @MaxLength(100)
  INVOICE_SELLER_CITY?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_IBAN !== undefined)
  @IsIban()
  INVOICE_SELLER_IBAN?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_BANK !== undefined)
  @IsString()
  @MinLength(2)
  @MaxLength(160)
  INVOICE_SELLER_BANK?: string;

  @ValidateIf((env: EnvSchema) => isProduction(env) || env.INVOICE_SELLER_VAT_PAYER !== undefined)
  @Transform(toBoolean)
  @IsBoolean()
  INVOICE_SELLER_VAT_PAYER?: boolean;

  /** BNR's daily reference rates (XML); invoices show their RON equivalent at the EUR rate of the issue day. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'BNR_RATES_URL must be an http:// or https:// URL' })
  BNR_RATES_URL = 'https://www.bnr.ro/nbrfxrates.xml';

  /** RON per EUR used on every invoice instead of BNR's rate (tests, or a rate agreed by hand). */
  @IsOptional()
  @Matches(/^\d{1,2}(\.\d{1,4})?$/, { message: 'INVOICE_EUR_RON_RATE must be a rate such as 5.0873' })
  INVOICE_EUR_RON_RATE?: string;

  /**
   * RON per EUR used when BNR cannot be reached and no BNR rate was ever stored (a first start
   * offline), marked on the invoice as a configured rate. Unset: 5.0000 outside production (a demo
   * value, not BNR's) and none in production; `none`: no fallback anywhere (an order paid meanwhile
   * is paid at once and gets its invoice from the daily orders sweep once a rate is known).
   */
  @IsOptional()
  @Matches(/^(none|(?!0+(\.0+)?$)\d{1,2}(\.\d{1,4})?)$/, { message: 'INVOICE_FALLBACK_EUR_RON_RATE must be a rate above 0 such as 5.0873, or none' })
  INVOICE_FALLBACK_EUR_RON_RATE?: string;

  /**
   * RO e-Factura: ANAF's SPV API (e.g. https://api.anaf.ro/prod/FCTEL/rest) and its OAuth2 client;
   * unset: invoices are not sent (their e-Factura state says so). All five or none.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'EFACTURA_API_URL must be an http:// or https:// URL' })
  EFACTURA_API_URL?: string;

  @ValidateIf((env: EnvSchema) => env.EFACTURA_API_URL !== undefined)
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'EFACTURA_TOKEN_URL must be an http:// or https:// URL (ANAF: https://logincert.anaf.ro/anaf-oauth2/v1/token)' },
  )
  EFACTURA_TOKEN_URL?: string;

  @ValidateIf((env: EnvSchema) => env.EFACTURA_API_URL !== undefined)
  @IsString()
  @MinLength(1, { message: 'EFACTURA_CLIENT_ID is required with EFACTURA_API_URL' })
  EFACTURA_CLIENT_ID?: string;

  @ValidateIf((env: EnvSchema) => env.EFACTURA_API_URL !== undefined)
  @IsString()
  @MinLength(1, { message: 'EFACTURA_CLIENT_SECRET is required with EFACTURA_API_URL' })
  EFACTURA_CLIENT_SECRET?: string;

  @ValidateIf((env: EnvSchema) => env.EFACTURA_API_URL !== undefined)
  @IsString()
  @MinLength(1, { message: 'EFACTURA_REFRESH_TOKEN is required with EFACTURA_API_URL' })
  EFACTURA_REFRESH_TOKEN?: string;

  /**
   * The key sealing the SPV's OAuth tokens in the database (AES-256-GCM): 32 bytes as 64 hex digits
   * or base64 (`openssl rand -base64 32`). Required in production with e-Factura; elsewhere one is
   * generated once into DATA_DIR.
   */
  @ValidateIf((env: EnvSchema) => env.EFACTURA_TOKEN_KEY !== undefined || (isProduction(env) && env.EFACTURA_API_URL !== undefined))
  @IsTokenKey()
  EFACTURA_TOKEN_KEY?: string;

  /** Delay between two e-Factura state checks of one upload (ANAF answers within minutes). */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(3600000)
  EFACTURA_POLL_INTERVAL_MS = 60000;

  /**
   * Where the official e-Factura rule sets (EN 16931, CIUS-RO), compiled once at boot by xslt3, are
   * kept by their hash; unset: `rf-efactura-rules` in the system's temporary folder.
   */
  @IsOptional()
  @IsString()
  @MinLength(1)
  EFACTURA_RULES_CACHE_DIR?: string;

  /**
   * ANAF's public web services (no authentication): the VAT-payer registry (company registration
   * data) and the balance-sheet service, read by CUI to prefill forms and valuations.
   */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'ANAF_API_URL must be an http:// or https:// URL' })
  ANAF_API_URL = 'https://webservicesp.anaf.ro';

  /** How long one ANAF request may take before the lookup answers "unavailable" (forms stay usable). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(60000)
  ANAF_TIMEOUT_MS = 5000;

  /** Least spacing of two requests to one ANAF service, across every process (ANAF allows about one a second). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  ANAF_MIN_INTERVAL_MS = 1000;

  /** How long a lookup may wait for its turn when ANAF is busy before answering "unavailable". */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  ANAF_MAX_WAIT_MS = 4000;

  /** Google Analytics 4 measurement id; unset: no Google Analytics (loaded only after marketing consent). */
  @IsOptional()
  @Matches(/^G-[A-Z0-9]{4,20}$/, { message: 'GA_MEASUREMENT_ID must look like G-XXXXXXXXXX' })
  GA_MEASUREMENT_ID?: string;

  /** Meta (Facebook) pixel id; unset: no pixel (loaded only after marketing consent). */
  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: 'META_PIXEL_ID must be the numeric pixel id' })
  META_PIXEL_ID?: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO?: boolean;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  SCHEDULER_ENABLED?: boolean;

  /**
   * Soak and tests only (refused in production): besides their own times, every schedule fires once
   * a minute (where the schedules run), each fire with a job id of its own.
   */
  @Transform(toBoolean)
  @IsBoolean()
  SCHEDULES_EVERY_MINUTE = false;

  /** Tests only, with SCHEDULES_EVERY_MINUTE: that "minute" in milliseconds. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(100)
  @Max(60000)
  SCHEDULES_EVERY_MS?: number;

  /**
   * Tests only (refused in production): the first retry of every job waits this many milliseconds
   * instead of its own delay (each later one twice the one before), so that a journey sees a job
   * fail for good in seconds, not the half minute of a push job's five attempts.
   */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(10)
  @Max(60000)
  JOB_RETRY_DELAY_MS?: number;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** How long public list/detail answers are reused (0 turns the cache off). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(300000)
  RESPONSE_CACHE_TTL_MS = 10000;

  /** Memory the response cache may hold (bytes of bodies, headers and keys); least recently used answers go first. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(4 * 1024 * 1024 * 1024)
  RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

  /** How long a server-rendered public page is reused for visitors without a session (0 turns it off). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(300000)
  PAGE_CACHE_TTL_MS = 10000;

  /** Memory the page cache may hold (HTML and its gzip form); least recently used pages go first. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(4 * 1024 * 1024 * 1024)
  PAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024;

  /** Days an approved user listing stays published before it expires. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  LISTING_PUBLICATION_DAYS = 90;

  /** URLs per sitemap file; beyond it /sitemap.xml is an index of /sitemap-N.xml (the protocol's maximum is 50,000). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(50000)
  SITEMAP_URLS_PER_FILE = 50000;

  @IsOptional()
  @IsString()
  REDIS_PREFIX?: string;

  @IsOptional()
  @IsString()
  FRONTEND_BUILD_DIR?: string;

  @IsOptional()
  @IsString()
  ADMIN_BUILD_DIR?: string;
}

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Validates the raw environment and returns the typed schema, or throws naming every bad key. */
export function validateEnv(raw: Record<string, string | undefined>): EnvSchema {
  const defined = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
  const env = plainToInstance(EnvSchema, defined, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false });
  const problems = errors.map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`);
  if (env.NODE_ENV === 'production' && env.SEED_DEMO) problems.push('SEED_DEMO: demo data is refused in production');
  if (env.TRUST_PROXY !== undefined) {
    try {
      parseTrustProxy(env.TRUST_PROXY);
    } catch (error) {
      problems.push(`TRUST_PROXY: ${(error as Error).message}`);
    }
  }
  if (env.NODE_ENV !== 'test' && env.TEST_DELIVERY_PAUSE) problems.push('TEST_DELIVERY_PAUSE: only for NODE_ENV=test');
  if (env.NODE_ENV === 'production' && env.SCHEDULES_EVERY_MINUTE)
    problems.push('SCHEDULES_EVERY_MINUTE: refused in production (it fires every schedule every minute; soak and tests only)');
  if (env.NODE_ENV === 'production' && env.JOB_RETRY_DELAY_MS !== undefined)
    problems.push('JOB_RETRY_DELAY_MS: refused in production (tests only: every job retries after it instead of its own delay)');
  if (env.SCHEDULES_EVERY_MS !== undefined && !env.SCHEDULES_EVERY_MINUTE) problems.push('SCHEDULES_EVERY_MS: only with SCHEDULES_EVERY_MINUTE=true');
  if (env.WEB_PROCESSES > 1 && (env.ROLE !== 'web' || !env.DATABASE_URL || !env.REDIS_URL)) {
    problems.push('WEB_PROCESSES: more than one web process needs ROLE=web, DATABASE_URL and REDIS_URL');
  }
  if (problems.length) throw new InvalidConfigError(problems);
  return env;
}
