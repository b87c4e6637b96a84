import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StatsQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, agents, folders, missions, trucks } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { statsScope } from './stats-scope.ts';

/** Where the previous page ended: the export walks missions by (mission date, id). */
export interface MissionReportCursor {
  missionDateTime: Date;
  id: number;
}

export type MissionReportRow = Awaited<ReturnType<typeof missionReportPage>>[number];

/**
 * One page of the mission report, in mission-date order, after the cursor (keyset paging: each
 * page is an index range read, however far the export has gone, and memory holds one page).
 */
export function missionReportPage(
  db: DbOrTx,
  auth: AuthContext,
  query: StatsQuery,
  after: MissionReportCursor | null,
  size: number,
) {
  const conditions: SQL[] = [statsScope(auth, query)];
  if (after) {
    conditions.push(
      sql`(${missions.missionDateTime}, ${missions.id}) > (${after.missionDateTime}, ${after.id})`,
    );
  }
  return db
    .select({
      id: missions.id,
      missionDateTime: missions.missionDateTime,
      orderNo: missions.orderNo,
      kind: missions.kind,
      missionState: missions.missionState,
      steps: missions.steps,
      statistic: missions.statistic,
      externalNumber: folders.externalNumber,
      assistanceProvider: folders.assistanceProvider,
      account: accounts.name,
      truck: trucks.name,
      driver: agents.name,
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .leftJoin(trucks, eq(trucks.id, missions.truckId))
    .leftJoin(agents, eq(agents.id, missions.agentId))
    .where(and(...conditions))
    .orderBy(asc(missions.missionDateTime), asc(missions.id))
    .limit(size);
}
