import { useQueryClient } from '@tanstack/react-query';
import { Invoice, type CreditNoteBody } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** POST /api/factures/{id}/credit-note: a draft credit note of the invoice, all lines or those chosen. */
export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ invoiceId, body }: { invoiceId: number; body: NonNullable<CreditNoteBody> }, idempotencyKey) =>
      api.post(`/api/factures/${invoiceId}/credit-note`, body, { schema: Invoice, idempotencyKey }),
    {
      meta: { busyLabel: "Création de l'avoir..." },
      onSuccess: (creditNote) => {
        queryClient.setQueryData(invoiceKeys.detail(creditNote.id), creditNote);
        void queryClient.invalidateQueries({
          queryKey: invoiceKeys.all,
          predicate: (q) => q.queryKey[1] !== 'detail',
        });
      },
    },
  );
}
