import { describe, expect, it } from 'vitest';
import {
  dashboardSearchParams,
  parseDashboardSearch,
  shownPeriod,
  shownView,
  statsQueryOf,
} from './dashboard-search.ts';

const parse = (query: string) => parseDashboardSearch(new URLSearchParams(query));

describe('the dashboard address', () => {
  it('reads a view, a period, a search, a page and a size', () => {
    expect(
      parse('view=byAssistanceProvider&from=2026-03-02T00:00&to=2026-03-08T23:59&text=axa&page=2&size=25'),
    ).toEqual({
      view: 'byAssistanceProvider',
      from: '2026-03-02T00:00',
      to: '2026-03-08T23:59',
      text: 'axa',
      page: 2,
      size: 25,
    });
  });

  it('falls back to the defaults on bad values', () => {
    expect(parse('view=bySky&from=hier&page=-1&size=12')).toEqual({
      view: undefined,
      from: undefined,
      to: undefined,
      text: undefined,
      page: 1,
      size: 10,
    });
  });

  it('writes back only what differs from the defaults', () => {
    expect(dashboardSearchParams(parse('view=byTruck&size=10&page=1')).toString()).toBe('view=byTruck');
  });

  it("shows a view the nature may read, else the nature's first", () => {
    expect(shownView(parse('view=byTruck'), 'ASSISTEUR')).toBe('byAssistanceProvider');
    expect(shownView(parse('view=byDepanneur'), 'ASSISTEUR')).toBe('byAssistanceProvider');
    expect(shownView(parse('view=byAssistanceProvider'), 'DEPANNEUR')).toBe('byAssistanceProvider');
    expect(shownView(parse(''), 'DEPANNEUR')).toBe('byTruck');
    expect(shownView(parse(''), 'SUPERVISOR')).toBe('byDepanneur');
    expect(shownView(parse(''), 'IOT')).toBeNull();
  });

  it('takes the whole last minute of the end, and sends ISO dates', () => {
    const period = shownPeriod(parse('from=2026-03-02T00:00&to=2026-03-08T23:59'));
    expect(period.end.getSeconds()).toBe(59);
    expect(period.end.getMilliseconds()).toBe(999);
    const query = statsQueryOf(period);
    expect(Date.parse(query.endDate) - Date.parse(query.startDate)).toBe(7 * 86_400_000 - 1);
  });
});
