import {
  CreationOrigine,
  FolderState,
  MissionKind,
  MissionState,
  withComputedTotals,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { missions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import {
  commitFolderChange,
  folderNotFound,
  insertFolder,
  lockFolder,
  ownFolder,
} from '../folder-core/index.ts';
import { valorisationItemOf } from './folder-pricing-apply.service.ts';
import { upsertPricingRow } from './folder-pricing.repository.ts';
import { findQuoteRow, updateQuoteRow } from './quotes.repository.ts';
import { QUOTE_NOT_FOUND_MESSAGE, quoteDto } from './quotes.service.ts';

/**
 * An accepted quote becomes a folder (or attaches to one): its lines become the folder's price and
 * valorisation, so « Facturer » bills them. Once: a quote already on a folder answers 409.
 */
export async function quoteToFolder(db: Db, auth: AuthContext, quoteId: number, folderId: number | null) {
  return db.transaction(async (tx) => {
    const quote = await findQuoteRow(tx, auth.accountId, quoteId, true);
    if (!quote) throw new NotFound(QUOTE_NOT_FOUND_MESSAGE);
    if (quote.state !== 'ACCEPTE') throw new Conflict('Seul un devis accepté devient un dossier');
    if (quote.folderId !== null) throw new Conflict('Ce devis est déjà rattaché à un dossier');
    let folder = folderId === null ? null : await lockFolder(tx, ownFolder(auth), folderId);
    if (folderId !== null && !folder) throw folderNotFound();
    let text = `Devis ${quote.number} rattaché au dossier`;
    if (!folder) {
      folder = await insertFolder(tx, {
        accountId: auth.accountId,
        folderState: FolderState.CREATED,
        creationOrigine: CreationOrigine.BACKOFFICE,
        customerPlace: { contactName: quote.customerName, contactPhone: quote.customerPhone ?? undefined },
      });
      await tx.insert(missions).values({
        folderId: folder.id,
        accountId: auth.accountId,
        kind: MissionKind.INTERVENTION,
        orderNo: `${folder.orderNo}-I`,
        missionState: MissionState.MISSION_NOT_YET_SEND,
        text: quote.description,
      });
      text = `Dossier créé depuis le devis ${quote.number}`;
    }
    const valorisation = withComputedTotals({
      nature: 'PRESTATAIRE',
      commentaire: `Devis ${quote.number} accepté`,
      modifiable: true,
      estFacturable: true,
      items: quote.lines.map(valorisationItemOf),
    });
    await upsertPricingRow(tx, auth.accountId, folder.id, {
      gridId: null,
      gridName: `Devis ${quote.number}`,
      callAt: quote.createdAt,
      lines: quote.lines,
      hidePricesOnDriverDocuments: false,
    });
    await commitFolderChange(tx, folder, {
      columns: { valorisation },
      events: [{ text }],
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return quoteDto(await updateQuoteRow(tx, quote.id, { folderId: folder.id }));
  });
}
