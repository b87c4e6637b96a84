import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/fr';

// The French locale also makes weeks start on Monday.
dayjs.locale('fr');

export const LIST_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
export const NOTIFICATION_DATE_FORMAT = 'DD/MM/YY';
export const PICKER_DATE_FORMAT = 'YYYY-MM-DD HH:mm';
export const STORED_DATE_FORMAT = 'YYYY-MM-DD';

function format(value: ConfigType, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export const formatListDate = (value: ConfigType) => format(value, LIST_DATE_FORMAT);
export const formatNotificationDate = (value: ConfigType) => format(value, NOTIFICATION_DATE_FORMAT);
export const formatStoredDate = (value: ConfigType) => format(value, STORED_DATE_FORMAT);

/** The current week, Monday 00:00 to Sunday 23:59:59.999. */
export function currentWeek(now: ConfigType = undefined): { start: Date; end: Date } {
  const day = dayjs(now);
  return { start: day.startOf('week').toDate(), end: day.endOf('week').toDate() };
}

export { dayjs };
