import { queryOptions, useQuery } from '@tanstack/react-query';
import { Account } from '@plateau/contracts';
import { api } from './api.ts';
import './query-meta.ts';

/** The signed-in account: shared by the shell and by every feature that adapts to the business nature. */
export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: ({ signal }) => api.get('/api/account', { schema: Account, signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export const useAccount = () => useQuery(accountQuery);
