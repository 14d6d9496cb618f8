import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver.js';

/**
 * Picks the storage driver from the configuration (STORAGE_DRIVER): files under `<DATA_DIR>/uploads`
 * on one machine, or an S3-compatible bucket that every web and worker process shares.
 */
export function createStorageDriver(config: AppConfig): StorageDriver {
  const { storage } = config;
  return storage.driver === 's3' ? new S3Storage(storage) : new LocalDiskStorage(storage.dir);
}

/** Provides STORAGE_DRIVER to every module. */
@Global()
@Module({
  providers: [{ provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: createStorageDriver }],
  exports: [STORAGE_DRIVER],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
