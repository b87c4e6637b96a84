import {
  replayRefusal,
  type FolderEvent,
  type FolderEventList,
  type FolderEventListQuery,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import {
  findFolder,
  type FolderEventRow,
  folderNotFound,
  folderReadScope,
  listFolderEventRows,
} from '../folder-core/index.ts';

export const toFolderEvent = (row: FolderEventRow): FolderEvent => ({
  id: row.id,
  folderId: row.folderId,
  eventDateTime: row.eventDateTime.toISOString(),
  recordDateTime: row.recordDateTime.toISOString(),
  eventSource: row.eventSource,
  state: row.state,
  stateLabel: row.stateLabel,
  creationOrigine: row.creationOrigine,
  text: row.text,
  positionText: row.positionText,
  message: row.message,
  replayable: replayRefusal({ creationOrigine: row.creationOrigine, hasReplay: row.replay != null }) === null,
});

/**
 * GET /api/folders/{id}/events: the 'Flux de travail' of a folder the caller may read (an
 * assisteur reads its own assistance company's folders too); any other folder is a 404.
 */
export async function listFolderEvents(
  db: Db,
  auth: AuthContext,
  folderId: number,
  query: FolderEventListQuery,
): Promise<FolderEventList> {
  const folder = await findFolder(db, await folderReadScope(db, auth), folderId);
  if (!folder) throw folderNotFound();
  const { rows, total } = await listFolderEventRows(db, folder.id, query);
  return { rows: rows.map(toFolderEvent), total };
}
