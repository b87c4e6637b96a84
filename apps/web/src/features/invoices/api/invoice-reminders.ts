import { useQuery } from '@tanstack/react-query';
import { InvoiceReminderList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET /api/factures/{id}/relances: the reminders the nightly job sent (or tried) for this invoice. */
export const useInvoiceReminders = (invoiceId: number) =>
  useQuery({
    queryKey: [...invoiceKeys.detail(invoiceId), 'reminders'] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/factures/${invoiceId}/relances`, { schema: InvoiceReminderList, signal }),
  });

/** GET /api/factures/{id}/relances/{reminderId}/lettre: the formal notice's letter, as kept. */
export async function downloadReminderLetter(invoiceId: number, reminderId: number, code: string) {
  const blob = await api.get<Blob>(`/api/factures/${invoiceId}/relances/${reminderId}/lettre`, {
    as: 'blob',
  });
  saveFile(blob, `Mise-en-demeure-${code}.pdf`);
}
