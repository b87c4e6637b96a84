import { NO_DESTINATION_CONFIRMATION, needsNoDestinationConfirmation, type Folder } from '@plateau/contracts';
import { useState } from 'react';
import { confirmYesNo } from '../../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../../components/notify.tsx';
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

/** What the Actions menu does: most actions open their modal; sending saves first (spec 2 §4 Save flow). */
export function useDetailActions({ folder, edited, save, showReport }: DetailActionsOptions) {
  const [request, setRequest] = useState<ActionRequest | null>(null);
  const sendMission = useSendMission();
  const closeFolder = useCloseFolder();
  const mission = folder.missionIntervention;

  const send = async () => {
    const sent = edited.missionIntervention;
    if (!sent || !(await save())) return;
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

  const act = (kind: FolderActionKind) => {
    if (kind === 'REPORT') return showReport();
    if (kind === 'SEND') return void send();
    if (kind === 'CLOSE') return void close();
    setRequest({
      kind,
      folderId: folder.id,
      missionId: mission?.id ?? null,
      truckId: mission?.truckId ?? null,
    });
  };

  return { request, act, close: () => setRequest(null) };
}
