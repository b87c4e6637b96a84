import {
  assistanceProviderLabels,
  calendarConflicts,
  folderStateLabels,
  isMissionOnTheRoad,
  isMissionOver,
  isMissionUnderWay,
  isActionAllowed,
  FolderAction,
  missionSpan,
  missionStateLabels,
  natureInterventionLabels,
  planRefusal,
  truckStatus,
  truckStatusLabels,
  type Calendar,
  type CalendarMission,
  type CalendarQuery,
  type CalendarTruck,
  type MissionSpan,
  type TruckStatus,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import {
  accountAverages,
  calendarTruckRows,
  plannedMissionRows,
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

/** What a block's buttons and drags allow: the same for every mission in the same states. */
interface BlockRules {
  folderStateLabel: string;
  missionStateLabel: string;
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
        missionStateLabel: labelOf(missionStateLabels, row.missionState)!,
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
    missionStateLabel: rules.missionStateLabel,
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

  const statuses = new Map<number, TruckStatus>(
    truckRows.map((truck) => [truck.id, truckStatus(truck, truck.onMission, now)]),
  );
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
  const trucks: CalendarTruck[] = truckRows.map((truck) => ({
    id: truck.id,
    name: truck.name,
    licensePlate: truck.licensePlate,
    active: truck.active,
    driver: truck.driverId != null ? { id: truck.driverId, name: truck.driverName ?? '' } : null,
    status: statuses.get(truck.id)!,
    statusLabel: truckStatusLabels[statuses.get(truck.id)!],
    positionDateTime: iso(truck.positionDateTime),
  }));
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
