import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PersonalDataErasure,
  PersonalDataExport,
  PersonalDataSearchResult,
  RetentionSettings,
} from '@plateau/contracts';
import { api, type DownloadedFile } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSubmission } from '../../../lib/submission.ts';

const searchKey = (q: string) => ['personal-data', 'search', q] as const;

/** GET /api/personal-data/search?q= (each search is journaled: only on demand, never prefetched). */
export const usePersonSearch = (q: string) =>
  useQuery({
    queryKey: searchKey(q),
    queryFn: ({ signal }) =>
      api.get('/api/personal-data/search', { query: { q }, schema: PersonalDataSearchResult, signal }),
    enabled: q.length > 0,
    staleTime: Infinity,
    meta: { busyLabel: 'Recherche en cours...' },
  });

/** POST /api/personal-data/erase: irreversible, once per confirmation. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useSubmission(
    (q: string, idempotencyKey) =>
      api.post('/api/personal-data/erase', { q }, { schema: PersonalDataErasure, idempotencyKey }),
    {
      meta: { busyLabel: 'Effacement en cours...' },
      onSuccess: () => queryClient.removeQueries({ queryKey: ['personal-data', 'search'] }),
    },
  );
}

/** POST /api/personal-data/exports: the job starts; its progress is read below. */
export const useStartExport = () =>
  useSubmission((q: string, idempotencyKey) =>
    api.post('/api/personal-data/exports', { q }, { schema: PersonalDataExport, idempotencyKey }),
  );

/** GET /api/personal-data/exports/{id}, every second until the ZIP is ready or failed. */
export const useExportStatus = (id: number | null) =>
  useQuery({
    queryKey: ['personal-data', 'exports', id],
    queryFn: ({ signal }) =>
      api.get(`/api/personal-data/exports/${id}`, { schema: PersonalDataExport, signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'READY' || query.state.data?.status === 'FAILED' ? false : 1_000,
  });

export const useDownloadExport = () =>
  useMutation({
    mutationFn: async (id: number) => {
      const file = await api.get<DownloadedFile>(`/api/personal-data/exports/${id}/file`, { as: 'file' });
      saveFile(file.blob, file.filename ?? 'donnees-personnelles.zip');
    },
  });

const retentionQuery = queryOptions({
  queryKey: ['personal-data', 'retention'],
  queryFn: ({ signal }) => api.get('/api/personal-data/retention', { schema: RetentionSettings, signal }),
  meta: { busyLabel: 'Chargement des durées de conservation...' },
});
export const useRetention = () => useQuery(retentionQuery);

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) =>
      api.put('/api/personal-data/retention', settings, { schema: RetentionSettings }),
    meta: { busyLabel: 'Enregistrement des durées de conservation…' },
    onSuccess: (saved) => queryClient.setQueryData(retentionQuery.queryKey, saved),
  });
}

/** POST /api/sms-opt-outs: « ne plus envoyer de SMS » to a number. */
export const useMarkSmsOptOut = () =>
  useSubmission((phone: string, idempotencyKey) =>
    api.post('/api/sms-opt-outs', { phone }, { idempotencyKey }),
  );
