import type { Folder, Valorisation } from '@plateau/contracts';
import { useState } from 'react';
import { sameValue } from '../../model/folder-diff.ts';

/**
 * The valorisation's lines as the operator fills them in. Held by the folder screen, apart from
 * the folder's draft: they survive a change of tab and a save of the folder, yet never go into
 * its PATCH (they leave with 'Proposer cette valorisation'). When the server's valorisation
 * changes (a proposal sent, the company's new lines), the edits start again from it.
 */
export function useValorisationDraft(folder: Folder) {
  const stored = folder.valorisation;
  const [edit, setEdit] = useState<{ from: Valorisation | null; lines: Valorisation } | null>(null);
  const current = edit && sameValue(edit.from, stored) ? edit.lines : stored;
  return {
    current,
    edited: current !== stored && !sameValue(current, stored),
    set: (lines: Valorisation) => setEdit({ from: stored, lines }),
  };
}

export type ValorisationDraft = ReturnType<typeof useValorisationDraft>;
