import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/core/storage/s3.storage.js';

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** Driver settings for this bucket. */
  settings: S3Settings;
  /** The environment that points an app at this bucket (STORAGE_DRIVER=s3). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The stand-in accepts only its own fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with a random port, keeping its objects in a
 * temporary directory, with one empty bucket.
 */
export async function startS3StandIn(bucket = 'rf-test-uploads'): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 'rf-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: { endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...CREDENTIALS },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
