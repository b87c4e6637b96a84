import { Folder, type ValorisationProposalBody } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/proposerValorisation: the provider's valorisation leaves for the assistance company. */
export const proposeValorisation = (
  {
    folderId,
    body,
  }: {
    folderId: number;
    body: ValorisationProposalBody;
  },
  idempotencyKey: string,
) => api.post(`/api/folders/${folderId}/proposerValorisation`, body, { schema: Folder, idempotencyKey });

export const useProposeValorisation = () =>
  useFolderMutation(proposeValorisation, 'Proposition de valorisation...');
