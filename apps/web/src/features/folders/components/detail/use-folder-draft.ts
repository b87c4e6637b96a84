import type { Folder, ReportDepannage } from '@plateau/contracts';
import { useState } from 'react';
import {
  folderChanges,
  hasChanges,
  rebaseDraft,
  rebaseOnOthers,
  type FieldConflict,
} from '../../model/folder-diff.ts';
import { isOwnVersion } from '../../model/own-versions.ts';
import type { FolderHead } from '../../model/new-folder.ts';

type Section = 'customerPlace' | 'interventionDepannage' | 'missionIntervention' | 'vehicule' | 'attelage';
interface Edit {
  /** The folder as it was when the edit started: its version goes with the save. */
  base: Folder;
  draft: Folder;
}

/** The folder's edits, held locally until saved by difference (spec 2 §4 Save flow). */
export function useFolderDraft(folder: Folder) {
  const [edit, setEdit] = useState<Edit | null>(null);
  const [conflicts, setConflicts] = useState<FieldConflict[]>([]);
  // One of my own writes (an action) moved the folder on: the edits still pending go on top of
  // it, so the next save is based on its version instead of failing as stale (issue 12 §12).
  if (edit && folder.version > edit.base.version && isOwnVersion(folder)) {
    const draft = rebaseDraft(edit.base, edit.draft, folder);
    setEdit(hasChanges(folderChanges(folder, draft)) ? { base: folder, draft } : null);
  } else if (edit && folder.version > edit.base.version) {
    // Issue 20 §4.9: someone else saved (the live event reloaded the folder). The edits they did
    // not touch go on top of their version; the fields both changed take theirs and are listed.
    const rebased = rebaseOnOthers(edit.base, edit.draft, folder);
    setEdit(hasChanges(folderChanges(folder, rebased.draft)) ? { base: folder, draft: rebased.draft } : null);
    if (rebased.conflicts.length > 0) setConflicts((known) => [...known, ...rebased.conflicts]);
  }
  const base = edit?.base ?? folder;
  const draft = edit?.draft ?? folder;
  const changes = folderChanges(base, draft);

  const change = (next: (draft: Folder) => Folder) =>
    setEdit((current) => ({ base: current?.base ?? folder, draft: next(current?.draft ?? folder) }));

  return {
    base,
    draft,
    changes,
    dirty: hasChanges(changes),
    setHead: (patch: Partial<FolderHead>) => change((d) => ({ ...d, ...patch })),
    // A section the folder did not have starts from the fields typed; the save sends it whole.
    setSection: (section: Section, patch: object) =>
      change((d) => ({ ...d, [section]: { ...(d[section] ?? {}), ...patch } }) as Folder),
    /** The invoice number, asked for by the valorisation tab (saved with the folder). */
    setNumeroFacture: (numeroFacture: string | null) => change((d) => ({ ...d, numeroFacture })),
    /** The report, computed from the current draft (two quick edits both count). */
    setReport: (next: (draft: Folder) => ReportDepannage) =>
      change((d) => ({ ...d, reportDepannage: next(d) })),
    /** After a save, or to take the server's version instead of one's edits. */
    discard: () => setEdit(null),
    /** The fields another user saved while this tab had them edited (issue 20 §4.9). */
    conflicts,
    clearConflicts: () => setConflicts([]),
  };
}

export type FolderDraft = ReturnType<typeof useFolderDraft>;
