import {
  actionRefusedMessage,
  CreationOrigine,
  FolderAction,
  isMissionOnTheRoad,
  MOVE_SENT_CONFIRM_MESSAGE,
  MissionState,
  nextState,
  planRefusal,
  type Folder,
  type FolderState,
  type MissionPlan,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound, UpstreamError } from '../../lib/errors.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import type { TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import { findTruck } from '../fleet/fleet.repository.ts';
import { sendTruckMessage } from '../fleet/fleet.service.ts';
import {
  commitFolderChange,
  type FolderChangeEvent,
  loadFolderDto,
  STALE_VERSION_MESSAGE,
} from '../folder-core/index.ts';
import { dispatchMission, missionEventSource } from './mission-dispatch.ts';
import { tellTrucks, withdrawMission, type WithdrawnMission } from './mission-withdrawal.ts';
import { writeMission } from './mission-writes.ts';
import { lockMissionAndFolder } from './missions.service.ts';

/**
 * Gives a mission a truck (and its driver) at a time: the calendar's drop. The same writes as the
 * folder screen (writeMission: fleet of the account, reassignment rules) after the calendar's
 * rule (planRefusal: the action table, a mission under way stays). A mission already sent moves
 * only when the user confirmed: to another truck it is withdrawn from the first (told) and sent to
 * the second; on the same truck its driver is told the new time.
 */
export async function planMission(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  missionId: number,
  plan: MissionPlan,
): Promise<Folder> {
  const { folder, withdrawn, moved } = await db.transaction(async (tx) => {
    const { folder, mission } = await lockMissionAndFolder(tx, auth, missionId);
    if (folder.version !== plan.version) throw new Conflict(STALE_VERSION_MESSAGE);
    const refusal = planRefusal({ folder, missionState: mission.missionState, steps: mission.steps });
    if (refusal) throw new Conflict(refusal);
    const truck = await findTruck(tx, auth.accountId, plan.truckId);
    if (!truck) throw new NotFound("Ce véhicule n'existe pas");
    const sent = isMissionOnTheRoad(mission.missionState);
    if (sent && !plan.confirmSent) throw new Conflict(MOVE_SENT_CONFIRM_MESSAGE);
    const truckChanges = plan.truckId !== mission.truckId;
    const next = plan.send && !sent ? nextState(folder, FolderAction.SEND) : null;
    if (plan.send && !sent && !next) throw new Conflict(actionRefusedMessage(folder, FolderAction.SEND));

    const events: FolderChangeEvent[] = [];
    let withdrawn: WithdrawnMission | null = null;
    let current = mission;
    if (sent && truckChanges) {
      const done = await withdrawMission(tx, mission);
      events.push(done.event);
      withdrawn = done.withdrawn;
      current = { ...mission, missionState: MissionState.MISSION_DELETED };
    }
    // A sent mission that stays on its truck keeps its driver: only its time moves.
    const agentId = sent && !truckChanges ? undefined : plan.agentId;
    current = await writeMission(tx, folder, current.kind, current, {
      truckId: plan.truckId,
      agentId,
      missionDateTime: plan.missionDateTime,
    });
    const when = formatParisDateTime(plan.missionDateTime);
    events.push({
      source: missionEventSource(mission),
      state: current.missionState,
      text: `Mission planifiée le ${when} sur le véhicule ${truck.name}`,
    });
    if ((sent && truckChanges) || next) events.push(await dispatchMission(tx, current));
    let folderState: FolderState | undefined;
    if (next && next !== folder.folderState) {
      folderState = next;
      events.push({ text: 'Dossier en attente de la réponse' });
    }
    const updated = await commitFolderChange(tx, folder, {
      nextState: folderState,
      events,
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    const moved =
      sent && !truckChanges
        ? { truckId: truck.id, text: `La mission ${mission.orderNo} est déplacée au ${when}.` }
        : null;
    return { folder: await loadFolderDto(tx, updated), withdrawn, moved };
  });
  if (withdrawn) await tellTrucks(db, terminal, auth, [withdrawn]);
  if (moved) {
    try {
      await sendTruckMessage(db, terminal, auth, moved.truckId, moved.text);
    } catch (error) {
      // The move stands; the failed message stays in the truck's messages for support.
      if (!(error instanceof UpstreamError)) throw error;
    }
  }
  return folder;
}
