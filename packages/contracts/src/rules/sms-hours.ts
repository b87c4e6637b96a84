/**
 * The hours of a weekday in which SMS may be sent to clients (spec 3 §5: « 08h00-12h00;14h00-20h00 »):
 * ranges separated by semicolons, each start before its end, in order and without overlap.
 * An empty value means no hour of that day.
 */
export const SMS_HOURS_EXAMPLE = '08h00-12h00;14h00-20h00';
export const SMS_HOURS_MESSAGE = `Format attendu : ${SMS_HOURS_EXAMPLE}`;
export const SMS_HOURS_MAX_LENGTH = 200;

export interface SmsHourRange {
  /** Minutes since midnight. */
  start: number;
  /** Minutes since midnight; 24h00 closes the day. */
  end: number;
}

const RANGE = /^(\d{2})h(\d{2})-(\d{2})h(\d{2})$/;

function minutesOf(hours: string, minutes: string, allowEndOfDay: boolean): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59) return null;
  if (h === 24 && m === 0 && allowEndOfDay) return 24 * 60;
  if (h > 23) return null;
  return h * 60 + m;
}

/** The ranges of a value, or null when it does not follow the format. */
export function parseSmsHours(value: string): SmsHourRange[] | null {
  const text = value.trim();
  if (text === '') return [];
  const ranges: SmsHourRange[] = [];
  for (const part of text.split(';')) {
    const match = RANGE.exec(part.trim());
    if (!match) return null;
    const start = minutesOf(match[1]!, match[2]!, false);
    const end = minutesOf(match[3]!, match[4]!, true);
    if (start === null || end === null || start >= end) return null;
    const previous = ranges.at(-1);
    if (previous && start < previous.end) return null;
    ranges.push({ start, end });
  }
  return ranges;
}

export const isValidSmsHours = (value: string): boolean => parseSmsHours(value) !== null;

/** True when an SMS may leave at this minute of the day under these hours. */
export function smsAllowedAt(ranges: readonly SmsHourRange[], minuteOfDay: number): boolean {
  return ranges.some((range) => minuteOfDay >= range.start && minuteOfDay < range.end);
}
