import { createStorageDriver } from '../core/storage/storage.module.js';
import { LocalDiskStorage } from '../core/storage/local-disk.storage.js';
import { S3Storage } from '../core/storage/s3.storage.js';
import { buildAppConfig } from './app-config.js';
import { InvalidConfigError } from './env.schema.js';

const BASE = { JWT_SECRET: 'j'.repeat(40), DATA_DIR: '/tmp/rf-storage-settings' };
const S3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'roafaceri-uploads', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret' };

function refusal(env: Record<string, string>): InvalidConfigError {
  try {
    buildAppConfig(env);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

const keysOf = (error: InvalidConfigError) => error.problems.map((problem) => problem.split(':')[0]).sort();

describe('storage settings', () => {
  it('keeps uploads on the local disk by default', () => {
    const config = buildAppConfig(BASE);
    expect(config.storage).toEqual({ driver: 'local', dir: '/tmp/rf-storage-settings/uploads' });
    expect(createStorageDriver(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('reads the S3 settings, with the documented defaults', () => {
    const config = buildAppConfig({ ...BASE, ...S3 });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: null,
      region: 'us-east-1',
      bucket: 'roafaceri-uploads',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: false,
    });
    const driver = createStorageDriver(config);
    expect(driver).toBeInstanceOf(S3Storage);
    (driver as S3Storage).close();

    const minio = buildAppConfig({ ...BASE, ...S3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true' });
    expect(minio.storage).toMatchObject({ endpoint: 'http://minio:9000', region: 'eu-central-1', forcePathStyle: true });
  });

  it('refuses to boot with STORAGE_DRIVER=s3 and no bucket, naming the setting', () => {
    const error = refusal({ ...BASE, STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret' });
    expect(keysOf(error)).toEqual(['S3_BUCKET']);
    expect(error.message).toContain('Invalid configuration:');
    expect(error.message).toContain('S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3');
  });

  it('requires the bucket and both credentials with S3, and checks every S3 value', () => {
    expect(keysOf(refusal({ ...BASE, STORAGE_DRIVER: 's3' }))).toEqual(['S3_ACCESS_KEY_ID', 'S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
    const bad = refusal({ ...BASE, ...S3, S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'Uploads_Bucket', S3_REGION: 'EU Central', S3_FORCE_PATH_STYLE: 'poate' });
    expect(keysOf(bad)).toEqual(['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_REGION']);
    expect(keysOf(refusal({ ...BASE, STORAGE_DRIVER: 'ftp' }))).toEqual(['STORAGE_DRIVER']);
  });

  it('ignores the S3 credentials while the driver is local', () => {
    expect(buildAppConfig({ ...BASE, S3_ENDPOINT: 'http://minio:9000' }).storage.driver).toBe('local');
  });
});
