import type { ConfigType } from 'dayjs';
import { dayjs, STORED_DATE_FORMAT } from './dates.ts';

/** Spec 2 §2 and spec 3 §2 (folders and invoices): 'this week' is the last 7 days, 'this month' the last 30, 'last 6 months' 180. */
const SHORTCUTS = [
  { label: 'Cette semaine', days: 7 },
  { label: 'Ce mois', days: 30 },
  { label: '6 derniers mois', days: 180 },
] as const;

export interface DateShortcut {
  label: string;
  value: [from: string, to: string];
}

/** The date range picker's presets, as yyyy-MM-dd days ending today. */
export function dateShortcuts(now: ConfigType = undefined): DateShortcut[] {
  const today = dayjs(now);
  return SHORTCUTS.map(({ label, days }) => ({
    label,
    value: [today.subtract(days, 'day').format(STORED_DATE_FORMAT), today.format(STORED_DATE_FORMAT)],
  }));
}
