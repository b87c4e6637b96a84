import { ValorisationState, type Valorisation } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import {
  proposeValorisationByAssisteur,
  validateValorisationByAssisteur,
} from '../../modules/valorisation/valorisation-outside.service.ts';
import { acceptProposition, proposeValorisation } from '../../modules/valorisation/valorisation.service.ts';
import { demoValorisation } from './valorisation-template.ts';
import type { Random } from './folders-data.ts';

const V = ValorisationState;

/** The assistance company's lines, priced as a company sends them (the excess left to fill in). */
function companyValorisation(random: Random): Valorisation {
  const valorisation = demoValorisation();
  const [flatRate, kilometres] = valorisation.items;
  flatRate!.prixUnitaire = random.pick([125.5, 140, 165]);
  kilometres!.quantite = random.int(0, 25);
  return valorisation;
}

/**
 * Takes a reported demo folder to the valorisation state its scenario names through the services
 * the connector and the screens use, so that its proposals, workflow events and totals are real:
 * the company proposes; the provider then proposes its own (ASSISTEUR, VALIDEE, which the company
 * validates) or accepts the company's (ACCEPTEE). The seed's transaction is the services' `db`
 * (their own transaction becomes a savepoint).
 */
export async function valoriseFolder(
  tx: DbOrTx,
  folderId: number,
  target: ValorisationState,
  provider: AuthContext,
  reportedAt: Date,
  random: Random,
): Promise<void> {
  const db = tx as Db;
  const proposed = await proposeValorisationByAssisteur(db, folderId, companyValorisation(random), {
    at: new Date(Math.min(Date.now(), reportedAt.getTime() + 2 * 3_600_000)),
  });
  if (target === V.ATTENTE_VALORISATION_PRESTATAIRE) return;
  if (target === V.ACCEPTEE) {
    await acceptProposition(db, provider, folderId, { numeroFacture: null });
    return;
  }
  const items = proposed.valorisation!.items.map((item) =>
    item.valorisationNegative ? { ...item, montantTotal: random.pick([0, 30, 50]) } : item,
  );
  await proposeValorisation(db, provider, folderId, {
    nature: 'PRESTATAIRE',
    commentaire: 'Franchise réglée par le client sur place.',
    items,
  });
  if (target === V.VALIDEE) await validateValorisationByAssisteur(db, folderId);
}
