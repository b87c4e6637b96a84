import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Payment, PaymentList, type RecordPaymentRequest } from '@plateau/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { invoiceKeys } from './invoice-keys.ts';

const paymentsKey = (invoiceId: number) => [...invoiceKeys.detail(invoiceId), 'payments'] as const;

/** GET /api/factures/{id}/paiements: the payments (cancelled ones too), what remains and the state shown. */
export const useInvoicePayments = (invoiceId: number) =>
  useQuery({
    queryKey: paymentsKey(invoiceId),
    queryFn: ({ signal }) => api.get(`/api/factures/${invoiceId}/paiements`, { schema: PaymentList, signal }),
    staleTime: 0,
  });

/** After a payment is recorded or cancelled: this invoice's payments, and the list's « Paiement » column. */
function useRefreshPayments(invoiceId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentsKey(invoiceId) }),
      queryClient.invalidateQueries({
        queryKey: invoiceKeys.all,
        predicate: (q) => q.queryKey[1] === 'list',
      }),
    ]);
}

/**
 * POST /api/factures/{id}/paiements, with the submission's Idempotency-Key: a double click or a retry records
 * one payment. A refusal (above what remains, cash above the ceiling) is shown by the error dialog.
 */
export function useRecordPayment(invoiceId: number) {
  const refresh = useRefreshPayments(invoiceId);
  return useSubmission(
    (body: z.input<typeof RecordPaymentRequest>, idempotencyKey) =>
      api.post(`/api/factures/${invoiceId}/paiements`, body, { schema: Payment, idempotencyKey }),
    { meta: { busyLabel: 'Enregistrement du paiement...' }, onSuccess: refresh },
  );
}

/** POST /api/factures/{id}/paiements/{paymentId}/annulation: with its reason, journalled by the server. */
export function useCancelPayment(invoiceId: number) {
  const refresh = useRefreshPayments(invoiceId);
  return useSubmission(
    ({ paymentId, reason }: { paymentId: number; reason: string }, idempotencyKey) =>
      api.post(
        `/api/factures/${invoiceId}/paiements/${paymentId}/annulation`,
        { reason },
        { schema: Payment, idempotencyKey },
      ),
    { meta: { busyLabel: 'Annulation du paiement...' }, onSuccess: refresh },
  );
}
