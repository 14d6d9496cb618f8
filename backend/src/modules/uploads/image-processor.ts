import sharp from 'sharp';
import { LISTING_MAX_IMAGE_BYTES } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { sniffImage } from '../../core/http/multipart.js';

export const IMAGE_TYPE_MESSAGE = 'Fișierul nu este o imagine acceptată (JPEG, PNG, WebP sau AVIF).';
export const IMAGE_SIZE_MESSAGE = `Imaginea depășește ${LISTING_MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
export const IMAGE_PIXELS_MESSAGE = 'Imaginea are o rezoluție prea mare (cel mult 40 de megapixeli).';

/** Decoding stops above this many pixels (width × height read from the header): no decompression bombs. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const LARGE_SIZE = { width: 1600, height: 1200 } as const;
export const THUMB_SIZE = { width: 480, height: 360 } as const;
const WEBP = { quality: 80, effort: 4 } as const;

export interface ProcessedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded picture and renders the two stored variants.
 *
 * - The type comes from the bytes (JPEG, PNG, WebP, AVIF), never from the name.
 * - sharp decodes with a pixel limit and `failOn: 'error'`, so a corrupt file is refused.
 * - EXIF orientation is applied, then all metadata (EXIF, GPS, XMP, ICC) is dropped: sharp writes
 *   none unless asked with keepMetadata/withMetadata, which we never call.
 * - `large` fits inside 1600×1200 and is never enlarged. `thumb` is cropped to cover 480×360 (the
 *   cards' 4:3 frame, centred); a smaller picture is not enlarged, so it may be smaller than the frame.
 */
export async function processImage(buffer: Buffer, field = 'images'): Promise<ProcessedImage> {
  if (buffer.length > LISTING_MAX_IMAGE_BYTES) throw AppException.validation([{ field, message: IMAGE_SIZE_MESSAGE }]);
  if (!sniffImage(buffer)) throw AppException.validation([{ field, message: IMAGE_TYPE_MESSAGE }]);
  try {
    const { data: large, info } = await sharp(buffer, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...LARGE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    // The thumbnail is made from the large variant: already oriented and clean, and much cheaper to decode.
    const thumb = await sharp(large, { failOn: 'error' })
      .resize({ ...THUMB_SIZE, fit: 'cover', position: 'centre', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
    return { large, thumb, width: info.width, height: info.height };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw AppException.validation([{ field, message: pixels ? IMAGE_PIXELS_MESSAGE : IMAGE_TYPE_MESSAGE }]);
  }
}
