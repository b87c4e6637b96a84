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

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:mm' of each minute of a day, and 'YYYY-MM-DD' of each day met: no date formatting per mission. */
const clockTimes = Array.from(
  { length: 1440 },
  (_, minute) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
);
const dayNames = new Map<number, string>();
function dayName(dayIndex: number) {
  let name = dayNames.get(dayIndex);
  if (name === undefined) {
    if (dayNames.size > 10_000) dayNames.clear();
    name = new Date(dayIndex * DAY).toISOString().slice(0, 10);
    dayNames.set(dayIndex, name);
  }
  return name;
}

/** The Paris day ('YYYY-MM-DD') and time ('HH:mm') of an instant. */
export function parisDayAndTime(instant: number): [day: string, time: string] {
  const local = instant + parisOffset(instant);
  const dayIndex = Math.floor(local / DAY);
  return [dayName(dayIndex), clockTimes[Math.floor((local - dayIndex * DAY) / 60_000)]!];
}

/** The Paris wall clock of an instant as 'YYYY-MM-DDTHH:mm'. */
export const parisLocal = (instant: Date | number) => {
  const [day, time] = parisDayAndTime(typeof instant === 'number' ? instant : instant.getTime());
  return `${day}T${time}`;
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
  const [firstDay] = parisDayAndTime(periodStart.getTime());
  const sorted = missions
    .map((mission) => ({ mission, start: mission.start.getTime(), end: mission.end.getTime() }))
    .sort((a, b) => a.start - b.start);
  interface Cell {
    truckId: number;
    day: string;
    count: number;
    start: number;
    end: number;
    conflictCount: number;
    missionState: string;
    missionStateLabel: string;
    folders: string[];
  }
  const cells = new Map<string, Cell>();
  for (const { mission, start, end } of sorted) {
    const [startDay, time] = parisDayAndTime(start);
    const day = startDay < firstDay ? firstDay : startDay;
    const key = `${mission.truckId}|${day}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        truckId: mission.truckId,
        day,
        count: 0,
        start,
        end,
        conflictCount: 0,
        missionState: mission.missionState,
        missionStateLabel: mission.missionStateLabel,
        folders: [],
      };
      cells.set(key, cell);
    }
    cell.count += 1;
    if (end > cell.end) cell.end = end;
    if (mission.conflicted) cell.conflictCount += 1;
    if (mostUrgentState(cell.missionState, mission.missionState) !== cell.missionState) {
      cell.missionState = mission.missionState;
      cell.missionStateLabel = mission.missionStateLabel;
    }
    if (cell.folders.length < SUMMARY_FOLDERS_LIMIT) cell.folders.push(`${time} ${mission.label}`);
  }
  return [...cells.values()]
    .sort((a, b) => a.truckId - b.truckId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map((cell) => ({
      truckId: cell.truckId,
      day: cell.day,
      count: cell.count,
      start: new Date(cell.start).toISOString(),
      end: new Date(cell.end).toISOString(),
      conflictCount: cell.conflictCount,
      missionState: cell.missionState,
      missionStateLabel: cell.missionStateLabel,
      folders: cell.folders,
    }));
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
