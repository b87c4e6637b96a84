import imageCompression from 'browser-image-compression';

export const MAX_PIXELS = 2_000_000;

/** The photo as it leaves the phone: at most 2 megapixels, JPEG. */
export async function compressPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  bitmap.close();
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (width * height)));
  return imageCompression(file, {
    maxWidthOrHeight: Math.floor(Math.max(width, height) * scale),
    fileType: 'image/jpeg',
    initialQuality: 0.8,
    useWebWorker: false,
  });
}
