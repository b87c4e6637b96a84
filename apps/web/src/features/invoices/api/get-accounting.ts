import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Article, CustomerList, Famille, PaymentMode, Tva } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const useReferentialList = <T extends z.ZodType>(key: string, path: string, row: T) =>
  useQuery({
    queryKey: ['accounting', key],
    queryFn: ({ signal }) => api.get(path, { schema: z.array(row), signal }),
    staleTime: 60_000,
  });

/** GET /api/tva/list, /api/modeReglements/list, /api/familles/list. */
export const useVatRates = () => useReferentialList('tva', '/api/tva/list', Tva);
export const usePaymentModes = () => useReferentialList('modes', '/api/modeReglements/list', PaymentMode);
export const useFamilles = () => useReferentialList('familles', '/api/familles/list', Famille);

/** GET /api/articles/list, filtered by families. */
export const useArticles = (famille1Id: number | null, famille2Id: number | null) =>
  useQuery({
    queryKey: ['accounting', 'articles', famille1Id, famille2Id],
    queryFn: ({ signal }) =>
      api.get('/api/articles/list', { query: { famille1Id, famille2Id }, schema: z.array(Article), signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des articles...' },
  });

/** GET /api/legalentities: the customer picker's page. */
export const useCustomers = (text: string, page: number, limit: number) =>
  useQuery({
    queryKey: ['accounting', 'customers', text, page, limit],
    queryFn: ({ signal }) =>
      api.get('/api/legalentities', {
        query: { text, page, limit, types: 'CUSTOMER' },
        schema: CustomerList,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Recherche des clients...' },
  });
