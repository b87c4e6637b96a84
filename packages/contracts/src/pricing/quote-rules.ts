import { divideRounded } from '../rules/money.ts';
import { parseParisDateTime } from '../rules/paris-clock.ts';
import type { QuoteState } from './quotes.ts';

/** How long a sent quote's link answers, at most: its validity date closes it earlier. */
export const QUOTE_LINK_DAYS = 30;

/** Until when a link sent at `now` answers: the end of the validity day in Paris, at most QUOTE_LINK_DAYS. */
export function quoteLinkExpiry(validUntil: string, now: Date): Date {
  const [year, month, day] = validUntil.split('-');
  const endOfValidity = parseParisDateTime(`${day}/${month}/${year} 23:59`)!;
  const latest = new Date(now.getTime() + QUOTE_LINK_DAYS * 86_400_000);
  return endOfValidity < latest ? endOfValidity : latest;
}

/** A sent quote past its validity day reads « expiré »; every other state is as stored. */
export function effectiveQuoteState(stored: QuoteState, validUntil: string, today: string): QuoteState {
  return stored === 'ENVOYE' && today > validUntil ? 'EXPIRE' : stored;
}

/** HT and TTC of a quote in cents: VAT per rate, each rounded half away from zero. */
export function quoteTotals(
  lines: ReadonlyArray<{ quantity: number; unitPriceCents: number; vatRate: number }>,
) {
  const htByRate = new Map<number, bigint>();
  for (const line of lines) {
    const ht = BigInt(line.quantity) * BigInt(line.unitPriceCents);
    htByRate.set(line.vatRate, (htByRate.get(line.vatRate) ?? 0n) + ht);
  }
  let ht = 0n;
  let vat = 0n;
  for (const [rate, rateHt] of htByRate) {
    ht += rateHt;
    // The rate has at most 2 decimals: in hundredths of a percent it is an integer.
    vat += divideRounded(rateHt * BigInt(Math.round(rate * 100)), 10_000n);
  }
  return { totalHtCents: Number(ht), totalTtcCents: Number(ht + vat) };
}

/** The mentions a French quote carries (Code de la consommation, arrêté du 2 mars 1990 for repairs). */
export function quoteMentions(quote: { number: string; validUntil: string; sellerLegal: string }): string[] {
  const [year, month, day] = quote.validUntil.split('-');
  return [
    `Devis n° ${quote.number}, gratuit, valable jusqu’au ${day}/${month}/${year}.`,
    'Prix en euros, hors taxes et toutes taxes comprises ; TVA au taux en vigueur.',
    'Le devis accepté vaut commande : acceptation par le nom du client et la mention « Bon pour accord ».',
    'Toute prestation non prévue au devis fera l’objet d’un accord préalable.',
    quote.sellerLegal,
  ].filter((mention) => mention.trim().length > 0);
}

const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** The SMS carrying a quote's link. */
export const quoteSmsText = (sellerName: string, number: string, url: string) =>
  `${sellerName} : votre devis ${number} est à lire et à accepter sur ${url}`;

/** The e-mail carrying a quote's link. */
export const quoteMail = (
  seller: string,
  quote: { number: string; validUntil: string; totalTtc: string },
  url: string,
) => ({
  subject: `${seller} : votre devis ${quote.number}`,
  text:
    `Bonjour,\n\nVoici votre devis ${quote.number} de ${seller}, d’un montant de ${quote.totalTtc} TTC, ` +
    `valable jusqu’au ${frenchDay(quote.validUntil)}.\n` +
    `Vous pouvez le lire, l’accepter (« Bon pour accord ») ou le refuser à cette adresse :\n` +
    `${url}\n\nCordialement,\n${seller}`,
});
