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

/** The fuel level is kept in percent, on a slider of step 5, and shown as value/100 (spec 2 §2). */
export const FUEL_STEP = 5;
export const fuelLabel = (percent: number) => (percent / 100).toLocaleString('fr-FR');
