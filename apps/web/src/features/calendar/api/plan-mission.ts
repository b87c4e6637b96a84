import { useQueryClient } from '@tanstack/react-query';
import { Folder, type MissionPlan } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { CALENDAR_KEY } from './get-calendar.ts';

export type PlanVariables = { missionId: number } & MissionPlan;

/** PATCH /api/missions/{id}: the truck, its driver and the time; the calendar reloads after. */
export const planMission = ({ missionId, ...plan }: PlanVariables) =>
  api.patch(`/api/missions/${missionId}`, plan, { schema: Folder });

/** POST /api/missions/{id}/send: « Envoyer » on a planned block. */
export const sendMission = ({ missionId }: { missionId: number }, idempotencyKey: string) =>
  api.post(`/api/missions/${missionId}/send`, undefined, { schema: Folder, idempotencyKey });

function useCalendarMutation<T>(submit: (variables: T, key: string) => Promise<Folder>, busyLabel: string) {
  const queryClient = useQueryClient();
  return useSubmission(submit, {
    meta: { busyLabel },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

export const usePlanMission = () => useCalendarMutation(planMission, 'Affectation de la mission...');
export const useSendMission = () => useCalendarMutation(sendMission, 'Envoi de la mission...');
