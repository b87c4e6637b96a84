import type { CalendarMission, CalendarTruck } from '@plateau/contracts';
import { confirmYesNo } from '../../../components/confirm-dialog.tsx';
import { notifyFailure, notifySuccess } from '../../../components/notify.tsx';
import { formatListDate } from '../../../lib/dates.ts';
import { usePlanMission, useSendMission } from '../api/plan-mission.ts';
import { blockLabel } from '../model/blocks.ts';

/** Drops, moves and « Envoyer »: the same rules whether dragged or typed. */
export function useCalendarActions(sendAtOnce: boolean) {
  const plan = usePlanMission();
  const send = useSendMission();

  async function assign(mission: CalendarMission, truck: CalendarTruck, dateTime: string) {
    if (mission.planRefusal) {
      notifyFailure('Affectation impossible', mission.planRefusal);
      return;
    }
    const label = blockLabel(mission);
    if (mission.sent) {
      const confirmed = await confirmYesNo({
        title: 'Déplacer une mission envoyée',
        text: `La mission ${label} a déjà été envoyée au camion. La déplacer ? Le chauffeur en sera prévenu.`,
      });
      if (!confirmed) return;
    }
    await plan.mutateAsync({
      missionId: mission.id,
      version: mission.folderVersion,
      truckId: truck.id,
      ...(truck.driver && !(mission.sent && mission.truckId === truck.id)
        ? { agentId: truck.driver.id }
        : {}),
      missionDateTime: dateTime,
      ...(sendAtOnce && mission.canSend && !mission.sent ? { send: true } : {}),
      ...(mission.sent ? { confirmSent: true } : {}),
    });
    notifySuccess('Mission planifiée', `${label} : ${truck.name}, le ${formatListDate(dateTime)}`);
  }

  async function sendNow(mission: CalendarMission) {
    await send.mutateAsync({ missionId: mission.id });
    notifySuccess('Mission envoyée', `${blockLabel(mission)} est partie au camion.`);
  }

  return { assign, sendNow };
}
