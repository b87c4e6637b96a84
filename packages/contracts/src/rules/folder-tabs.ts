import { CreationOrigine } from '../referentials/codes.ts';
import { hasMessageRecipient } from './folder-messages.ts';

/** The tabs of the folder detail (spec 2 §2), in display order. */
export const FolderTabCode = [
  'DOSSIER',
  'MESSAGE',
  'RAPPORT',
  'DOCUMENT',
  'VALORISATION',
  'FLUX',
  'STATISTIQUES',
] as const;
export type FolderTab = (typeof FolderTabCode)[number];

export const folderTabLabels: { readonly [K in FolderTab]: string } = {
  DOSSIER: 'Dossier',
  MESSAGE: 'Message',
  RAPPORT: 'Rapport',
  DOCUMENT: 'Document',
  VALORISATION: 'Valorisation',
  FLUX: 'Flux de travail',
  STATISTIQUES: 'Statistiques',
};

/** What the tab rules read of a folder. */
export interface TabbedFolder {
  creationOrigine: string;
  messagesAllowed?: boolean | null;
  propositionInitiale?: string | null;
  /** The intervention mission's truck and agent: whom a back-office folder's message reaches. */
  missionIntervention?: { truckId?: number | null; agentId?: number | null } | null;
}

/**
 * Spec 2 §2 and §6, widened by issue 20: documents on every folder an operator works (the
 * customer's papers, the driver's photos); messages on a Nomad folder that allows them, and on
 * any other folder whose mission has a truck or an agent (the truck's terminal, the driver app);
 * valorisation for Nomad folders with an initial proposal; none of the three for an assisteur.
 */
export function visibleFolderTabs(folder: TabbedFolder, isAssisteur: boolean): FolderTab[] {
  const nomad = folder.creationOrigine === CreationOrigine.NOMAD;
  const shown: Record<FolderTab, boolean> = {
    DOSSIER: true,
    MESSAGE: !isAssisteur && (nomad ? !!folder.messagesAllowed : hasMessageRecipient(folder)),
    RAPPORT: true,
    DOCUMENT: !isAssisteur,
    VALORISATION:
      nomad && !!folder.propositionInitiale && folder.propositionInitiale !== 'AUCUNE' && !isAssisteur,
    FLUX: true,
    STATISTIQUES: true,
  };
  return FolderTabCode.filter((tab) => shown[tab]);
}
