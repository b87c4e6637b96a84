import { and, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import {
  FOLDER_CLOSED_MESSAGE,
  isFolderEditable,
  isMissionOnTheRoad,
  missionNotOnTheRoadMessage,
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

/**
 * The mission a driver reports on, and its folder, both locked (the folder first, the order every
 * folder write follows). Connectors act for the system, so any account's mission is found; it must
 * be on the road (a truck holds it) and its folder not closed.
 */
export async function lockDriverMission(
  tx: Tx,
  missionId: number,
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
  if (!isMissionOnTheRoad(mission.missionState)) {
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
    // A late report never moves the truck back to where it was.
    .where(
      and(
        eq(trucks.id, mission.truckId),
        or(isNull(trucks.positionDateTime), lte(trucks.positionDateTime, point.at)),
      ),
    )
    .returning();
  const [truck] = moved;
  if (truck) await publishTruckPosition(tx, mission.accountId, truck);
}
