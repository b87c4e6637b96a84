import {
  ALSACE_MOSELLE_DEPARTEMENTS,
  PUBLIC_HOLIDAY_RULES,
  type HolidayRegion,
  type PublicHolidayRule,
} from './public-holidays-data.ts';
import { addDays } from '../rules/report-period.ts';

/** A calendar day in France, without time or zone: `YYYY-MM-DD`. */
export type IsoDay = string;

export interface PublicHoliday {
  day: IsoDay;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

export function isoDay(year: number, month: number, day: number): IsoDay {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: IsoDay): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The region whose holidays apply to an address's postcode (Alsace-Moselle or the rest of France). */
export function holidayRegionOfPostcode(postcode: string | null | undefined): HolidayRegion {
  const departement = (postcode ?? '').trim().slice(0, 2);
  return ALSACE_MOSELLE_DEPARTEMENTS.includes(departement) ? 'ALSACE_MOSELLE' : 'FRANCE';
}

function ruleDay(rule: PublicHolidayRule, year: number): IsoDay {
  if (rule.fixed) return isoDay(year, rule.fixed.month, rule.fixed.day);
  return addDays(easterSunday(year), rule.easterOffset ?? 0);
}

/** The public holidays of a year in a region, in date order. */
export function publicHolidays(year: number, region: HolidayRegion = 'FRANCE'): PublicHoliday[] {
  return PUBLIC_HOLIDAY_RULES.flatMap((rule) => {
    const day = ruleDay(rule, year);
    const inRegion = !rule.regions || rule.regions.includes(region);
    const inForce = day >= rule.from && (rule.until === undefined || day <= rule.until);
    return inRegion && inForce ? [{ day, name: rule.name }] : [];
  }).sort((x, y) => x.day.localeCompare(y.day));
}

/** The holiday's name when `day` is a public holiday in the region, else null. */
export function publicHolidayOn(day: IsoDay, region: HolidayRegion = 'FRANCE'): string | null {
  const year = Number(day.slice(0, 4));
  return publicHolidays(year, region).find((holiday) => holiday.day === day)?.name ?? null;
}

/** A working day (« jour ouvré »): Monday to Friday, not a public holiday. */
export function isWorkingDay(day: IsoDay, region: HolidayRegion = 'FRANCE'): boolean {
  return isoWeekday(day) <= 5 && publicHolidayOn(day, region) === null;
}

/** The `count`-th working day after `day` (0 returns `day` itself when it is one, else the next). */
export function addWorkingDays(day: IsoDay, count: number, region: HolidayRegion = 'FRANCE'): IsoDay {
  let current = day;
  if (count === 0) {
    while (!isWorkingDay(current, region)) current = addDays(current, 1);
    return current;
  }
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current, region)) left -= 1;
  }
  return current;
}
