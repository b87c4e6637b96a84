import {
  assistanceProviderLabels,
  calendarBlockLabel,
  calendarConflicts,
  folderStateLabels,
  isMissionOnTheRoad,
  isMissionOver,
  isMissionUnderWay,
  isActionAllowed,
  FolderAction,
  missionSpan,
  missionDisplayLabel,
  type MissionState,
  type MissionSteps,
  natureInterventionLabels,
  planRefusal,
  summarizeCalendarDays,
  truckStatus,
  truckStatusLabels,
  type Calendar,
  type CalendarMission,
  type CalendarQuery,
  type CalendarSummary,
  type CalendarTruck,
  type DaySummary,
  type MissionSpan,
  type TruckStatus,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import type { CalendarCache } from './calendar-cache.ts';
import {
  accountAverages,
  calendarTruckRows,
  plannedMissionRows,
  summaryMissionRows,
  unplannedMissionRows,
  type BlockRow,
} from './calendar.repository.ts';

type Averages = Awaited<ReturnType<typeof accountAverages>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const labelOf = (labels: Record<string, string>, code: string | null) =>
  code ? (labels[code] ?? code) : null;

function spanOf(row: BlockRow, averages: Averages): MissionSpan | null {
  if (!row.missionDateTime) return null;
  return missionSpan({
    missionDateTime: row.missionDateTime,
    steps: row.steps,
    arrivalMinutes: averages.arrival,
    onPlaceMinutes: averages.onPlace,
  });
}

/** « Envoyée », « Sur place »…: a sent mission's label follows the driver's steps (issue 28 §4). */
const shownMissionState = (row: { missionState: string; steps: MissionSteps | null }) =>
  missionDisplayLabel(row.missionState as MissionState, row.steps) ?? row.missionState;

/** What a block's buttons and drags allow: the same for every mission in the same states. */
interface BlockRules {
  folderStateLabel: string;
  planRefusal: string | null;
  sent: boolean;
  canSend: boolean;
}

/**
 * The rules depend on the folder's origin, state and cancellable flag, the mission's state and
 * whether the driver has left (the only thing planRefusal reads of the steps): a busy week's
 * thousands of blocks share a handful of combinations, each worked out once.
 */
function blockRulesCache() {
  const cache = new Map<string, BlockRules>();
  return (row: BlockRow): BlockRules => {
    const underWay = isMissionUnderWay(row);
    const key = `${row.creationOrigine}|${row.folderState}|${row.cancellable}|${row.missionState}|${underWay}`;
    let rules = cache.get(key);
    if (!rules) {
      rules = {
        folderStateLabel: labelOf(folderStateLabels, row.folderState)!,
        planRefusal: planRefusal({ folder: row, missionState: row.missionState, steps: row.steps }),
        sent: isMissionOnTheRoad(row.missionState),
        canSend: isActionAllowed(row, FolderAction.SEND),
      };
      cache.set(key, rules);
    }
    return rules;
  };
}

function toBlock(
  row: BlockRow,
  span: MissionSpan | null,
  rules: BlockRules,
  conflicts: CalendarMission['conflicts'],
): CalendarMission {
  return {
    id: row.id,
    folderId: row.folderId,
    folderVersion: row.folderVersion,
    orderNo: row.orderNo,
    externalNumber: row.externalNumber,
    folderState: row.folderState,
    folderStateLabel: rules.folderStateLabel,
    missionState: row.missionState,
    missionStateLabel: shownMissionState(row),
    truckId: row.truckId,
    agentId: row.agentId,
    agentName: row.agentName,
    missionDateTime: iso(row.missionDateTime),
    creationDateTime: row.creationDateTime.toISOString(),
    start: iso(span?.start ?? null),
    end: iso(span?.end ?? null),
    spanKind: span?.kind ?? null,
    city: row.city,
    customerPlace: row.customerPlace,
    destination: row.destination,
    vehicle: row.vehicle,
    assistanceProvider: row.assistanceProvider,
    assistanceProviderLabel: labelOf(assistanceProviderLabels, row.assistanceProvider),
    nature: row.nature,
    natureLabel: labelOf(natureInterventionLabels, row.nature),
    planRefusal: rules.planRefusal,
    sent: rules.sent,
    canSend: rules.canSend,
    conflicts,
  };
}

type TruckRow = Awaited<ReturnType<typeof calendarTruckRows>>[number];

function toTrucks(truckRows: TruckRow[], statuses: Map<number, TruckStatus>): CalendarTruck[] {
  return truckRows.map((truck) => ({
    id: truck.id,
    name: truck.name,
    licensePlate: truck.licensePlate,
    active: truck.active,
    driver: truck.driverId != null ? { id: truck.driverId, name: truck.driverName ?? '' } : null,
    status: statuses.get(truck.id)!,
    statusLabel: truckStatusLabels[statuses.get(truck.id)!],
    positionDateTime: iso(truck.positionDateTime),
  }));
}

const statusesOf = (truckRows: TruckRow[], now: Date) =>
  new Map<number, TruckStatus>(
    truckRows.map((truck) => [truck.id, truckStatus(truck, truck.onMission, now)]),
  );

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
