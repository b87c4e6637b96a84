import { createHash, randomBytes } from 'node:crypto';
import {
  formatCents,
  normalizePhone,
  PAYMENT_LINK_NOTHING_DUE_MESSAGE,
  paymentLinkExpiry,
  paymentLinkMail,
  paymentLinkSmsText,
  type PaymentLink,
  type PaymentLinkList,
  type SendPaymentLinkRequest,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { MailError } from '../../adapters/mail/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound, UpstreamError } from '../../lib/errors.ts';
import { queueSms } from '../notifications/index.ts';
import { invoiceRemainingCents } from '../payments/index.ts';
import {
  findOwnInvoice,
  insertPaymentLink,
  listInvoiceLinks,
  type PaymentLinkRow,
} from './payment-links.repository.ts';
import { requireProviderSettings } from './payment-provider-settings.service.ts';

/** Only the token's hash is kept: the database alone opens no link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const paymentPageUrl = (publicUrl: string, token: string) => `${publicUrl}/paiement/${token}`;

const linkDto = (row: PaymentLinkRow, url?: string): PaymentLink => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastOutcome: row.lastOutcome,
  ...(url ? { url } : {}),
});

async function ownIssuedInvoice(app: FastifyInstance, accountId: number, invoiceId: number) {
  const invoice = await findOwnInvoice(app.db, accountId, invoiceId);
  if (!invoice) throw new NotFound("La facture demandée n'existe pas");
  if (invoice.kind !== 'INVOICE' || invoice.state !== 'ISSUED' || !invoice.code)
    throw new Conflict('Un lien de paiement ne s’envoie que pour une facture émise.');
  return { ...invoice, code: invoice.code };
}

export async function listPaymentLinks(
  app: FastifyInstance,
  auth: AuthContext,
  invoiceId: number,
): Promise<PaymentLinkList> {
  await ownIssuedInvoice(app, auth.accountId, invoiceId);
  return { data: (await listInvoiceLinks(app.db, auth.accountId, invoiceId)).map((row) => linkDto(row)) };
}

/**
 * « Envoyer un lien de paiement »: a new 256-bit link to the invoice's public payment page, answering
 * PAYMENT_LINK_DAYS, sent by SMS (through the « Journal des SMS », within the account's SMS hours) or by e-mail.
 */
export async function sendPaymentLink(
  app: FastifyInstance,
  auth: AuthContext,
  invoiceId: number,
  body: SendPaymentLinkRequest,
  now = new Date(),
): Promise<PaymentLink> {
  const invoice = await ownIssuedInvoice(app, auth.accountId, invoiceId);
  await requireProviderSettings(app.db, auth.accountId);
  const remaining = await invoiceRemainingCents(app.db, auth.accountId, invoiceId, invoice.totalTTC);
  if (remaining <= 0n) throw new Conflict(PAYMENT_LINK_NOTHING_DUE_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  const url = paymentPageUrl(app.config.publicUrl, token);
  const phone = body.channel === 'SMS' ? normalizePhone(body.recipient) : null;
  const link = await insertPaymentLink(app.db, {
    accountId: auth.accountId,
    invoiceId,
    tokenHash: hashLinkToken(token),
    channel: body.channel,
    recipient: phone ?? body.recipient.trim(),
    createdBy: auth.userId || null,
    createdAt: now,
    expiresAt: paymentLinkExpiry(now),
  });
  if (phone) {
    await queueSms(app, {
      accountId: auth.accountId,
      missionId: null,
      kind: 'PAYMENT_LINK',
      dedupKey: `payment-link:${link.id}`,
      phone,
      sender: invoice.smsSender,
      text: paymentLinkSmsText(invoice.sellerName, invoice.code, url),
    });
  } else {
    const mail = paymentLinkMail(invoice.sellerName, invoice.code, formatCents(remaining), url);
    try {
      await app.mailer.send({ to: [link.recipient], ...mail });
    } catch (error) {
      if (!(error instanceof MailError)) throw error;
      throw new UpstreamError(`L’e-mail n’a pas pu être envoyé : ${error.message}`);
    }
  }
  return linkDto(link, url);
}
