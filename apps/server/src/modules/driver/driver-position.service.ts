import { eq, sql } from 'drizzle-orm';
import {
  CreationOrigine,
  EventType,
  type EventOrigine,
  MAX_MISSION_POSITIONS,
  missionStateLabels,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { missions, type MissionPosition } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { Conflict } from '../../lib/errors.ts';
import { insertFolderEvent } from '../folder-core/index.ts';
import { missionEventSource } from '../missions/mission-dispatch.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { PositionReport, positionText } from './driver-inputs.ts';
import { lockDriverMission, moveTruck } from './driver-mission.ts';
import { countPositionOutsideWork } from '../personal-data/dropped-positions.ts';

export const POSITION_TOO_OLD_MESSAGE =
  'Cette position est antérieure à la dernière position reçue pour la mission';

/**
 * A terminal reports every 30 s or so: one workflow row per position would bury the folder's
 * events. The trail writes a row for the first position, then one per stretch of this length.
 */
export const TRAIL_EVENT_MINUTES = 10;
const stretchOf = (date: Date) => Math.floor(date.getTime() / (TRAIL_EVENT_MINUTES * 60_000));

/** Appends in one statement, keeping the latest MAX_MISSION_POSITIONS (the array is never read here). */
async function appendPosition(tx: DbOrTx, missionId: number, position: MissionPosition): Promise<void> {
  const keepBefore = `$[last - ${MAX_MISSION_POSITIONS - 2} to last]`;
  await tx
    .update(missions)
    .set({
      positions: sql`jsonb_path_query_array(${missions.positions}, ${keepBefore}::jsonpath) || ${JSON.stringify([position])}::jsonb`,
    })
    .where(eq(missions.id, missionId));
}

/**
 * Where the truck is, as its terminal reported it (the connectors and the simulator call this):
 * appended to the mission's route (the KML and the report map draw it), the truck's position
 * follows, and the open folder is told. Positions come in order; an older one is refused.
 * Like a message, a position leaves the folder's row and version alone.
 */
export async function recordDriverPosition(
  db: Db,
  missionId: number,
  report: PositionReport,
  origin: EventOrigine = CreationOrigine.NOMAD,
): Promise<void> {
  const point = parseInput(PositionReport, report);
  await countPositionOutsideWork(db, missionId, point.at);
  await db.transaction(async (tx) => {
    const { folder, mission } = await lockDriverMission(tx, missionId);
    const last = mission.lastPosition;
    if (last && point.at.getTime() < new Date(last.dateTime).getTime()) {
      throw new Conflict(POSITION_TOO_OLD_MESSAGE);
    }
    await appendPosition(tx, mission.id, {
      latitude: point.latitude,
      longitude: point.longitude,
      dateTime: point.at.toISOString(),
    });
    await moveTruck(tx, mission, point);
    if (!last || stretchOf(new Date(last.dateTime)) !== stretchOf(point.at)) {
      await insertFolderEvent(tx, {
        folderId: folder.id,
        source: missionEventSource(mission),
        state: mission.missionState,
        stateLabel: missionStateLabels[mission.missionState],
        creationOrigine: origin,
        text: last ? 'Position du véhicule' : 'Première position du véhicule reçue',
        positionText: positionText(point),
        eventDateTime: point.at,
        replay: {
          kind: 'driverPosition',
          missionId: mission.id,
          origin,
          at: point.at.toISOString(),
          latitude: point.latitude,
          longitude: point.longitude,
        },
      });
    }
    await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
  });
}
