import {
  chooseGrid,
  formatCents,
  priceWarnings,
  proposeLines,
  timeBandsAt,
  type FolderPricing,
  type PriceLinePatch,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StoredPriceLine } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import {
  findFolder,
  findFolderMissions,
  folderNotFound,
  lockFolder,
  type FolderRow,
  ownFolder,
} from '../folder-core/index.ts';
import { recordJournal } from '../journal/index.ts';
import { folderPricingFacts } from './folder-pricing-facts.ts';
import {
  findPricingRow,
  updatePricingLines,
  upsertPricingRow,
  type FolderPricingRow,
} from './folder-pricing.repository.ts';
import { accountPostcode, folderCustomerId, listGridRows } from './tariff-grids.repository.ts';

const NO_GRID_MESSAGE =
  'Aucune grille tarifaire ne s’applique à ce dossier : ajoutez une grille par défaut dans Paramètres › Tarifs';
const NOT_PRICED_MESSAGE = 'Le prix de ce dossier n’a pas encore été calculé';
const STALE_MESSAGE = 'Le prix a été modifié entre-temps : rechargez-le';
export const SETTLED_STATES = new Set(['ACCEPTEE', 'VALIDEE']);
const REGULATED_NAME = 'Tarif réglementé';

export function pricingDto(row: FolderPricingRow): FolderPricing {
  return {
    folderId: row.folderId,
    gridId: row.gridId,
    gridName: row.gridName,
    callAt: row.callAt.toISOString(),
    computedAt: row.computedAt.toISOString(),
    hidePricesOnDriverDocuments: row.hidePricesOnDriverDocuments,
    lines: row.lines,
    totalHtCents: row.lines.reduce((sum, line) => sum + line.totalHtCents, 0),
    warnings: priceWarnings(row.lines),
    version: row.version,
  };
}

export async function getFolderPricing(db: DbOrTx, auth: AuthContext, folderId: number) {
  if (!(await findFolder(db, ownFolder(auth), folderId))) throw folderNotFound();
  const row = await findPricingRow(db, auth.accountId, folderId);
  return row ? pricingDto(row) : null;
}

/**
 * The lines the grid that applies on the call's date proposes for a locked folder, each with the
 * rule that made it, as stored (unchanged by the operator); null when nothing prices it.
 */
export async function proposeFolderLines(tx: DbOrTx, accountId: number, folder: FolderRow) {
  const missions = await findFolderMissions(tx, folder.id);
  const facts = folderPricingFacts(
    folder,
    missions.find((m) => m.kind === 'INTERVENTION'),
    await accountPostcode(tx, accountId),
  );
  const day = timeBandsAt(facts.callAt, facts.region).day;
  const payer = {
    customerId: await folderCustomerId(tx, accountId, folder),
    assistanceProvider: folder.assistanceProvider,
  };
  const grid = chooseGrid(await listGridRows(tx, accountId), payer, day);
  const proposed = proposeLines(grid ?? { name: REGULATED_NAME, rules: [] }, facts);
  if (proposed.length === 0) return null;
  const lines: StoredPriceLine[] = proposed.map((line) => ({
    ...line,
    modified: false,
    proposedUnitPriceCents: line.unitPriceCents,
    proposedQuantity: line.quantity,
  }));
  return {
    gridId: grid?.id ?? null,
    gridName: grid?.name ?? REGULATED_NAME,
    callAt: new Date(facts.callAt),
    lines,
    hidePricesOnDriverDocuments: grid?.hidePricesOnDriverDocuments ?? false,
  };
}

/**
 * « Calculer le prix »: the lines of the grid that applies on the call's date, each with the rule
 * that made it. Stored with the folder, so a later grid period never changes a priced folder; a
 * settled valorisation is not priced again.
 */
export async function priceFolder(db: Db, auth: AuthContext, folderId: number): Promise<FolderPricing> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    if (folder.valorisationState && SETTLED_STATES.has(folder.valorisationState)) {
      throw new Conflict('La valorisation de ce dossier est réglée : son prix ne se recalcule plus');
    }
    const proposal = await proposeFolderLines(tx, auth.accountId, folder);
    if (!proposal) throw new Conflict(NO_GRID_MESSAGE);
    const row = await upsertPricingRow(tx, auth.accountId, folder.id, proposal);
    return pricingDto(row);
  });
}

/** The operator's change of a line: marked « modifié », journalled, checked (never corrected). */
export async function changePriceLine(
  db: Db,
  auth: AuthContext,
  folderId: number,
  index: number,
  patch: PriceLinePatch,
): Promise<FolderPricing> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const row = await findPricingRow(tx, auth.accountId, folderId, true);
    if (!row) throw new Conflict(NOT_PRICED_MESSAGE);
    if (row.version !== patch.version) throw new Conflict(STALE_MESSAGE);
    const line = row.lines[index];
    if (!line) throw new NotFound('Cette ligne de prix n’existe pas');
    const changed: StoredPriceLine = {
      ...line,
      unitPriceCents: patch.unitPriceCents,
      quantity: patch.quantity,
      totalHtCents: patch.unitPriceCents * patch.quantity,
      modified:
        patch.unitPriceCents !== line.proposedUnitPriceCents || patch.quantity !== line.proposedQuantity,
    };
    const lines = row.lines.map((current, i) => (i === index ? changed : current));
    const updated = await updatePricingLines(tx, row, lines);
    const what = `${folder.orderNo}, « ${line.label} » : ${line.quantity} × ${formatCents(BigInt(line.unitPriceCents))} → ${patch.quantity} × ${formatCents(BigInt(patch.unitPriceCents))}`;
    await recordJournal(tx, auth, 'PRICE_CHANGE', what);
    return pricingDto(updated);
  });
}
