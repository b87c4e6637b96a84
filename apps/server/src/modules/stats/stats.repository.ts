import { asc, eq, sql } from 'drizzle-orm';
import type { StatsQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, missions, trucks } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { statsFigures } from './stats-figures.ts';
import { statsScope } from './stats-scope.ts';

/** One row per truck that held a mission of the period. */
export function statsByTruck(db: DbOrTx, auth: AuthContext, query: StatsQuery) {
  return db
    .select({ truckId: trucks.id, truck: trucks.name, ...statsFigures })
    .from(missions)
    .innerJoin(trucks, eq(trucks.id, missions.truckId))
    .where(statsScope(auth, query))
    .groupBy(trucks.id, trucks.name)
    .orderBy(asc(trucks.name), asc(trucks.id));
}

/** One row per assistance company of the folders (null: folders created without one). */
export function statsByAssistanceProvider(db: DbOrTx, auth: AuthContext, query: StatsQuery) {
  return db
    .select({ assistanceProvider: missions.assistanceProvider, ...statsFigures })
    .from(missions)
    .where(statsScope(auth, query))
    .groupBy(missions.assistanceProvider);
}

/** One row per operator account that worked a mission of the period. */
export function statsByDepanneur(db: DbOrTx, auth: AuthContext, query: StatsQuery) {
  return db
    .select({ accountId: accounts.id, account: accounts.name, ...statsFigures })
    .from(missions)
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .where(statsScope(auth, query))
    .groupBy(accounts.id, accounts.name)
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** The day of a mission as people in France count days. */
const parisDay = sql<string>`to_char(${missions.missionDateTime} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;

/** One row per day of the period with missions, by outcome (the chart above the table). */
export function statsByDay(db: DbOrTx, auth: AuthContext, query: StatsQuery) {
  const { total, repareOnPlace, pickup, missionForNothing } = statsFigures;
  return db
    .select({ day: parisDay, total, repareOnPlace, pickup, missionForNothing })
    .from(missions)
    .where(statsScope(auth, query))
    .groupBy(parisDay)
    .orderBy(parisDay);
}
