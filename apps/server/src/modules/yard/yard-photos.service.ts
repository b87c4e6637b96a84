import { and, asc, count, eq } from 'drizzle-orm';
import {
  isImageContentType,
  MAX_YARD_PHOTOS_PER_ENTRY,
  sniffDocumentType,
  YARD_PHOTO_NOT_FOUND_MESSAGE,
  YARD_PHOTO_NOT_IMAGE_MESSAGE,
  YARD_PHOTOS_FULL_MESSAGE,
  type YardPhotoList,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { yardEntryPhotos } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { refuseOversizedImages } from '../../lib/image-dimensions.ts';
import { makeThumbnail } from '../../lib/image-thumbnail.ts';
import { ENTRY_NOT_FOUND, NOT_PRESENT } from './yard-entries.service.ts';
import { findEntryRow } from './yard.repository.ts';

export type YardPhotoRow = typeof yardEntryPhotos.$inferSelect;

/** The entry's photos, oldest first, without their bytes. */
async function photoList(db: DbOrTx, accountId: number, entryId: number): Promise<YardPhotoList> {
  const rows = await db
    .select({
      id: yardEntryPhotos.id,
      contentType: yardEntryPhotos.contentType,
      takenAt: yardEntryPhotos.takenAt,
    })
    .from(yardEntryPhotos)
    .where(and(eq(yardEntryPhotos.accountId, accountId), eq(yardEntryPhotos.yardEntryId, entryId)))
    .orderBy(asc(yardEntryPhotos.takenAt), asc(yardEntryPhotos.id));
  return rows.map((row) => ({ ...row, takenAt: row.takenAt.toISOString() }));
}

export async function listPhotos(db: DbOrTx, accountId: number, entryId: number): Promise<YardPhotoList> {
  if (!(await findEntryRow(db, accountId, entryId))) throw new NotFound(ENTRY_NOT_FOUND);
  return photoList(db, accountId, entryId);
}

/** The entry, locked, while the vehicle is still in the lot: its sheet's photos change only then. */
async function lockPresentEntry(tx: DbOrTx, accountId: number, entryId: number) {
  const row = await findEntryRow(tx, accountId, entryId, true);
  if (!row) throw new NotFound(ENTRY_NOT_FOUND);
  if (row.status !== 'PRESENT') throw new Conflict(NOT_PRESENT);
  return row;
}

/**
 * A photo of the vehicle for its condition sheet. Its bytes decide its type; sharp must read it (its header for
 * the size, then the pixels for the JPEG thumbnail), so a file that only looks like an image is refused (400)
 * before anything is written. At most MAX_YARD_PHOTOS_PER_ENTRY per entry (409).
 */
export async function addPhoto(
  db: Db,
  auth: AuthContext,
  entryId: number,
  photo: { bytes: Buffer; takenAt: Date },
): Promise<YardPhotoList> {
  const contentType = sniffDocumentType(photo.bytes);
  if (!contentType || !isImageContentType(contentType)) throw new Invalid(YARD_PHOTO_NOT_IMAGE_MESSAGE);
  await refuseOversizedImages([{ filename: 'photo', bytes: photo.bytes, contentType }]);
  const thumbnail = await makeThumbnail(contentType, photo.bytes);
  if (!thumbnail) throw new Invalid(YARD_PHOTO_NOT_IMAGE_MESSAGE);
  return db.transaction(async (tx) => {
    await lockPresentEntry(tx, auth.accountId, entryId);
    const [counted] = await tx
      .select({ n: count() })
      .from(yardEntryPhotos)
      .where(eq(yardEntryPhotos.yardEntryId, entryId));
    if ((counted?.n ?? 0) >= MAX_YARD_PHOTOS_PER_ENTRY) throw new Conflict(YARD_PHOTOS_FULL_MESSAGE);
    await tx.insert(yardEntryPhotos).values({
      accountId: auth.accountId,
      yardEntryId: entryId,
      contentType,
      image: photo.bytes,
      thumbnail,
      takenAt: photo.takenAt,
      createdBy: auth.userId,
    });
    return photoList(tx, auth.accountId, entryId);
  });
}

/** One photo of the account's entry, its image or its thumbnail; another account's → 404. */
export async function readPhoto(
  db: DbOrTx,
  accountId: number,
  entryId: number,
  photoId: number,
  part: 'image' | 'thumbnail',
) {
  const [row] = await db
    .select({
      contentType: yardEntryPhotos.contentType,
      bytes: part === 'image' ? yardEntryPhotos.image : yardEntryPhotos.thumbnail,
    })
    .from(yardEntryPhotos)
    .where(
      and(
        eq(yardEntryPhotos.accountId, accountId),
        eq(yardEntryPhotos.yardEntryId, entryId),
        eq(yardEntryPhotos.id, photoId),
      ),
    );
  if (!row) throw new NotFound(YARD_PHOTO_NOT_FOUND_MESSAGE);
  return { contentType: part === 'image' ? row.contentType : 'image/jpeg', bytes: row.bytes };
}

/** The thumbnails the condition sheet's PDF draws, in the sheet's order. */
export async function photoThumbnails(db: DbOrTx, accountId: number, entryId: number): Promise<Buffer[]> {
  const rows = await db
    .select({ thumbnail: yardEntryPhotos.thumbnail })
    .from(yardEntryPhotos)
    .where(and(eq(yardEntryPhotos.accountId, accountId), eq(yardEntryPhotos.yardEntryId, entryId)))
    .orderBy(asc(yardEntryPhotos.takenAt), asc(yardEntryPhotos.id));
  return rows.map((row) => row.thumbnail);
}

/** Removes a photo while the vehicle is in the lot (once it left, the sheet is what was handed over). */
export async function deletePhoto(db: Db, auth: AuthContext, entryId: number, photoId: number) {
  return db.transaction(async (tx) => {
    await lockPresentEntry(tx, auth.accountId, entryId);
    const deleted = await tx
      .delete(yardEntryPhotos)
      .where(
        and(
          eq(yardEntryPhotos.accountId, auth.accountId),
          eq(yardEntryPhotos.yardEntryId, entryId),
          eq(yardEntryPhotos.id, photoId),
        ),
      )
      .returning({ id: yardEntryPhotos.id });
    if (deleted.length === 0) throw new NotFound(YARD_PHOTO_NOT_FOUND_MESSAGE);
    return photoList(tx, auth.accountId, entryId);
  });
}
