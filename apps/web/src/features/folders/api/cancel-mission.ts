import { Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useFolderMutation } from './use-folder-mutation.ts';

/** DELETE /api/missions/{id}: the mission is withdrawn from its truck, which is told (issue 20 §2). */
export const cancelMission = ({ missionId }: { missionId: number }, idempotencyKey: string) =>
  api.delete(`/api/missions/${missionId}`, { schema: Folder, idempotencyKey });

export const useCancelMission = () => useFolderMutation(cancelMission, 'Annulation de la mission...');
