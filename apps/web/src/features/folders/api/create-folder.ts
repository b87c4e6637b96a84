import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Folder, type FolderCreate } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { folderKeys } from './folder-keys.ts';

/** POST /api/folders?send=true|false: creates the folder in state CREATED, and sends its mission when asked. */
export const createFolder = ({ folder, send }: { folder: FolderCreate; send: boolean }) =>
  api.post('/api/folders', folder, { query: { send }, schema: Folder });

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    meta: { busyLabel: 'Création du dossier...' },
    onSuccess: (folder) => {
      queryClient.setQueryData(folderKeys.detail(folder.id), folder);
      void queryClient.invalidateQueries({ queryKey: folderKeys.all });
    },
  });
}
