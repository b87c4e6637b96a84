import { queryOptions, useQuery } from '@tanstack/react-query';
import { AverageMinutes, HeadQuarterPlace } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { averageArrivalQuery } from './get-average-arrival.ts';

/** GET /api/account/interventionAverageOnPlaceMinute: how long the account's trucks stay on place. */
const averageOnPlaceQuery = queryOptions({
  queryKey: ['account', 'interventionAverageOnPlaceMinute'],
  queryFn: ({ signal }) =>
    api.get('/api/account/interventionAverageOnPlaceMinute', { schema: AverageMinutes, signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** GET /api/account/headQuarterPlace: where the trucks leave from. */
const headQuarterQuery = queryOptions({
  queryKey: ['account', 'headQuarterPlace'],
  queryFn: ({ signal }) => api.get('/api/account/headQuarterPlace', { schema: HeadQuarterPlace, signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/**
 * What the report's suggestions read of the account (spec 2 §4). `ready` once all three have
 * answered (or failed: a suggestion without an average is still a suggestion).
 */
export function useReportInputs(enabled: boolean) {
  const arrival = useQuery({ ...averageArrivalQuery, enabled });
  const onPlace = useQuery({ ...averageOnPlaceQuery, enabled });
  const headQuarter = useQuery({ ...headQuarterQuery, enabled });
  const settled = [arrival, onPlace, headQuarter].every((query) => !query.isPending);
  return {
    ready: enabled && settled,
    averageArrivalMinutes: arrival.data ?? null,
    averageOnPlaceMinutes: onPlace.data ?? null,
    headQuarter: headQuarter.data ?? null,
  };
}
