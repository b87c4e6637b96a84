/**
 * The invoice due date (spec 3 §5 'Invoice due date'), from the invoice date and the customer's
 * payment mode. Dates are yyyy-MM-dd strings computed in UTC, so no time zone moves a day.
 */
export interface DueDateMode {
  nombreJours: number | null;
  finMois: boolean;
  jourPaiement: number | null;
}

const parse = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const format = (date: Date) => date.toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * 1. start from the date; 2. add nombreJours; 3. finMois: the end of that month; 4. jourPaiement:
 * the next month when the day reached is at least the start date's day, then that day of month
 * (kept within the month: 31 in February is its last day); 5. no mode: the date itself.
 */
export function computeDueDate(date: string, mode: DueDateMode | null | undefined): string {
  if (!mode) return date;
  const start = parse(date);
  const due = new Date(start);
  if (mode.nombreJours) due.setUTCDate(due.getUTCDate() + mode.nombreJours);
  if (mode.finMois) due.setUTCDate(daysInMonth(due.getUTCFullYear(), due.getUTCMonth()));
  if (mode.jourPaiement) {
    let year = due.getUTCFullYear();
    let month = due.getUTCMonth();
    if (due.getUTCDate() >= start.getUTCDate()) {
      month += 1;
      if (month === 12) [year, month] = [year + 1, 0];
    }
    const day = Math.min(mode.jourPaiement, daysInMonth(year, month));
    return format(new Date(Date.UTC(year, month, day)));
  }
  return format(due);
}
