import { Folder, type CancelFolderRequest } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/cancel: a MOTIF_ANNULATION motif and a detail. */
export const cancelFolder = (
  { id, body }: { id: number; body: CancelFolderRequest },
  idempotencyKey: string,
) => api.post(`/api/folders/${id}/cancel`, body, { schema: Folder, idempotencyKey });

export const useCancelFolder = () => useFolderMutation(cancelFolder, 'Annulation de la mission...');
