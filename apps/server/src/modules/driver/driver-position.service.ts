import { eq, sql } from 'drizzle-orm';
import {
  CreationOrigine,
  EventType,
  type EventOrigine,
  FUTURE_POSITION_MESSAGE,
  isTooFarAhead,
  MAX_MISSION_POSITIONS,
  missionDisplayLabel,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { missions, type MissionPosition } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
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
 * The latest position that still orders the next ones: one dated beyond the clock's tolerance (stored
 * before positions had a future bound) holds nothing back.
 */
export function orderingPosition(last: MissionPosition | null, now: Date): MissionPosition | null {
  return last && !isTooFarAhead(new Date(last.dateTime), now) ? last : null;
}

/**
 * Where the truck is, as its terminal reported it (the connectors and the simulator call this):
 * appended to the mission's route (the KML and the report map draw it), the truck's position
 * follows, and the open folder is told. Positions come in order; an older one is refused.
 * Like a message, a position leaves the folder's row and version alone. A position dated beyond
 * the clock's tolerance is refused (400), and one a little ahead is taken as of now: no source's
 * clock running ahead ever makes another source's positions « older » than the last one.
 */
export async function recordDriverPosition(
  db: Db,
  missionId: number,
  report: PositionReport,
  origin: EventOrigine = CreationOrigine.NOMAD,
  now = new Date(),
): Promise<void> {
  const reported = parseInput(PositionReport, report);
  if (isTooFarAhead(reported.at, now)) throw new Invalid(FUTURE_POSITION_MESSAGE);
  const point = { ...reported, at: new Date(Math.min(reported.at.getTime(), now.getTime())) };
  await countPositionOutsideWork(db, missionId, point.at);
  await db.transaction(async (tx) => {
    const { folder, mission } = await lockDriverMission(tx, missionId);
    const last = orderingPosition(mission.lastPosition, now);
    if (last && point.at.getTime() < new Date(last.dateTime).getTime()) {
      throw new Conflict(POSITION_TOO_OLD_MESSAGE);
    }
    await appendPosition(tx, mission.id, {
      latitude: point.latitude,
      longitude: point.longitude,
      dateTime: point.at.toISOString(),
    });
    await moveTruck(tx, mission, point, now);
    if (!last || stretchOf(new Date(last.dateTime)) !== stretchOf(point.at)) {
      await insertFolderEvent(tx, {
        folderId: folder.id,
        source: missionEventSource(mission),
        state: mission.missionState,
        stateLabel: missionDisplayLabel(mission.missionState, mission.steps),
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
