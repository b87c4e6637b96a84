import { useQuery } from '@tanstack/react-query';
import { Invoice, InvoiceNextCode, type InvoiceKind } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET /api/factures/{id}. */
export const useInvoice = (id: number | null) =>
  useQuery({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get(`/api/factures/${id}`, { schema: Invoice, signal }),
    enabled: id !== null,
    staleTime: 0,
    meta: { busyLabel: 'Chargement de la facture...', errorShownByPage: true },
  });

/** GET /api/factures/nextCode: the number the next invoice (or credit note) issued would get. */
export const useNextInvoiceCode = (kind: InvoiceKind, enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.nextCode(kind),
    queryFn: ({ signal }) =>
      api.get('/api/factures/nextCode', { query: { kind }, schema: InvoiceNextCode, signal }),
    enabled,
    staleTime: 0,
  });
