import { useQuery } from '@tanstack/react-query';
import { DayStatsList, type StatsQuery } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/stats/byDay: the chart's missions per day and outcome. */
export const useDayStats = (query: StatsQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['stats', 'byDay', query],
    queryFn: ({ signal }) => api.get('/api/stats/byDay', { query, schema: DayStatsList, signal }),
    enabled,
    meta: { silent: true },
  });
