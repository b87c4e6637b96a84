import { useQueryClient } from '@tanstack/react-query';
import { Invoice } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { invoiceKeys } from './invoice-keys.ts';

/**
 * POST /api/factures/{id}/issue with the version shown: the server numbers, dates and freezes the
 * draft (a draft changed meanwhile: 409; a seller lacking mentions: 400 naming them, both shown
 * by the error dialog).
 */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ id, version }: { id: number; version: number }, idempotencyKey) =>
      api.post(`/api/factures/${id}/issue`, { version }, { schema: Invoice, idempotencyKey }),
    {
      meta: { busyLabel: 'Émission...' },
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
