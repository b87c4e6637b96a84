import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorBody, PublicCheckout, PublicPaymentLink } from '@plateau/contracts';
import '../../../lib/query-meta.ts';

/** The link leads nowhere (unknown, malformed or expired): the page says so. */
export class InvalidPaymentLink extends Error {}

const token64 = (token: string) => encodeURIComponent(token);
export const invoicePdfUrl = (token: string) => `/api/public/payment-link-pdf/${token64(token)}`;

/** GET without any credential: the customer has no session, an operator's is never sent. */
async function fetchPaymentLink(token: string, signal: AbortSignal): Promise<PublicPaymentLink> {
  const response = await fetch(`/api/public/payment-links/${token64(token)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    signal,
  });
  if (response.status === 404) throw new InvalidPaymentLink();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return PublicPaymentLink.parse(await response.json());
}

/**
 * The page's one read, again every 10 s while unpaid: the provider's webhook may come a little after the
 * customer is back from its page, and « Paiement reçu, merci » shows once it is recorded.
 */
export const usePublicPaymentLink = (token: string) =>
  useQuery({
    queryKey: ['public-payment-link', token],
    queryFn: ({ signal }) => fetchPaymentLink(token, signal),
    retry: (count, error) => !(error instanceof InvalidPaymentLink) && count < 2,
    refetchInterval: (query) => (query.state.data && !query.state.data.paid ? 10_000 : false),
    meta: { reportErrors: false, silent: true },
  });

/** « Payer »: a checkout at the provider, whose page the browser then opens. */
export const useStartCheckout = (token: string) =>
  useMutation({
    mutationFn: async () => {
      const response = await fetch(`/api/public/payment-link-checkout/${token64(token)}`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'omit',
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const error = ErrorBody.safeParse(body);
        throw new Error(error.success ? error.data.error_description : 'Paiement impossible pour le moment');
      }
      return PublicCheckout.parse(body);
    },
    meta: { reportErrors: false },
    onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
  });
