import { useQueryClient } from '@tanstack/react-query';
import { Invoice } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';

/** POST /api/folders/{id}/facturer: a draft invoice from the accepted valorisation. */
export function useInvoiceFolder() {
  const queryClient = useQueryClient();
  return useSubmission(
    (folderId: number, idempotencyKey) =>
      api.post(`/api/folders/${folderId}/facturer`, undefined, { schema: Invoice, idempotencyKey }),
    {
      meta: { busyLabel: 'Création de la facture...' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
    },
  );
}
