import { Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** POST /api/missions/{id}/send: the mission leaves for its truck or agent. */
export const sendMission = ({ missionId }: { missionId: number }, idempotencyKey: string) =>
  api.post(`/api/missions/${missionId}/send`, undefined, { schema: Folder, idempotencyKey });

export const useSendMission = () => useFolderMutation(sendMission, 'Envoi de la mission...');
