import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferentialList, type ReferentialEntry, type ReferentialKey } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/referentials/{key}: a reference list of {ref, label}; they change with a release, not during a session. */
export const referentialQuery = (key: ReferentialKey) =>
  queryOptions({
    queryKey: ['referentials', key],
    queryFn: ({ signal }) => api.get(`/api/referentials/${key}`, { schema: ReferentialList, signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });

const NONE: ReferentialEntry[] = [];

export function useReferential(key: ReferentialKey, enabled = true): ReferentialEntry[] {
  return useQuery({ ...referentialQuery(key), enabled }).data ?? NONE;
}

/** Select options of a reference list. */
export const optionsOf = (entries: readonly ReferentialEntry[]) =>
  entries.map(({ ref, label }) => ({ value: ref, label }));
