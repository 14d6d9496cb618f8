import { Inject, Injectable, Logger } from '@nestjs/common';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver.js';
import { processImage } from '../uploads/image-processor.js';
import { IMAGE_CONTENT_TYPE, imageStorageKey, newImageKey, type ImageVariant } from '../uploads/upload-keys.js';

const VARIANTS: readonly ImageVariant[] = ['large', 'thumb'];

/**
 * A reviewer's picture, handled like listing pictures (uploads module): type from the bytes, decoded
 * with a pixel limit, metadata dropped, re-encoded as two WebP variants under a fresh key, served by
 * `GET /api/uploads/images/{key}-large.webp`. No uploads row: the picture belongs to the story.
 */
@Injectable()
export class SuccessStoryPhotos {
  private readonly logger = new Logger(SuccessStoryPhotos.name);

  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  /** Checks and stores the picture; a refused file (400, field `photo`) leaves nothing behind. */
  async store(buffer: Buffer): Promise<string> {
    const image = await processImage(buffer, 'photo');
    const key = newImageKey();
    try {
      await this.storage.put(imageStorageKey(key, 'large'), image.large, IMAGE_CONTENT_TYPE);
      await this.storage.put(imageStorageKey(key, 'thumb'), image.thumb, IMAGE_CONTENT_TYPE);
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return key;
  }

  /** Best effort: a file left behind is harmless. */
  async remove(key: string): Promise<void> {
    for (const variant of VARIANTS) {
      try {
        await this.storage.delete(imageStorageKey(key, variant));
      } catch (error) {
        this.logger.error(`Could not delete the story picture ${key}-${variant}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
