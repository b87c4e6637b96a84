import { Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/acceptCancellation: the operator agrees with the assistance company's cancellation. */
export const acceptCancellation = ({ id }: { id: number }, idempotencyKey: string) =>
  api.post(`/api/folders/${id}/acceptCancellation`, undefined, { schema: Folder, idempotencyKey });

export const useAcceptCancellation = () =>
  useFolderMutation(acceptCancellation, "Acceptation de l'annulation...");
