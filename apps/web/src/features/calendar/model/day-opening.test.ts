import { describe, expect, it } from 'vitest';
import type { CalendarMission } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';
import { dayOpening } from './day-opening.ts';

const at = (local: string) => dayjs(local).toISOString();
const mission = (start: string | null) => ({ start: start && at(start) }) as CalendarMission;
const now = dayjs('2030-06-13 15:42');

describe('the hour the day view opens at', () => {
  it("is the first mission's hour on another day", () => {
    const missions = [mission('2030-06-10 10:30'), mission('2030-06-10 08:15'), mission(null)];
    expect(dayOpening('2030-06-10', missions, now)).toBe('08:00:00');
  });

  it('is midnight for a mission begun the day before', () => {
    expect(dayOpening('2030-06-10', [mission('2030-06-09 23:00')], now)).toBe('00:00:00');
  });

  it('is the current hour today, whatever the missions', () => {
    expect(dayOpening('2030-06-13', [mission('2030-06-13 09:00')], now)).toBe('15:00:00');
  });

  it('is 06:00 on a day without missions', () => {
    expect(dayOpening('2030-06-11', [], now)).toBe('06:00:00');
  });
});
