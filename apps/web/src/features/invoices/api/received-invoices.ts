import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_EVENTS_TOPIC,
  ReceivedInvoice,
  ReceivedInvoiceList,
  type ReceivedInvoiceAnswerBody,
} from '@plateau/contracts';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { subscribeTopic } from '../../../lib/websocket.ts';

const receivedKey = ['received-invoices'] as const;

/** GET /api/factures-recues, reloaded when an invoice arrives or a status comes (live event). */
export function useReceivedInvoices(page: number, limit: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeTopic(ACCOUNT_EVENTS_TOPIC, (event) => {
        if (event.eventType === 'E_INVOICE_STATUS' && event.receivedInvoiceId !== undefined)
          void queryClient.invalidateQueries({ queryKey: receivedKey });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: [...receivedKey, page, limit],
    queryFn: ({ signal }) =>
      api.get('/api/factures-recues', { query: { page, limit }, schema: ReceivedInvoiceList, signal }),
    meta: { busyLabel: 'Chargement des factures reçues...' },
  });
}

/** POST /api/factures-recues/{id}/status: the answer goes back to the supplier through the platform. */
export function useAnswerReceivedInvoice() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ id, body }: { id: number; body: ReceivedInvoiceAnswerBody }, idempotencyKey) =>
      api.post(`/api/factures-recues/${id}/status`, body, { schema: ReceivedInvoice, idempotencyKey }),
    {
      meta: { busyLabel: 'Envoi du statut...' },
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: receivedKey }),
    },
  );
}

/** The readable PDF or the XML, as received. */
export async function downloadReceivedFile(invoice: { id: number; number: string }, file: 'pdf' | 'xml') {
  const blob = await api.get<Blob>(`/api/factures-recues/${invoice.id}/${file}`, { as: 'blob' });
  saveFile(blob, `${invoice.number}.${file}`);
}
