import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentProviderSettings, type PaymentProviderSettingsBody } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const key = ['payment-provider', 'settings'] as const;

/** GET /api/payment-provider/settings: whether the keys are set, and the webhook address to declare. */
export const usePaymentProviderSettings = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    enabled,
    queryFn: ({ signal }) =>
      api.get('/api/payment-provider/settings', { schema: PaymentProviderSettings, signal }),
  });

/** PUT /api/payment-provider/settings: a secret left out keeps the stored one. */
export function useSavePaymentProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProviderSettingsBody) =>
      api.put('/api/payment-provider/settings', body, { schema: PaymentProviderSettings }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    meta: { busyLabel: 'Enregistrement...' },
  });
}
