import { canCancelMission, MissionState, missionStateLabels } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { UpstreamError } from '../../lib/errors.ts';
import type { TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import { sendTruckMessage } from '../fleet/fleet.service.ts';
import { findFolderMissions, type FolderChangeEvent, type MissionRow } from '../folder-core/index.ts';
import { missionEventSource } from './mission-dispatch.ts';
import { updateMission } from './missions.repository.ts';

/** A truck to tell, once the transaction that withdrew its mission has committed. */
export interface WithdrawnMission {
  truckId: number;
  orderNo: string;
}

/** Sets MISSION_DELETED on a mission a truck holds, and says so in the folder's workflow. */
export async function withdrawMission(
  tx: DbOrTx,
  mission: MissionRow,
): Promise<{ event: FolderChangeEvent; withdrawn: WithdrawnMission }> {
  await updateMission(tx, mission, { missionState: MissionState.MISSION_DELETED });
  return {
    event: {
      source: missionEventSource(mission),
      state: MissionState.MISSION_DELETED,
      stateLabel: missionStateLabels.MISSION_DELETED,
      text: 'Mission annulée',
    },
    withdrawn: { truckId: mission.truckId!, orderNo: mission.orderNo },
  };
}

/** Withdraws every mission of the folder a truck still holds (the folder is cancelled). */
export async function withdrawActiveMissions(tx: DbOrTx, folderId: number) {
  const events: FolderChangeEvent[] = [];
  const withdrawn: WithdrawnMission[] = [];
  for (const mission of await findFolderMissions(tx, folderId)) {
    if (!canCancelMission(mission)) continue;
    const done = await withdrawMission(tx, mission);
    events.push(done.event);
    withdrawn.push(done.withdrawn);
  }
  return { events, withdrawn };
}

/** After the commit: the driver reads on the truck's terminal that the mission is withdrawn. */
export async function tellTrucks(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  withdrawn: readonly WithdrawnMission[],
): Promise<void> {
  for (const { truckId, orderNo } of withdrawn) {
    try {
      await sendTruckMessage(db, terminal, auth, truckId, `La mission ${orderNo} est annulée.`);
    } catch (error) {
      // The cancellation stands; the failed message stays in the truck's messages for support.
      if (!(error instanceof UpstreamError)) throw error;
    }
  }
}
