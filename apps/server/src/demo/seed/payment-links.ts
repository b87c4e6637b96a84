import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { numberToCents, paymentLinkExpiry } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, paymentLinks } from '../../db/schema/index.ts';
import { invoiceRemainingCents } from '../../modules/payments/index.ts';

const DAY = 86_400_000;

/**
 * Payment links of the depanneur's first issued invoices nothing was paid on yet (after the demo's payments), in the states the invoice page shows: one sent by SMS
 * two days ago and not yet paid, one sent by e-mail whose card payment failed. Their tokens are thrown away
 * (only the hash is kept, as for any link): a link to try is sent from the invoice page, and paid through the fake.
 */
export async function seedPaymentLinks(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  const candidates = await tx
    .select({ id: invoices.id, totalTTC: invoices.totalTTC })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.kind, 'INVOICE'), eq(invoices.state, 'ISSUED')))
    .orderBy(asc(invoices.id));
  const issued: typeof candidates = [];
  for (const invoice of candidates) {
    if (issued.length === 2) break;
    const remaining = await invoiceRemainingCents(tx, accountId, invoice.id, invoice.totalTTC);
    if (remaining === numberToCents(Number(invoice.totalTTC))) issued.push(invoice);
  }
  const hashed = () => createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
  const sent = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const demo = [
    { channel: 'SMS' as const, recipient: '+33612345678', at: sent(2), lastOutcome: null },
    {
      channel: 'EMAIL' as const,
      recipient: 'comptabilite@garage-demo.fr',
      at: sent(5),
      lastOutcome: 'FAILED' as const,
    },
  ];
  for (const [index, invoice] of issued.entries()) {
    const link = demo[index]!;
    await tx.insert(paymentLinks).values({
      accountId,
      invoiceId: invoice.id,
      tokenHash: hashed(),
      channel: link.channel,
      recipient: link.recipient,
      createdAt: link.at,
      expiresAt: paymentLinkExpiry(link.at),
      lastOutcome: link.lastOutcome,
      lastOutcomeAt: link.lastOutcome ? new Date(link.at.getTime() + 3_600_000) : null,
    });
  }
}
