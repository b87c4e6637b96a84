import { z } from 'zod';
import { dateTimeField, idParam } from '../fields.ts';

/**
 * The photos of a vehicle's condition sheet (fiche descriptive). An entry may have no folder (a police
 * requisition entered directly), so its photos are the entry's own, not folder documents.
 */
export const MAX_YARD_PHOTOS_PER_ENTRY = 24;
/** The browser sends a photo compressed to 2 megapixels; a camera's original still fits. */
export const MAX_YARD_PHOTO_BYTES = 10 * 1024 * 1024;
/** The types a photo may be sent as (its bytes decide, not this header). */
export const YARD_PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

export const YARD_PHOTO_NOT_IMAGE_MESSAGE =
  'Le fichier envoyé n’est pas une photo lisible (JPEG, PNG ou WebP).';
export const YARD_PHOTOS_FULL_MESSAGE = `Une fiche descriptive compte au plus ${MAX_YARD_PHOTOS_PER_ENTRY} photos.`;
export const YARD_PHOTO_NOT_FOUND_MESSAGE = 'Cette photo n’existe pas';

export const YardPhotoParams = z.object({ id: idParam, photoId: idParam }).strict();

/** When the photo was taken (the file's date, sent by the browser); the upload's time otherwise. */
export const YardPhotoQuery = z.object({ takenAt: dateTimeField.optional() }).strict();

export const YardPhotoDto = z.object({
  id: z.number().int(),
  contentType: z.string(),
  takenAt: z.string(),
});
export type YardPhotoDto = z.infer<typeof YardPhotoDto>;
export const YardPhotoList = z.array(YardPhotoDto);
export type YardPhotoList = z.infer<typeof YardPhotoList>;
