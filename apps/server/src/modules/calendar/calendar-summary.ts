import {
  assistanceProviderLabels,
  calendarBlockLabel,
  calendarConflicts,
  isMissionOver,
  missionSpan,
  summarizeCalendarDays,
  type CalendarQuery,
  type CalendarSummary,
  type DaySummary,
  type TruckStatus,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import type { CalendarCache } from './calendar-cache.ts';
import {
  blockRulesCache,
  labelOf,
  shownMissionState,
  spanOf,
  statusesOf,
  toBlock,
  toTrucks,
} from './calendar-blocks.ts';
import {
  accountAverages,
  calendarTruckRows,
  summaryMissionRows,
  unplannedMissionRows,
} from './calendar.repository.ts';

/** A mission of the week as its summary reads it: its block and what its folder shows. */
interface SummaryMission {
  id: number;
  truckId: number;
  start: Date;
  end: Date;
  over: boolean;
  missionState: string;
  missionStateLabel: string;
  label: string;
}

/** The account's missions whose block overlaps [start, end), narrow: what the cache keeps. */
async function summaryMissions(db: Db, accountId: number, start: Date, end: Date) {
  const [averages, rows] = await Promise.all([
    accountAverages(db, accountId),
    summaryMissionRows(db, accountId, start, end),
  ]);
  const result: SummaryMission[] = [];
  for (const row of rows) {
    const span = missionSpan({
      missionDateTime: new Date(row.missionTime),
      steps: row.steps,
      arrivalMinutes: averages.arrival,
      onPlaceMinutes: averages.onPlace,
    });
    if (span.start >= end || span.end <= start) continue;
    result.push({
      id: row.id,
      truckId: row.truckId,
      start: span.start,
      end: span.end,
      over: isMissionOver(row),
      missionState: row.missionState,
      missionStateLabel: shownMissionState(row),
      label: calendarBlockLabel({
        externalNumber: row.externalNumber,
        orderNo: row.orderNo,
        city: row.city,
        assistanceProviderLabel: labelOf(assistanceProviderLabels, row.assistanceProvider),
      }),
    });
  }
  return result;
}

/**
 * The week view's calendar: per truck and Paris day, how busy it is (summarizeCalendarDays), from
 * the same missions, spans and conflicts as getCalendar but read narrow, and « À planifier » whole
 * (it is dragged from). A busy week's 2,000 blocks become about 200 summaries. With a cache, the
 * missions come from it (calendar-cache.ts); trucks, their status, conflicts and « À planifier »
 * are read or worked out at each request.
 */
export async function getCalendarSummary(
  db: Db,
  auth: AuthContext,
  query: CalendarQuery,
  options: { now?: Date; cache?: CalendarCache | null } = {},
): Promise<CalendarSummary> {
  const now = options.now ?? new Date();
  const start = new Date(query.start);
  const end = new Date(query.end);
  const load = () => summaryMissions(db, auth.accountId, start, end);
  const [truckRows, planned, unplanned] = await Promise.all([
    calendarTruckRows(db, auth.accountId),
    options.cache
      ? options.cache.get(auth.accountId, `summary|${start.toISOString()}|${end.toISOString()}`, load)
      : load(),
    unplannedBlocks(db, auth.accountId),
  ]);
  const statuses = statusesOf(truckRows, now);
  const { days, conflictCount } = summarized(planned, statuses, now, start);
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    trucks: toTrucks(truckRows, statuses),
    days,
    unplanned,
    conflictCount,
  };
}

/**
 * The summaries of missions the cache keeps, worked out once for them while the trucks' statuses
 * and the minute stay the same: they cost about 10 ms for a busy week, more than the rest of a
 * cached answer. Keyed by the cached array itself, so a fresh read never meets an old result.
 */
const summaries = new WeakMap<
  readonly SummaryMission[],
  { key: string; days: DaySummary[]; conflictCount: number }
>();
function summarized(
  planned: readonly SummaryMission[],
  statuses: Map<number, TruckStatus>,
  now: Date,
  start: Date,
) {
  const key = `${Math.floor(now.getTime() / 60_000)}|${[...statuses].join(';')}`;
  const kept = summaries.get(planned);
  if (kept?.key === key) return kept;
  const conflicts = calendarConflicts(planned, statuses, now);
  const days = summarizeCalendarDays(
    planned.map((mission) => ({ ...mission, conflicted: conflicts.has(mission.id) })),
    start,
  );
  const result = { key, days, conflictCount: conflicts.size };
  summaries.set(planned, result);
  return result;
}

async function unplannedBlocks(db: Db, accountId: number) {
  const [averages, rows] = await Promise.all([
    accountAverages(db, accountId),
    unplannedMissionRows(db, accountId),
  ]);
  const rulesOf = blockRulesCache();
  return rows.map((row) => toBlock(row, spanOf(row, averages), rulesOf(row), []));
}
