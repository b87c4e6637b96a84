import {
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  parisDay,
  type DriverCashRequest,
  type DriverMission,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { driverPayments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { reportInvoicePaid } from '../e-invoicing/index.ts';
import { issueFolderInvoiceIn } from '../invoices/index.ts';
import { recordPayment } from '../payments/index.ts';
import { findDriverNames, findDriverUser } from './driver-app.repository.ts';
import { storableSignature } from './driver-app-report.service.ts';
import { getDriverMission } from './driver-app.service.ts';
import { findDriverPayment } from './driver-cash.repository.ts';
import { sendCashReceipt } from './driver-cash-receipt.ts';

/**
 * « Encaisser » (issue 29 §2): the customer paid the driver on the spot and signed. In one transaction the folder's
 * invoice is issued when it is not yet (a refusal — the buyer's address missing — leaves nothing behind), the
 * payment is recorded on it through the payments module (never above what remains, cash within the ceiling) and
 * the signature kept with the request's key. A key seen before records nothing again: the phone's queue sends an
 * action until it has an answer, and the idempotency store forgets keys after 24 hours.
 */
export async function collectDriverCash(
  app: FastifyInstance,
  auth: AuthContext,
  missionId: number,
  request: DriverCashRequest,
  requestKey: string | undefined,
  now = new Date(),
): Promise<DriverMission> {
  // The route refuses a call without a key first (idempotencyKeyRequired); this narrows its type.
  if (!requestKey) throw new Invalid(IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
  const mission = await getDriverMission(app.db, auth, missionId);
  if (await findDriverPayment(app.db, auth.accountId, requestKey)) return mission;
  if (mission.cash.refusal) throw new Conflict(mission.cash.refusal);
  const signature = await storableSignature(request.signaturePng);
  const driver = await findDriverUser(app.db, auth);
  const receivedBy = (await findDriverNames(app.db, driver)).agent?.name ?? driver.login;
  // Dated when the customer signed (an offline phone sends it later), never in the future.
  const signedAt = new Date(Math.min(new Date(request.signedAt).getTime(), now.getTime()));
  const recorded = await app.db.transaction(async (tx) => {
    const invoice = await issueFolderInvoiceIn(tx, auth, mission.folderId);
    const payment = await recordPayment(tx as unknown as Db, auth, invoice.id, {
      date: parisDay(signedAt),
      amount: request.amount,
      method: request.method,
      reference: request.reference,
      receivedBy,
      source: 'DRIVER',
    });
    const [row] = await tx
      .insert(driverPayments)
      .values({
        accountId: auth.accountId,
        paymentId: payment.id,
        missionId,
        requestKey,
        signerName: request.signerName.trim(),
        signedAt,
        signaturePng: signature,
        receiptChannel: request.receipt?.channel ?? null,
        receiptTo: request.receipt?.to.trim() ?? null,
      })
      .returning({ id: driverPayments.id });
    return { invoice, payment, driverPaymentId: row!.id };
  });
  const after = await getDriverMission(app.db, auth, missionId);
  // The last euro received: « 212 Encaissée » goes to the approved platform, as from the back office.
  if (after.cash.amountDue === 0)
    await reportInvoicePaid(
      app,
      auth.accountId,
      recorded.invoice.id,
      new Date(`${recorded.payment.date}T12:00:00Z`),
    );
  if (request.receipt)
    await sendCashReceipt(app, {
      driverPaymentId: recorded.driverPaymentId,
      accountId: auth.accountId,
      accountName: driver.accountName,
      missionId,
      invoiceCode: recorded.invoice.code,
      payment: recorded.payment,
      receipt: request.receipt,
    });
  return after;
}
