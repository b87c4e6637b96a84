import { and, asc, eq, getTableName, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  buyerName,
  decimalTextToCents,
  invoiceLettering,
  paymentJournals,
  type PaymentMethod,
  type Settlement,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, legalEntities, payments, paymentTypes } from '../../db/schema/index.ts';

/** The journal of each payment method, from the account's payment types (« Types de règlement »). */
export async function accountPaymentJournals(db: DbOrTx, accountId: number) {
  const types = await db
    .select({
      nom: paymentTypes.nom,
      codeJournal: paymentTypes.codeJournal,
      codeCompte: paymentTypes.codeCompte,
      readOnly: paymentTypes.readOnly,
    })
    .from(paymentTypes)
    .where(eq(paymentTypes.accountId, accountId))
    .orderBy(paymentTypes.id);
  return paymentJournals(types);
}

/** Where a batch of a journal's payments ended, in day and id order. */
export type PaymentKey = { date: string; id: number } | null;

/** A payment as the FEC writes it: its invoice's number and the customer's auxiliary account. */
export interface FecPaymentRow {
  id: number;
  invoiceId: number;
  invoiceCode: string;
  date: string;
  amount: string;
  method: PaymentMethod;
  reference: string | null;
  customerCode: string;
  /** The customer's name as the sales journal writes it (its current name first), '' when unknown. */
  customerName: string;
}

/**
 * One batch of the payments dated in the period made by `methods` (one journal's), in day and id order.
 * Cancelled payments are left out (see `paymentJournalLines`).
 */
export async function fecPaymentBatch(
  db: DbOrTx,
  accountId: number,
  period: { startDate: string; endDate: string },
  methods: readonly PaymentMethod[],
  after: PaymentKey,
  limit: number,
): Promise<FecPaymentRow[]> {
  const rows = await db
    .select({
      id: payments.id,
      invoiceId: payments.invoiceId,
      invoiceCode: invoices.code,
      date: payments.date,
      amount: payments.amount,
      method: payments.method,
      reference: payments.reference,
      customerCode: legalEntities.code,
      customerPlace: legalEntities.headQuarterPlace,
      companyName: invoices.companyName,
      contactFirstname: invoices.contactFirstname,
      contactName: invoices.contactName,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(
      and(
        eq(payments.accountId, accountId),
        gte(payments.date, period.startDate),
        lte(payments.date, period.endDate),
        isNull(payments.cancelledAt),
        inArray(payments.method, [...methods]),
        after ? sql`(${payments.date}, ${payments.id}) > (${after.date}::date, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(payments.date), asc(payments.id))
    .limit(limit);
  return rows.map(({ customerPlace, companyName, contactFirstname, contactName, ...row }) => ({
    ...row,
    invoiceCode: row.invoiceCode ?? '',
    customerName: buyerName(customerPlace) || buyerName({ companyName, contactFirstname, contactName }),
  }));
}

// Spelled with its table: a one-table query writes its columns bare, and inside the sub-query a bare column
// would be the other invoice's.
const outer = (column: { name: string }) =>
  sql`${sql.identifier(getTableName(invoices))}.${sql.identifier(column.name)}`;

/** The invoice's place among its customer's issued invoices, 0 for the first: its lettering code's rank. */
const rankSql = sql<number>`(select count(*) from invoices o
  where o.account_id = ${outer(invoices.accountId)} and o.customer_id = ${outer(invoices.customerId)}
    and o.kind = 'INVOICE' and o.state = 'ISSUED'
    and (o.issued_at, o.id) < (${outer(invoices.issuedAt)}, ${outer(invoices.id)}))::int`;

/**
 * The lettering, as it stood on `asOf`, of the account's issued invoices among `invoiceIds` that were settled
 * by then (payments not cancelled and issued credit notes); an invoice absent from the map is not lettered.
 */
export async function invoiceLetterings(
  db: DbOrTx,
  accountId: number,
  invoiceIds: readonly number[],
  asOf: string,
): Promise<Map<number, { code: string; date: string }>> {
  const ids = [...new Set(invoiceIds)];
  const letterings = new Map<number, { code: string; date: string }>();
  if (!ids.length) return letterings;
  const [heads, paid, credited] = await Promise.all([
    db
      .select({ id: invoices.id, totalTTC: invoices.totalTTC, rank: rankSql })
      .from(invoices)
      .where(
        and(
          eq(invoices.accountId, accountId),
          inArray(invoices.id, ids),
          eq(invoices.kind, 'INVOICE'),
          eq(invoices.state, 'ISSUED'),
        ),
      ),
    db
      .select({ invoiceId: payments.invoiceId, amount: payments.amount, date: payments.date })
      .from(payments)
      .where(
        and(
          eq(payments.accountId, accountId),
          inArray(payments.invoiceId, ids),
          isNull(payments.cancelledAt),
        ),
      ),
    db
      .select({ invoiceId: invoices.creditedInvoiceId, amount: invoices.totalTTC, date: invoices.date })
      .from(invoices)
      .where(
        and(
          eq(invoices.accountId, accountId),
          inArray(invoices.creditedInvoiceId, ids),
          eq(invoices.state, 'ISSUED'),
        ),
      ),
  ]);
  const settlements = new Map<number, Settlement[]>();
  for (const row of [...paid, ...credited]) {
    const list = settlements.get(row.invoiceId!) ?? [];
    list.push({ cents: decimalTextToCents(row.amount), date: row.date });
    settlements.set(row.invoiceId!, list);
  }
  for (const head of heads) {
    const lettering = invoiceLettering({
      totalTtcCents: decimalTextToCents(head.totalTTC),
      rank: Number(head.rank),
      settlements: settlements.get(head.id) ?? [],
      asOf,
    });
    if (lettering) letterings.set(head.id, lettering);
  }
  return letterings;
}
