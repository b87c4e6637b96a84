import type { ConfigType } from 'dayjs';
import { dayjs } from '../../../lib/dates.ts';

/** A period of the dashboard: both ends included. */
export interface Period {
  start: Date;
  end: Date;
}

const weekOf = (day: dayjs.Dayjs): Period => ({
  start: day.startOf('week').toDate(),
  end: day.endOf('week').toDate(),
});

/** Spec 1 §2: the current ISO week, Monday first (the French locale of lib/dates starts weeks on Monday). */
export const currentWeekPeriod = (now: ConfigType = undefined): Period => weekOf(dayjs(now));

/** The picker's shortcuts: last week, this week, this month (calendar periods, not rolling days). */
export function periodShortcuts(now: ConfigType = undefined): { label: string; period: Period }[] {
  const today = dayjs(now);
  return [
    { label: 'Semaine dernière', period: weekOf(today.subtract(1, 'week')) },
    { label: 'Cette semaine', period: weekOf(today) },
    {
      label: 'Ce mois',
      period: { start: today.startOf('month').toDate(), end: today.endOf('month').toDate() },
    },
  ];
}
