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

export { dayjs };
