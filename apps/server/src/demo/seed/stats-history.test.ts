import { parisDayStart } from '@plateau/contracts';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './folders-data.ts';
import { historyMissionTime } from './stats-history.ts';

describe("the dashboard's demo history", () => {
  it('puts today’s missions in the current week and never after now, even at Monday 00:05 in Paris', () => {
    // Monday 30/11/2026 00:05 in Paris is still Sunday 23:05 in UTC.
    const now = new Date('2026-11-29T23:05:00Z');
    const monday = parisDayStart('2026-11-30');
    const random = seededRandom(1);
    const times = Array.from({ length: 50 }, () => historyMissionTime(random, now, '2026-11-30'));
    for (const time of times) {
      expect(time.getTime()).toBeGreaterThanOrEqual(monday.getTime());
      expect(time.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('keeps a past day’s missions between 07:00 and 18:00 in Paris, summer time included', () => {
    const now = new Date('2026-07-15T12:00:00Z');
    const random = seededRandom(2);
    for (let i = 0; i < 50; i++) {
      const time = historyMissionTime(random, now, '2026-07-14').getTime();
      expect(time).toBeGreaterThanOrEqual(new Date('2026-07-14T05:00:00Z').getTime());
      expect(time).toBeLessThanOrEqual(new Date('2026-07-14T16:00:00Z').getTime());
    }
  });

  it('spreads a working day’s missions still to come over the morning already passed', () => {
    // Wednesday 09:30 in Paris: a mission planned at 15:00 is placed between 00:00 and 09:30.
    const now = new Date('2026-12-02T08:30:00Z');
    const random = seededRandom(3);
    const times = Array.from({ length: 50 }, () => historyMissionTime(random, now, '2026-12-02').getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(parisDayStart('2026-12-02').getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    // Some were already past (07:00–09:30) and kept their time; the others moved before now.
    expect(times.some((time) => time >= parisDayStart('2026-12-02', 7).getTime())).toBe(true);
  });
});
