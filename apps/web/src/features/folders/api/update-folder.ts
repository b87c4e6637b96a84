import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Folder, type FolderPatch } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { recordOwnVersion } from '../model/own-versions.ts';
import { folderKeys } from './folder-keys.ts';

/** PATCH /api/folders/{id}: the changed fields and the version they were edited from; 409 when it is stale. */
export const updateFolder = ({ id, patch }: { id: number; patch: FolderPatch }) =>
  api.patch(`/api/folders/${id}`, patch, { schema: Folder });

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFolder,
    meta: { busyLabel: 'Enregistrement du dossier...' },
    onSuccess: (folder) => {
      recordOwnVersion(folder);
      queryClient.setQueryData(folderKeys.detail(folder.id), folder);
      void queryClient.invalidateQueries({
        queryKey: folderKeys.all,
        predicate: (query) => query.queryKey[1] === 'list',
      });
    },
  });
}
