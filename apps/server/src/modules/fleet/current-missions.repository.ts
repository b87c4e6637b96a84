import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MISSION_STATES_ON_THE_ROAD } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folders, missions } from '../../db/schema/index.ts';

export interface CurrentMission {
  id: number;
  folderId: number;
  orderNo: string;
  externalFolderNo: string | null;
  missionState: string;
}

/**
 * The mission each truck of the account holds now (on the road), the latest planned when it holds
 * several. Reads only the few columns the map shows (a mission row carries its whole route).
 */
export async function currentMissionsByTruck(
  db: DbOrTx,
  accountId: number,
): Promise<Map<number, CurrentMission>> {
  const rows = await db
    .selectDistinctOn([missions.truckId], {
      truckId: missions.truckId,
      id: missions.id,
      folderId: missions.folderId,
      orderNo: missions.orderNo,
      externalFolderNo: folders.externalNumber,
      missionState: missions.missionState,
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .where(
      and(
        eq(missions.accountId, accountId),
        isNotNull(missions.truckId),
        inArray(missions.missionState, [...MISSION_STATES_ON_THE_ROAD]),
      ),
    )
    .orderBy(missions.truckId, sql`${missions.missionDateTime} desc nulls last`, desc(missions.id));
  return new Map(rows.map(({ truckId, ...mission }) => [truckId!, mission]));
}
