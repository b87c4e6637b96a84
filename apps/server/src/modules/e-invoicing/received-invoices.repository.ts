import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { receivedInvoices } from '../../db/schema/index.ts';

export type ReceivedInvoiceRow = typeof receivedInvoices.$inferSelect;

/** Stores a received invoice once per flow; answers its id, or null when it was already there. */
export async function insertReceivedInvoice(db: DbOrTx, values: typeof receivedInvoices.$inferInsert) {
  const [row] = await db
    .insert(receivedInvoices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: receivedInvoices.id });
  return row?.id ?? null;
}

export async function findReceivedByNumber(
  db: DbOrTx,
  accountId: number,
  number: string,
  siren: string | null,
) {
  const [row] = await db
    .select({ id: receivedInvoices.id })
    .from(receivedInvoices)
    .where(
      and(
        eq(receivedInvoices.accountId, accountId),
        eq(receivedInvoices.number, number),
        siren ? eq(receivedInvoices.supplierSiren, siren) : undefined,
      ),
    )
    .orderBy(receivedInvoices.id)
    .limit(1);
  return row ?? null;
}

/** A received invoice whose supplier SIREN and number came before: a duplicate. */
// The outer row is named by its table: drizzle writes a column of a single-table select unqualified.
const duplicateSql = sql<boolean>`exists (select 1 from received_invoices other
  where other.account_id = received_invoices.account_id and other.supplier_siren = received_invoices.supplier_siren
  and other.number = received_invoices.number and other.id < received_invoices.id)`;

const listColumns = {
  id: receivedInvoices.id,
  number: receivedInvoices.number,
  supplierName: receivedInvoices.supplierName,
  supplierSiren: receivedInvoices.supplierSiren,
  issueDate: receivedInvoices.issueDate,
  totalHT: receivedInvoices.totalHT,
  totalTTC: receivedInvoices.totalTTC,
  currency: receivedInvoices.currency,
  receivedAt: receivedInvoices.receivedAt,
  hasReadableView: sql<boolean>`${receivedInvoices.readableView} is not null`,
  duplicate: duplicateSql,
};

export async function listReceived(db: DbOrTx, accountId: number, page: number, limit: number) {
  const where = eq(receivedInvoices.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(receivedInvoices)
      .where(where)
      .orderBy(desc(receivedInvoices.receivedAt), desc(receivedInvoices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(receivedInvoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReceived(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(receivedInvoices)
    .where(and(eq(receivedInvoices.accountId, accountId), eq(receivedInvoices.id, id)));
  return row ?? null;
}

export async function findReceivedSummary(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(receivedInvoices)
    .where(and(eq(receivedInvoices.accountId, accountId), eq(receivedInvoices.id, id)));
  return row ?? null;
}
