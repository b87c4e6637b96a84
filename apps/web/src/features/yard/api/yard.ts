import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CustomerList,
  YardEntryDto,
  YardEntryList,
  YardPlaceDto,
  YardTariffs,
  type YardCondition,
  type YardEntryCreate,
  type YardHandover,
  type YardHoldCreate,
  type YardListQuery,
  type YardNotice,
  type YardRelease,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSubmission } from '../../../lib/submission.ts';

const yardKeys = { all: ['yard'] as const };
type ListFilters = Partial<YardListQuery>;

/** GET /api/yard/entries: the lot with what each vehicle owes today, and the totals. */
export const yardEntriesQuery = (filters: ListFilters) =>
  queryOptions({
    queryKey: [...yardKeys.all, 'entries', filters],
    queryFn: ({ signal }) => api.get('/api/yard/entries', { query: filters, schema: YardEntryList, signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement du parc...' },
  });
export const useYardEntries = (filters: ListFilters) => useQuery(yardEntriesQuery(filters));

export const useYardEntry = (id: number) =>
  useQuery({
    queryKey: [...yardKeys.all, 'entry', id],
    queryFn: ({ signal }) => api.get(`/api/yard/entries/${id}`, { schema: YardEntryDto, signal }),
    meta: { busyLabel: 'Chargement du véhicule...' },
  });

/** The customers a release may be billed to (an insurer, the authority), matched by name. */
export const useBillableCustomers = (text: string) =>
  useQuery({
    queryKey: [...yardKeys.all, 'customers', text],
    queryFn: ({ signal }) =>
      api.get('/api/legalentities', {
        query: { types: 'CUSTOMER', limit: 20, ...(text ? { text } : {}) },
        schema: CustomerList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useYardPlaces = () =>
  useQuery({
    queryKey: [...yardKeys.all, 'places'],
    queryFn: ({ signal }) => api.get('/api/yard/places', { schema: z.array(YardPlaceDto), signal }),
  });

export const useYardTariffs = () =>
  useQuery({
    queryKey: [...yardKeys.all, 'tariffs'],
    queryFn: ({ signal }) => api.get('/api/yard/tariffs', { schema: YardTariffs, signal }),
  });

/** Every write answers the vehicle as it now is; the lot and the plan are read again. */
function useYardWrite<V>(send: (variables: V, key: string) => Promise<YardEntryDto>, busyLabel: string) {
  const queryClient = useQueryClient();
  return useSubmission(send, {
    meta: { busyLabel },
    onSuccess: (entry) => {
      queryClient.setQueryData([...yardKeys.all, 'entry', entry.id], entry);
      void queryClient.invalidateQueries({ queryKey: [...yardKeys.all, 'entries'] });
      void queryClient.invalidateQueries({ queryKey: [...yardKeys.all, 'places'] });
    },
  });
}

const post = (path: string) => (body: unknown, idempotencyKey: string) =>
  api.post(path, body, { schema: YardEntryDto, idempotencyKey });

export const useCreateEntry = () =>
  useYardWrite(
    (body: YardEntryCreate, key) => post('/api/yard/entries')(body, key),
    'Enregistrement de l’entrée...',
  );

export const usePlaceHold = (id: number) =>
  useYardWrite(
    (body: YardHoldCreate, key) => post(`/api/yard/entries/${id}/holds`)(body, key),
    'Pose de l’opposition...',
  );

export const useLiftHold = (id: number) =>
  useYardWrite(
    ({ holdId, liftedBy }: { holdId: number; liftedBy: string }, key) =>
      post(`/api/yard/entries/${id}/holds/${holdId}/lift`)({ liftedBy }, key),
    'Levée de l’opposition...',
  );

export const useRecordNotice = (id: number) =>
  useYardWrite(
    (body: YardNotice) => api.put(`/api/yard/entries/${id}/notice`, body, { schema: YardEntryDto }),
    'Enregistrement de la mise en demeure...',
  );

/** PUT /api/yard/entries/{id}/condition: the condition sheet filled or corrected after the entry. */
export const useSaveCondition = (id: number) =>
  useYardWrite(
    (body: YardCondition) => api.put(`/api/yard/entries/${id}/condition`, body, { schema: YardEntryDto }),
    'Enregistrement de la fiche descriptive...',
  );

export const useRelease = (id: number) =>
  useYardWrite(
    (body: YardRelease, key) => post(`/api/yard/entries/${id}/release`)(body, key),
    'Restitution...',
  );

export const useHandOver = (id: number) =>
  useYardWrite(
    (body: YardHandover, key) => post(`/api/yard/entries/${id}/hand-over`)(body, key),
    'Remise...',
  );

/** GET /api/yard/entries/{id}/release.pdf: the signed slip. */
export async function downloadReleasePdf(id: number, plate: string): Promise<void> {
  const blob = await api.get<Blob>(`/api/yard/entries/${id}/release.pdf`, { as: 'blob' });
  saveFile(blob, `restitution-${plate}.pdf`);
}
