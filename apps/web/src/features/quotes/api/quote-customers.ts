import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CustomerList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/legalentities: the customers whose name starts the quote's « Client » field (two letters or more). */
export const useQuoteCustomers = (text: string) =>
  useQuery({
    queryKey: ['quotes', 'customers', text],
    queryFn: ({ signal }) =>
      api.get('/api/legalentities', {
        query: { text, page: 1, limit: 8, types: 'CUSTOMER' },
        schema: CustomerList,
        signal,
      }),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Recherche des clients...' },
  });
