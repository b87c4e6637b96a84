import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery } from '@plateau/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accountSequences, invoiceLines, invoices } from '../../db/schema/index.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceLineRecord = typeof invoiceLines.$inferSelect;
type NewHeader = typeof invoices.$inferInsert;
type NewLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

const ofAccount = (accountId: number, id: number) =>
  and(eq(invoices.accountId, accountId), eq(invoices.id, id));

/** LIKE wildcards typed by a user are searched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listInvoices(db: DbOrTx, accountId: number, query: InvoiceListQuery) {
  const filters: SQL[] = [eq(invoices.accountId, accountId)];
  if (query.startDate) filters.push(gte(invoices.date, query.startDate));
  if (query.endDate) filters.push(lte(invoices.date, query.endDate));
  if (query.code) filters.push(ilike(invoices.code, `%${escapeLike(query.code)}%`));
  const where = and(...filters);
  const order = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(order(invoices.date), order(invoices.sequenceValue))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInvoice(db: DbOrTx, accountId: number, id: number) {
  const [invoice] = await db.select().from(invoices).where(ofAccount(accountId, id));
  if (!invoice) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return { invoice, lines };
}

export async function insertInvoice(tx: Tx, header: NewHeader, lines: NewLine[]): Promise<number> {
  const [row] = await tx.insert(invoices).values(header).returning({ id: invoices.id });
  await insertLines(tx, row!.id, lines);
  return row!.id;
}

async function insertLines(tx: Tx, invoiceId: number, lines: NewLine[]) {
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}

/** Rewrites the invoice if its version is still `version`; false when stale or gone. */
export async function updateInvoice(
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
    .where(and(ofAccount(accountId, id), eq(invoices.version, version)))
    .returning({ id: invoices.id });
  if (!updated.length) return false;
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await insertLines(tx, id, lines);
  return true;
}

/** The account's FACTURE counter, locked until the transaction ends (deletes queue behind creations). */
export async function lockInvoiceCounter(tx: Tx, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ value: accountSequences.lastValue })
    .from(accountSequences)
    .where(and(eq(accountSequences.accountId, accountId), eq(accountSequences.name, 'FACTURE')))
    .for('update');
  return row?.value ?? 0;
}

/** Gives the last number back: the next invoice takes it again, so the sequence keeps no gap. */
export async function releaseLastInvoiceNumber(tx: Tx, accountId: number, value: number) {
  await tx
    .update(accountSequences)
    .set({ lastValue: value - 1 })
    .where(and(eq(accountSequences.accountId, accountId), eq(accountSequences.name, 'FACTURE')));
}

export async function deleteInvoiceRow(tx: Tx, accountId: number, id: number) {
  await tx.delete(invoices).where(ofAccount(accountId, id));
}
