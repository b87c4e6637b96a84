import { calendarConflicts, isMissionOver, type Calendar, type CalendarQuery } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { blockRulesCache, spanOf, statusesOf, toBlock, toTrucks } from './calendar-blocks.ts';
import {
  accountAverages,
  calendarTruckRows,
  plannedMissionRows,
  unplannedMissionRows,
} from './calendar.repository.ts';

/**
 * The dispatch calendar of a period: the account's trucks, the missions whose block overlaps
 * it, and those waiting for a truck. Four statements whatever the number of missions, sent at once.
 */
export async function getCalendar(
  db: Db,
  auth: AuthContext,
  query: CalendarQuery,
  now = new Date(),
): Promise<Calendar> {
  const start = new Date(query.start);
  const end = new Date(query.end);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [averages, truckRows, plannedRows, unplannedRows] = await Promise.all([
    accountAverages(db, auth.accountId),
    calendarTruckRows(db, auth.accountId),
    plannedMissionRows(db, auth.accountId, start, end),
    unplannedMissionRows(db, auth.accountId),
  ]);
  const rulesOf = blockRulesCache();

  const statuses = statusesOf(truckRows, now);
  const planned = plannedRows
    .map((row) => ({ row, span: spanOf(row, averages)! }))
    .filter(({ span }) => span.start < end && span.end > start);
  const conflicts = calendarConflicts(
    planned.map(({ row, span }) => ({
      id: row.id,
      truckId: row.truckId,
      start: span.start,
      end: span.end,
      over: isMissionOver(row),
    })),
    statuses,
    now,
  );
  const trucks = toTrucks(truckRows, statuses);
  const missions = planned
    .sort((a, b) => a.span.start.getTime() - b.span.start.getTime() || a.row.id - b.row.id)
    .map(({ row, span }) => toBlock(row, span, rulesOf(row), conflicts.get(row.id) ?? []));
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    trucks,
    missions,
    unplanned: unplannedRows.map((row) => toBlock(row, spanOf(row, averages), rulesOf(row), [])),
    conflictCount: missions.filter((mission) => mission.conflicts.length > 0).length,
  };
}
