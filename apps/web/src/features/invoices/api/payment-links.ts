import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentLink, PaymentLinkList, type SendPaymentLinkRequest } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { invoiceKeys } from './invoice-keys.ts';

const linksKey = (invoiceId: number) => [...invoiceKeys.detail(invoiceId), 'payment-links'] as const;

/** GET /api/factures/{id}/liens-paiement: the links sent, newest first, with what became of their last payment. */
export const usePaymentLinks = (invoiceId: number) =>
  useQuery({
    queryKey: linksKey(invoiceId),
    queryFn: ({ signal }) =>
      api.get(`/api/factures/${invoiceId}/liens-paiement`, { schema: PaymentLinkList, signal }),
    staleTime: 0,
  });

/**
 * POST /api/factures/{id}/liens-paiement with the submission's Idempotency-Key: a double click sends one link.
 * The answer carries the page's address, shown once in the dialog.
 */
export function useSendPaymentLink(invoiceId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (body: SendPaymentLinkRequest, idempotencyKey) =>
      api.post(`/api/factures/${invoiceId}/liens-paiement`, body, { schema: PaymentLink, idempotencyKey }),
    {
      meta: { busyLabel: 'Envoi du lien de paiement...' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(invoiceId) }),
    },
  );
}
