import {
  creationOrigineLabels,
  CreationOrigine,
  FOLDER_CLOSED_MESSAGE,
  folderChangeText,
  isFolderEditable,
  MissionKind,
  missionDisplayLabel,
  stateLabel,
  type Folder,
  type FolderList,
  type FolderListQuery,
  type FolderPatch,
  type FolderSummary,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict } from '../../lib/errors.ts';
import { writeMission } from '../missions/mission-writes.ts';
import { iso } from '../../lib/dto-helpers.ts';
import {
  changedFields,
  commitFolderChange,
  findFolder,
  findFolderMissions,
  folderColumnsOfPatch,
  folderNotFound,
  folderReadScope,
  loadFolderDto,
  lockFolder,
  ownFolder,
  STALE_VERSION_MESSAGE,
} from '../folder-core/index.ts';
import { listFolderRows, type FolderSummaryRow } from './folder-list.repository.ts';

/** Only the latest step counts for the list's label. */
const STEP_MARK = { dateTime: '', latitude: null, longitude: null };

const toSummary = ({ missionLatestStep, ...row }: FolderSummaryRow): FolderSummary => ({
  ...row,
  folderStateLabel: stateLabel(row.folderState),
  creationOrigineLabel: creationOrigineLabels[row.creationOrigine],
  creationDateTime: row.creationDateTime.toISOString(),
  missionStateLabel: row.missionState
    ? missionDisplayLabel(row.missionState, missionLatestStep ? { [missionLatestStep]: STEP_MARK } : {})
    : null,
  missionDateTime: iso(row.missionDateTime),
});

export async function listFolders(db: Db, auth: AuthContext, query: FolderListQuery): Promise<FolderList> {
  const { rows, ...counted } = await listFolderRows(db, await folderReadScope(db, auth), query);
  return { rows: rows.map(toSummary), ...counted };
}

export async function getFolder(db: Db, auth: AuthContext, folderId: number): Promise<Folder> {
  const row = await findFolder(db, await folderReadScope(db, auth), folderId);
  if (!row) throw folderNotFound();
  return loadFolderDto(db, row);
}

/** Saves what the user changed, if nobody saved in between (else 409 and nothing saved). */
export async function patchFolder(
  db: Db,
  auth: AuthContext,
  folderId: number,
  patch: FolderPatch,
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    if (!isFolderEditable(folder)) throw new Conflict(FOLDER_CLOSED_MESSAGE);
    if (folder.version !== patch.version) throw new Conflict(STALE_VERSION_MESSAGE);
    if (changedFields(patch).length === 0) return loadFolderDto(tx, folder);
    const columns = folderColumnsOfPatch(folder, patch);
    const missions = await findFolderMissions(tx, folder.id);
    const mine = (kind: MissionKind) => missions.find((m) => m.kind === kind);
    if (patch.missionIntervention) {
      await writeMission(
        tx,
        folder,
        MissionKind.INTERVENTION,
        mine(MissionKind.INTERVENTION),
        patch.missionIntervention,
      );
    }
    if (patch.missionRelivraison) {
      await writeMission(
        tx,
        folder,
        MissionKind.RELIVRAISON,
        mine(MissionKind.RELIVRAISON),
        patch.missionRelivraison,
      );
    }
    const updated = await commitFolderChange(tx, folder, {
      columns,
      events: [{ text: folderChangeText(patch), message: patch }],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}
