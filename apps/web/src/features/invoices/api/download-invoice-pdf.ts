import { invoiceFileName, type InvoiceKind, type InvoiceState } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET /api/factures/{id}/pdf: an issued document's kept Factur-X PDF (the same bytes every time),
 * or a draft's, saved under the name the server gives it too.
 */
export async function downloadInvoicePdf(invoice: {
  id: number;
  kind: InvoiceKind;
  state: InvoiceState;
  code: string | null;
}): Promise<void> {
  const blob = await api.get<Blob>(`/api/factures/${invoice.id}/pdf`, { as: 'blob' });
  saveFile(blob, invoiceFileName(invoice));
}
