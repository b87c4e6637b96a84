import { useQueryClient } from '@tanstack/react-query';
import { Folder, type FolderCreate } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';

/** POST /api/folders?send=true|false: creates the folder in state CREATED, and sends its mission when asked. */
export const createFolder = (
  { folder, send }: { folder: FolderCreate; send: boolean },
  idempotencyKey: string,
) => api.post('/api/folders', folder, { query: { send }, schema: Folder, idempotencyKey });

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useSubmission(createFolder, {
    meta: { busyLabel: 'Création du dossier...' },
    onSuccess: (folder) => {
      queryClient.setQueryData(folderKeys.detail(folder.id), folder);
      void queryClient.invalidateQueries({ queryKey: folderKeys.all });
    },
  });
}
