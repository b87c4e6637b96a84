import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/fr';

// The French locale also makes weeks start on Monday.
dayjs.locale('fr');

/** The one way a date and time reads on screen: lists, pickers, dialogs. */
export const LIST_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
export const PICKER_DATE_FORMAT = LIST_DATE_FORMAT;
/** A day without time reads the same way, without the hour. */
export const DAY_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const STORED_DATE_FORMAT = 'YYYY-MM-DD';

function format(value: ConfigType, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export const formatListDate = (value: ConfigType) => format(value, LIST_DATE_FORMAT);
export const formatDay = (value: ConfigType) => format(value, DAY_DISPLAY_FORMAT);
export const formatStoredDate = (value: ConfigType) => format(value, STORED_DATE_FORMAT);

/** The current week, Monday 00:00 to Sunday 23:59:59.999. */
export function currentWeek(now: ConfigType = undefined): { start: Date; end: Date } {
  const day = dayjs(now);
  return { start: day.startOf('week').toDate(), end: day.endOf('week').toDate() };
}

/** The stored day (yyyy-MM-dd) of what the user typed (dd/MM/yyyy, dd-MM-yyyy or yyyy-MM-dd), or null. */
export function parseDisplayedDay(text: string): string | null {
  const trimmed = text.trim();
  const stored = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const shown = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  const [year, month, day] = stored
    ? [Number(stored[1]), Number(stored[2]), Number(stored[3])]
    : shown
      ? [Number(shown[3]), Number(shown[2]), Number(shown[1])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

export { dayjs };
