import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EInvoicingSettings, EInvoicingTestResult, type EInvoicingSettingsInput } from '@plateau/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const key = ['e-invoicing', 'settings'] as const;

/** GET /api/e-invoicing/settings: the signed-in account's approved platform. */
export const usePlatformSettings = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    enabled,
    queryFn: ({ signal }) => api.get('/api/e-invoicing/settings', { schema: EInvoicingSettings, signal }),
  });

/** PUT /api/e-invoicing/settings. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EInvoicingSettingsInput) =>
      api.put('/api/e-invoicing/settings', body, { schema: EInvoicingSettings }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    meta: { busyLabel: 'Enregistrement...' },
  });
}

/** POST /api/e-invoicing/settings/test: the form's values, saved or not. */
export const useTestPlatform = () =>
  useMutation({
    mutationFn: (body: EInvoicingSettingsInput) =>
      api.post('/api/e-invoicing/settings/test', body, {
        schema: EInvoicingTestResult,
        idempotencyKey: null,
      }),
    meta: { busyLabel: 'Test de la connexion...' },
  });

/** PUT /api/e-invoicing/settings/webhook: a new webhook address (its token shown this once). */
export const useRenewPlatformWebhook = () =>
  useMutation({
    mutationFn: () =>
      api.put('/api/e-invoicing/settings/webhook', {}, { schema: z.object({ path: z.string() }) }),
    meta: { busyLabel: 'Création de l’adresse...' },
  });
