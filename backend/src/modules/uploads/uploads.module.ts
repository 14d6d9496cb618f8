import { Module } from '@nestjs/common';
import { UnattachedUploadsJob } from './unattached-uploads.job.js';
import { UploadRepository } from './upload.repository.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

/**
 * Listing pictures and private documents. Needs StorageModule (global) for STORAGE_DRIVER.
 * UploadsService implements listing-core's ListingMedia; listing-core binds LISTING_MEDIA to it.
 */
@Module({
  controllers: [UploadsController],
  providers: [UploadRepository, UploadsService, UnattachedUploadsJob],
  exports: [UploadsService],
})
export class UploadsModule {}
