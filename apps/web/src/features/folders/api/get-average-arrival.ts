import { queryOptions, useQuery } from '@tanstack/react-query';
import { AverageMinutes } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/account/interventionAverageArrivalMinute: how long the account's trucks take to arrive, on average. */
export const averageArrivalQuery = queryOptions({
  queryKey: ['account', 'interventionAverageArrivalMinute'],
  queryFn: ({ signal }) =>
    api.get('/api/account/interventionAverageArrivalMinute', { schema: AverageMinutes, signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export const useAverageArrivalMinutes = (enabled = true) => useQuery({ ...averageArrivalQuery, enabled });
