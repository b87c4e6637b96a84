import {
  CREDIT_NOTE_PREFIX,
  formatInvoiceCode,
  ISSUED_CREDIT_NOTE_FROZEN_MESSAGE,
  ISSUED_INVOICE_FROZEN_MESSAGE,
  ISSUED_INVOICE_UNDELETABLE_MESSAGE,
  parisDay,
  type Invoice,
  type InvoiceCreateBody,
  type InvoiceKind,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoicePatchBody,
} from '@plateau/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { peekSequenceValue, type SequenceName } from '../accounting/account-sequences.repository.ts';
import { checkCreditedLines } from './credit-lines.ts';
import { buildInvoice, referenceIdsOf, type InvoiceDraft } from './invoice-build.ts';
import { toInvoice, toInvoiceRow } from './invoice-dto.ts';
import { loadInvoiceReferences, loadSeller } from './invoice-references.ts';
import {
  deleteDraftRow,
  findInvoice,
  insertInvoice,
  listInvoices,
  lockInvoice,
  updateDraft,
  type InvoiceRecord,
} from './invoices.repository.ts';

export const invoiceNotFound = () => new NotFound("La facture demandée n'existe pas");

/** Each kind of document has its own continuous sequence. */
export const SEQUENCE_OF: Record<InvoiceKind, SequenceName> = { INVOICE: 'FACTURE', CREDIT_NOTE: 'AVOIR' };

export async function listAccountInvoices(
  db: Db,
  auth: AuthContext,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const today = parisDay(new Date());
  const { rows, total } = await listInvoices(db, auth.accountId, query, today);
  return { rows: rows.map((row) => toInvoiceRow(row.invoice, row.remaining, today)), total };
}

export async function loadInvoice(db: DbOrTx, accountId: number, id: number): Promise<Invoice> {
  const found = await findInvoice(db, accountId, id);
  if (!found) throw invoiceNotFound();
  return toInvoice(found);
}

/** The code of a sequence's value: the account's invoice prefix, or AV for credit notes. */
export const documentCode = (kind: InvoiceKind, invoicePrefix: string, value: number) =>
  formatInvoiceCode(kind === 'CREDIT_NOTE' ? CREDIT_NOTE_PREFIX : invoicePrefix, value);

/** The number the next issue would give (a preview: another issue may take it first). */
export async function nextInvoiceCode(
  db: Db,
  auth: AuthContext,
  kind: InvoiceKind = 'INVOICE',
): Promise<{ data: string }> {
  const seller = await loadSeller(db, auth.accountId);
  const value = await peekSequenceValue(db, auth.accountId, SEQUENCE_OF[kind]);
  return { data: documentCode(kind, seller.prefixFacture, value) };
}

/**
 * Saves a draft inside the caller's transaction: no number yet (it is given at issue, so a draft
 * deleted or never issued leaves no gap).
 */
export async function createDraftIn(
  tx: Tx,
  accountId: number,
  draft: InvoiceDraft,
  origin: { folderId?: number; kind?: InvoiceKind; creditedInvoiceId?: number } = {},
) {
  const refs = await loadInvoiceReferences(tx, accountId, referenceIdsOf(draft));
  const { header, lines } = buildInvoice(draft, refs);
  return insertInvoice(
    tx,
    {
      ...header,
      accountId,
      kind: origin.kind ?? 'INVOICE',
      state: 'DRAFT',
      folderId: origin.folderId ?? null,
      creditedInvoiceId: origin.creditedInvoiceId ?? null,
    },
    lines,
  );
}

/** POST /api/factures/: a draft. */
export async function createInvoice(db: Db, auth: AuthContext, body: InvoiceCreateBody): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const id = await createDraftIn(tx, auth.accountId, body);
    return loadInvoice(tx, auth.accountId, id);
  });
}

/** An issued document is frozen: the answer says what to do instead. */
export const frozen = (row: InvoiceRecord, action: 'patch' | 'delete') =>
  new Conflict(
    row.kind === 'CREDIT_NOTE'
      ? ISSUED_CREDIT_NOTE_FROZEN_MESSAGE
      : action === 'patch'
        ? ISSUED_INVOICE_FROZEN_MESSAGE
        : ISSUED_INVOICE_UNDELETABLE_MESSAGE,
  );

/** A draft locked for a change: 404 when unknown to the account, 409 once issued. */
async function lockDraft(tx: Tx, accountId: number, id: number, action: 'patch' | 'delete') {
  const row = await lockInvoice(tx, accountId, id);
  if (!row) throw invoiceNotFound();
  if (row.state !== 'DRAFT') throw frozen(row, action);
  return row;
}

/** PATCH by difference (drafts only): the stored draft with the fields sent, rebuilt and recomputed whole. */
export async function patchInvoice(
  db: Db,
  auth: AuthContext,
  id: number,
  patch: InvoicePatchBody,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, auth.accountId, id, 'patch');
    if (row.version !== patch.version) throw staleInvoice();
    // A credit note corrects an invoice of one customer: it cannot be moved to another.
    if (row.kind === 'CREDIT_NOTE' && patch.client && patch.client.id !== row.customerId)
      throw new Invalid("Le client d'un avoir est celui de la facture qu'il corrige");
    const stored = await loadInvoice(tx, auth.accountId, id);
    const draft: InvoiceDraft = {
      date: patch.date ?? stored.date,
      // A new date or payment mode recomputes the due date unless the patch sends one.
      dueDate: patch.dueDate ?? (patch.date || patch.client ? null : stored.dueDate),
      client: patch.client ?? { ...stored.client, place: stored.client.place ?? null },
      articles: patch.articles ?? stored.articles,
      // Sent as null: removed; left out: kept.
      serviceDate: patch.serviceDate !== undefined ? patch.serviceDate : stored.serviceDate,
      servicePeriod: patch.servicePeriod !== undefined ? patch.servicePeriod : stored.servicePeriod,
      allowance: patch.allowance !== undefined ? patch.allowance : stored.allowance,
    };
    const refs = await loadInvoiceReferences(tx, auth.accountId, referenceIdsOf(draft));
    const { header, lines } = buildInvoice(draft, refs);
    if (row.kind === 'CREDIT_NOTE') await checkCreditedLines(tx, auth.accountId, row, lines);
    if (!(await updateDraft(tx, auth.accountId, id, patch.version, header, lines))) throw staleInvoice();
    return loadInvoice(tx, auth.accountId, id);
  });
}

export const staleInvoice = () =>
  new Conflict(
    'La facture a été modifiée entre-temps par un autre utilisateur : rechargez-la avant de la modifier',
  );

/** Any draft may be deleted: it holds no number. An issued document is cancelled by a credit note. */
export async function deleteInvoice(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, auth.accountId, id, 'delete');
    await deleteDraftRow(tx, auth.accountId, id);
  });
}
