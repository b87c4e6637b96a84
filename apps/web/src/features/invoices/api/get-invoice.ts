import { useQuery } from '@tanstack/react-query';
import { Invoice, InvoiceNextCode } from '@plateau/contracts';
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

/** GET /api/factures/nextCode: the number a new invoice would get. */
export const useNextInvoiceCode = (enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.nextCode(),
    queryFn: ({ signal }) => api.get('/api/factures/nextCode', { schema: InvoiceNextCode, signal }),
    enabled,
    staleTime: 0,
  });
