import type { CalendarDaySummary, CalendarMission, CalendarTruck } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';
import { blockLabel, conflictText } from './blocks.ts';

/** What choosing a conflict shows: the mission's block (day view) or the truck's day (week view). */
export type ConflictTarget = { kind: 'mission'; missionId: number } | { kind: 'day'; day: string };

/** One line of the « N conflits » list. */
export interface ConflictItem {
  key: string;
  title: string;
  detail: string;
  target: ConflictTarget;
}

const truckName = (trucks: CalendarTruck[], id: number | null) =>
  trucks.find((truck) => truck.id === id)?.name ?? 'Sans camion';

/** The day view's conflicts: each conflicting mission, by start, with its truck, hours and why. */
export function missionConflicts(missions: CalendarMission[], trucks: CalendarTruck[]): ConflictItem[] {
  return missions
    .filter((mission) => mission.conflicts.length > 0)
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
    .map((mission) => ({
      key: `mission-${mission.id}`,
      title: blockLabel(mission),
      detail: `${truckName(trucks, mission.truckId)}, ${dayjs(mission.start).format('HH:mm')}–${dayjs(mission.end).format('HH:mm')} : ${conflictText(mission)}`,
      target: { kind: 'mission', missionId: mission.id },
    }));
}

/** The week view's conflicts: each truck's day holding some, by day. */
export function dayConflicts(days: CalendarDaySummary[], trucks: CalendarTruck[]): ConflictItem[] {
  return days
    .filter((summary) => summary.conflictCount > 0)
    .sort((a, b) => a.day.localeCompare(b.day) || a.truckId - b.truckId)
    .map((summary) => {
      const day = dayjs(summary.day).format('dddd DD/MM/YYYY');
      return {
        key: `day-${summary.truckId}-${summary.day}`,
        title: `${day.charAt(0).toUpperCase()}${day.slice(1)} — ${truckName(trucks, summary.truckId)}`,
        detail: `${summary.conflictCount} mission${summary.conflictCount > 1 ? 's' : ''} en conflit`,
        target: { kind: 'day', day: summary.day },
      };
    });
}
