import type { MissionSteps } from '../folders/mission.ts';
import { FolderState, MissionState } from '../referentials/codes.ts';
import {
  FolderAction,
  actionRefusedMessage,
  isActionAllowed,
  type ActionableFolder,
} from './folder-actions.ts';
import { FOLDER_CLOSED_MESSAGE, isFolderEditable } from './folder-editable.ts';
import { isMissionOnTheRoad } from './mission-steps.ts';

/** The calendar shows at most a month at once (the week view needs 7 days, a month view 31). */
export const CALENDAR_MAX_DAYS = 31;
/** Without the account's averages, a mission is expected to take this long to reach and on the spot. */
export const DEFAULT_ARRIVAL_MINUTES = 30;
export const DEFAULT_ON_PLACE_MINUTES = 30;
/** A block never spans more than a day: a mission left unfinished does not cover the week. */
export const MAX_SPAN_MINUTES = 24 * 60;
/** A truck whose box has not reported for this long is shown offline. */
export const TRUCK_OFFLINE_AFTER_MINUTES = 24 * 60;
/** « À planifier » lists this many missions at most, the most urgent. */
export const UNPLANNED_LIMIT = 200;

const MINUTE = 60_000;

export type SpanKind = 'PLANNED' | 'RECORDED' | 'REAL';
export interface MissionSpan {
  start: Date;
  end: Date;
  kind: SpanKind;
}

export interface SpanInput {
  missionDateTime: Date;
  steps: MissionSteps | null | undefined;
  arrivalMinutes: number | null | undefined;
  onPlaceMinutes: number | null | undefined;
}

const stepDate = (steps: MissionSteps | null | undefined, code: keyof MissionSteps) => {
  const value = steps?.[code]?.dateTime;
  return value ? new Date(value) : null;
};

/**
 * Where a mission's block lies. Planned: from its date for the account's average arrival plus
 * on-site time. Once the driver reports steps they replace the averages (the arrival, then the
 * departure from the place); a finished mission shows its real span, departure to end.
 */
export function missionSpan(input: SpanInput): MissionSpan {
  const arrival = (input.arrivalMinutes ?? DEFAULT_ARRIVAL_MINUTES) * MINUTE;
  const onPlace = (input.onPlaceMinutes ?? DEFAULT_ON_PLACE_MINUTES) * MINUTE;
  const planned = input.missionDateTime;
  const started = stepDate(input.steps, 'started') ?? stepDate(input.steps, 'navigationStarted');
  const arrived = stepDate(input.steps, 'arrivedAtDestination');
  const departed = stepDate(input.steps, 'departureFromDestination');
  const finished = stepDate(input.steps, 'finished');
  const clamp = (start: Date, end: Date, kind: SpanKind): MissionSpan => {
    const latest = start.getTime() + MAX_SPAN_MINUTES * MINUTE;
    const earliest = start.getTime() + MINUTE;
    return { start, end: new Date(Math.min(latest, Math.max(earliest, end.getTime()))), kind };
  };
  if (finished) return clamp(started ?? arrived ?? planned, finished, 'REAL');
  const start = started ?? planned;
  if (departed) return clamp(start, departed, 'RECORDED');
  if (arrived) return clamp(start, new Date(arrived.getTime() + onPlace), 'RECORDED');
  return clamp(start, new Date(start.getTime() + arrival + onPlace), started ? 'RECORDED' : 'PLANNED');
}

/** Mission states that say the driver is done with it: its block stays where it was. */
const MISSION_STATES_OVER: readonly string[] = [
  MissionState.MISSION_FINISH,
  MissionState.MISSION_AUTO_FINISH,
  MissionState.MISSION_ABORDED,
];

/** The driver left for it (or it is over): the mission can no longer be moved. */
export const isMissionUnderWay = (mission: {
  missionState: string;
  steps: MissionSteps | null | undefined;
}) =>
  MISSION_STATES_OVER.includes(mission.missionState) ||
  !!(
    mission.steps?.started ||
    mission.steps?.navigationStarted ||
    mission.steps?.arrivedAtDestination ||
    mission.steps?.departureFromDestination ||
    mission.steps?.finished
  );

/** Done with: finished (a real span) or closed by the truck; it conflicts with nothing any more. */
export const isMissionOver = (mission: { missionState: string; steps: MissionSteps | null | undefined }) =>
  MISSION_STATES_OVER.includes(mission.missionState) || !!mission.steps?.finished;

export const MISSION_UNDER_WAY_MESSAGE = 'La mission a commencé : elle ne peut plus être déplacée';
export const MOVE_SENT_CONFIRM_MESSAGE =
  'La mission a déjà été envoyée au camion : confirmez le déplacement, le chauffeur en sera prévenu';

/** Folder states whose sent mission may still be moved (with the user's confirmation). */
const SENT_STATES_MOVABLE: readonly string[] = [
  FolderState.WAITING,
  FolderState.ACCEPTED,
  FolderState.ACCEPTED_CONFIRMED,
];

export interface PlannableMission {
  folder: ActionableFolder;
  missionState: string;
  steps: MissionSteps | null | undefined;
}

/**
 * Why the calendar may not give this mission a truck and a time, or null when it may. The action
 * table decides: a folder still to send (SEND) or to accept (ACCEPT) takes a truck; once sent, a
 * waiting or accepted folder's mission may move until the driver leaves. A closed folder never.
 */
export function planRefusal(mission: PlannableMission): string | null {
  if (!isFolderEditable(mission.folder)) return FOLDER_CLOSED_MESSAGE;
  if (isMissionUnderWay(mission)) return MISSION_UNDER_WAY_MESSAGE;
  if (isMissionOnTheRoad(mission.missionState)) {
    return SENT_STATES_MOVABLE.includes(mission.folder.folderState)
      ? null
      : actionRefusedMessage(mission.folder, FolderAction.SEND);
  }
  if (
    isActionAllowed(mission.folder, FolderAction.SEND) ||
    isActionAllowed(mission.folder, FolderAction.ACCEPT)
  )
    return null;
  return actionRefusedMessage(mission.folder, FolderAction.SEND);
}

/** Folder states whose missions without a truck wait in « À planifier » (created or accepted, not sent). */
export const UNPLANNED_FOLDER_STATES: readonly FolderState[] = [
  FolderState.QUICK_CREATED,
  FolderState.CREATED,
  FolderState.WAITING,
  FolderState.ACCEPTED,
  FolderState.ACCEPTED_CONFIRMED,
];

/** Mission states of a mission nobody holds, though it may still name a truck. */
export const MISSION_STATES_WITHOUT_TRUCK: readonly MissionState[] = [
  MissionState.MISSION_UNAFFECTED,
  MissionState.MISSION_DELETED,
];

export const TruckStatusCode = ['FREE', 'ON_MISSION', 'OFFLINE', 'OUT_OF_SERVICE'] as const;
export type TruckStatus = (typeof TruckStatusCode)[number];
export const truckStatusLabels: Record<TruckStatus, string> = {
  FREE: 'Libre',
  ON_MISSION: 'En mission',
  OFFLINE: 'Hors ligne',
  OUT_OF_SERVICE: 'Hors service',
};

/** A truck out of service is not active; offline when its box has been silent for a day (or never spoke). */
export function truckStatus(
  truck: { active: boolean; positionDateTime: Date | string | null },
  onMission: boolean,
  now: Date,
): TruckStatus {
  if (!truck.active) return 'OUT_OF_SERVICE';
  const last = truck.positionDateTime ? new Date(truck.positionDateTime).getTime() : null;
  if (last === null || now.getTime() - last > TRUCK_OFFLINE_AFTER_MINUTES * MINUTE) return 'OFFLINE';
  return onMission ? 'ON_MISSION' : 'FREE';
}

export const ConflictCode = ['OVERLAP', 'TRUCK_OFFLINE', 'TRUCK_OUT_OF_SERVICE'] as const;
export type ConflictCode = (typeof ConflictCode)[number];
export const conflictLabels: Record<ConflictCode, string> = {
  OVERLAP: 'Chevauche une autre mission du même camion',
  TRUCK_OFFLINE: 'Camion hors ligne',
  TRUCK_OUT_OF_SERVICE: 'Camion hors service',
};

export interface ConflictInput {
  id: number;
  truckId: number | null;
  start: Date;
  end: Date;
  /** Finished missions take no part: what happened cannot conflict any more. */
  over: boolean;
}

/**
 * The conflicts of each planned mission: another mission of the same truck overlapping it, or a
 * truck offline or out of service for a mission not over yet. Sorted sweep per truck: n log n.
 */
export function calendarConflicts(
  missions: readonly ConflictInput[],
  truckStatuses: ReadonlyMap<number, TruckStatus>,
  now: Date,
): Map<number, ConflictCode[]> {
  const result = new Map<number, ConflictCode[]>();
  const add = (id: number, code: ConflictCode) => {
    const list = result.get(id) ?? [];
    if (!list.includes(code)) list.push(code);
    result.set(id, list);
  };
  const byTruck = new Map<number, ConflictInput[]>();
  for (const mission of missions) {
    if (mission.truckId === null || mission.over) continue;
    const status = truckStatuses.get(mission.truckId);
    if (mission.end.getTime() > now.getTime()) {
      if (status === 'OFFLINE') add(mission.id, 'TRUCK_OFFLINE');
      if (status === 'OUT_OF_SERVICE') add(mission.id, 'TRUCK_OUT_OF_SERVICE');
    }
    const list = byTruck.get(mission.truckId) ?? [];
    list.push(mission);
    byTruck.set(mission.truckId, list);
  }
  for (const list of byTruck.values()) {
    list.sort((a, b) => a.start.getTime() - b.start.getTime());
    let reach: ConflictInput | null = null;
    for (const mission of list) {
      if (reach && mission.start.getTime() < reach.end.getTime()) {
        add(mission.id, 'OVERLAP');
        add(reach.id, 'OVERLAP');
      }
      if (!reach || mission.end.getTime() > reach.end.getTime()) reach = mission;
    }
  }
  return result;
}
