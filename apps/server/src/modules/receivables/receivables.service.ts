import {
  AGING_BUCKETS,
  type AgingFigures,
  buyerName,
  centsToDecimalText,
  numberToCents,
  parisDay,
  type Receivables,
  receivablesByCustomer,
  standardDso,
  twelveMonthsTo,
  weightedDaysToPay,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { invoicesSettledBetween, openInvoicesOn, salesTtcBetween } from './receivables.repository.ts';

const cents = (text: string) => numberToCents(Number(text));
/** An erased customer (RGPD, issue 23) still owes: its debt is listed, its name no longer shown. */
export const ERASED_CUSTOMER_NAME = 'Client effacé';

const figuresDto = (figures: AgingFigures) => ({
  total: centsToDecimalText(figures.totalCents),
  openInvoices: figures.openInvoices,
  ...(Object.fromEntries(
    AGING_BUCKETS.map((bucket) => [bucket, centsToDecimalText(figures.buckets[bucket])]),
  ) as Record<(typeof AGING_BUCKETS)[number], string>),
});

/**
 * « Encours clients » at `day` (Paris; today when not given), of the caller's account only: what remains on each
 * issued invoice at that day (its total, less the credit notes issued and the live payments received by then),
 * by customer and by age, and how long customers took to pay over the 12 months ending that day.
 */
export async function receivablesOn(
  db: DbOrTx,
  auth: Pick<AuthContext, 'accountId'>,
  day = parisDay(new Date()),
): Promise<Receivables> {
  const period = twelveMonthsTo(day);
  const [open, settled, sales] = await Promise.all([
    openInvoicesOn(db, auth.accountId, day),
    invoicesSettledBetween(db, auth.accountId, period.after, day),
    salesTtcBetween(db, auth.accountId, period.after, day),
  ]);
  const { rows, totals } = receivablesByCustomer(
    open.map((invoice) => ({
      customerId: invoice.customerId,
      customerName: invoice.restrictedAt ? ERASED_CUSTOMER_NAME : buyerName(invoice) || '—',
      dueDay: invoice.dueDate,
      remainingCents: cents(invoice.remaining),
    })),
    day,
  );
  const salesCents = cents(sales);
  return {
    date: day,
    rows: rows.map((row) => ({
      customerId: row.customerId,
      customerName: row.customerName,
      oldestDueDate: row.oldestDueDay,
      ...figuresDto(row),
    })),
    totals: figuresDto(totals),
    daysToPay: {
      periodStart: period.after,
      periodEnd: period.until,
      averageDaysToPay: weightedDaysToPay(
        settled.map((invoice) => ({
          issueDay: invoice.issueDay,
          settledDay: invoice.settledDay,
          paidCents: cents(invoice.paid),
        })),
      ),
      paidInvoices: settled.length,
      dso: standardDso({ receivablesCents: totals.totalCents, salesCents, days: period.days }),
      salesTTC: centsToDecimalText(salesCents),
    },
  };
}
