import { createHash } from 'node:crypto';
import {
  effectiveQuoteState,
  parisToday,
  quoteMentions,
  type PublicQuote,
  type PublicQuoteDecision,
  type QuoteState,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { findQuoteByTokenHash, updateQuoteRow, type QuoteRow } from './quotes.repository.ts';
import { hashToken } from './quotes.service.ts';

export const QUOTE_LINK_INVALID_MESSAGE = 'Ce lien de devis n’est pas valable ou a expiré';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function publicView(row: QuoteRow, sellerName: string): PublicQuote {
  return {
    number: row.number,
    state: effectiveQuoteState(row.state as QuoteState, row.validUntil, parisToday()),
    sellerName,
    customerName: row.customerName,
    description: row.description,
    validUntil: row.validUntil,
    lines: row.lines.map(({ label, unit, quantity, unitPriceCents, vatRate, totalHtCents }) => ({
      label,
      unit,
      quantity,
      unitPriceCents,
      vatRate,
      totalHtCents,
    })),
    totalHtCents: row.totalHtCents,
    totalTtcCents: row.totalTtcCents,
    mentions: quoteMentions({ number: row.number, validUntil: row.validUntil, sellerLegal: sellerName }),
    acceptedName: row.acceptedName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The quote behind a live link, or the one French 404 for a malformed, unknown or expired link. */
async function quoteOfToken(db: DbOrTx, token: string, lock = false) {
  if (!TOKEN_SHAPE.test(token)) throw new NotFound(QUOTE_LINK_INVALID_MESSAGE);
  const found = await findQuoteByTokenHash(db, hashToken(token), lock);
  if (!found?.quote.tokenExpiresAt || found.quote.tokenExpiresAt < new Date()) {
    throw new NotFound(QUOTE_LINK_INVALID_MESSAGE);
  }
  return found;
}

export async function publicQuote(db: Db, token: string): Promise<PublicQuote> {
  const { quote, sellerName } = await quoteOfToken(db, token);
  return publicView(quote, sellerName);
}

/** The hash of what the customer read (the page's content, not its layout). */
export const documentHash = (view: PublicQuote) =>
  createHash('sha256')
    .update(JSON.stringify({ ...view, state: null, acceptedName: null, decidedAt: null }))
    .digest('hex');

/**
 * The customer's answer: accepted (the typed name, « Bon pour accord », the time, the address and
 * the hash of the document read are kept) or refused. Once only; an expired quote is refused.
 */
export async function decideQuote(db: Db, token: string, decision: PublicQuoteDecision, ip: string) {
  return db.transaction(async (tx) => {
    const { quote, sellerName } = await quoteOfToken(tx, token, true);
    const view = publicView(quote, sellerName);
    if (view.state === 'EXPIRE') throw new Conflict('Ce devis a expiré : demandez-en un nouveau');
    if (view.state !== 'ENVOYE') throw new Conflict('Ce devis a déjà reçu une réponse');
    const updated = await updateQuoteRow(
      tx,
      quote.id,
      decision.decision === 'ACCEPTE'
        ? {
            state: 'ACCEPTE',
            decidedAt: new Date(),
            acceptedName: decision.name.trim(),
            acceptedIp: ip,
            documentHash: documentHash(view),
          }
        : { state: 'REFUSE', decidedAt: new Date() },
    );
    return publicView(updated, sellerName);
  });
}
