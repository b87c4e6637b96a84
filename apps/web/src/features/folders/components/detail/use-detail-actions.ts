import {
  MISSION_CANCELLED_MESSAGE,
  NO_DESTINATION_CONFIRMATION,
  needsNoDestinationConfirmation,
  type Folder,
} from '@plateau/contracts';
import { useState } from 'react';
import { confirmYesNo } from '../../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useCancelMission } from '../../api/cancel-mission.ts';
import { useCloseFolder } from '../../api/close-folder.ts';
import { useSendMission } from '../../api/send-mission.ts';
import type { ActionRequest, FolderActionKind } from '../action-meta.tsx';

interface DetailActionsOptions {
  folder: Folder;
  /** The folder with the user's edits: what sending saves first. */
  edited: Folder;
  /** Saves pending edits; false when the save did not happen. */
  save: () => Promise<boolean>;
  showReport: () => void;
}

/**
 * What the Actions menu does. Pending edits are saved first (spec 2 §4 Save flow): an action
 * moves the folder to a new version, and edits left on the old one could no longer be saved.
 * If the save does not happen (a refused field, a conflict), the action does not either.
 */
export function useDetailActions({ folder, edited, save, showReport }: DetailActionsOptions) {
  const [request, setRequest] = useState<ActionRequest | null>(null);
  const sendMission = useSendMission();
  const closeFolder = useCloseFolder();
  const cancelMission = useCancelMission();
  const mission = folder.missionIntervention;

  /**
   * Issue 20 §2 « Annuler la mission »: pending edits are saved first (spec 2 §4), then, once
   * confirmed, the mission is withdrawn and its truck told; it can then go to another truck.
   */
  const cancelSentMission = async () => {
    if (!mission) return;
    if (!(await save())) return;
    const confirmed = await confirmYesNo({
      title: 'Annuler la mission',
      text: 'Annuler la mission ? Le véhicule qui la détient en sera informé, et vous pourrez ensuite la confier à un autre véhicule.',
    });
    if (!confirmed) return;
    cancelMission.mutate(
      { missionId: mission.id },
      { onSuccess: () => notifySuccess('Action réussie', MISSION_CANCELLED_MESSAGE) },
    );
  };

  const send = async () => {
    const sent = edited.missionIntervention;
    if (!sent) return;
    if (needsNoDestinationConfirmation(sent.destinationPlace)) {
      if (!(await confirmYesNo({ title: 'Confirmation', text: NO_DESTINATION_CONFIRMATION }))) return;
    }
    sendMission.mutate(
      { missionId: sent.id },
      { onSuccess: () => notifySuccess('Action réussie', 'La mission a bien été envoyée.') },
    );
  };

  const close = async () => {
    if (!(await confirmYesNo({ title: 'Confirmation', text: 'Clôturer ce dossier ?' }))) return;
    closeFolder.mutate(
      { id: folder.id },
      { onSuccess: () => notifySuccess('Action réussie', 'Le dossier a bien été clôturé.') },
    );
  };

  const run = async (kind: FolderActionKind) => {
    if (!(await save())) return;
    if (kind === 'SEND') return send();
    if (kind === 'CLOSE') return close();
    setRequest({
      kind,
      folderId: folder.id,
      missionId: mission?.id ?? null,
      truckId: mission?.truckId ?? null,
    });
  };

  const act = (kind: FolderActionKind) => (kind === 'REPORT' ? showReport() : void run(kind));

  return {
    request,
    act,
    close: () => setRequest(null),
    cancelMission: () => void cancelSentMission(),
    cancellingMission: cancelMission.isPending,
  };
}
