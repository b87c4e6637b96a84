import type { MantineColor } from '@mantine/core';
import {
  IconBan,
  IconCheck,
  IconCircleX,
  IconLock,
  IconMessage,
  IconReport,
  IconRouteOff,
  IconSend,
  IconThumbDown,
  type Icon,
} from '@tabler/icons-react';
import type { FolderAction } from '@plateau/contracts';

/** What the user asked to do from a row or the Actions menu; MESSAGE writes to the mission's truck. */
export type FolderActionKind = FolderAction | 'MESSAGE';
export interface ActionRequest {
  kind: FolderActionKind;
  folderId: number;
  missionId: number | null;
  truckId: number | null;
}

export const ACTION_META: Record<FolderActionKind, { label: string; icon: Icon; color: MantineColor }> = {
  ACCEPT: { label: 'Accepter', icon: IconCheck, color: 'teal' },
  REFUSE: { label: 'Refuser', icon: IconThumbDown, color: 'red' },
  CANCEL: { label: 'Annuler', icon: IconBan, color: 'red' },
  ACCEPT_CANCELLATION: { label: "Accepter l'annulation", icon: IconCircleX, color: 'orange' },
  DEPLACEMENT_POUR_RIEN: { label: 'Déplacement pour rien', icon: IconRouteOff, color: 'orange' },
  REPORT: { label: 'Rapport', icon: IconReport, color: 'cyan' },
  SEND: { label: 'Envoyer la mission', icon: IconSend, color: 'blue' },
  CLOSE: { label: 'Clôturer', icon: IconLock, color: 'gray' },
  MESSAGE: { label: 'Envoyer un message au véhicule', icon: IconMessage, color: 'blue' },
};
