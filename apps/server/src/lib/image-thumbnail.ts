import { isImageContentType } from '@plateau/contracts';
import { loadSharp } from './image-library.ts';

/** About 320 px on its longer side, as the documents table shows it. */
const THUMBNAIL_SIZE = 320;

/**
 * A JPEG thumbnail of an image, turned upright from its EXIF orientation; null for a PDF, or
 * for an image sharp cannot decode (an HEIC whose codec the prebuilt libvips lacks): the
 * document is stored all the same, and the table shows its type instead of a picture.
 */
export async function makeThumbnail(contentType: string, bytes: Buffer): Promise<Buffer | null> {
  if (!isImageContentType(contentType)) return null;
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { failOn: 'none', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
