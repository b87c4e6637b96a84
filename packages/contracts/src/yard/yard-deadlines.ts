import { addDays } from '../rules/report-period.ts';
import { addWorkingDays, type IsoDay } from '../calendar-law/public-holidays.ts';
import type { HolidayRegion } from '../calendar-law/public-holidays-data.ts';

/**
 * The abandonment delays after the owner's formal notice, as dated data (Code de la route art. L325-7 and
 * R325-43 as amended by the décret n° 2020-775 du 24 juin 2020, SI Fourrière): 10 days for a vehicle of low
 * value, 15 days otherwise.
 */
export const YARD_ABANDONMENT_DELAYS = [
  { from: '2020-06-24', lowValueDays: 10, otherDays: 15, source: 'Décret n° 2020-775 du 24 juin 2020' },
] as const;

/**
 * The day the vehicle is deemed abandoned: the delay counted from the notice's day, then the first working day
 * after it (weekends and French public holidays skipped). From that day it may be handed to the Domaines or to
 * an approved destroyer.
 */
export function abandonmentDay(
  noticeDay: IsoDay,
  lowValue: boolean,
  region: HolidayRegion = 'FRANCE',
): IsoDay {
  const rule =
    [...YARD_ABANDONMENT_DELAYS].reverse().find((r) => r.from <= noticeDay) ?? YARD_ABANDONMENT_DELAYS[0];
  const delay = lowValue ? rule.lowValueDays : rule.otherDays;
  return addWorkingDays(addDays(noticeDay, delay), 1, region);
}

export type YardDeadlineState = 'NONE' | 'RUNNING' | 'DAY_BEFORE' | 'DUE' | 'OVERDUE';

/** Where a vehicle stands against its abandonment day on `today` (alerts fire the day before and on the day). */
export function yardDeadlineState(abandonment: IsoDay | null, today: IsoDay): YardDeadlineState {
  if (abandonment === null) return 'NONE';
  if (today > abandonment) return 'OVERDUE';
  if (today === abandonment) return 'DUE';
  if (today === addDays(abandonment, -1)) return 'DAY_BEFORE';
  return 'RUNNING';
}

export type YardDeadlineAlert = 'DAY_BEFORE' | 'DUE';

/**
 * The deadline alert a run should send on `today`, given the last one sent, or null: the day-before alert on the
 * day before only, the due alert from the abandonment day on (a run missed on the day still sends it), each once.
 * A vehicle whose run first comes on the day gets only the due alert.
 */
export function yardAlertToSend(
  abandonment: IsoDay | null,
  today: IsoDay,
  alreadySent: YardDeadlineAlert | null,
): YardDeadlineAlert | null {
  if (abandonment === null || alreadySent === 'DUE') return null;
  if (today >= abandonment) return 'DUE';
  if (today === addDays(abandonment, -1) && alreadySent === null) return 'DAY_BEFORE';
  return null;
}
