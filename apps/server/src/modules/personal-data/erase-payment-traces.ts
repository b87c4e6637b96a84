import { eq, inArray } from 'drizzle-orm';
import { ANONYMISED } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import { driverPayments, paymentLinks } from '../../db/schema/index.ts';

/**
 * What getting paid keeps of a person (issue 29): the name and signature they gave a driver with the
 * phone or e-mail their receipt went to, and the address a payment link was sent to. The payments
 * themselves stay (amounts, dates, methods: the accounts need them). Returns how many rows changed.
 */
export async function erasePaymentTraces(
  tx: Tx,
  accountId: number,
  missionIds: number[],
  holdsPerson: (text: string) => boolean,
): Promise<number> {
  const signed = await tx
    .select({
      id: driverPayments.id,
      missionId: driverPayments.missionId,
      signerName: driverPayments.signerName,
      receiptTo: driverPayments.receiptTo,
    })
    .from(driverPayments)
    .where(eq(driverPayments.accountId, accountId));
  const theirPayments = signed
    .filter(
      (row) =>
        (row.missionId !== null && missionIds.includes(row.missionId)) ||
        holdsPerson(row.signerName) ||
        (row.receiptTo !== null && holdsPerson(row.receiptTo)),
    )
    .map((row) => row.id);
  if (theirPayments.length)
    await tx
      .update(driverPayments)
      // An empty signature is an erased signer's, as on the intervention report.
      .set({ signerName: ANONYMISED, signaturePng: Buffer.alloc(0), receiptTo: null })
      .where(inArray(driverPayments.id, theirPayments));
  const links = await tx
    .select({ id: paymentLinks.id, recipient: paymentLinks.recipient })
    .from(paymentLinks)
    .where(eq(paymentLinks.accountId, accountId));
  const theirLinks = links.filter((link) => holdsPerson(link.recipient)).map((link) => link.id);
  if (theirLinks.length)
    await tx.update(paymentLinks).set({ recipient: ANONYMISED }).where(inArray(paymentLinks.id, theirLinks));
  return theirPayments.length + theirLinks.length;
}
