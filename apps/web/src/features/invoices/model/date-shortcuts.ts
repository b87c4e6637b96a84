import { dayjs, STORED_DATE_FORMAT } from '../../../lib/dates.ts';

/** Spec 3 §2: this week = the last 7 days, this month = the last 30, last 6 months = 180. */
const SHORTCUTS = [
  { label: 'Cette semaine', days: 7 },
  { label: 'Ce mois', days: 30 },
  { label: '6 derniers mois', days: 180 },
] as const;

export const invoiceDateShortcuts = () => {
  const today = dayjs();
  return SHORTCUTS.map(({ label, days }) => ({
    label,
    value: [today.subtract(days, 'day').format(STORED_DATE_FORMAT), today.format(STORED_DATE_FORMAT)] as [
      string,
      string,
    ],
  }));
};
