import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { PaymentState } from '@plateau/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invoices, legalEntities, payments } from '../../db/schema/index.ts';

export type PaymentRecord = typeof payments.$inferSelect;

/** The issued invoice a payment is for, locked so two payments never both take the same remainder. */
export async function lockIssuedInvoice(tx: Tx, accountId: number, invoiceId: number) {
  const [row] = await tx
    .select({
      id: invoices.id,
      kind: invoices.kind,
      state: invoices.state,
      totalTTC: invoices.totalTTC,
      dueDate: invoices.dueDate,
      siren: legalEntities.siren,
      vatNumber: legalEntities.tvaIntracommunautaire,
    })
    .from(invoices)
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)))
    .for('update', { of: invoices });
  return row ?? null;
}

/** Issued credit notes of the invoice, TTC, as exact decimal texts. */
export async function creditedAmounts(db: DbOrTx, invoiceId: number): Promise<string[]> {
  const rows = await db
    .select({ total: invoices.totalTTC })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), eq(invoices.state, 'ISSUED')));
  return rows.map((row) => row.total);
}

export async function invoicePayments(db: DbOrTx, accountId: number, invoiceId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.invoiceId, invoiceId)))
    .orderBy(payments.date, payments.id);
}

export async function lockPayment(tx: Tx, accountId: number, invoiceId: number, paymentId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.accountId, accountId), eq(payments.invoiceId, invoiceId), eq(payments.id, paymentId)),
    )
    .for('update');
  return row ?? null;
}

export async function markCancelled(tx: Tx, paymentId: number, userId: number | null, reason: string) {
  await tx
    .update(payments)
    .set({ cancelledAt: sql`now()`, cancelledBy: userId, cancelReason: reason })
    .where(and(eq(payments.id, paymentId), isNull(payments.cancelledAt)));
}

/**
 * What an invoice still owes, as SQL on the `invoices` row of the query (`remainingCents`'s rule): its total, less
 * its issued credit notes and its payments not cancelled, never below 0. One expression: a list computes it for
 * every row in the same query.
 */
// Spelled with its table: drizzle writes a one-table query's columns bare, and a bare "id" inside the sub-queries
// would be the payment's or the credit note's own.
const invoiceId = sql`${sql.identifier(getTableName(invoices))}.${sql.identifier(invoices.id.name)}`;
export const remainingSql = sql<string>`greatest(0, ${invoices.totalTTC}
  - coalesce((select sum(c.total_ttc) from invoices c
      where c.credited_invoice_id = ${invoiceId} and c.state = 'ISSUED'), 0)
  - coalesce((select sum(p.amount) from payments p
      where p.invoice_id = ${invoiceId} and p.cancelled_at is null), 0))`;

/**
 * What an invoice owed at the end of `day` (ISO, Paris), as SQL on the `invoices` row: `remainingSql`'s rule
 * with only the credit notes issued and the payments received by that day. A cancelled payment counts on no day
 * (it is undone, not reversed on its cancellation day). On today, with no payment dated ahead, it is
 * `remainingSql`; the receivables at a past day (issue 29 §4) read it.
 */
export const remainingOnSql = (day: string) => sql<string>`greatest(0, ${invoices.totalTTC}
  - coalesce((select sum(c.total_ttc) from invoices c
      where c.credited_invoice_id = ${invoiceId} and c.state = 'ISSUED' and c.date <= ${day}::date), 0)
  - coalesce((select sum(p.amount) from payments p
      where p.invoice_id = ${invoiceId} and p.cancelled_at is null and p.date <= ${day}::date), 0))`;

/**
 * The payment state of an issued invoice on `today` (ISO day, Paris), as SQL: `paymentStatus`'s order — paid,
 * then late, then partly paid, then to pay — so that a filter agrees with the label shown.
 */
export const paymentStateSql = (today: string) => sql<PaymentState>`case
  when ${remainingSql} <= 0 then 'PAID'
  when ${invoices.dueDate} < ${today}::date then 'OVERDUE'
  when ${remainingSql} < ${invoices.totalTTC} then 'PARTLY_PAID'
  else 'TO_PAY' end`;
