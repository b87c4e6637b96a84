import { centsToDecimalText, parisToday } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import {
  claimedReference,
  verifyStripeWebhook,
  WebhookSignatureError,
  type ProviderEvent,
} from '../../adapters/payment-provider/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { reportInvoicePaid } from '../e-invoicing/index.ts';
import { invoiceRemainingCents, recordPayment } from '../payments/index.ts';
import {
  findLinkById,
  findOwnInvoice,
  paymentRecordedFor,
  setLinkOutcome,
} from './payment-links.repository.ts';
import type { PaymentLinkRow } from './payment-links.repository.ts';
import { webhookSecretOf } from './payment-provider-settings.service.ts';

const refused = () => new Invalid('Webhook refusé : signature invalide');

/**
 * The provider's webhook: checked with the webhook secret of the account whose link the event names (a forged,
 * altered or stale one is a 400 and changes nothing), then acted on. Answers once the event is recorded.
 */
export async function receiveWebhook(app: FastifyInstance, rawBody: string, signature: string | undefined) {
  const linkId = Number(claimedReference(rawBody));
  const link = Number.isSafeInteger(linkId) && linkId > 0 ? await findLinkById(app.db, linkId) : null;
  const secret = link && (await webhookSecretOf(app, link.accountId));
  if (!link || !secret) throw refused();
  let event: ProviderEvent;
  try {
    event = verifyStripeWebhook(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw refused();
    throw error;
  }
  if (event.reference !== String(link.id) || !event.providerPaymentId) return { received: true };
  if (event.outcome === 'PAID')
    await recordLinkPayment(app, link, event.providerPaymentId, event.amountCents);
  else if (event.outcome !== 'OTHER' && link.lastOutcome !== 'PAID')
    await setLinkOutcome(app.db, link.id, event.outcome);
  return { received: true };
}

/**
 * A card payment of the link's invoice, recorded once per provider payment (a replayed webhook finds it), never
 * above what remains: a payment recorded meanwhile by hand leaves the rest to refund at the provider (logged).
 */
async function recordLinkPayment(
  app: FastifyInstance,
  link: PaymentLinkRow,
  providerPaymentId: string,
  amountCents: number | null,
) {
  if (await paymentRecordedFor(app.db, providerPaymentId)) return;
  const invoice = await findOwnInvoice(app.db, link.accountId, link.invoiceId);
  if (!invoice) return;
  const remaining = await invoiceRemainingCents(app.db, link.accountId, link.invoiceId, invoice.totalTTC);
  const collected = BigInt(amountCents ?? 0);
  const amount = collected < remaining ? collected : remaining;
  if (collected > amount)
    app.log.warn({ linkId: link.id, providerPaymentId }, 'paiement par lien : encaissé au-delà du reste dû');
  await setLinkOutcome(app.db, link.id, 'PAID');
  if (amount <= 0n) return;
  const date = parisToday();
  try {
    await recordPayment(app.db, { accountId: link.accountId, userId: 0 }, link.invoiceId, {
      date,
      amount: centsToDecimalText(amount),
      method: 'CARD',
      reference: providerPaymentId,
      source: 'LINK',
      providerPaymentId,
    });
  } catch (error) {
    // The same webhook delivered twice at once: the other delivery recorded it.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (amount === remaining)
    await reportInvoicePaid(app, link.accountId, link.invoiceId, new Date(`${date}T12:00:00Z`));
}
