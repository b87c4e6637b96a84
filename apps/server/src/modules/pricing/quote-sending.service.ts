import { eq } from 'drizzle-orm';
import { formatCents, quoteMail, quoteSmsText, type QuoteSent } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { MailError } from '../../adapters/mail/index.ts';
import { accounts } from '../../db/schema/index.ts';
import { UpstreamError } from '../../lib/errors.ts';
import { queueSms } from '../notifications/index.ts';

/**
 * Hands a sent quote's link to its customer: an SMS through the « Journal des SMS » (within the
 * account's SMS hours, never stale), or an e-mail now. LIEN: the operator passes it on.
 */
export async function deliverQuoteLink(app: FastifyInstance, accountId: number, sent: QuoteSent) {
  if (sent.channel === 'LIEN' || !sent.recipient) return;
  const [seller] = await app.db
    .select({ name: accounts.name, smsSender: accounts.smsSender })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const sellerName = seller?.name ?? '';
  const { quote } = sent;
  if (sent.channel === 'SMS') {
    await queueSms(app, {
      accountId,
      missionId: null,
      kind: 'QUOTE',
      // Each sending is its own link: the key holds the moment it was sent.
      dedupKey: `quote:${quote.id}:${quote.sentAt}`,
      phone: sent.recipient,
      sender: seller?.smsSender ?? null,
      text: quoteSmsText(sellerName, quote.number, sent.url),
    });
    return;
  }
  const totalTtc = formatCents(BigInt(quote.totalTtcCents));
  const mail = quoteMail(
    sellerName,
    { number: quote.number, validUntil: quote.validUntil, totalTtc },
    sent.url,
  );
  try {
    await app.mailer.send({ to: [sent.recipient], ...mail });
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    throw new UpstreamError(`L’e-mail n’a pas pu être envoyé : ${error.message}`);
  }
}
