import { Folder, type AcceptFolderRequest } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/accept: immediate (with a delay) or on appointment, with the truck and agent. */
export const acceptFolder = (
  { id, body }: { id: number; body: AcceptFolderRequest },
  idempotencyKey: string,
) => api.post(`/api/folders/${id}/accept`, body, { schema: Folder, idempotencyKey });

export const useAcceptFolder = () => useFolderMutation(acceptFolder, 'Acceptation de la mission...');
