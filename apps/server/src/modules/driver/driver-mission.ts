import { and, eq, getTableColumns, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  CLOCK_AHEAD_TOLERANCE_MS,
  FOLDER_CLOSED_MESSAGE,
  isFolderEditable,
  isMissionOnTheRoad,
  missionNotOnTheRoadMessage,
  MissionState,
} from '@plateau/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { missions, trucks, type MissionPosition } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { type FolderRow, lockFolder, type MissionRow } from '../folder-core/index.ts';
import { publishTruckPosition } from '../fleet/truck-position-event.ts';

export const MISSION_NOT_FOUND_MESSAGE = "Cette mission n'existe pas";

/** A mission as the driver's services read it: without its positions, but with the last one. */
export type DriverMission = Omit<MissionRow, 'positions'> & { lastPosition: MissionPosition | null };

const { positions, ...withoutPositions } = getTableColumns(missions);

/** A mission the driver finished still takes its signed report (issue 28 §4: « Mission terminée » first). */
const FINISHED_STATES: readonly string[] = [MissionState.MISSION_FINISH, MissionState.MISSION_AUTO_FINISH];

/**
 * The mission a driver reports on, and its folder, both locked (the folder first, the order every
 * folder write follows). Connectors act for the system, so any account's mission is found; it must
 * be on the road (a truck holds it) — or, for the signed report, finished — and its folder not closed.
 */
export async function lockDriverMission(
  tx: Tx,
  missionId: number,
  { finishedToo = false }: { finishedToo?: boolean } = {},
): Promise<{ folder: FolderRow; mission: DriverMission }> {
  const [found] = await tx
    .select({ folderId: missions.folderId })
    .from(missions)
    .where(eq(missions.id, missionId));
  if (!found) throw new NotFound(MISSION_NOT_FOUND_MESSAGE);
  const folder = await lockFolder(tx, sql`true`, found.folderId);
  const [mission] = await tx
    .select({ ...withoutPositions, lastPosition: sql<MissionPosition | null>`${positions} -> -1` })
    .from(missions)
    .where(eq(missions.id, missionId))
    .for('update');
  if (!folder || !mission) throw new NotFound(MISSION_NOT_FOUND_MESSAGE);
  if (!isFolderEditable(folder)) throw new Conflict(FOLDER_CLOSED_MESSAGE);
  const finished = finishedToo && FINISHED_STATES.includes(mission.missionState);
  if (!isMissionOnTheRoad(mission.missionState) && !finished) {
    throw new Conflict(missionNotOnTheRoadMessage(mission.missionState));
  }
  return { folder, mission };
}

/**
 * The truck is where its driver last reported: the fleet map follows the mission, live
 * (TRUCK_POSITION, sent when the transaction commits).
 */
export async function moveTruck(
  tx: DbOrTx,
  mission: Pick<DriverMission, 'truckId' | 'orderNo' | 'accountId'>,
  point: { at: Date; latitude: number; longitude: number },
  now = new Date(),
): Promise<void> {
  if (mission.truckId == null) return;
  const moved = await tx
    .update(trucks)
    .set({
      positionLatitude: point.latitude,
      positionLongitude: point.longitude,
      positionDateTime: point.at,
      positionText: `En mission ${mission.orderNo}`,
    })
    // A late report never moves the truck back to where it was; a position dated beyond the
    // clock's tolerance (stored before the bound existed) holds no report back.
    .where(
      and(
        eq(trucks.id, mission.truckId),
        or(
          isNull(trucks.positionDateTime),
          lte(trucks.positionDateTime, point.at),
          gt(trucks.positionDateTime, new Date(now.getTime() + CLOCK_AHEAD_TOLERANCE_MS)),
        ),
      ),
    )
    .returning();
  const [truck] = moved;
  if (truck) await publishTruckPosition(tx, mission.accountId, truck);
}
