import { FolderState } from '../referentials/codes.ts';

/** A closed folder is archived: nothing of it changes any more (issue 12 §14). */
export const isFolderEditable = (folder: { folderState: FolderState | string }) =>
  folder.folderState !== FolderState.CLOSED;

export const FOLDER_CLOSED_MESSAGE = 'Le dossier est clôturé : il ne peut plus être modifié.';
