import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_EVENTS_TOPIC, InvoiceLifecycle } from '@plateau/contracts';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { subscribeTopic } from '../../../lib/websocket.ts';
import { invoiceKeys } from './invoice-keys.ts';

const lifecycleKey = (id: number) => [...invoiceKeys.detail(id), 'e-invoicing'] as const;

/** GET /api/factures/{id}/e-invoicing, reloaded as soon as the platform sends a status (live event). */
export function useInvoiceLifecycle(id: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeTopic(ACCOUNT_EVENTS_TOPIC, (event) => {
        if (event.eventType === 'E_INVOICE_STATUS' && event.invoiceId === id)
          void queryClient.invalidateQueries({ queryKey: lifecycleKey(id) });
      }),
    [queryClient, id],
  );
  return useQuery({
    queryKey: lifecycleKey(id),
    queryFn: ({ signal }) => api.get(`/api/factures/${id}/e-invoicing`, { schema: InvoiceLifecycle, signal }),
  });
}

/** The platform's proofs of the invoice (zip): the Factur-X deposited, the deposit, every CDAR message. */
export async function downloadPlatformProofs(id: number) {
  const blob = await api.get<Blob>(`/api/factures/${id}/e-invoicing/proof`, { as: 'blob' });
  saveFile(blob, `preuves-plateforme-${id}.zip`);
}
