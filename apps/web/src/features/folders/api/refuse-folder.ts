import { Folder, type RefuseFolderRequest } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/refuse: a REFUS motif and a detail. */
export const refuseFolder = (
  { id, body }: { id: number; body: RefuseFolderRequest },
  idempotencyKey: string,
) => api.post(`/api/folders/${id}/refuse`, body, { schema: Folder, idempotencyKey });

export const useRefuseFolder = () => useFolderMutation(refuseFolder, 'Refus de la mission...');
