import { Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/folders/{id}/sendReport: the report leaves for the assistance company (Nomad). */
export const sendReport = ({ folderId }: { folderId: number }, idempotencyKey: string) =>
  api.post(`/api/folders/${folderId}/sendReport`, undefined, { schema: Folder, idempotencyKey });

export const useSendReport = () => useFolderMutation(sendReport, 'Envoi du rapport...');
