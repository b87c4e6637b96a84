import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountUserList, CheckLoginResult, type AccountUsersPatch } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

const usersKey = (accountId: number) => ['accounts', 'users', accountId] as const;

/** GET /api/accounts/{id}/users */
export const usersQuery = (accountId: number) =>
  queryOptions({
    queryKey: usersKey(accountId),
    queryFn: ({ signal }) => api.get(`/api/accounts/${accountId}/users`, { schema: AccountUserList, signal }),
    meta: { busyLabel: 'Chargement des utilisateurs...' },
  });

export const useUsers = (accountId: number | undefined) =>
  useQuery({ ...usersQuery(accountId ?? 0), enabled: accountId !== undefined });

/** PATCH /api/accounts/{id}/users: added, changed and removed users; answers the list. Once per submission. */
export function useSaveUsers(accountId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (patch: Partial<AccountUsersPatch>, idempotencyKey) =>
      api.patch(`/api/accounts/${accountId}/users`, patch, { schema: AccountUserList, idempotencyKey }),
    {
      meta: { busyLabel: 'Enregistrement des utilisateurs...' },
      onSuccess: (users) => queryClient.setQueryData(usersKey(accountId), users),
    },
  );
}

/** GET /api/accounts/check-login: logins are unique across every account. */
export const checkLogin = (login: string, signal?: AbortSignal) =>
  api.get('/api/accounts/check-login', { query: { login }, schema: CheckLoginResult, signal });
