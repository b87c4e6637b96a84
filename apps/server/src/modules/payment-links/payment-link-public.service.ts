import {
  PAYMENT_LINK_INVALID_MESSAGE,
  PAYMENT_LINK_NOTHING_DUE_MESSAGE,
  type PublicCheckout,
  type PublicPaymentLink,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { PaymentProviderError } from '../../adapters/payment-provider/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound, UpstreamError } from '../../lib/errors.ts';
import { invoiceRemainingCents } from '../payments/index.ts';
import { findInvoiceDocument, findLinkByTokenHash, setLinkCheckout } from './payment-links.repository.ts';
import { hashLinkToken, paymentPageUrl } from './payment-links.service.ts';
import { providerOf } from './payment-provider-settings.service.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The link behind a live token; a malformed, unknown or expired one is the same 404 (the page never says which). */
async function linkOfToken(db: DbOrTx, token: string, now = new Date()) {
  const invalid = new NotFound(PAYMENT_LINK_INVALID_MESSAGE);
  if (!TOKEN_SHAPE.test(token)) throw invalid;
  const found = await findLinkByTokenHash(db, hashLinkToken(token));
  if (!found?.invoiceNumber || found.link.expiresAt <= now) throw invalid;
  const remaining = await invoiceRemainingCents(
    db,
    found.link.accountId,
    found.link.invoiceId,
    found.totalTTC,
  );
  return { ...found, invoiceNumber: found.invoiceNumber, remaining };
}

/** What the public page shows: the seller, the invoice's number, what remains, whether it is paid. */
export async function publicPaymentLink(db: DbOrTx, token: string): Promise<PublicPaymentLink> {
  const { link, sellerName, invoiceNumber, remaining } = await linkOfToken(db, token);
  return {
    sellerName,
    invoiceNumber,
    remainingCents: Number(remaining),
    paid: remaining <= 0n,
    lastOutcome: link.lastOutcome,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** The invoice's PDF as issued (the same bytes the seller downloads). */
export async function publicInvoicePdf(db: DbOrTx, token: string) {
  const { link } = await linkOfToken(db, token);
  const document = await findInvoiceDocument(db, link.accountId, link.invoiceId);
  if (!document) throw new NotFound(PAYMENT_LINK_INVALID_MESSAGE);
  return document;
}

/**
 * « Payer »: a checkout of what remains now at the account's provider; the customer is sent to its page and
 * comes back to this one. Each click makes a new checkout (a failed or abandoned one cannot be paid again).
 */
export async function startCheckout(app: FastifyInstance, token: string): Promise<PublicCheckout> {
  const { link, invoiceNumber, remaining } = await linkOfToken(app.db, token);
  if (remaining <= 0n) throw new Conflict(PAYMENT_LINK_NOTHING_DUE_MESSAGE);
  const provider = await providerOf(app, link.accountId);
  try {
    const checkout = await provider.createCheckout({
      amountCents: Number(remaining),
      reference: String(link.id),
      description: `Facture ${invoiceNumber}`,
      returnUrl: paymentPageUrl(app.config.publicUrl, token),
    });
    await setLinkCheckout(app.db, link.id, checkout.providerPaymentId);
    return { paymentUrl: checkout.paymentUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log.warn({ err: error, linkId: link.id }, 'paiement par lien : prestataire indisponible');
    throw new UpstreamError('Le paiement par carte est indisponible pour le moment : réessayez plus tard.');
  }
}
