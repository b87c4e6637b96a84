import { foldForSearch } from './search-fold.ts';
import { isValidSiren } from './siren.ts';
import { isValidVatNumber, normalizeVatNumber, sirenOfVatNumber } from './vat-number.ts';

/**
 * The buyer's SIREN on an invoice (CGI art. 242 nonies A, as the 2026 reform completes it): a
 * mandatory mention when the buyer is a French company. A company is a customer with a company
 * name; it is French unless its address is abroad or its VAT number is another country's. A
 * private customer, or a foreign company, has no SIREN to print.
 */
export const SIREN_VAT_MISMATCH_MESSAGE =
  'Le SIREN ne correspond pas au numéro de TVA intracommunautaire (ses 9 derniers chiffres)';
/** How the invoice's « il manque » names it. */
export const BUYER_SIREN_MENTION = 'SIREN du client';

interface PlaceLike {
  companyName?: string | null;
  country?: string | null;
}
/** What decides: the customer (or the buyer an invoice copied from it). */
export interface BuyerIdentity {
  siren?: string | null;
  tvaIntracommunautaire?: string | null;
  headQuarterPlace?: PlaceLike | null;
  facturationPlace?: PlaceLike | null;
}

/**
 * The SIREN a French VAT number holds (FR + 2-digit key + SIREN), when the number is a real one:
 * a VAT number with a letter key belongs to a company without a SIREN.
 */
export function sirenFromVatNumber(vat: string | null | undefined): string | null {
  if (!vat || !isValidVatNumber(vat) || !/^FR\d\d/.test(normalizeVatNumber(vat))) return null;
  const siren = sirenOfVatNumber(vat);
  return siren && isValidSiren(siren) ? siren : null;
}

/** True when both are known and the VAT number carries another SIREN than the one typed. */
export function sirenContradictsVat(siren: string | null | undefined, vat: string | null | undefined) {
  const fromVat = sirenFromVatNumber(vat);
  return !!siren && !!fromVat && siren !== fromVat;
}

/** The buyer's SIREN: the one typed, else the one its French VAT number holds, else null. */
export const buyerSiren = (buyer: BuyerIdentity): string | null =>
  buyer.siren || sirenFromVatNumber(buyer.tvaIntracommunautaire);

const FRANCE = new Set([
  '',
  'fr',
  'fra',
  'france',
  'guadeloupe',
  'martinique',
  'guyane',
  'la reunion',
  'reunion',
  'mayotte',
]);
const isInFrance = (country: string | null | undefined) => FRANCE.has(foldForSearch(country ?? '').trim());

/** The place that names the company: the billing one when it has a name, else the head office. */
const companyPlace = (buyer: BuyerIdentity): PlaceLike | null =>
  [buyer.facturationPlace, buyer.headQuarterPlace].find((place) => !!place?.companyName?.trim()) ?? null;

/** True when the buyer is a French company: its invoices must carry its SIREN. */
export function buyerSirenRequired(buyer: BuyerIdentity): boolean {
  const place = companyPlace(buyer);
  if (!place || !isInFrance(place.country)) return false;
  const vat = buyer.tvaIntracommunautaire ? normalizeVatNumber(buyer.tvaIntracommunautaire) : '';
  return vat === '' || vat.startsWith('FR');
}

/** What the buyer lacks for an invoice to be issued to it (empty: nothing). */
export const missingBuyerMentions = (buyer: BuyerIdentity): string[] =>
  buyerSirenRequired(buyer) && !buyerSiren(buyer) ? [BUYER_SIREN_MENTION] : [];
