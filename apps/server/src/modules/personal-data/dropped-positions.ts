import { eq, sql } from 'drizzle-orm';
import { isPositionAtWork } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { droppedPositions, missions } from '../../db/schema/index.ts';

/**
 * A position reported outside work (issue 23 §7) is counted per account and day before the
 * driver service refuses it: nothing of it is stored but the count.
 */
export async function countPositionOutsideWork(db: Db, missionId: number, at: Date): Promise<boolean> {
  const [mission] = await db
    .select({ accountId: missions.accountId, missionState: missions.missionState })
    .from(missions)
    .where(eq(missions.id, missionId));
  if (!mission || isPositionAtWork({ missionState: mission.missionState })) return false;
  await db
    .insert(droppedPositions)
    .values({ accountId: mission.accountId, day: at.toISOString().slice(0, 10), count: 1 })
    .onConflictDoUpdate({
      target: [droppedPositions.accountId, droppedPositions.day],
      set: { count: sql`${droppedPositions.count} + 1` },
    });
  return true;
}
