import { and, between, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { BusinessNature, type StatsQuery } from '@plateau/contracts';
import { accountSupervisions, missions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';

/**
 * The missions the dashboard counts for a caller, as a condition on `missions` alone (the folder's
 * assistance company is copied onto its missions, migration 0019): those given to a truck whose mission date lies in the period (both ends included),
 *  - for an operator (MISSION, DEPANNEUR) its own account's;
 *  - for an assistance company those of its folders, whatever operator works them;
 *  - for a supervisor those of the accounts it manages.
 * A mission no truck was given never reached a driver: no step could be reported for it.
 */
export function statsScope(auth: AuthContext, query: StatsQuery): SQL {
  return and(
    callerMissions(auth),
    between(missions.missionDateTime, new Date(query.startDate), new Date(query.endDate)),
    isNotNull(missions.truckId),
  )!;
}

function callerMissions(auth: AuthContext): SQL {
  if (auth.nature === BusinessNature.ASSISTEUR) {
    return auth.assistanceProvider ? eq(missions.assistanceProvider, auth.assistanceProvider) : sql`false`;
  }
  if (auth.nature === BusinessNature.SUPERVISOR) {
    const managed = sql`(select ${accountSupervisions.accountId} from ${accountSupervisions}
      where ${accountSupervisions.supervisorAccountId} = ${auth.accountId})`;
    return inArray(missions.accountId, managed);
  }
  return eq(missions.accountId, auth.accountId);
}
