/**
 * How the calendar shows its rows: a mission's block (span, labels, what its buttons allow) and a
 * truck's line with its status. Shared by the period calendar and the week summary.
 */
import {
  assistanceProviderLabels,
  folderStateLabels,
  isMissionOnTheRoad,
  isMissionUnderWay,
  isActionAllowed,
  FolderAction,
  missionSpan,
  missionDisplayLabel,
  type MissionState,
  type MissionSteps,
  natureInterventionLabels,
  planRefusal,
  truckStatus,
  truckStatusLabels,
  type CalendarMission,
  type CalendarTruck,
  type MissionSpan,
  type TruckStatus,
} from '@plateau/contracts';
import type { accountAverages, calendarTruckRows, BlockRow } from './calendar.repository.ts';

type Averages = Awaited<ReturnType<typeof accountAverages>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const labelOf = (labels: Record<string, string>, code: string | null) =>
  code ? (labels[code] ?? code) : null;

export function spanOf(row: BlockRow, averages: Averages): MissionSpan | null {
  if (!row.missionDateTime) return null;
  return missionSpan({
    missionDateTime: row.missionDateTime,
    steps: row.steps,
    arrivalMinutes: averages.arrival,
    onPlaceMinutes: averages.onPlace,
  });
}

/** « Envoyée », « Sur place »…: a sent mission's label follows the driver's steps (issue 28 §4). */
export const shownMissionState = (row: { missionState: string; steps: MissionSteps | null }) =>
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
export function blockRulesCache() {
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

export function toBlock(
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

export type TruckRow = Awaited<ReturnType<typeof calendarTruckRows>>[number];

export function toTrucks(truckRows: TruckRow[], statuses: Map<number, TruckStatus>): CalendarTruck[] {
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

export const statusesOf = (truckRows: TruckRow[], now: Date) =>
  new Map<number, TruckStatus>(
    truckRows.map((truck) => [truck.id, truckStatus(truck, truck.onMission, now)]),
  );
