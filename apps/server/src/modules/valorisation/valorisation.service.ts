import {
  AcceptPropositionBody,
  canAcceptProposition,
  canProposeValorisation,
  CreationOrigine,
  formatEuros,
  ValorisationState,
  type Folder,
  type ValorisationProposalBody,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import {
  commitFolderChange,
  folderNotFound,
  loadFolderDto,
  lockFolder,
  ownFolder,
} from '../folder-core/index.ts';
import { userName } from '../folders/folder-messages.repository.ts';
import { asProposal, providerValorisation, throwIfRefused } from './valorisation-build.ts';

/**
 * POST /api/folders/{id}/proposerValorisation ('Proposer cette valorisation', spec 2 §4): the
 * provider's valorisation, totals recomputed here, goes to the assistance company for
 * validation and joins the history of proposals; state, event and notification in one unit.
 */
export async function proposeValorisation(
  db: Db,
  auth: AuthContext,
  folderId: number,
  body: ValorisationProposalBody,
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    throwIfRefused(canProposeValorisation(folder));
    const valorisation = providerValorisation(folder.valorisation ?? null, body);
    const proposal = asProposal(valorisation, (await userName(tx, auth.userId)) ?? 'Prestataire');
    const updated = await commitFolderChange(tx, folder, {
      columns: {
        valorisation,
        valorisationState: ValorisationState.ATTENTE_VALORISATION_ASSISTEUR,
        valorisationPropositions: [...folder.valorisationPropositions, proposal],
      },
      events: [
        {
          text: `Valorisation proposée à l'assisteur : ${formatEuros(valorisation.totalTtc)} TTC`,
          message: proposal,
        },
      ],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}

/**
 * POST /api/folders/{id}/accepterProposition ('Accepter la proposition'): the provider accepts
 * the assistance company's valorisation as it stands. The invoice number is the body's, else the
 * one the folder already holds (the screen saves pending edits first).
 */
export async function acceptProposition(
  db: Db,
  auth: AuthContext,
  folderId: number,
  body: AcceptPropositionBody,
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const numeroFacture = body.numeroFacture?.trim() || folder.numeroFacture;
    throwIfRefused(canAcceptProposition(folder, numeroFacture));
    const updated = await commitFolderChange(tx, folder, {
      columns: { valorisationState: ValorisationState.ACCEPTEE, numeroFacture },
      events: [
        {
          text: `Proposition de valorisation de l'assisteur acceptée : ${formatEuros(folder.valorisation?.totalTtc)} TTC${numeroFacture ? ` (facture n° ${numeroFacture})` : ''}`,
        },
      ],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}
