import { and, count, eq } from 'drizzle-orm';
import {
  alreadyIssuedMessage,
  computeDueDate,
  customerBillingPlace,
  hasPostalAddress,
  CreationOrigine,
  decimalTextToCents,
  formatCents,
  issueBlocker,
  issueDate,
  missingBuyerMentions,
  missingSellerMentions,
  parisToday,
  type Invoice,
  type InvoiceIssueBody,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { folders, invoiceLines, legalEntities, paymentModes } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { nextSequenceValue } from '../accounting/account-sequences.repository.ts';
import { commitFolderChange } from '../folder-core/index.ts';
import { checkCreditedLines, creditNoteLines } from './credit-lines.ts';
import { queueInvoiceDeposit } from '../e-invoicing/index.ts';
import { keepIssuedDocument, loadSellerOf } from './invoice-pdf.service.ts';
import {
  creditedTotal,
  lastIssuedDate,
  lockInvoice,
  markIssued,
  type InvoiceRecord,
} from './invoices.repository.ts';
import { documentCode, invoiceNotFound, loadInvoice, SEQUENCE_OF, staleInvoice } from './invoices.service.ts';

/** POST /api/factures/{id}/issue. */
export async function issueInvoice(
  db: Db,
  auth: AuthContext,
  id: number,
  body: InvoiceIssueBody,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    await issueDraftIn(tx, auth.accountId, id, { version: body?.version, userId: auth.userId });
    return loadInvoice(tx, auth.accountId, id);
  });
}

/**
 * Issues a draft inside the caller's transaction: checks it may be issued, takes the next number
 * of its sequence (the counter's row stays locked until the transaction ends, so concurrent issues
 * queue and a failed one gives its number back: no gap, no duplicate), dates it today in Paris
 * but never before the sequence's last date, freezes it and keeps its PDF.
 */
export async function issueDraftIn(
  tx: Tx,
  accountId: number,
  id: number,
  options: { version?: number; userId?: number; now?: Date } = {},
): Promise<void> {
  const draft = await lockInvoice(tx, accountId, id);
  if (!draft) throw invoiceNotFound();
  if (draft.state !== 'DRAFT') throw new Conflict(alreadyIssuedMessage(draft.kind, draft.code));
  if (options.version !== undefined && options.version !== draft.version) throw staleInvoice();
  const seller = await loadSellerOf(tx, accountId);
  const buyer = await buyerOf(tx, accountId, draft.customerId);
  // A draft saved before its customer's address was typed takes it now, as saving it again would.
  const billingPlace = hasPostalAddress(draft.billingPlace)
    ? draft.billingPlace
    : hasPostalAddress(customerBillingPlace(buyer))
      ? customerBillingPlace(buyer)
      : null;
  const blocker = issueBlocker({
    kind: draft.kind,
    lineCount: await lineCount(tx, id),
    totalTTCCents: decimalTextToCents(draft.totalTTC),
    missingSellerMentions: missingSellerMentions(seller.legalEntity, seller.name),
    missingBuyerMentions: missingBuyerMentions(buyer),
    buyerAddressMissing: !billingPlace,
  });
  if (blocker) throw new Invalid(blocker);
  const credited = draft.creditedInvoiceId ? await checkCreditLeft(tx, accountId, draft) : null;

  const sequenceValue = await nextSequenceValue(tx, accountId, SEQUENCE_OF[draft.kind]);
  // Read under the counter's lock: the previous issue of this sequence has committed.
  const date = issueDate(
    parisToday(options.now),
    await lastIssuedDate(tx, accountId, draft.kind),
    credited?.date,
  );
  const code = documentCode(draft.kind, seller.legalEntity.prefixFacture, sequenceValue);
  const dueDate = computeDueDate(date, await paymentModeOf(tx, accountId, draft.modeReglementId));
  await markIssued(tx, accountId, id, { code, sequenceValue, date, dueDate, billingPlace });
  if (draft.folderId) await noteOnFolder(tx, accountId, draft.folderId, code, options.userId);
  await keepIssuedDocument(tx, accountId, id);
  await queueInvoiceDeposit(tx, accountId, id);
}

/** The customer as it is now: a SIREN typed since the draft was saved counts. */
async function buyerOf(tx: Tx, accountId: number, customerId: number) {
  const [customer] = await tx
    .select({
      siren: legalEntities.siren,
      tvaIntracommunautaire: legalEntities.tvaIntracommunautaire,
      headQuarterPlace: legalEntities.headQuarterPlace,
      facturationPlace: legalEntities.facturationPlace,
    })
    .from(legalEntities)
    .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.id, customerId)));
  return customer ?? {};
}

async function lineCount(tx: Tx, invoiceId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return row?.n ?? 0;
}

async function paymentModeOf(tx: Tx, accountId: number, id: number | null) {
  if (!id) return null;
  const [mode] = await tx
    .select()
    .from(paymentModes)
    .where(and(eq(paymentModes.accountId, accountId), eq(paymentModes.id, id)));
  return mode ?? null;
}

/**
 * A credit note never credits more than what is left of its invoice. The invoice's row is locked,
 * so two credit notes of one invoice issued at once are checked one after the other.
 */
async function checkCreditLeft(tx: Tx, accountId: number, creditNote: InvoiceRecord) {
  const invoice = await lockInvoice(tx, accountId, creditNote.creditedInvoiceId!);
  if (!invoice) throw invoiceNotFound();
  const left =
    decimalTextToCents(invoice.totalTTC) - decimalTextToCents(await creditedTotal(tx, accountId, invoice.id));
  if (decimalTextToCents(creditNote.totalTTC) > left)
    throw new Invalid(
      `Impossible d'émettre : l'avoir dépasse ce qui reste à créditer sur la facture ${invoice.code} (${formatCents(left)} TTC)`,
    );
  await checkCreditedLines(tx, accountId, creditNote, await creditNoteLines(tx, creditNote.id));
  return invoice;
}

/** A folder's invoice, once issued, gives the folder its number and a line in its history. */
async function noteOnFolder(tx: Tx, accountId: number, folderId: number, code: string, userId?: number) {
  const [folder] = await tx
    .select()
    .from(folders)
    .where(and(eq(folders.accountId, accountId), eq(folders.id, folderId)))
    .for('update');
  if (!folder) return;
  await commitFolderChange(tx, folder, {
    columns: { numeroFacture: code },
    events: [{ text: `Facture ${code} émise depuis le dossier` }],
    origin: CreationOrigine.BACKOFFICE,
    userId: userId ?? null,
  });
}
