import { and, eq } from 'drizzle-orm';
import {
  BusinessNature,
  canAddDocuments,
  checkUploadBatch,
  cleanDocumentFilename,
  CreationOrigine,
  type EventOrigine,
  EventType,
  FolderEventSource,
  stateLabel,
  type DocumentContentType,
  type FolderDocumentList,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { folderDocuments, folders } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { AppError, Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { makeThumbnail } from '../../lib/image-thumbnail.ts';
import { refuseOversizedImages } from '../../lib/image-dimensions.ts';
import {
  countFolderDocuments,
  folderDocumentList,
  insertFolderDocuments,
} from './folder-documents.repository.ts';
import { insertFolderEvent } from './folder-events.repository.ts';
import { folderNotFound } from './folder-read.ts';
import { folderReadScope, ownFolder } from './folder-scope.ts';
import { lockFolder, type FolderRow } from './folders.repository.ts';

/**
 * A folder's documents (spec 2 §2 'Document', §5, issue 6). A batch is all or nothing: its
 * files are checked (count, size, type judged from the bytes) and their thumbnails made before
 * the transaction, then the folder is locked, its state and document count checked again, and
 * the rows, the workflow event and FOLDER_UPDATED go in together. The folder row and its
 * version do not change, so an operator's pending edits stay valid.
 */

export interface UploadedDocument {
  filename: string;
  bytes: Buffer;
  /** The part was cut at the size limit: the real file is larger. */
  truncated: boolean;
}

export const DOCUMENT_NOT_FOUND_MESSAGE = "Ce document n'existe pas";
export const THUMBNAIL_NOT_FOUND_MESSAGE = "Ce document n'a pas de miniature";

const refusal = (status: 400 | 409, message: string) =>
  status === 400 ? new Invalid(message) : new Conflict(message);

/** The documents' event text, as the workflow tab reads it. */
const attachedText = (count: number) => (count > 1 ? `${count} documents ajoutés` : '1 document ajouté');

/** A batch checked on its own (count, size, type from the bytes), with its thumbnails made. */
export interface PreparedUploads {
  files: Array<{
    filename: string;
    size: number;
    bytes: Buffer;
    contentType: DocumentContentType;
    thumbnail: Buffer | null;
  }>;
}

/** Count and bytes first (400s need no folder); the count against the folder comes later. */
export async function prepareUploads(uploads: readonly UploadedDocument[]): Promise<PreparedUploads> {
  const files = uploads.map((u) => ({
    filename: cleanDocumentFilename(u.filename),
    // A cut part is larger than the limit whatever its length here.
    size: u.truncated ? Number.MAX_SAFE_INTEGER : u.bytes.length,
    bytes: u.bytes,
  }));
  const checked = checkUploadBatch(files, 0);
  if (!checked.ok) throw refusal(checked.status, checked.message);
  await refuseOversizedImages(files.map((file, i) => ({ ...file, contentType: checked.contentTypes[i]! })));
  const thumbnails = await Promise.all(
    files.map((file, i) => makeThumbnail(checked.contentTypes[i]!, file.bytes)),
  );
  return {
    files: files.map((file, i) => ({
      ...file,
      contentType: checked.contentTypes[i]!,
      thumbnail: thumbnails[i] ?? null,
    })),
  };
}

/**
 * Writes a prepared batch into a folder locked in `tx`, after checking the folder's document
 * count, with its workflow event and FOLDER_UPDATED; answers the folder's documents.
 */
export async function storeDocuments(
  tx: DbOrTx,
  folder: FolderRow,
  prepared: PreparedUploads,
  by: { userId: number | null; origin: EventOrigine; text?: string },
): Promise<FolderDocumentList> {
  const { files } = prepared;
  const existing = await countFolderDocuments(tx, folder.accountId, folder.id);
  const inBatch = checkUploadBatch(files, existing);
  if (!inBatch.ok) throw refusal(inBatch.status, inBatch.message);
  await insertFolderDocuments(
    tx,
    files.map((file) => ({
      accountId: folder.accountId,
      folderId: folder.id,
      filename: file.filename,
      contentType: file.contentType,
      size: file.bytes.length,
      content: file.bytes,
      thumbnail: file.thumbnail,
      userId: by.userId,
    })),
  );
  await insertFolderEvent(tx, {
    folderId: folder.id,
    source: FolderEventSource.FOLDER,
    state: folder.folderState,
    stateLabel: stateLabel(folder.folderState),
    creationOrigine: by.origin,
    text: by.text ?? attachedText(files.length),
    message: files.map((f) => f.filename).join(', '),
    userId: by.userId,
  });
  await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
  return folderDocumentList(tx, folder);
}

/**
 * Stores the files in the caller's folder, or nothing; answers the folder's documents. Used by
 * POST /api/folders/{id}/attachDocument and by the technician report's attachReport.
 */
export async function attachDocuments(
  db: Db,
  auth: AuthContext,
  folderId: number,
  uploads: readonly UploadedDocument[],
): Promise<FolderDocumentList> {
  const prepared = await prepareUploads(uploads);
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const existing = await countFolderDocuments(tx, folder.accountId, folder.id);
    const allowed = canAddDocuments(folder, existing, {
      isAssisteur: auth.nature === BusinessNature.ASSISTEUR,
    });
    if (!allowed.ok) throw refusal(allowed.status, allowed.message);
    return storeDocuments(tx, folder, prepared, { userId: auth.userId, origin: CreationOrigine.BACKOFFICE });
  });
}

export interface StoredDocument {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A document of a folder the caller may read (its account's, or a managed account's for a
 * supervisor), with its bytes or its thumbnail. Another account's, or another folder's → 404.
 */
export async function readDocument(
  db: Db,
  auth: AuthContext,
  folderId: number,
  documentId: number,
  part: 'content' | 'thumbnail',
): Promise<StoredDocument> {
  const scope = await folderReadScope(db, auth);
  const [row] = await db
    .select({
      filename: folderDocuments.filename,
      contentType: folderDocuments.contentType,
      bytes: part === 'content' ? folderDocuments.content : folderDocuments.thumbnail,
    })
    .from(folderDocuments)
    .innerJoin(folders, eq(folders.id, folderDocuments.folderId))
    .where(
      and(
        scope,
        eq(folderDocuments.folderId, folderId),
        eq(folderDocuments.id, documentId),
        // The document's own account, so a mismatched row can never leak across accounts.
        eq(folderDocuments.accountId, folders.accountId),
      ),
    );
  if (!row) throw new NotFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (!row.bytes) throw new NotFound(THUMBNAIL_NOT_FOUND_MESSAGE);
  return {
    filename: row.filename,
    contentType: part === 'content' ? row.contentType : 'image/jpeg',
    bytes: row.bytes,
  };
}

/** A multipart request that broke off or was not multipart: a French 400 rather than the plugin's. */
export const badUpload = (error: unknown): AppError =>
  error instanceof AppError
    ? error
    : new Invalid('Envoi des fichiers interrompu ou mal formé : réessayez (champ « files », multipart).');
