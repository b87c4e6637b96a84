import { checkImageDimensions, isImageContentType } from '@plateau/contracts';
import { Invalid } from './errors.ts';
import { loadSharp } from './image-library.ts';

/**
 * Refuses an image whose header declares more than 40 megapixels (French 400), before any pixel
 * is decoded: sharp's metadata reads the header only. An image whose header sharp cannot read
 * (an HEIC without its codec) passes: it is never decoded either (no thumbnail is made).
 */
export async function refuseOversizedImages(
  files: ReadonlyArray<{ filename: string; bytes: Buffer; contentType: string }>,
): Promise<void> {
  for (const file of files) {
    if (!isImageContentType(file.contentType)) continue;
    const sharp = await loadSharp();
    const size = await sharp(file.bytes, { limitInputPixels: false })
      .metadata()
      .then(({ width, height }) => (width && height ? { width, height } : null))
      .catch(() => null);
    if (!size) continue;
    const checked = checkImageDimensions(file.filename, size);
    if (!checked.ok) throw new Invalid(checked.message);
  }
}
