import {
  ASSISTEUR_MAY_PROPOSE_IN,
  ASSISTEUR_MAY_VALIDATE_IN,
  assistanceProviderLabels,
  folderStateAfterValorisationValidation,
  formatEuros,
  hasValorisation,
  NO_VALORISATION_MESSAGE,
  valorisationStateMessage,
  ValorisationState,
  withComputedTotals,
  type Folder,
  type Valorisation,
} from '@plateau/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { Conflict } from '../../lib/errors.ts';
import {
  commitFolderChange,
  folderNotFound,
  type FolderRow,
  loadFolderDto,
  lockFolder,
} from '../folder-core/index.ts';
import { asProposal } from './valorisation-build.ts';

/**
 * The assistance company's side of the valorisation, called by its connector (like the other
 * outside moves): it proposes a valorisation for the provider to fill in or accept, and it
 * validates the provider's. A move the valorisation's state does not allow is a 409.
 */
type Details = {
  at?: Date;
  /** What the connector received, kept as the workflow row's message (the proposal otherwise). */
  message?: unknown;
};

const companyName = (folder: FolderRow) =>
  (folder.assistanceProvider && assistanceProviderLabels[folder.assistanceProvider]) || "L'assisteur";

async function lockValorised(tx: Tx, folderId: number) {
  // Connectors act for the system, not for an account: any folder may be moved.
  const folder = await lockFolder(tx, sql`true`, folderId);
  if (!folder) throw folderNotFound();
  if (!hasValorisation(folder)) throw new Conflict(NO_VALORISATION_MESSAGE);
  return folder;
}

export async function proposeValorisationByAssisteur(
  db: Db,
  folderId: number,
  proposed: Valorisation,
  details: Details = {},
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockValorised(tx, folderId);
    if (!ASSISTEUR_MAY_PROPOSE_IN.includes(folder.valorisationState))
      throw new Conflict(valorisationStateMessage(folder.valorisationState, 'proposée'));
    const valorisation = withComputedTotals({ ...proposed, nature: 'ASSISTEUR' });
    const proposal = asProposal(valorisation, companyName(folder), details.at);
    const updated = await commitFolderChange(tx, folder, {
      columns: {
        valorisation,
        valorisationState: ValorisationState.ATTENTE_VALORISATION_PRESTATAIRE,
        valorisationPropositions: [...folder.valorisationPropositions, proposal],
      },
      events: [
        {
          text: `Valorisation proposée par l'assisteur : ${formatEuros(valorisation.totalTtc)} TTC`,
          message: details.message ?? proposal,
          eventDateTime: details.at,
        },
      ],
      origin: folder.creationOrigine,
    });
    return loadFolderDto(tx, updated);
  });
}

export async function validateValorisationByAssisteur(
  db: Db,
  folderId: number,
  details: Details = {},
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockValorised(tx, folderId);
    if (!ASSISTEUR_MAY_VALIDATE_IN.includes(folder.valorisationState ?? ''))
      throw new Conflict(valorisationStateMessage(folder.valorisationState, 'validée'));
    const updated = await commitFolderChange(tx, folder, {
      nextState: folderStateAfterValorisationValidation(folder.folderState),
      columns: { valorisationState: ValorisationState.VALIDEE },
      events: [{ text: "Valorisation validée par l'assisteur", eventDateTime: details.at }],
      origin: folder.creationOrigine,
    });
    return loadFolderDto(tx, updated);
  });
}
