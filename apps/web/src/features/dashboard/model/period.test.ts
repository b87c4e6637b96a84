import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dates.ts';
import { currentWeekPeriod, periodShortcuts } from './period.ts';

const local = (date: Date) => dayjs(date).format('YYYY-MM-DD HH:mm:ss');

describe('dashboard periods', () => {
  // Thursday 12 March 2026.
  const now = new Date(2026, 2, 12, 15, 30);

  it('defaults to the current week, Monday 00:00 to Sunday 23:59:59', () => {
    const week = currentWeekPeriod(now);
    expect(local(week.start)).toBe('2026-03-09 00:00:00');
    expect(local(week.end)).toBe('2026-03-15 23:59:59');
  });

  it('offers last week, this week and this month', () => {
    const [last, week, month] = periodShortcuts(now);
    expect(last!.label).toBe('Semaine dernière');
    expect([local(last!.period.start), local(last!.period.end)]).toEqual([
      '2026-03-02 00:00:00',
      '2026-03-08 23:59:59',
    ]);
    expect(week!.label).toBe('Cette semaine');
    expect(local(week!.period.start)).toBe('2026-03-09 00:00:00');
    expect(month!.label).toBe('Ce mois');
    expect([local(month!.period.start), local(month!.period.end)]).toEqual([
      '2026-03-01 00:00:00',
      '2026-03-31 23:59:59',
    ]);
  });

  it('takes a Sunday as the end of its week, not the start of the next', () => {
    expect(local(currentWeekPeriod(new Date(2026, 2, 15, 10)).start)).toBe('2026-03-09 00:00:00');
  });
});
