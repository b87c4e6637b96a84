import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Folder, FolderPricing, type PriceLinePatch } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';

const priceKey = (folderId: number) => ['folders', 'price', folderId] as const;

/** GET /api/folders/{id}/price: the calculated lines, or null before « Calculer le prix ». */
export const useFolderPrice = (folderId: number) =>
  useQuery({
    queryKey: priceKey(folderId),
    queryFn: ({ signal }) =>
      api.get(`/api/folders/${folderId}/price`, { schema: FolderPricing.nullable(), signal }),
    meta: { silent: true },
  });

/** POST /api/folders/{id}/price: « Calculer le prix ». */
export function useCalculatePrice(folderId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (_: void, idempotencyKey) =>
      api.post(`/api/folders/${folderId}/price`, undefined, { schema: FolderPricing, idempotencyKey }),
    {
      meta: { busyLabel: 'Calcul du prix...' },
      onSuccess: (pricing) => queryClient.setQueryData(priceKey(folderId), pricing),
    },
  );
}

/** PUT /api/folders/{id}/price/lines/{index}: the operator's price and quantity. */
export function useChangePriceLine(folderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ index, body }: { index: number; body: PriceLinePatch }) =>
      api.put(`/api/folders/${folderId}/price/lines/${index}`, body, { schema: FolderPricing }),
    meta: { busyLabel: 'Enregistrement de la ligne...' },
    onSuccess: (pricing) => queryClient.setQueryData(priceKey(folderId), pricing),
  });
}

/** POST /api/folders/{id}/price/valorisation: the lines become the folder's valorisation. */
export function useApplyPrice(folderId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (_: void, idempotencyKey) =>
      api.post(`/api/folders/${folderId}/price/valorisation`, undefined, { schema: Folder, idempotencyKey }),
    {
      meta: { busyLabel: 'Reprise dans la valorisation...' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
    },
  );
}
