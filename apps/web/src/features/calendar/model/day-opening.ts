import type { CalendarMission } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';

/** Where the day view opens when nothing tells better: the start of the business hours. */
export const DEFAULT_OPENING = '06:00:00';

/**
 * The hour the day view opens scrolled to, as the schedule's slot time 'HH:00:00': today, the
 * current hour; another day, the hour of its first mission; a day without any, 06:00.
 */
export function dayOpening(date: string, missions: CalendarMission[], now = dayjs()): string {
  const day = dayjs(date).startOf('day');
  if (day.isSame(now, 'day')) return now.format('HH:00:00');
  // A mission begun the day before is on the day from midnight.
  const starts = missions
    .filter((mission) => mission.start)
    .map((mission) => (dayjs(mission.start).isBefore(day) ? day : dayjs(mission.start)))
    .filter((start) => start.isSame(day, 'day'));
  if (starts.length === 0) return DEFAULT_OPENING;
  const first = starts.reduce((earliest, start) => (start.isBefore(earliest) ? start : earliest));
  return first.format('HH:00:00');
}
