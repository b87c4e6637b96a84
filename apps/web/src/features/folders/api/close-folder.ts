import { Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/close: the operator closes the folder (Plateau's own call; the spec gives none). */
export const closeFolder = ({ id }: { id: number }, idempotencyKey: string) =>
  api.post(`/api/folders/${id}/close`, undefined, { schema: Folder, idempotencyKey });

export const useCloseFolder = () => useFolderMutation(closeFolder, 'Clôture du dossier...');
