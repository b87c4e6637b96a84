import {
  CreationOrigine,
  type EventOrigine,
  EventType,
  missionStateAfterStep,
  missionDisplayLabel,
  missionStepLabels,
  OutsideMove,
  outsideMoveTarget,
  statisticFromSteps,
  stepRefusal,
  type Folder,
  type MissionStepCode,
  type MissionSteps,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { publish } from '../../events/bus.ts';
import { Conflict } from '../../lib/errors.ts';
import { insertFolderEvent, loadFolderDto, moveFolderFromOutside } from '../folder-core/index.ts';
import { missionEventSource } from '../missions/mission-dispatch.ts';
import { updateMission } from '../missions/missions.repository.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { MissionStepInput, positionText, StepReport } from './driver-inputs.ts';
import { lockDriverMission, moveTruck } from './driver-mission.ts';

/** The folder's row when the driver's acceptance accepts the folder (the step has its own row). */
export const DRIVER_ACCEPTANCE_FOLDER_TEXT = 'Dossier accepté : le chauffeur a pris la mission';
/**
 * A step the driver reported from the truck (the connectors and the simulator call this). The
 * step is stored with its date and place, the mission's statistic follows, the last step
 * finishes the mission, and the driver's acceptance accepts a folder still waiting for it. Like a
 * message, a step leaves the folder's version alone (an operator's pending edits stay valid)
 * unless it moves the folder; it writes a workflow event and publishes FOLDER_UPDATED, which
 * leaves when the transaction commits.
 */
export async function recordMissionStep(
  db: Db,
  missionId: number,
  step: MissionStepCode,
  report: StepReport,
  /** The system the driver's terminal speaks through. */
  origin: EventOrigine = CreationOrigine.NOMAD,
): Promise<Folder> {
  const code = parseInput(MissionStepInput, step);
  const point = parseInput(StepReport, report);
  return db.transaction(async (tx) => {
    const { folder, mission } = await lockDriverMission(tx, missionId);
    const refusal = stepRefusal(mission.steps, code, point.at);
    if (refusal) throw new Conflict(refusal);
    const located = point.latitude != null && point.longitude != null;
    const steps: MissionSteps = {
      ...mission.steps,
      [code]: {
        dateTime: point.at.toISOString(),
        latitude: point.latitude ?? null,
        longitude: point.longitude ?? null,
      },
    };
    const missionState = missionStateAfterStep(mission.missionState, code);
    await updateMission(tx, mission, {
      steps,
      statistic: statisticFromSteps(steps, mission.statistic),
      ...(missionState !== mission.missionState && { missionState }),
    });
    // The truck's position is never dated ahead of now (a phone's clock may run a little fast).
    const truckAt = new Date(Math.min(point.at.getTime(), Date.now()));
    if (located)
      await moveTruck(tx, mission, { at: truckAt, latitude: point.latitude!, longitude: point.longitude! });
    await insertFolderEvent(tx, {
      folderId: folder.id,
      source: missionEventSource(mission),
      state: missionState,
      stateLabel: missionDisplayLabel(missionState, steps),
      creationOrigine: origin,
      text: missionStepLabels[code],
      message: { step: code, ...steps[code] },
      positionText: positionText(point),
      eventDateTime: point.at,
      replay: {
        kind: 'missionStep',
        missionId: mission.id,
        step: code,
        origin,
        at: point.at.toISOString(),
        latitude: point.latitude ?? null,
        longitude: point.longitude ?? null,
      },
    });
    const accepts =
      code === 'accepted' && outsideMoveTarget(OutsideMove.DRIVER_ACCEPTANCE, folder.folderState);
    const updated = accepts
      ? // The step's row already says « Mission acceptée par le chauffeur »: the folder's says what it did.
        await moveFolderFromOutside(tx, folder, OutsideMove.DRIVER_ACCEPTANCE, {
          origin,
          at: point.at,
          text: DRIVER_ACCEPTANCE_FOLDER_TEXT,
        })
      : folder;
    // The folder move publishes its own notification.
    if (!accepts)
      await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
    return loadFolderDto(tx, updated);
  });
}
