import { parisWallClock } from './paris-clock.ts';
import { parseSmsHours, smsAllowedAt } from './sms-hours.ts';

type Day = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
export type SmsOpenHoursByDay = Partial<Record<`openHour${Day}`, string | null>>;

/** The weekday and minute of the day at `at` in France, where the customers are. */
export function parisWeekMinute(at: Date): { day: Day; minute: number } {
  const clock = parisWallClock(at);
  return { day: clock.weekday as Day, minute: clock.hour * 60 + clock.minute };
}

/**
 * Whether a customer SMS may leave at `at` (Paris time). A day the account never set (null or
 * missing) is not restricted; a day set to '' has no hour; an unreadable value blocks that day
 * rather than texting someone at night.
 */
export function smsOpenAt(hours: SmsOpenHoursByDay, at: Date): boolean {
  const { day, minute } = parisWeekMinute(at);
  const value = hours[`openHour${day}`];
  if (value === undefined || value === null) return true;
  const ranges = parseSmsHours(value);
  return ranges !== null && smsAllowedAt(ranges, minute);
}

/** A held SMS older than this is dropped when the hours open: the news is no longer true. */
export const SMS_STALE_AFTER_MINUTES = 120;
