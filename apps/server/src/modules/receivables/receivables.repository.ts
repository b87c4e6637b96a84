import { and, desc, eq, getTableName, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { remainingOnSql } from '../payments/index.ts';

/** The account's issued invoices (not credit notes) dated by `day`: what the receivables are made of. */
const issuedInvoicesBy = (accountId: number, day: string) =>
  and(
    eq(invoices.accountId, accountId),
    eq(invoices.kind, 'INVOICE'),
    eq(invoices.state, 'ISSUED'),
    lte(invoices.date, day),
  );

/**
 * The invoices still owed something at the end of `day`, newest first (the newest names its customer), each
 * with what remained then, computed by the payments module's rule.
 */
export async function openInvoicesOn(db: DbOrTx, accountId: number, day: string) {
  const remaining = remainingOnSql(day);
  return db
    .select({
      customerId: invoices.customerId,
      companyName: invoices.companyName,
      contactFirstname: invoices.contactFirstname,
      contactName: invoices.contactName,
      restrictedAt: invoices.restrictedAt,
      dueDate: invoices.dueDate,
      remaining,
    })
    .from(invoices)
    .where(and(issuedInvoicesBy(accountId, day), sql`${remaining} > 0`))
    .orderBy(desc(invoices.date), desc(invoices.id));
}

// Spelled with its table, as in the payments module: a bare "id" inside the sub-queries would be the payment's.
const invoiceId = sql`${sql.identifier(getTableName(invoices))}.${sql.identifier(invoices.id.name)}`;
const livePaymentsBy = (day: string) =>
  sql`from payments p where p.invoice_id = ${invoiceId} and p.cancelled_at is null and p.date <= ${day}::date`;

/**
 * The invoices whose last euro arrived after `after` and by `day`: the day each was issued, the day of the
 * payment that completed it (its latest live payment), and what was paid on it. A wholly credited invoice,
 * paid nothing, is left out.
 */
export async function invoicesSettledBetween(db: DbOrTx, accountId: number, after: string, day: string) {
  const settledDay = sql<string>`(select max(p.date) ${livePaymentsBy(day)})`;
  const paid = sql<string>`(select coalesce(sum(p.amount), 0) ${livePaymentsBy(day)})`;
  return db
    .select({ issueDay: invoices.date, settledDay, paid })
    .from(invoices)
    .where(
      and(
        issuedInvoicesBy(accountId, day),
        sql`${remainingOnSql(day)} = 0`,
        sql`${paid} > 0`,
        sql`${settledDay} > ${after}::date`,
      ),
    );
}

/** The sales TTC issued after `after` and by `day`: invoices less credit notes (stored positive). */
export async function salesTtcBetween(db: DbOrTx, accountId: number, after: string, day: string) {
  const [row] = await db
    .select({
      sales: sql<string>`coalesce(sum(case when ${invoices.kind} = 'INVOICE'
        then ${invoices.totalTTC} else -${invoices.totalTTC} end), 0)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.state, 'ISSUED'),
        gt(invoices.date, after),
        lte(invoices.date, day),
      ),
    );
  return row?.sales ?? '0';
}
