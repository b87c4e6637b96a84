import { Folder, type DeplacementPourRienRequest } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/dpr: 'deplacement pour rien', the trip was wasted; answers the updated folder. */
export const declareDpr = (
  { id, body }: { id: number; body: DeplacementPourRienRequest },
  idempotencyKey: string,
) => api.post(`/api/folders/${id}/dpr`, body, { schema: Folder, idempotencyKey });

export const useDeclareDpr = () => useFolderMutation(declareDpr, 'Signalement du déplacement pour rien...');
