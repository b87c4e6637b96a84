import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { JournalPage, type JournalQuery } from '@plateau/contracts';
import { api, type DownloadedFile, type Query } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';

const queryOf = (filters: Partial<JournalQuery>): Query =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as Query;

/** GET /api/journal: the account's sensitive acts, newest first. */
export const useJournal = (filters: JournalQuery) =>
  useQuery({
    queryKey: ['journal', filters],
    queryFn: ({ signal }) =>
      api.get('/api/journal', { query: queryOf(filters), schema: JournalPage, signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement du journal...' },
  });

/** GET /api/journal/csv with the same filters. */
export const useDownloadJournal = () =>
  useMutation({
    mutationFn: async (filters: Partial<JournalQuery>) => {
      const { page: _page, pageSize: _size, ...rest } = filters;
      const file = await api.get<DownloadedFile>('/api/journal/csv', { query: queryOf(rest), as: 'file' });
      saveFile(file.blob, file.filename ?? 'journal.csv');
    },
  });
