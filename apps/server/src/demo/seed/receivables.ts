import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { centsToDecimalText, numberToCents, parisDay, type PaymentMethod } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { invoiceRemainingCents, recordPayment } from '../../modules/payments/index.ts';

const DAY = 86_400_000;

/** Payments on the depanneur's issued invoices, in issue order: the share paid, how, and how many days ago. */
const PAYMENTS: Array<{ share: 'all' | number; method: PaymentMethod; reference?: string; daysAgo: number }> =
  [
    // FC-000001, issued 21 days ago and « 212 Encaissée » on the platform: paid by transfer after 12 days.
    { share: 'all', method: 'TRANSFER', reference: 'VIR-DEMO-0001', daysAgo: 9 },
    // The next one, issued 14 days ago: 50 € by cheque, the rest still owed.
    { share: 50, method: 'CHEQUE', reference: '4410027', daysAgo: 5 },
  ];

/**
 * « Encours clients » in its states (issue 29 §4): a paid invoice (the days to pay have something to measure),
 * a partly paid one, and the others still owed, one of them late. An invoice something was already paid on is
 * left as it is.
 */
export async function seedReceivables(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  const issued = await tx
    .select({ id: invoices.id, totalTTC: invoices.totalTTC })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.kind, 'INVOICE'),
        eq(invoices.state, 'ISSUED'),
        isNotNull(invoices.issuedAt),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const now = Date.now();
  for (const [index, payment] of PAYMENTS.entries()) {
    const invoice = issued[index];
    if (!invoice) return;
    const total = numberToCents(Number(invoice.totalTTC));
    const remaining = await invoiceRemainingCents(tx, accountId, invoice.id, invoice.totalTTC);
    if (remaining !== total) continue;
    // The seed's transaction: recordPayment's own becomes a savepoint in it.
    await recordPayment(tx as Db, { accountId, userId: 0 }, invoice.id, {
      date: parisDay(new Date(now - payment.daysAgo * DAY)),
      amount: centsToDecimalText(payment.share === 'all' ? total : BigInt(payment.share * 100)),
      method: payment.method,
      reference: payment.reference,
      receivedBy: 'Julien Martin',
    });
  }
}
