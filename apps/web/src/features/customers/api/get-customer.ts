import { queryOptions, useQuery } from '@tanstack/react-query';
import { Customer, NextCode } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { customerKeys } from './customer-keys.ts';

/** GET /api/legalentities/{id}. */
export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/legalentities/${id}`, { schema: Customer, signal }),
    meta: { busyLabel: 'Chargement du client...' },
  });

export const useCustomer = (id: number | null) =>
  useQuery({ ...customerQuery(id ?? 0), enabled: id !== null });

/** GET /api/legalentities/nextCode: the code a new customer will probably get (the server gives it). */
export const useNextCustomerCode = (enabled: boolean) =>
  useQuery({
    queryKey: customerKeys.nextCode,
    queryFn: ({ signal }) => api.get('/api/legalentities/nextCode', { schema: NextCode, signal }),
    enabled,
    staleTime: 0,
  });
