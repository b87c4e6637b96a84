import {
  actionRefusedMessage,
  canCancelMission,
  CreationOrigine,
  FolderAction,
  FOLDER_CLOSED_MESSAGE,
  isFolderEditable,
  MISSION_CANCEL_REFUSED_MESSAGE,
  nextState,
  type Folder,
  type MissionList,
  type MissionListQuery,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import {
  commitFolderChange,
  folderReadScope,
  loadFolderDto,
  lockFolder,
  ownFolder,
} from '../folder-core/index.ts';
import { dispatchMission } from './mission-dispatch.ts';
import { tellTrucks, withdrawMission } from './mission-withdrawal.ts';
import { toMissionDtos } from './mission-dto.ts';
import { missionKml } from './mission-kml.ts';
import { findMissionWithFolder, listMissions, lockMission } from './missions.repository.ts';

const missionNotFound = () => new NotFound("Cette mission n'existe pas");

/** Locks the folder, then the mission: the order every folder write follows, so writes never deadlock. */
export async function lockMissionAndFolder(tx: Tx, auth: AuthContext, missionId: number) {
  const found = await findMissionWithFolder(tx, ownFolder(auth), missionId);
  if (!found) throw missionNotFound();
  const folder = await lockFolder(tx, ownFolder(auth), found.folder.id);
  const mission = await lockMission(tx, auth.accountId, missionId);
  if (!folder || !mission) throw missionNotFound();
  return { folder, mission };
}

/** Sends the mission to its truck or agent; a created folder then waits for the answer. */
export function sendMission(db: Db, auth: AuthContext, missionId: number): Promise<Folder> {
  return db.transaction(async (tx) => {
    const { folder, mission } = await lockMissionAndFolder(tx, auth, missionId);
    const next = nextState(folder, FolderAction.SEND);
    if (!next) throw new Conflict(actionRefusedMessage(folder, FolderAction.SEND));
    const events = [await dispatchMission(tx, mission)];
    if (next !== folder.folderState) events.push({ text: 'Dossier en attente de la réponse' });
    const updated = await commitFolderChange(tx, folder, {
      nextState: next,
      events,
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}

/** Withdraws the mission from its truck, then tells the driver on the truck's terminal. */
export async function cancelMission(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  missionId: number,
): Promise<Folder> {
  const { folder, withdrawn } = await db.transaction(async (tx) => {
    const { folder, mission } = await lockMissionAndFolder(tx, auth, missionId);
    if (!isFolderEditable(folder)) throw new Conflict(FOLDER_CLOSED_MESSAGE);
    if (!canCancelMission(mission)) throw new Conflict(MISSION_CANCEL_REFUSED_MESSAGE);
    const { event, withdrawn } = await withdrawMission(tx, mission);
    const updated = await commitFolderChange(tx, folder, {
      events: [event],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return { folder: await loadFolderDto(tx, updated), withdrawn };
  });
  await tellTrucks(db, terminal, auth, [withdrawn]);
  return folder;
}

export async function getMissionKml(db: Db, auth: AuthContext, missionId: number): Promise<string> {
  const found = await findMissionWithFolder(db, await folderReadScope(db, auth), missionId);
  if (!found) throw missionNotFound();
  const [mission] = await toMissionDtos(db, [found]);
  return missionKml({ ...mission!, positions: found.mission.positions });
}

export async function listAccountMissions(
  db: Db,
  auth: AuthContext,
  query: MissionListQuery,
): Promise<MissionList> {
  const { rows, total } = await listMissions(db, await folderReadScope(db, auth), query);
  return { rows: await toMissionDtos(db, rows), total };
}
