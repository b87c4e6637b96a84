import { and, eq, isNull, sql } from 'drizzle-orm';
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
