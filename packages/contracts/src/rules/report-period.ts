import { parisWallClock, parisWallClockAsUtc } from './paris-clock.ts';
/**
 * Report periods (spec 3 §5 « Report period », §9): days are Europe/Paris calendar days written
 * YYYY-MM-DD, both ends included.
 *  - DAILY: the chosen day;
 *  - WEEKLY: 7 days starting the day before the chosen date;
 *  - MONTHLY: 28 days, starting, like the weekly one, the day before the chosen date.
 */
export const REPORT_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * How often a configuration is sent (the spec names the field, not its values): every day, every
 * Monday (weeks start on Monday, §9) or on the 1st of each month, at REPORT_RUN_HOUR Paris time.
 * The period sent is the one of the type that ended the day before (scheduledPeriod).
 */
export const REPORT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_RUN_HOUR = 6;

export const REPORT_PERIOD_DAYS: Record<ReportType, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 28 };
/** A generated report covers at most a year. */
export const REPORT_MAX_DAYS = 366;

export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `days` after (or before, when negative) `date`. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from `start` to `end` included (1 for a single day, ≤ 0 when end is before start). */
export const daysInPeriod = (start: string, end: string): number =>
  Math.round((toUtc(end) - toUtc(start)) / DAY_MS) + 1;

/** The period a report of `type` covers for the date the user chose. */
export function reportPeriod(type: ReportType, chosenDate: string): ReportPeriod {
  const startDate = type === 'DAILY' ? chosenDate : addDays(chosenDate, -1);
  return { startDate, endDate: addDays(startDate, REPORT_PERIOD_DAYS[type] - 1) };
}

/** The period a scheduled run on `runDay` sends: the last one of its type, ending the day before. */
export function scheduledPeriod(type: ReportType, runDay: string): ReportPeriod {
  const endDate = addDays(runDay, -1);
  return { startDate: addDays(endDate, 1 - REPORT_PERIOD_DAYS[type]), endDate };
}

/** Whether a configuration of this frequency runs on that day (Monday for weekly, the 1st for monthly). */
export function runsOn(frequency: ReportFrequency, day: string): boolean {
  if (frequency === 'WEEKLY') return new Date(toUtc(day)).getUTCDay() === 1;
  if (frequency === 'MONTHLY') return day.endsWith('-01');
  return true;
}

function parisFields(instant: Date) {
  const c = parisWallClock(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${c.year}-${two(c.month)}-${two(c.day)}`, utcOfLocal: parisWallClockAsUtc(instant) };
}

/** The Paris calendar day of an instant. */
export const parisDay = (instant: Date): string => parisFields(instant).date;

/** The instant a Paris day starts at (or its hour `hour`), summer and winter time alike. */
export function parisDayStart(date: string, hour = 0): Date {
  const local = toUtc(date) + hour * 3_600_000;
  let guess = local;
  for (let i = 0; i < 2; i++) guess = local - (parisFields(new Date(guess)).utcOfLocal - guess);
  return new Date(guess);
}

/** The instants a period covers: from its first day's midnight to the last millisecond of its last day. */
export function periodInstants(period: ReportPeriod): { from: Date; to: Date } {
  return {
    from: parisDayStart(period.startDate),
    to: new Date(parisDayStart(addDays(period.endDate, 1)).getTime() - 1),
  };
}

/**
 * The last day, up to `now`, on which a configuration of this frequency was due to run (its run
 * hour passed), looking back at most 31 days.
 */
export function lastDueRunDay(frequency: ReportFrequency, now: Date): string | null {
  const today = parisDay(now);
  for (let back = 0; back <= 31; back++) {
    const day = addDays(today, -back);
    if (runsOn(frequency, day) && parisDayStart(day, REPORT_RUN_HOUR) <= now) return day;
  }
  return null;
}

/** A configuration can be saved only when its name, type and frequency are all set (§5). */
export function isReportConfigurationSaveable(draft: {
  name?: string | null;
  type?: string | null;
  frequency?: string | null;
}): boolean {
  return Boolean(draft.name?.trim() && draft.type && draft.frequency);
}
