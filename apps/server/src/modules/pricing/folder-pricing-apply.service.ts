import {
  CreationOrigine,
  formatEuros,
  withComputedTotals,
  type Folder,
  type Valorisation,
  type ValorisationItem,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { StoredPriceLine } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict } from '../../lib/errors.ts';
import {
  commitFolderChange,
  folderNotFound,
  loadFolderDto,
  lockFolder,
  ownFolder,
  type FolderRow,
} from '../folder-core/index.ts';
import { findPricingRow, type FolderPricingRow } from './folder-pricing.repository.ts';

/** A price line as a valorisation line: « Facturer » then bills it like any other. */
export const valorisationItemOf = (line: StoredPriceLine): ValorisationItem => ({
  libelle: line.label,
  commentaire: line.modified ? `${line.ruleDescription} (modifié)` : line.ruleDescription,
  inclus: true,
  prixUnitaire: line.unitPriceCents / 100,
  quantite: line.quantity,
  tauxTva: line.vatRate,
  montantTotal: line.totalHtCents / 100,
  valorisationNegative: false,
  prixVisible: true,
  prixModifiable: true,
  quantiteVisible: true,
  quantiteModifiable: true,
  tvaVisible: true,
  tvaModifiable: true,
  montantHtVisible: true,
  montantHtModifiable: true,
});

/**
 * Why a folder's valorisation cannot take its price lines, or null: the assistance company wrote
 * it (its lines are theirs), or it is settled.
 */
export function valorisationRefusal(folder: FolderRow): string | null {
  const current = folder.valorisation;
  if (current && current.nature !== 'PRESTATAIRE' && current.items.length > 0) {
    return 'La valorisation de ce dossier vient de l’assisteur : ses lignes ne se remplacent pas';
  }
  if (folder.valorisationState === 'ACCEPTEE' || folder.valorisationState === 'VALIDEE') {
    return 'La valorisation de ce dossier est réglée';
  }
  return null;
}

/** The folder's price lines as its PRESTATAIRE valorisation (the one proposed and invoiced). */
export function pricedValorisation(folder: FolderRow, pricing: FolderPricingRow): Valorisation {
  const current = folder.valorisation;
  return withComputedTotals({
    nature: 'PRESTATAIRE',
    commentaire: `Prix calculé : ${pricing.gridName}`,
    modifiable: current?.modifiable ?? true,
    estFacturable: current?.estFacturable ?? true,
    items: pricing.lines.map(valorisationItemOf),
  });
}

/**
 * « Reprendre dans la valorisation »: the folder's price lines become its valorisation (the one
 * proposed to the assistance company and invoiced by « Facturer »).
 */
export async function applyPricingToValorisation(
  db: Db,
  auth: AuthContext,
  folderId: number,
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const pricing = await findPricingRow(tx, auth.accountId, folderId);
    if (!pricing) throw new Conflict('Le prix de ce dossier n’a pas encore été calculé');
    const refusal = valorisationRefusal(folder);
    if (refusal) throw new Conflict(refusal);
    const valorisation = pricedValorisation(folder, pricing);
    const updated = await commitFolderChange(tx, folder, {
      columns: { valorisation },
      events: [{ text: `Valorisation reprise du prix calculé : ${formatEuros(valorisation.totalHt)} HT` }],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}
