import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AccountDetail, type AccountPatch } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { accountQuery } from '../../../lib/account.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

export const accountDetailKey = (id: number) => ['accounts', 'detail', id] as const;

/** GET /api/accounts/{id}: the account with its settings. */
export const accountDetailQuery = (id: number) =>
  queryOptions({
    queryKey: accountDetailKey(id),
    queryFn: ({ signal }) => api.get(`/api/accounts/${id}`, { schema: AccountDetail, signal }),
    meta: { busyLabel: 'Chargement du compte...' },
  });

export const useAccountDetail = (id: number | undefined) =>
  useQuery({ ...accountDetailQuery(id ?? 0), enabled: id !== undefined });

const VatOptions = z.array(z.object({ id: z.number(), nom: z.string() }));

/** GET /api/accounts/{id}/tvaOptions: the VAT codes the default VAT is chosen from. */
export const useVatOptions = (id: number | undefined) =>
  useQuery({
    queryKey: ['accounts', 'tvaOptions', id],
    queryFn: ({ signal }) => api.get(`/api/accounts/${id}/tvaOptions`, { schema: VatOptions, signal }),
    enabled: id !== undefined,
  });

/** PATCH /api/accounts/{id}: what changed; the answer replaces the cached account. */
export function useSaveAccount(id: number) {
  const queryClient = useQueryClient();
  // The connectors are saved here too: once per submission.
  return useSubmission(
    (patch: AccountPatch, idempotencyKey) =>
      api.patch(`/api/accounts/${id}`, patch, { schema: AccountDetail, idempotencyKey }),
    {
      meta: { busyLabel: 'Enregistrement du compte...' },
      onSuccess: (account) => {
        queryClient.setQueryData(accountDetailKey(id), account);
        void queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: ['accounts', 'list'] });
      },
    },
  );
}
