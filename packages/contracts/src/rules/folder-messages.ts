import { CreationOrigine, FolderState } from '../referentials/codes.ts';
import { FOLDER_CLOSED_MESSAGE } from './folder-editable.ts';

export const MESSAGES_NOT_ALLOWED_MESSAGE =
  "Les messages ne sont pas autorisés sur ce dossier : l'assisteur ne les permet pas.";
export const MESSAGES_NO_RECIPIENT_MESSAGE =
  "Aucun chauffeur ne peut recevoir ce message : indiquez d'abord un véhicule ou un intervenant sur la mission.";

/** What the message rule reads of a folder. */
export interface MessagingFolder {
  folderState: FolderState | string;
  creationOrigine: CreationOrigine | string;
  messagesAllowed: boolean | null;
  /** The intervention mission's truck and agent (a Folder fits). */
  missionIntervention?: { truckId?: number | null; agentId?: number | null } | null;
}

/** Issue 20: a back-office folder's message reaches the truck's terminal or the agent's driver app. */
export const hasMessageRecipient = (folder: Pick<MessagingFolder, 'missionIntervention'>) =>
  folder.missionIntervention?.truckId != null || folder.missionIntervention?.agentId != null;

/**
 * Spec 2 §2 and issue 6: on a Nomad folder the operator writes to the driver only when the
 * assistance company allows messages. Issue 20: any other folder may carry messages once its
 * mission names a truck or an agent who can read them. Never on a closed folder. Answers why
 * not (French), or null when allowed.
 */
export function messageRefusal(folder: MessagingFolder): string | null {
  if (folder.folderState === FolderState.CLOSED) return FOLDER_CLOSED_MESSAGE;
  if (folder.creationOrigine === CreationOrigine.NOMAD)
    return folder.messagesAllowed ? null : MESSAGES_NOT_ALLOWED_MESSAGE;
  return hasMessageRecipient(folder) ? null : MESSAGES_NO_RECIPIENT_MESSAGE;
}

/** Messages of the driver the operator has not read yet (the tab's count and the alarm). */
export const unreadMessageCount = (messages: readonly { provenance: string; markAsRead: boolean }[]) =>
  messages.filter((m) => m.provenance !== CreationOrigine.BACKOFFICE && !m.markAsRead).length;
