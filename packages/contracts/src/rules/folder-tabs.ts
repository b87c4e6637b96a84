import { CreationOrigine } from '../referentials/codes.ts';

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
}

/**
 * Spec 2 §2 and §6: messages only for Nomad folders that allow them, documents for Nomad
 * folders, valorisation for Nomad folders with an initial proposal; none of the three for
 * an assisteur.
 */
export function visibleFolderTabs(folder: TabbedFolder, isAssisteur: boolean): FolderTab[] {
  const nomad = folder.creationOrigine === CreationOrigine.NOMAD;
  const shown: Record<FolderTab, boolean> = {
    DOSSIER: true,
    MESSAGE: nomad && !!folder.messagesAllowed && !isAssisteur,
    RAPPORT: true,
    DOCUMENT: nomad && !isAssisteur,
    VALORISATION:
      nomad && !!folder.propositionInitiale && folder.propositionInitiale !== 'AUCUNE' && !isAssisteur,
    FLUX: true,
    STATISTIQUES: true,
  };
  return FolderTabCode.filter((tab) => shown[tab]);
}
