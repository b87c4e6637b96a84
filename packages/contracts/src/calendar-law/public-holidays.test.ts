import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  holidayRegionOfPostcode,
  isWorkingDay,
  publicHolidayOn,
  publicHolidays,
} from './public-holidays.ts';

describe('French public holidays', () => {
  it('finds Easter Sunday (known dates)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the eleven national days of 2026 with the movable ones', () => {
    const days = publicHolidays(2026);
    expect(days).toHaveLength(11);
    expect(publicHolidayOn('2026-04-06')).toBe('Lundi de Pâques');
    expect(publicHolidayOn('2026-05-14')).toBe('Ascension');
    expect(publicHolidayOn('2026-05-25')).toBe('Lundi de Pentecôte');
    expect(publicHolidayOn('2026-07-14')).toBe('Fête nationale');
    expect(publicHolidayOn('2026-07-15')).toBeNull();
  });

  it('adds Good Friday and 26 December in Alsace-Moselle only', () => {
    expect(publicHolidays(2026, 'ALSACE_MOSELLE')).toHaveLength(13);
    expect(publicHolidayOn('2026-04-03', 'ALSACE_MOSELLE')).toBe('Vendredi saint');
    expect(publicHolidayOn('2026-04-03')).toBeNull();
    expect(publicHolidayOn('2026-12-26', 'ALSACE_MOSELLE')).toBe('Saint-Étienne');
    expect(holidayRegionOfPostcode('67000')).toBe('ALSACE_MOSELLE');
    expect(holidayRegionOfPostcode('57100')).toBe('ALSACE_MOSELLE');
    expect(holidayRegionOfPostcode('75011')).toBe('FRANCE');
    expect(holidayRegionOfPostcode(null)).toBe('FRANCE');
  });

  it('counts working days over weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday + 1 → Monday
    expect(addWorkingDays('2026-11-10', 1)).toBe('2026-11-12'); // 11 November skipped
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28'); // Noël, weekend
    expect(addWorkingDays('2026-12-24', 1, 'ALSACE_MOSELLE')).toBe('2026-12-28');
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
  });
});
