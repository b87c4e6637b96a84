import {
  canChangeAgentOfSentMission,
  canReassignMission,
  MISSION_REASSIGN_REFUSED_MESSAGE,
  MissionState,
} from '@plateau/contracts';
import { Conflict } from '../../lib/errors.ts';
import type { MissionRow } from '../folder-core/index.ts';
import type { MissionColumns } from './missions.repository.ts';

/** The columns that give the mission to another truck or agent; none when nothing changes. */
export function reassignment(
  mission: MissionRow,
  next: { truckId?: number | null; agentId?: number | null },
): MissionColumns {
  const truckChanges = next.truckId !== undefined && next.truckId !== mission.truckId;
  const agentChanges = next.agentId !== undefined && next.agentId !== mission.agentId;
  if (!truckChanges && !agentChanges) return {};
  // Issue 20: the intervenant of a sent mission the driver has not started yet; it stays sent.
  if (!truckChanges && !canReassignMission(mission) && canChangeAgentOfSentMission(mission))
    return { agentId: next.agentId };
  if (!canReassignMission(mission)) throw new Conflict(MISSION_REASSIGN_REFUSED_MESSAGE);
  return {
    ...(truckChanges ? { truckId: next.truckId } : {}),
    ...(agentChanges ? { agentId: next.agentId } : {}),
    missionState: MissionState.MISSION_NOT_YET_SEND,
  };
}
