import { Global, Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3MisconfiguredError, S3Storage } from './s3.storage.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver.js';

/**
 * Picks the storage driver from the configuration (STORAGE_DRIVER): files under `<DATA_DIR>/uploads`
 * on one machine, or an S3-compatible bucket that every web and worker process shares.
 */
export function createStorageDriver(config: AppConfig): StorageDriver {
  const { storage } = config;
  return storage.driver === 's3' ? new S3Storage(storage) : new LocalDiskStorage(storage.dir);
}

/**
 * Provides STORAGE_DRIVER to every module. With S3 the bucket is checked at boot: a missing bucket
 * or refused credentials stop the process; an unreachable service is only logged (the process
 * starts, and file requests fail until the service is back).
 */
@Global()
@Module({
  providers: [{ provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: createStorageDriver }],
  exports: [STORAGE_DRIVER],
})
export class StorageModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StorageModule.name);

  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  async onModuleInit(): Promise<void> {
    if (!(this.storage instanceof S3Storage)) return;
    try {
      await this.storage.verifyBucket();
    } catch (error) {
      if (error instanceof S3MisconfiguredError) throw error;
      this.logger.warn(`S3 storage unreachable at boot: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  onApplicationShutdown(): void {
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
