import {
  cashCeilingIssue,
  centsToDecimalText,
  centsToNumber,
  EventType,
  type InvoicePaymentState,
  numberToCents,
  overPaymentIssue,
  parisDay,
  type PaymentList,
  paymentStatus,
  type Payment,
  type PaymentSource,
  type RecordPaymentRequest,
  remainingCents,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { recordJournal } from '../journal/index.ts';
import {
  creditedAmounts,
  invoicePayments,
  lockIssuedInvoice,
  lockPayment,
  markCancelled,
  type PaymentRecord,
} from './payments.repository.ts';

const invoiceNotFound = () => new NotFound("La facture demandée n'existe pas");
const cents = (text: string) => numberToCents(Number(text));
const live = (rows: PaymentRecord[]) => rows.filter((row) => row.cancelledAt === null);

export const paymentDto = (row: PaymentRecord): Payment => ({
  id: row.id,
  invoiceId: row.invoiceId,
  date: row.date,
  amount: Number(row.amount),
  method: row.method,
  reference: row.reference,
  receivedBy: row.receivedBy,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelledBy: row.cancelledBy === null ? null : String(row.cancelledBy),
  cancelReason: row.cancelReason,
});

/** What an invoice still owes, from its total, its issued credit notes and its payments not cancelled. */
export async function invoiceRemainingCents(
  db: DbOrTx,
  accountId: number,
  invoiceId: number,
  totalTTC: string,
) {
  const [credited, rows] = await Promise.all([
    creditedAmounts(db, invoiceId),
    invoicePayments(db, accountId, invoiceId),
  ]);
  return remainingCents({
    totalTtcCents: cents(totalTTC),
    creditedTtcCents: credited.map(cents),
    paidCents: live(rows).map((row) => cents(row.amount)),
  });
}

/**
 * An issued invoice's payment state on `today` (Paris), from its total, due day and what remains (`remainingSql`
 * read by a list): the words of `paymentStatus`, what remains as money text.
 */
export function invoicePaymentState(
  invoice: { totalTTC: string; dueDate: string; remaining: string },
  today: string,
): InvoicePaymentState {
  const status = paymentStatus({
    totalTtcCents: cents(invoice.totalTTC),
    remainingCents: cents(invoice.remaining),
    dueDay: invoice.dueDate,
    today,
  });
  return { state: status.state, label: status.label, remaining: centsToDecimalText(status.remainingCents) };
}

export interface RecordPaymentInput extends RecordPaymentRequest {
  source?: PaymentSource;
  providerPaymentId?: string;
}

/**
 * Records a payment against an issued invoice of the account: never above what remains, cash from a business
 * within the legal ceiling. Publishes INVOICE_PAID (on commit) when the invoice's last euro arrives. The one
 * entry point of the back office, the yard release, the driver app and payment links.
 */
export async function recordPayment(
  db: Db,
  auth: Pick<AuthContext, 'accountId' | 'userId'>,
  invoiceId: number,
  input: RecordPaymentInput,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const invoice = await lockIssuedInvoice(tx, auth.accountId, invoiceId);
    if (!invoice) throw invoiceNotFound();
    if (invoice.kind !== 'INVOICE' || invoice.state !== 'ISSUED')
      throw new Conflict('Un paiement ne s’enregistre que sur une facture émise.');
    const remaining = await invoiceRemainingCents(tx, auth.accountId, invoiceId, invoice.totalTTC);
    const amountCents = cents(input.amount);
    const overIssue = overPaymentIssue(amountCents, remaining);
    if (overIssue) throw new Invalid(overIssue);
    if (input.method === 'CASH') {
      const earlier = live(await invoicePayments(tx, auth.accountId, invoiceId)).filter(
        (p) => p.method === 'CASH',
      );
      const cashIssue = cashCeilingIssue({
        isBusinessCustomer: Boolean(invoice.siren || invoice.vatNumber),
        cashCents: amountCents,
        earlierCashCents: earlier.reduce((sum, p) => sum + cents(p.amount), 0n),
        day: input.date,
      });
      if (cashIssue) throw new Invalid(cashIssue);
    }
    const [row] = await tx
      .insert(payments)
      .values({
        accountId: auth.accountId,
        invoiceId,
        date: input.date,
        amount: String(centsToNumber(amountCents)),
        method: input.method,
        reference: input.reference?.trim() || null,
        receivedBy: input.receivedBy?.trim() || null,
        source: input.source ?? 'MANUAL',
        providerPaymentId: input.providerPaymentId ?? null,
        createdBy: auth.userId || null,
      })
      .returning();
    if (amountCents === remaining)
      await publish(tx, auth.accountId, {
        folderId: null,
        eventType: EventType.enum.INVOICE_PAID,
        invoiceId,
      });
    return paymentDto(row!);
  });
}

/** An invoice's payments, what remains and its payment state today (Paris). */
export async function listPayments(db: Db, auth: AuthContext, invoiceId: number): Promise<PaymentList> {
  return db.transaction(async (tx) => {
    const invoice = await lockIssuedInvoice(tx, auth.accountId, invoiceId);
    if (!invoice) throw invoiceNotFound();
    const remaining = await invoiceRemainingCents(tx, auth.accountId, invoiceId, invoice.totalTTC);
    const status = paymentStatus({
      totalTtcCents: cents(invoice.totalTTC),
      remainingCents: remaining,
      dueDay: invoice.dueDate,
      today: parisDay(new Date()),
    });
    const data = (await invoicePayments(tx, auth.accountId, invoiceId)).map(paymentDto);
    return { data, remaining: centsToNumber(remaining), state: status.state, label: status.label };
  });
}

/** Cancels a payment (never edited, never deleted): the reason, who and when are kept and journalled. */
export async function cancelPayment(
  db: Db,
  auth: AuthContext,
  invoiceId: number,
  paymentId: number,
  reason: string,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const invoice = await lockIssuedInvoice(tx, auth.accountId, invoiceId);
    const payment = invoice && (await lockPayment(tx, auth.accountId, invoiceId, paymentId));
    if (!payment) throw new NotFound("Le paiement demandé n'existe pas");
    if (payment.cancelledAt) throw new Conflict('Ce paiement est déjà annulé.');
    await markCancelled(tx, paymentId, auth.userId, reason.trim());
    await recordJournal(
      tx,
      auth,
      'PAYMENT_CANCELLATION',
      `Paiement ${paymentId} (facture ${invoiceId}) : ${reason}`,
    );
    const [row] = await invoicePayments(tx, auth.accountId, invoiceId).then((rows) =>
      rows.filter((r) => r.id === paymentId),
    );
    return paymentDto(row!);
  });
}
