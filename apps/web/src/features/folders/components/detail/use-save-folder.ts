import { FolderPatch } from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../../components/notify.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useUpdateFolder } from '../../api/update-folder.ts';
import { issueLines } from '../../model/issues.ts';
import { folderNumberError } from '../fields/dossier-fields.tsx';
import { missionNumberError } from '../fields/mission-fields.tsx';
import type { FolderDraft } from './use-folder-draft.ts';

/**
 * Saves the edits by difference, with the version they started from. The server answers 409
 * when someone saved in between: its message shows, and the edits stay until the user reloads.
 */
export function useSaveFolder(draft: FolderDraft) {
  const update = useUpdateFolder();
  const [problems, setProblems] = useState<string[]>([]);

  const save = async (): Promise<boolean> => {
    if (!draft.dirty) return true;
    const parsed = FolderPatch.safeParse({ version: draft.base.version, ...draft.changes });
    const missionNumber = draft.changes.missionIntervention?.externalMissionNo;
    const axa =
      missionNumber !== undefined ? missionNumberError(draft.draft.assistanceProvider, missionNumber) : null;
    const numberChanged =
      draft.changes.externalNumber !== undefined || draft.changes.assistanceProvider !== undefined;
    const folderNumber = numberChanged
      ? folderNumberError(draft.draft.assistanceProvider, draft.draft.externalNumber)
      : null;
    const found = [
      ...(parsed.success ? [] : issueLines(parsed.error.issues)),
      ...(folderNumber ? [`Dossier : ${folderNumber}`] : []),
      ...(axa ? [`Mission : ${axa}`] : []),
    ];
    setProblems(found);
    if (!parsed.success || found.length) return false;
    try {
      await update.mutateAsync({ id: draft.base.id, patch: parsed.data });
    } catch {
      return false;
    }
    draft.discard();
    notifySuccess('Enregistré !', 'Le dossier a bien été enregistré.');
    return true;
  };

  const stale = update.error instanceof ApiError && update.error.status === 409;
  return { save, saving: update.isPending, problems, stale, clearStale: update.reset };
}
