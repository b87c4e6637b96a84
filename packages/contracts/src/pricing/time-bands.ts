import { type HolidayRegion, isoDay, publicHolidayOn } from '../calendar-law/index.ts';
import { parisWallClock } from '../rules/paris-clock.ts';

/** The time bands a tariff rule may ask for; the call's Paris time decides. */
export const TimeBandCode = ['NUIT', 'SAMEDI', 'DIMANCHE', 'FERIE'] as const;
export type TimeBand = (typeof TimeBandCode)[number];

export const TIME_BAND_LABELS: Record<TimeBand, string> = {
  NUIT: 'nuit (18:00 – 08:00)',
  SAMEDI: 'samedi',
  DIMANCHE: 'dimanche',
  FERIE: 'jour férié',
};

export interface CallTimeBands {
  /** The call's day in Paris, `YYYY-MM-DD`. */
  day: string;
  bands: TimeBand[];
  holidayName: string | null;
}

export const NIGHT_STARTS_AT_HOUR = 18;
export const NIGHT_ENDS_AT_HOUR = 8;

/** The bands a call falls in, read on a Paris clock (a 14 July is a holiday, Easter Monday too). */
export function timeBandsAt(instant: Date | string, region: HolidayRegion = 'FRANCE'): CallTimeBands {
  const clock = parisWallClock(new Date(instant));
  const day = isoDay(clock.year, clock.month, clock.day);
  const holidayName = publicHolidayOn(day, region);
  const bands: TimeBand[] = [];
  if (clock.hour >= NIGHT_STARTS_AT_HOUR || clock.hour < NIGHT_ENDS_AT_HOUR) bands.push('NUIT');
  if (clock.weekday === 'Saturday') bands.push('SAMEDI');
  if (clock.weekday === 'Sunday') bands.push('DIMANCHE');
  if (holidayName) bands.push('FERIE');
  return { day, bands, holidayName };
}

/** The words a majorated line says why (« majoré dimanche »), the strongest reason first. */
export function majorationReason(call: CallTimeBands): string | null {
  if (call.holidayName) return `majoré jour férié (${call.holidayName})`;
  if (call.bands.includes('DIMANCHE')) return 'majoré dimanche';
  if (call.bands.includes('SAMEDI')) return 'majoré samedi';
  if (call.bands.includes('NUIT')) return 'majoré nuit';
  return null;
}
