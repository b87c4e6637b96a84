import { queryOptions, useQuery } from '@tanstack/react-query';
import { BuildInfo } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

export const LOCAL_BUILD_VERSION = __BUILD_VERSION__;

export const buildInfoQuery = queryOptions({
  queryKey: ['actuator', 'info'],
  queryFn: ({ signal }) => api.get('/actuator/info', { schema: BuildInfo, signal }),
  meta: { silent: true, reportErrors: false },
});

export const useServerBuild = () => useQuery(buildInfoQuery);
