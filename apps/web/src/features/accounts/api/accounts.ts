import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountDetail, AccountList, TokenResponse, type AccountCreate } from '@plateau/contracts';
import { api, type Query } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

const listKey = ['accounts', 'list'] as const;

/** GET /api/accounts: one page of the supervisor's accounts; empty parameters are left out. */
export const accountsQuery = (query: Query) =>
  queryOptions({
    queryKey: [...listKey, query],
    queryFn: ({ signal }) => api.get('/api/accounts', { query, schema: AccountList, signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des comptes...' },
  });
export const useAccounts = (query: Query) => useQuery(accountsQuery(query));

/** POST /api/accounts/ */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useSubmission(
    (body: AccountCreate, idempotencyKey) =>
      api.post('/api/accounts/', body, { schema: AccountDetail, idempotencyKey }),
    {
      meta: { busyLabel: 'Création du compte...' },
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
    },
  );
}

/** DELETE /api/accounts/{id}: deactivates; the list is reloaded whatever the outcome (spec 3 §8). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/accounts/${id}`),
    meta: { busyLabel: 'Suppression du compte...' },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/accounts/{id}/token, then /folders in a new tab acting as that account (spec 1 §7). */
export async function openOnBehalf(id: number): Promise<void> {
  // Opened first, while the click still counts as the user's gesture: popup blockers allow it.
  const tab = window.open('about:blank', '_blank');
  if (!tab) throw new Error('Le navigateur a bloqué le nouvel onglet ; autorisez les fenêtres pour Plateau.');
  try {
    // A token pair is never kept by the server for a replay: no key.
    const pair = await api.post(`/api/accounts/${id}/token`, undefined, {
      schema: TokenResponse,
      idempotencyKey: null,
    });
    const params = new URLSearchParams({
      token: pair.access_token,
      refreshToken: pair.refresh_token,
      expiresIn: String(pair.expires_in),
    });
    tab.location.href = `/?${params}`;
  } catch (error) {
    tab.close();
    throw error;
  }
}
