import { CreationOrigine, FolderState } from '../referentials/codes.ts';
import { FOLDER_CLOSED_MESSAGE } from './folder-editable.ts';

export const MESSAGES_NOT_ALLOWED_MESSAGE =
  'Les messages ne sont pas autorisés sur ce dossier : seuls les dossiers Nomad qui les permettent échangent avec le chauffeur.';

/** What the message rule reads of a folder. */
export interface MessagingFolder {
  folderState: FolderState | string;
  creationOrigine: CreationOrigine | string;
  messagesAllowed: boolean | null;
}

/**
 * Spec 2 §2 and issue 6: the operator writes to the driver only on a Nomad folder that
 * allows messages and is not closed. Answers why not (French), or null when allowed.
 */
export function messageRefusal(folder: MessagingFolder): string | null {
  if (folder.folderState === FolderState.CLOSED) return FOLDER_CLOSED_MESSAGE;
  if (folder.creationOrigine !== CreationOrigine.NOMAD || !folder.messagesAllowed)
    return MESSAGES_NOT_ALLOWED_MESSAGE;
  return null;
}

/** Messages of the driver the operator has not read yet (the tab's count and the alarm). */
export const unreadMessageCount = (messages: readonly { provenance: string; markAsRead: boolean }[]) =>
  messages.filter((m) => m.provenance !== CreationOrigine.BACKOFFICE && !m.markAsRead).length;
