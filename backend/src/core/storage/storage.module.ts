import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver.js';

/** Picks the storage driver from the configuration. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  // Only the local disk exists today (`<DATA_DIR>/uploads`). An S3-compatible driver plugs in here:
  // add a `storage` group to AppConfig (driver 'local' | 's3', endpoint, bucket, credentials, validated
  // in env.schema.ts), implement StorageDriver in core/storage/s3.storage.ts with the same key rules
  // (isSafeStorageKey), and return it when `config.storage.driver === 's3'`. Nothing else changes.
  return new LocalDiskStorage(config.paths.uploads);
}

/** Provides STORAGE_DRIVER to every module. */
@Global()
@Module({
  providers: [{ provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: createStorageDriver }],
  exports: [STORAGE_DRIVER],
})
export class StorageModule {}
