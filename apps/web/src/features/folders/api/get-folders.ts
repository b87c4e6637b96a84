import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FolderList } from '@plateau/contracts';
import { api, type Query } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { folderKeys } from './folder-keys.ts';

/** GET /api/folders: one page of the list; empty parameters are left out of the address. */
export const foldersQuery = (query: Query) =>
  queryOptions({
    queryKey: folderKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/folders', { query, schema: FolderList, signal }),
    placeholderData: keepPreviousData,
    // Live events refresh a shown list; a page fetched moments ago (the route's own prefetch, just
    // before the screen mounts) is not asked for a second time.
    staleTime: 5_000,
    meta: { busyLabel: 'Chargement des dossiers...' },
  });

export const useFolders = (query: Query) => useQuery(foldersQuery(query));
