import { eq } from 'drizzle-orm';
import {
  cashReceiptText,
  normalizePhone,
  numberToCents,
  type DriverCashMethod,
  type Payment,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, driverPayments } from '../../db/schema/index.ts';
import { invoicePdf } from '../invoices/index.ts';
import { queueSms } from '../notifications/index.ts';
import { loadDriverPayment } from './driver-cash.repository.ts';

export const CASH_RECEIPT_MAIL_JOB = 'driver-cash.receipt-mail';

interface ReceiptMail {
  driverPaymentId: number;
  accountId: number;
  invoiceId: number;
  invoiceCode: string;
  text: string;
}

/**
 * The receipt the customer asked for: by SMS through the SMS journal (sent at once, once per payment), or by
 * e-mail with the invoice's PDF, a job retried while the SMTP server fails.
 */
export async function sendCashReceipt(
  app: FastifyInstance,
  paid: {
    driverPaymentId: number;
    accountId: number;
    accountName: string;
    missionId: number;
    invoiceCode: string;
    payment: Payment;
    receipt: { channel: 'SMS' | 'EMAIL'; to: string };
  },
): Promise<void> {
  const text = cashReceiptText({
    accountName: paid.accountName,
    amountCents: numberToCents(paid.payment.amount),
    method: paid.payment.method as DriverCashMethod,
    invoiceCode: paid.invoiceCode,
    day: paid.payment.date,
  });
  if (paid.receipt.channel === 'SMS') {
    const [account] = await app.db
      .select({ sender: accounts.smsSender })
      .from(accounts)
      .where(eq(accounts.id, paid.accountId));
    await queueSms(app, {
      accountId: paid.accountId,
      missionId: paid.missionId,
      kind: 'RECEIPT',
      dedupKey: `receipt:${paid.payment.id}`,
      phone: normalizePhone(paid.receipt.to)!,
      sender: account?.sender ?? null,
      text,
    });
    return;
  }
  await app.jobs.send<ReceiptMail>(CASH_RECEIPT_MAIL_JOB, {
    driverPaymentId: paid.driverPaymentId,
    accountId: paid.accountId,
    invoiceId: paid.payment.invoiceId,
    invoiceCode: paid.invoiceCode,
    text,
  });
}

/** The e-mail receipt, once: a failure is noted on the payment's row and thrown, so that pg-boss tries again. */
export async function mailCashReceipt(app: FastifyInstance, job: ReceiptMail): Promise<void> {
  const row = await loadDriverPayment(app.db, job.driverPaymentId);
  if (!row?.receiptTo || row.receiptSentAt) return;
  const pdf = await invoicePdf(app.db, { accountId: job.accountId }, job.invoiceId);
  try {
    await app.mailer.send({
      to: [row.receiptTo],
      subject: `Reçu de paiement – facture ${job.invoiceCode}`,
      text: `${job.text}\n\nVotre facture est jointe à ce message.`,
      attachments: [
        { filename: pdf.filename, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' },
      ],
    });
  } catch (error) {
    await app.db
      .update(driverPayments)
      .set({ receiptError: (error as Error).message.slice(0, 500) })
      .where(eq(driverPayments.id, row.id));
    throw error;
  }
  await app.db
    .update(driverPayments)
    .set({ receiptSentAt: new Date(), receiptError: null })
    .where(eq(driverPayments.id, row.id));
}
