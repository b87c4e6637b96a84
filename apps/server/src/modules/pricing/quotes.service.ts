import { createHash, randomBytes } from 'node:crypto';
import {
  effectiveQuoteState,
  normalizePhone,
  parisToday,
  priceWarnings,
  quoteLinkExpiry,
  quoteTotals,
  type Quote,
  type QuoteInput,
  type QuoteListQuery,
  type QuoteSendChannel,
  type QuoteSent,
  type QuoteState,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StoredPriceLine } from '../../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { isOwnCustomer } from './tariff-grids.repository.ts';
import {
  findQuoteRow,
  insertQuoteRow,
  listQuoteRows,
  nextQuoteNumber,
  updateQuoteRow,
  type QuoteRow,
} from './quotes.repository.ts';

export const QUOTE_NOT_FOUND_MESSAGE = "Ce devis n'existe pas";
const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function quoteDto(row: QuoteRow, today = parisToday()): Quote {
  return {
    id: row.id,
    number: row.number,
    state: effectiveQuoteState(row.state as QuoteState, row.validUntil, today),
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    description: row.description,
    validUntil: row.validUntil,
    lines: row.lines.map((line) => ({
      label: line.label,
      ruleDescription: line.ruleDescription,
      unit: line.unit,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      totalHtCents: line.totalHtCents,
      floorCents: line.floorCents,
      ceilingCents: line.ceilingCents,
    })),
    totalHtCents: row.totalHtCents,
    totalTtcCents: row.totalTtcCents,
    folderId: row.folderId,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    decidedAt: iso(row.decidedAt),
    acceptedName: row.acceptedName,
    acceptedIp: row.acceptedIp,
    documentHash: row.documentHash,
    warnings: priceWarnings(row.lines),
  };
}

const storedLines = (input: QuoteInput): StoredPriceLine[] =>
  input.lines.map((line) => ({
    ...line,
    ruleId: null,
    articleId: null,
    totalHtCents: line.quantity * line.unitPriceCents,
    floorCents: line.floorCents ?? null,
    ceilingCents: line.ceilingCents ?? null,
    modified: false,
    proposedUnitPriceCents: line.unitPriceCents,
    proposedQuantity: line.quantity,
  }));

/** « Nouveau devis »: a draft numbered DV-YYYY-NNNN, totals computed here. */
export async function createQuote(db: Db, accountId: number, input: QuoteInput, today = parisToday()) {
  if (input.validUntil < today) throw new Invalid('La date de validité du devis est déjà passée');
  return db.transaction(async (tx) => {
    if (input.customerId !== null && !(await isOwnCustomer(tx, accountId, input.customerId))) {
      throw new Invalid("Ce client n'existe pas");
    }
    const lines = storedLines(input);
    const number = await nextQuoteNumber(tx, accountId, today.slice(0, 4));
    const row = await insertQuoteRow(tx, accountId, number, {
      ...input,
      state: 'BROUILLON',
      lines,
      ...quoteTotals(lines),
    });
    return quoteDto(row, today);
  });
}

/** The list with its filters; an expired quote is a sent one past its validity day. */
export async function listQuotes(db: DbOrTx, accountId: number, query: QuoteListQuery) {
  const today = parisToday();
  const stored =
    query.state === 'EXPIRE' || query.state === 'ENVOYE' ? ['ENVOYE'] : query.state && [query.state];
  const rows = await listQuoteRows(db, accountId, { ...query, stored });
  return rows
    .map((row) => quoteDto(row, today))
    .filter((quote) => !query.state || quote.state === query.state);
}

export async function getQuote(db: DbOrTx, accountId: number, id: number) {
  const row = await findQuoteRow(db, accountId, id);
  if (!row) throw new NotFound(QUOTE_NOT_FOUND_MESSAGE);
  return quoteDto(row);
}

/** Where « Envoyer » hands the link: the quote's phone or e-mail, refused in French when it has none. */
function recipientOf(row: QuoteRow, channel: QuoteSendChannel): string | null {
  if (channel === 'LIEN') return null;
  if (channel === 'SMS') {
    const phone = normalizePhone(row.customerPhone ?? '');
    if (!phone) throw new Invalid('Ce devis n’a pas de téléphone portable valable pour l’envoyer par SMS');
    return phone;
  }
  const email = row.customerEmail?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Invalid('Ce devis n’a pas d’adresse e-mail valable pour l’envoyer par e-mail');
  }
  return email;
}

/**
 * « Envoyer »: a new 256-bit link (only its hash kept, so a resend revokes the previous one) that
 * answers until the quote's validity day ends, at most QUOTE_LINK_DAYS. The SMS or e-mail leaves
 * after the commit (quote-sending.service.ts).
 */
export async function sendQuote(
  db: Db,
  accountId: number,
  id: number,
  publicUrl: string,
  channel: QuoteSendChannel,
  now = new Date(),
): Promise<QuoteSent> {
  return db.transaction(async (tx) => {
    const row = await findQuoteRow(tx, accountId, id, true);
    if (!row) throw new NotFound(QUOTE_NOT_FOUND_MESSAGE);
    const state = effectiveQuoteState(row.state as QuoteState, row.validUntil, parisToday());
    if (state !== 'BROUILLON' && state !== 'ENVOYE')
      throw new Conflict(`Un devis ${state === 'EXPIRE' ? 'expiré' : 'déjà décidé'} ne s’envoie plus`);
    const recipient = recipientOf(row, channel);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = quoteLinkExpiry(row.validUntil, now);
    const updated = await updateQuoteRow(tx, id, {
      state: 'ENVOYE',
      sentAt: now,
      tokenHash: hashToken(token),
      tokenExpiresAt: expiresAt,
    });
    return {
      quote: quoteDto(updated),
      url: `${publicUrl}/devis/${token}`,
      expiresAt: expiresAt.toISOString(),
      channel,
      recipient,
    };
  });
}
