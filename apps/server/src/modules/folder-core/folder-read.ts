import type { Folder } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { findFolderMessages, findFolderMissions, type FolderRow } from './folders.repository.ts';
import { toFolderDto } from './folder-dto.ts';
import { folderDocumentList } from './folder-documents.repository.ts';

export const FOLDER_NOT_FOUND_MESSAGE = "Ce dossier n'existe pas";
export const folderNotFound = () => new NotFound(FOLDER_NOT_FOUND_MESSAGE);

/** The whole folder: its row, its missions, its messages and its documents (never their bytes). */
export async function loadFolderDto(db: DbOrTx, row: FolderRow): Promise<Folder> {
  const missions = await findFolderMissions(db, row.id);
  const messages = await findFolderMessages(db, row.id);
  return toFolderDto(row, missions, messages, await folderDocumentList(db, row));
}
