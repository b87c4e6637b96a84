import { describe, expect, it } from 'vitest';
import { yardStatistics } from './yard-statistics.ts';

const at = (iso: string) => new Date(iso);

describe('yardStatistics', () => {
  it('counts entries in their month, exits with their stay and fees in theirs, per authority', () => {
    const stats = yardStatistics(
      [
        // In on 30 Nov 23:50 (Paris), out 2 Dec 08:00: 3 days, counted in December.
        {
          removedAt: at('2026-11-30T22:50:00Z'),
          exitAt: at('2026-12-02T07:00:00Z'),
          authority: 'POLICE_MUNICIPALE',
          feesCents: 14790,
        },
        { removedAt: at('2026-12-05T09:00:00Z'), exitAt: null, authority: 'POLICE_MUNICIPALE', feesCents: 0 },
        {
          removedAt: at('2026-12-01T09:00:00Z'),
          exitAt: at('2026-12-01T18:00:00Z'),
          authority: null,
          feesCents: 2000,
        },
        // Left before the period: neither its entry nor its exit counts.
        {
          removedAt: at('2026-10-01T09:00:00Z'),
          exitAt: at('2026-10-03T09:00:00Z'),
          authority: null,
          feesCents: 1,
        },
      ],
      '2026-11-01',
      '2026-12-31',
    );
    expect(stats.months).toEqual([
      { month: '2026-11', entries: 1, exits: 0, averageStayDays: 0, revenueCents: 0 },
      { month: '2026-12', entries: 2, exits: 2, averageStayDays: 2, revenueCents: 16790 },
    ]);
    expect(stats.authorities).toEqual([
      { authority: 'POLICE_MUNICIPALE', entries: 2, exits: 1, averageStayDays: 3, revenueCents: 14790 },
      { authority: null, entries: 1, exits: 1, averageStayDays: 1, revenueCents: 2000 },
    ]);
    expect(stats.totals).toEqual({ entries: 3, exits: 2, averageStayDays: 2, revenueCents: 16790 });
  });
});
