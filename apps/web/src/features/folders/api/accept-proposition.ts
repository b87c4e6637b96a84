import { Folder, type AcceptPropositionBody } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/accepterProposition: the assistance company's valorisation is accepted. */
export const acceptProposition = (
  { folderId, body }: { folderId: number; body: AcceptPropositionBody },
  idempotencyKey: string,
) => api.post(`/api/folders/${folderId}/accepterProposition`, body, { schema: Folder, idempotencyKey });

export const useAcceptProposition = () =>
  useFolderMutation(acceptProposition, 'Acceptation de la proposition...');
