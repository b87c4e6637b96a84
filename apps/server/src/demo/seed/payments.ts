import { and, asc, eq, sql } from 'drizzle-orm';
import { centsToDecimalText, type PaymentMethod } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invoices, legalEntities, users } from '../../db/schema/index.ts';
import { invoiceRemainingCents, recordPayment } from '../../modules/payments/index.ts';

const DAY = 86_400_000;

interface DemoPayment {
  /** The customer whose first issued invoice it pays. */
  customer: string;
  daysAgo: number;
  method: PaymentMethod;
  /** In euros, as typed; absent: what remains. */
  amount?: string;
  reference?: string;
  receivedBy?: string;
}

/**
 * The depanneur's invoices in each payment state (issue 29 §1), against the invoices `seedInvoices` issued:
 * Garage Renault Vaise's (21 days ago) « Payée », 50 € in cash on the day of the tow and the rest by transfer a
 * week later, so the FEC shows both journals lettered with it; Carrosserie Duval's (14 days ago, 30 days) paid
 * in part by cheque, « Partiellement payée (reste 60,80 €) »; Fabre's, due on receipt 6 days ago and left
 * unpaid, « En retard de 6 jours ».
 */
const DEMO_PAYMENTS: DemoPayment[] = [
  {
    customer: 'Garage Renault Vaise',
    daysAgo: 21,
    method: 'CASH',
    amount: '50.00',
    receivedBy: 'Lucas Girard',
  },
  { customer: 'Garage Renault Vaise', daysAgo: 14, method: 'TRANSFER', reference: 'VIR RENAULT VAISE 0412' },
  { customer: 'Carrosserie Duval', daysAgo: 5, method: 'CHEQUE', amount: '100.00', reference: '4120087' },
];

async function firstIssuedInvoice(tx: DbOrTx, accountId: number, customer: string) {
  const [found] = await tx
    .select({ id: invoices.id, totalTTC: invoices.totalTTC })
    .from(invoices)
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.kind, 'INVOICE'),
        eq(invoices.state, 'ISSUED'),
        sql`coalesce(${legalEntities.headQuarterPlace}->>'companyName', ${legalEntities.headQuarterPlace}->>'contactName') = ${customer}`,
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(1);
  return found!;
}

/** Records the demo payments through the payments module, as the back office would, by the account's admin. */
export async function seedPayments(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const now = Date.now();
  const accountId = accountIds.get('depanneur')!;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'ADMIN')))
    .orderBy(users.id)
    .limit(1);
  for (const demo of DEMO_PAYMENTS) {
    const invoice = await firstIssuedInvoice(tx, accountId, demo.customer);
    const remaining = await invoiceRemainingCents(tx, accountId, invoice.id, invoice.totalTTC);
    // The seed runs in one transaction (seedDemo): the payment's own is a savepoint in it.
    await recordPayment(tx as Db, { accountId, userId: admin!.id }, invoice.id, {
      date: new Date(now - demo.daysAgo * DAY).toISOString().slice(0, 10),
      amount: demo.amount ?? centsToDecimalText(remaining),
      method: demo.method,
      ...(demo.reference ? { reference: demo.reference } : {}),
      ...(demo.receivedBy ? { receivedBy: demo.receivedBy } : {}),
    });
  }
}
