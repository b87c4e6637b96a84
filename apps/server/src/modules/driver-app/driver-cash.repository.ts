import { and, eq, inArray, isNull } from 'drizzle-orm';
import { decimalTextToCents, type RoadsideCashFolder } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { driverPayments, invoices } from '../../db/schema/index.ts';
import { remainingSql } from '../payments/index.ts';

export type FolderInvoiceCash = NonNullable<RoadsideCashFolder['invoice']>;

/**
 * The invoice of each folder, as « Encaisser » reads it: a draft's total, an issued one's remainder (what its
 * credit notes and payments leave), in one query for the driver's whole list.
 */
export async function folderInvoicesForCash(
  db: DbOrTx,
  accountId: number,
  folderIds: number[],
): Promise<Map<number, FolderInvoiceCash>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .select({
      folderId: invoices.folderId,
      code: invoices.code,
      state: invoices.state,
      totalTTC: invoices.totalTTC,
      remaining: remainingSql,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        inArray(invoices.folderId, folderIds),
        isNull(invoices.creditedInvoiceId),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.folderId!,
      {
        code: row.code,
        state: row.state === 'ISSUED' ? 'ISSUED' : 'DRAFT',
        amountCents: decimalTextToCents(String(row.state === 'ISSUED' ? row.remaining : row.totalTTC)),
      },
    ]),
  );
}

/** The payment a request key already recorded (a queued « Encaisser » sent again), or null. */
export async function findDriverPayment(db: DbOrTx, accountId: number, requestKey: string) {
  const [row] = await db
    .select({ paymentId: driverPayments.paymentId })
    .from(driverPayments)
    .where(and(eq(driverPayments.accountId, accountId), eq(driverPayments.requestKey, requestKey)));
  return row ?? null;
}

export async function loadDriverPayment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(driverPayments).where(eq(driverPayments.id, id));
  return row ?? null;
}
