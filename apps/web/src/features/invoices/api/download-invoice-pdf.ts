import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/factures/{id}/pdf: the Factur-X PDF, saved under the invoice's number. */
export async function downloadInvoicePdf(invoice: { id: number; code: string }): Promise<void> {
  const blob = await api.get<Blob>(`/api/factures/${invoice.id}/pdf`, { as: 'blob' });
  saveFile(blob, `Facture ${invoice.code}.pdf`);
}
