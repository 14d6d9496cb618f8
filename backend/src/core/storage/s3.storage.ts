import { Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { externalServiceUnavailable } from '../errors/external-service.js';
import { RETRY_AFTER_SECONDS } from '../http/status-pages.js';
import { assertSafeStorageKey, contentTypeOfKey, type StorageDriver, type StoredObject } from './storage-driver.js';

/** Where the bucket is and how to reach it (the `storage` group of AppConfig when STORAGE_DRIVER=s3). */
export interface S3Settings {
  /** Unset: the provider's own endpoint for the region (AWS). MinIO and other S3-compatible services need theirs. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

/**
 * How long one call may wait: an unreachable or silent service fails the call (and the visitor's
 * request gets an error) instead of holding it. Each attempt is bounded; so is the number of attempts.
 */
export interface S3Timeouts {
  /** To open the connection. */
  connectionTimeoutMs: number;
  /** Reads, checks and deletes: from sending the request to the answer's headers. */
  requestTimeoutMs: number;
  /** Writes: from the start of the request (its body included) to the answer's headers. */
  uploadTimeoutMs: number;
  /** A connection silent this long (also while a body streams) is dropped. */
  socketTimeoutMs: number;
  /** Attempts per call, the first included (the SDK retries connection errors, throttling and 5xx with backoff). */
  maxAttempts: number;
  /** The bucket check at boot, all attempts included. */
  bootCheckMs: number;
}

export const DEFAULT_S3_TIMEOUTS: S3Timeouts = {
  connectionTimeoutMs: 3000,
  requestTimeoutMs: 10000,
  uploadTimeoutMs: 60000,
  socketTimeoutMs: 30000,
  maxAttempts: 3,
  bootCheckMs: 5000,
};

interface S3ErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const logger = new Logger('S3Storage');

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

/** The service could not be reached, did not answer in time, or failed on its side (5xx, after the retries). */
function isUnavailable(error: unknown): boolean {
  const { name, code, $metadata } = (error ?? {}) as S3ErrorShape;
  return (
    (typeof code === 'string' && CONNECTION_CODES.has(code)) || name === 'TimeoutError' || name === 'AbortError' || ($metadata?.httpStatusCode ?? 0) >= 500
  );
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'Fișierele nu pot fi accesate acum. Încearcă din nou în câteva momente.';

/**
 * Runs one call; an unavailable service becomes the 503 answer (with Retry-After) a visitor may
 * retry, and a job's transient failure. Anything else (refused access, a missing bucket) stays the
 * error it is: a setting to fix.
 */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    logger.warn(`File storage unavailable: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    throw externalServiceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS);
  }
}

/** "No such object": NoSuchKey from GET, a bare 404 from HEAD. A missing bucket is a misconfiguration and stays an error. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as S3ErrorShape;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The bucket is missing or the credentials do not open it: a setting to fix, not a passing failure. */
export class S3MisconfiguredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'S3MisconfiguredError';
  }
}

/**
 * Objects in one bucket of an S3-compatible service (AWS S3, MinIO, …), under the same keys as the
 * local disk. The bucket must exist; it is private (the app serves public images itself). Bodies
 * are sent as buffers with their length, and checksums are computed only where the API requires
 * them, so services that do not implement the SDK's newer default checksums store the bytes as sent.
 */
export class S3Storage implements StorageDriver {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly where: string;
  private readonly timeouts: S3Timeouts;

  constructor(settings: S3Settings, timeouts: Partial<S3Timeouts> = {}) {
    this.timeouts = { ...DEFAULT_S3_TIMEOUTS, ...timeouts };
    const bounds = this.timeouts;
    this.bucket = settings.bucket;
    this.where = settings.endpoint ?? `the ${settings.region} region`;
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: bounds.maxAttempts,
      requestHandler: {
        connectionTimeout: bounds.connectionTimeoutMs,
        requestTimeout: bounds.requestTimeoutMs,
        throwOnRequestTimeout: true,
        socketTimeout: bounds.socketTimeoutMs,
      },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeStorageKey(key);
    // A PUT replaces the object atomically: readers see the old or the new object, never part of one.
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType });
    await call(() => this.client.send(command, { requestTimeout: this.timeouts.uploadTimeoutMs }));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeStorageKey(key);
    try {
      const answer = await call(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })));
      const stream = answer.Body as Readable | undefined;
      if (!stream) return null;
      return { stream, size: answer.ContentLength ?? 0, contentType: answer.ContentType || contentTypeOfKey(key) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeStorageKey(key);
    // S3 answers 204 for a missing key too.
    await call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeStorageKey(key);
    try {
      await call(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  /**
   * Checks that the bucket exists and the credentials open it (at boot). Throws S3MisconfiguredError
   * when the service answers that it does not or they do not; any other failure (the service
   * unreachable) is thrown as it is.
   */
  async verifyBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(this.timeouts.bootCheckMs) });
    } catch (error) {
      const { name, $metadata } = (error ?? {}) as S3ErrorShape;
      const status = $metadata?.httpStatusCode;
      if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') {
        throw new S3MisconfiguredError(
          `S3_BUCKET: the bucket "${this.bucket}" does not exist at ${this.where}; create it (docker-compose's minio-init does) or correct S3_BUCKET`,
        );
      }
      if (status === 401 || status === 403) {
        throw new S3MisconfiguredError(
          `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: access to the bucket "${this.bucket}" at ${this.where} was refused (HTTP ${status})`,
        );
      }
      throw error;
    }
  }

  /** Closes the client's idle connections (shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}
