import { and, asc, count, desc, eq, gte, ilike, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { InvoiceKind, InvoiceListQuery, Place } from '@plateau/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invoiceDocuments, invoiceLines, invoices } from '../../db/schema/index.ts';
import { latestInvoiceStatusSql } from '../e-invoicing/index.ts';
import { paymentStateSql, remainingSql } from '../payments/index.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceLineRecord = typeof invoiceLines.$inferSelect;
type NewHeader = typeof invoices.$inferInsert;
type NewLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

const ofAccount = (accountId: number, id: number) =>
  and(eq(invoices.accountId, accountId), eq(invoices.id, id));

/** LIKE wildcards typed by a user are searched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the account's invoices, each with what it still owes (computed in the same query). `today` (Paris)
 * decides which invoices are late, for the payment state filter.
 */
export async function listInvoices(db: DbOrTx, accountId: number, query: InvoiceListQuery, today: string) {
  // A restricted invoice (its customer erased, issue 23) stays listed, marked (issue 28 §2).
  const filters: SQL[] = [eq(invoices.accountId, accountId)];
  if (query.startDate) filters.push(gte(invoices.date, query.startDate));
  if (query.endDate) filters.push(lte(invoices.date, query.endDate));
  if (query.code) filters.push(ilike(invoices.code, `%${escapeLike(query.code)}%`));
  if (query.state) filters.push(eq(invoices.state, query.state));
  if (query.kind) filters.push(eq(invoices.kind, query.kind));
  if (query.platformStatus)
    filters.push(sql`${latestInvoiceStatusSql(invoices.id)} = ${query.platformStatus}`);
  // Only an issued invoice has a payment state.
  if (query.paymentState)
    filters.push(
      eq(invoices.kind, 'INVOICE'),
      eq(invoices.state, 'ISSUED'),
      query.paymentState === 'UNPAID'
        ? sql`${paymentStateSql(today)} <> 'PAID'`
        : sql`${paymentStateSql(today)} = ${query.paymentState}`,
    );
  if (query.customerId) filters.push(eq(invoices.customerId, query.customerId));
  const where = and(...filters);
  const order = query.order === 'asc' ? asc : desc;
  // Drafts first, apart from what was issued; then by date and number, or by due date, as asked.
  const sorted =
    query.sort === 'dueDate'
      ? [order(invoices.dueDate), order(invoices.id)]
      : [order(invoices.date), order(invoices.issuedAt), order(invoices.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, remaining: remainingSql })
      .from(invoices)
      .where(where)
      .orderBy(sql`${invoices.state} = 'DRAFT' desc`, ...sorted)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The invoice, its lines, the invoice it credits and the kept PDF's hash. */
export async function findInvoice(db: DbOrTx, accountId: number, id: number) {
  const [invoice] = await db.select().from(invoices).where(ofAccount(accountId, id));
  if (!invoice) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const [credited] = invoice.creditedInvoiceId
    ? await db
        .select({ id: invoices.id, code: invoices.code, date: invoices.date })
        .from(invoices)
        .where(ofAccount(accountId, invoice.creditedInvoiceId))
    : [];
  const [document] = await db
    .select({ sha256: invoiceDocuments.sha256 })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.invoiceId, id));
  return { invoice, lines, credited: credited ?? null, documentSha256: document?.sha256 ?? null };
}

/** The invoice row locked until the transaction ends: an issue, a patch and a delete queue. */
export async function lockInvoice(tx: Tx, accountId: number, id: number) {
  const [row] = await tx.select().from(invoices).where(ofAccount(accountId, id)).for('update');
  return row ?? null;
}

export async function insertInvoice(tx: Tx, header: NewHeader, lines: NewLine[]): Promise<number> {
  const [row] = await tx.insert(invoices).values(header).returning({ id: invoices.id });
  await insertLines(tx, row!.id, lines);
  return row!.id;
}

async function insertLines(tx: Tx, invoiceId: number, lines: NewLine[]) {
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}

/** Rewrites a draft if its version is still `version`; false when stale, gone or issued. */
export async function updateDraft(
  tx: Tx,
  accountId: number,
  id: number,
  version: number,
  header: Partial<NewHeader>,
  lines: NewLine[],
): Promise<boolean> {
  const updated = await tx
    .update(invoices)
    .set({ ...header, version: sql`${invoices.version} + 1` })
    .where(and(ofAccount(accountId, id), eq(invoices.version, version), eq(invoices.state, 'DRAFT')))
    .returning({ id: invoices.id });
  if (!updated.length) return false;
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await insertLines(tx, id, lines);
  return true;
}

/** The latest date issued in a sequence (an account's invoices, or its credit notes). */
export async function lastIssuedDate(tx: Tx, accountId: number, kind: InvoiceKind): Promise<string | null> {
  const [row] = await tx
    .select({ date: max(invoices.date) })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.kind, kind), eq(invoices.state, 'ISSUED')));
  return row?.date ?? null;
}

/**
 * Numbers, dates and freezes a draft. The issue time is the clock read now, under the sequence's
 * lock (not the transaction's start), so it follows the numbers.
 */
export async function markIssued(
  tx: Tx,
  accountId: number,
  id: number,
  issue: {
    code: string;
    sequenceValue: number;
    date: string;
    dueDate: string;
    billingPlace: Partial<Place> | null;
  },
) {
  const [row] = await tx
    .update(invoices)
    .set({
      ...issue,
      state: 'ISSUED',
      issuedAt: sql`clock_timestamp()`,
      version: sql`${invoices.version} + 1`,
    })
    .where(and(ofAccount(accountId, id), eq(invoices.state, 'DRAFT')))
    .returning({ issuedAt: invoices.issuedAt });
  return row!.issuedAt!;
}

export async function deleteDraftRow(tx: Tx, accountId: number, id: number) {
  await tx.delete(invoices).where(and(ofAccount(accountId, id), eq(invoices.state, 'DRAFT')));
}

/** The total TTC already credited on an invoice by its issued credit notes, as decimal text. */
export async function creditedTotal(tx: Tx, accountId: number, invoiceId: number): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${invoices.totalTTC}), 0)::text` })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.creditedInvoiceId, invoiceId),
        eq(invoices.state, 'ISSUED'),
      ),
    );
  return row!.total;
}

export async function storeDocument(
  tx: DbOrTx,
  document: { invoiceId: number; accountId: number; filename: string; content: Buffer; sha256: string },
) {
  // A concurrent first download of an old invoice may have stored it already: the first one stays.
  await tx.insert(invoiceDocuments).values(document).onConflictDoNothing();
}

export async function findDocument(db: DbOrTx, accountId: number, invoiceId: number) {
  const [document] = await db
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.accountId, accountId), eq(invoiceDocuments.invoiceId, invoiceId)));
  return document ?? null;
}

/** A folder's invoice that is not a credit note (a folder is invoiced once). */
export async function folderInvoice(tx: Tx, folderId: number) {
  const [row] = await tx
    .select({ id: invoices.id, code: invoices.code, state: invoices.state })
    .from(invoices)
    .where(and(eq(invoices.folderId, folderId), isNull(invoices.creditedInvoiceId)));
  return row ?? null;
}
