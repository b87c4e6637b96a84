import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlarmList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

export const alarmsQueryKey = ['alarms'] as const;

export const alarmsQuery = queryOptions({
  queryKey: alarmsQueryKey,
  queryFn: ({ signal }) => api.get('/api/alarms', { schema: AlarmList, signal }),
  meta: { silent: true },
});

export const useAlarms = () => useQuery(alarmsQuery);
