import { eq } from 'drizzle-orm';
import {
  canSendMission,
  FolderEventSource,
  MISSION_SEND_REFUSED_MESSAGE,
  MissionKind,
  MissionState,
  missionDisplayLabel,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, trucks } from '../../db/schema/index.ts';
import { Conflict } from '../../lib/errors.ts';
import type { FolderChangeEvent, MissionRow } from '../folder-core/index.ts';
import { updateMission } from './missions.repository.ts';

export const missionEventSource = (mission: Pick<MissionRow, 'kind'>) =>
  mission.kind === MissionKind.RELIVRAISON
    ? FolderEventSource.MISSION_RELIVRAISON
    : FolderEventSource.MISSION_INTERVENTION;

async function recipientOf(tx: DbOrTx, mission: MissionRow): Promise<string> {
  if (mission.truckId != null) {
    const [truck] = await tx.select({ name: trucks.name }).from(trucks).where(eq(trucks.id, mission.truckId));
    if (truck) return `au véhicule ${truck.name}`;
  }
  const [agent] =
    mission.agentId != null
      ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, mission.agentId))
      : [];
  return agent ? `à ${agent.name}` : '';
}

/** Hands a mission to its truck or agent (the mission rules permitting) and says what happened. */
export async function dispatchMission(tx: DbOrTx, mission: MissionRow): Promise<FolderChangeEvent> {
  if (!canSendMission(mission)) throw new Conflict(MISSION_SEND_REFUSED_MESSAGE);
  await updateMission(tx, mission, { missionState: MissionState.MISSION_STARTED, sentDateTime: new Date() });
  return {
    source: missionEventSource(mission),
    state: MissionState.MISSION_STARTED,
    stateLabel: missionDisplayLabel(MissionState.MISSION_STARTED, mission.steps),
    text: `Mission envoyée ${await recipientOf(tx, mission)}`.trim(),
  };
}
