import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  InvoiceList,
  type InvoiceSort,
  type InvoiceState,
  type PaymentStateFilterCode,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { invoiceKeys } from './invoice-keys.ts';

export interface InvoiceSearch {
  startDate?: string;
  endDate?: string;
  code?: string;
  state?: InvoiceState;
  /** A payment state, or UNPAID: any but paid. */
  paymentState?: PaymentStateFilterCode;
  /** The current status on the approved platform (200–213). */
  platformStatus?: string;
  /** One customer's invoices (opened from « Encours clients »). */
  customerId?: number;
  /** The order: by date (the default, newest first) or by due date. */
  sort?: InvoiceSort;
  order?: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** GET /api/factures. */
export const useInvoices = (search: InvoiceSearch) =>
  useQuery({
    queryKey: invoiceKeys.list(search),
    queryFn: ({ signal }) => api.get('/api/factures', { query: { ...search }, schema: InvoiceList, signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des factures...' },
  });
