import sharp from 'sharp';
import { corruptPng, HTML_PAGE, jpegRotated, pdf, plainPng, pngWithGps, withPngDimensions } from '../../../test/fixtures/uploads.js';
import { AppException } from '../../core/errors/app.exception.js';
import { IMAGE_PIXELS_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, processImage } from './image-processor.js';

async function refusal(buffer: Buffer): Promise<AppException> {
  const error = await processImage(buffer).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppException);
  return error as AppException;
}

describe('processImage', () => {
  it('renders two WebP variants without any metadata', async () => {
    const input = await pngWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('FixtureCam')).toBe(true);

    const { large, thumb, width, height } = await processImage(input);
    expect([width, height]).toEqual([64, 48]);
    for (const output of [large, thumb]) {
      const meta = await sharp(output).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(output.includes('FixtureCam')).toBe(false);
    }
    // Small pictures are never enlarged.
    expect((await sharp(thumb).metadata()).width).toBeLessThanOrEqual(64);
  });

  it('applies the EXIF orientation', async () => {
    const { large } = await processImage(await jpegRotated(80, 40));
    const meta = await sharp(large).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.orientation).toBeUndefined();
  });

  it('fits large inside 1600×1200 and crops the thumbnail to 480×360', async () => {
    const { large, thumb } = await processImage(await plainPng(3000, 1000));
    const big = await sharp(large).metadata();
    expect([big.width, big.height]).toEqual([1600, 533]);
    const small = await sharp(thumb).metadata();
    expect([small.width, small.height]).toEqual([480, 360]);
  });

  it('refuses what is not an accepted picture, whatever its name', async () => {
    for (const buffer of [HTML_PAGE, pdf(), Buffer.alloc(0), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      expect((await refusal(buffer)).details).toEqual([{ field: 'images', message: IMAGE_TYPE_MESSAGE }]);
    }
  });

  it('refuses a corrupt file that sniffs as PNG', async () => {
    const error = await refusal(corruptPng(await plainPng(200, 200)));
    expect(error.details).toEqual([{ field: 'images', message: IMAGE_TYPE_MESSAGE }]);
  });

  it('refuses a decompression bomb from its header', async () => {
    const bomb = withPngDimensions(await plainPng(16, 16), 20_000, 20_000);
    expect((await refusal(bomb)).details).toEqual([{ field: 'images', message: IMAGE_PIXELS_MESSAGE }]);
  });

  it('refuses files over 10 MB before decoding', async () => {
    const png = await plainPng(8, 8);
    const padded = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await refusal(padded)).details).toEqual([{ field: 'images', message: IMAGE_SIZE_MESSAGE }]);
    expect(IMAGE_SIZE_MESSAGE).toBe('Imaginea depășește 10 MB.');
  });
});
