import type { MantineColor } from '@mantine/core';
import type { ScheduleEventData } from '@mantine/schedule';
import {
  calendarBlockLabel,
  conflictLabels,
  type CalendarMission,
  type TruckStatus,
} from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';

const missionColors: Record<string, MantineColor> = {
  MISSION_NOT_YET_SEND: 'gray',
  MISSION_STARTED: 'blue',
  MISSION_RESUMED: 'cyan',
  MISSION_MODIFIED: 'indigo',
  MISSION_FINISH: 'green',
  MISSION_AUTO_FINISH: 'teal',
  MISSION_ABORDED: 'red',
};
export const missionColor = (state: string): MantineColor => missionColors[state] ?? 'gray';

export const truckStatusColors: Record<TruckStatus, MantineColor> = {
  FREE: 'green',
  ON_MISSION: 'blue',
  OFFLINE: 'gray',
  OUT_OF_SERVICE: 'red',
};

/** The schedule's local date-time strings (the browser's time zone, Paris for our users). */
export const toLocal = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
export const fromLocal = (local: string) => dayjs(local).toISOString();

/** The block's label: folder number, customer's town, assistance company. */
export const blockLabel = (mission: CalendarMission) => calendarBlockLabel(mission);

export const conflictText = (mission: CalendarMission) =>
  mission.conflicts.map((code) => conflictLabels[code]).join(', ');

export function toEvent(mission: CalendarMission): ScheduleEventData<{ mission: CalendarMission }> {
  return {
    id: mission.id,
    title: blockLabel(mission),
    start: toLocal(mission.start!),
    end: toLocal(mission.end!),
    color: missionColor(mission.missionState),
    variant: 'light',
    resourceId: mission.truckId ?? undefined,
    payload: { mission },
  };
}

/** The same filters as the folder list's: assistance company and type of intervention. */
export const matchesFilters = (mission: CalendarMission, filters: { provider?: string; nature?: string }) =>
  (!filters.provider || mission.assistanceProvider === filters.provider) &&
  (!filters.nature || mission.nature === filters.nature);

/** The block of a mission on the day view (mission-block.tsx marks it). */
export const blockSelector = (missionId: number) => `[data-mission-id="${missionId}"]`;

/** A drag from « À planifier » carries the mission id under this type. */
export const MISSION_DRAG_TYPE = 'application/x-plateau-mission';
