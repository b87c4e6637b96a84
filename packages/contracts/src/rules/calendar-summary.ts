import { MissionState } from '../referentials/codes.ts';
import { parisWallClockAsUtc } from './paris-clock.ts';

/** A week's cell lists this many folders in its hover text; the count says how many more. */
export const SUMMARY_FOLDERS_LIMIT = 12;

/**
 * How much a mission state asks of the dispatcher, most urgent first: an aborted mission is to plan
 * again, one not sent yet is to send, a modified one to check; running ones go on by themselves and
 * finished ones are done. A week's cell takes the colour of its most urgent mission.
 */
export const MISSION_STATE_URGENCY: readonly string[] = [
  MissionState.MISSION_ABORDED,
  MissionState.MISSION_NOT_YET_SEND,
  MissionState.MISSION_MODIFIED,
  MissionState.MISSION_STARTED,
  MissionState.MISSION_RESUMED,
  MissionState.MISSION_AUTO_FINISH,
  MissionState.MISSION_FINISH,
];

const urgencyOf = (state: string) => {
  const rank = MISSION_STATE_URGENCY.indexOf(state);
  return rank < 0 ? MISSION_STATE_URGENCY.length : rank;
};

/** The more urgent of two mission states (the first on a tie). */
export const mostUrgentState = (a: string, b: string) => (urgencyOf(b) < urgencyOf(a) ? b : a);

const HOUR = 3_600_000;
/** Paris's offset changes on the hour (01:00 UTC): one Intl reading per hour of the period, not per mission. */
const offsets = new Map<number, number>();
function parisOffset(instant: number) {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 10_000) offsets.clear();
    offset = parisWallClockAsUtc(hour * HOUR) - hour * HOUR;
    offsets.set(hour, offset);
  }
  return offset;
}

/** The Paris wall clock of an instant as 'YYYY-MM-DDTHH:mm' (its first ten characters: the Paris day). */
export const parisLocal = (instant: Date | number) => {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(time + parisOffset(time)).toISOString().slice(0, 16);
};

export interface SummaryInput {
  truckId: number;
  start: Date;
  end: Date;
  missionState: string;
  missionStateLabel: string;
  /** The folder as a block shows it (number · town · assistance company). */
  label: string;
  conflicted: boolean;
}

export interface DaySummary {
  truckId: number;
  /** The Paris day, 'YYYY-MM-DD'. */
  day: string;
  count: number;
  /** The first block's start and the latest block's end of the day. */
  start: string;
  end: string;
  /** Missions of the day with at least one conflict. */
  conflictCount: number;
  missionState: string;
  missionStateLabel: string;
  /** 'HH:mm label' of the first SUMMARY_FOLDERS_LIMIT missions, by start. */
  folders: string[];
}

/**
 * One summary per truck and Paris day: how many missions, from the first start to the last end,
 * how many conflict, the most urgent state, and the folders. A mission counts on the day its block
 * starts, or on the period's first day when it started before (a block overlapping the period).
 * Sorted by truck, then day. `missions` needs no order; the folders come sorted by start.
 */
export function summarizeCalendarDays(missions: readonly SummaryInput[], periodStart: Date): DaySummary[] {
  const firstDay = parisLocal(periodStart).slice(0, 10);
  const sorted = [...missions].sort((a, b) => a.start.getTime() - b.start.getTime());
  const cells = new Map<string, DaySummary & { endTime: number }>();
  for (const mission of sorted) {
    const local = parisLocal(mission.start);
    const startDay = local.slice(0, 10);
    const day = startDay < firstDay ? firstDay : startDay;
    const key = `${mission.truckId}|${day}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        truckId: mission.truckId,
        day,
        count: 0,
        start: mission.start.toISOString(),
        end: mission.end.toISOString(),
        endTime: mission.end.getTime(),
        conflictCount: 0,
        missionState: mission.missionState,
        missionStateLabel: mission.missionStateLabel,
        folders: [],
      };
      cells.set(key, cell);
    }
    cell.count += 1;
    if (mission.end.getTime() > cell.endTime) {
      cell.endTime = mission.end.getTime();
      cell.end = mission.end.toISOString();
    }
    if (mission.conflicted) cell.conflictCount += 1;
    if (mostUrgentState(cell.missionState, mission.missionState) !== cell.missionState) {
      cell.missionState = mission.missionState;
      cell.missionStateLabel = mission.missionStateLabel;
    }
    if (cell.folders.length < SUMMARY_FOLDERS_LIMIT) cell.folders.push(`${local.slice(11)} ${mission.label}`);
  }
  return [...cells.values()]
    .map(({ endTime: _endTime, ...cell }) => cell)
    .sort((a, b) => a.truckId - b.truckId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** A block's label: folder number, customer's town, assistance company. */
export const calendarBlockLabel = (mission: {
  externalNumber: string | null;
  orderNo: string;
  city: string | null;
  assistanceProviderLabel: string | null;
}) =>
  [mission.externalNumber ?? mission.orderNo, mission.city, mission.assistanceProviderLabel]
    .filter(Boolean)
    .join(' · ');
