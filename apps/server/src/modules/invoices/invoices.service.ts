import {
  formatInvoiceCode,
  type Invoice,
  type InvoiceCreateBody,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoicePatchBody,
} from '@plateau/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { nextSequenceValue, peekSequenceValue } from '../accounting/account-sequences.repository.ts';
import { buildInvoice, referenceIdsOf, type InvoiceDraft } from './invoice-build.ts';
import { toInvoice, toInvoiceRow } from './invoice-dto.ts';
import { loadInvoiceReferences, loadSeller } from './invoice-references.ts';
import {
  deleteInvoiceRow,
  findInvoice,
  insertInvoice,
  listInvoices,
  lockInvoiceCounter,
  releaseLastInvoiceNumber,
  updateInvoice,
} from './invoices.repository.ts';

export const invoiceNotFound = () => new NotFound("La facture demandée n'existe pas");

export async function listAccountInvoices(
  db: Db,
  auth: AuthContext,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const { rows, total } = await listInvoices(db, auth.accountId, query);
  return { rows: rows.map(toInvoiceRow), total };
}

export async function loadInvoice(db: DbOrTx, accountId: number, id: number): Promise<Invoice> {
  const found = await findInvoice(db, accountId, id);
  if (!found) throw invoiceNotFound();
  return toInvoice(found.invoice, found.lines);
}

/** The code the next invoice would get (a preview: a concurrent creation may take it first). */
export async function nextInvoiceCode(db: Db, auth: AuthContext): Promise<{ data: string }> {
  const seller = await loadSeller(db, auth.accountId);
  return {
    data: formatInvoiceCode(seller.prefixFacture, await peekSequenceValue(db, auth.accountId, 'FACTURE')),
  };
}

/**
 * Creates an invoice inside the caller's transaction: its number is taken from the account's
 * FACTURE counter there, so a failed creation gives it back and numbers never skip.
 */
export async function createInvoiceIn(
  tx: Tx,
  accountId: number,
  draft: InvoiceDraft,
  folderId: number | null = null,
) {
  const refs = await loadInvoiceReferences(tx, accountId, referenceIdsOf(draft));
  const { header, lines } = buildInvoice(draft, refs);
  const sequenceValue = await nextSequenceValue(tx, accountId, 'FACTURE');
  const code = formatInvoiceCode(refs.seller.prefixFacture, sequenceValue);
  const id = await insertInvoice(tx, { ...header, accountId, code, sequenceValue, folderId }, lines);
  return { id, code };
}

export async function createInvoice(db: Db, auth: AuthContext, body: InvoiceCreateBody): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const { id } = await createInvoiceIn(tx, auth.accountId, body);
    return loadInvoice(tx, auth.accountId, id);
  });
}

/** PATCH by difference: the stored invoice with the fields sent, rebuilt and recomputed whole. */
export async function patchInvoice(
  db: Db,
  auth: AuthContext,
  id: number,
  patch: InvoicePatchBody,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const stored = await loadInvoice(tx, auth.accountId, id);
    if (stored.version !== patch.version) throw staleInvoice();
    const draft: InvoiceDraft = {
      date: patch.date ?? stored.date,
      // A new date or payment mode recomputes the due date unless the patch sends one.
      dueDate: patch.dueDate ?? (patch.date || patch.client ? null : stored.dueDate),
      client: patch.client ?? { ...stored.client, place: stored.client.place ?? null },
      articles: patch.articles ?? stored.articles,
    };
    const refs = await loadInvoiceReferences(tx, auth.accountId, referenceIdsOf(draft));
    const { header, lines } = buildInvoice(draft, refs);
    if (!(await updateInvoice(tx, auth.accountId, id, patch.version, header, lines))) throw staleInvoice();
    return loadInvoice(tx, auth.accountId, id);
  });
}

const staleInvoice = () =>
  new Conflict(
    'La facture a été modifiée entre-temps par un autre utilisateur : rechargez-la avant de la modifier',
  );

/**
 * Only the account's most recent invoice may be deleted, and its number is given back: French law
 * wants one continuous sequence, which deleting an older one would break.
 */
export async function deleteInvoice(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const last = await lockInvoiceCounter(tx, auth.accountId);
    const found = await findInvoice(tx, auth.accountId, id);
    if (!found) throw invoiceNotFound();
    if (found.invoice.sequenceValue !== last)
      throw new Conflict(
        'Seule la dernière facture émise peut être supprimée : la numérotation des factures doit rester continue',
      );
    if (found.invoice.folderId)
      await tx.update(folders).set({ numeroFacture: null }).where(eq(folders.id, found.invoice.folderId));
    await deleteInvoiceRow(tx, auth.accountId, id);
    await releaseLastInvoiceNumber(tx, auth.accountId, last);
  });
}
