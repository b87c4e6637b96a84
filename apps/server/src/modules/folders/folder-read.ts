import type { Folder } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { findFolderMessages, findFolderMissions, type FolderRow } from './folders.repository.ts';
import { toFolderDto } from './folder-dto.ts';

export const FOLDER_NOT_FOUND_MESSAGE = "Ce dossier n'existe pas";
export const folderNotFound = () => new NotFound(FOLDER_NOT_FOUND_MESSAGE);

/** The whole folder: its row, its missions and its messages. */
export async function loadFolderDto(db: DbOrTx, row: FolderRow): Promise<Folder> {
  const [missions, messages] = [await findFolderMissions(db, row.id), await findFolderMessages(db, row.id)];
  return toFolderDto(row, missions, messages);
}
