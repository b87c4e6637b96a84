import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerList } from '@plateau/contracts';
import { api, type Query } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { customerKeys } from './customer-keys.ts';

/** GET /api/legalentities: one page of the customers. */
export const customersQuery = (query: Query) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/api/legalentities', { query: { types: 'CUSTOMER', ...query }, schema: CustomerList, signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des clients...' },
  });

export const useCustomers = (query: Query) => useQuery(customersQuery(query));
