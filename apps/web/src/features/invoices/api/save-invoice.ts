import { useQueryClient } from '@tanstack/react-query';
import { Invoice, type InvoiceCreateBody, type InvoicePatchBody } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { invoiceKeys } from './invoice-keys.ts';

export type SaveInvoice = { id: null; body: InvoiceCreateBody } | { id: number; body: InvoicePatchBody };

/** POST /api/factures (new) or PATCH /api/factures/{id} (the changed fields and the version). */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useSubmission(
    (save: SaveInvoice, idempotencyKey) =>
      save.id === null
        ? api.post('/api/factures', save.body, { schema: Invoice, idempotencyKey })
        : api.patch(`/api/factures/${save.id}`, save.body, { schema: Invoice }),
    {
      meta: { busyLabel: 'Enregistrement de la facture...' },
      onSuccess: (invoice) => {
        queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
        void queryClient.invalidateQueries({
          queryKey: invoiceKeys.all,
          predicate: (q) => q.queryKey[1] !== 'detail',
        });
      },
    },
  );
}
