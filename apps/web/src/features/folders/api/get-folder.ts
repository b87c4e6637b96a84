import { queryOptions, useQuery } from '@tanstack/react-query';
import { Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { folderKeys } from './folder-keys.ts';

/** GET /api/folders/{id}. */
export const folderQuery = (id: number) =>
  queryOptions({
    queryKey: folderKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/folders/${id}`, { schema: Folder, signal }),
    staleTime: 0,
    meta: { busyLabel: 'Chargement du dossier...', errorShownByPage: true },
  });

export const useFolder = (id: number, enabled = true) => useQuery({ ...folderQuery(id), enabled });
