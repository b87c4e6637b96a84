import { z } from 'zod';
import { parisDay } from '../rules/report-period.ts';

/**
 * The life of an invoice (issue 19 §1–§3). A draft is the user's: no number, edited and deleted
 * at will. Issuing gives it the next number of its sequence and today's date, and freezes it:
 * French law wants an issued invoice kept as it was sent, corrected only by a credit note.
 */
export const InvoiceState = z.enum(['DRAFT', 'ISSUED']);
export type InvoiceState = z.infer<typeof InvoiceState>;

/** An invoice, or a credit note (« avoir ») that cancels all or part of an issued invoice. */
export const InvoiceKind = z.enum(['INVOICE', 'CREDIT_NOTE']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/** UNTDID 1001 document type code (EN 16931 BT-3): 380 commercial invoice, 381 credit note. */
export const INVOICE_TYPE_CODES: Record<InvoiceKind, '380' | '381'> = {
  INVOICE: '380',
  CREDIT_NOTE: '381',
};

/** Credit notes have their own continuous sequence per account: AV-000001, AV-000002… */
export const CREDIT_NOTE_PREFIX = 'AV';
export const CREDIT_NOTE_CODE_PLACEHOLDER = 'AV-----';

export const invoiceStateLabels: Record<InvoiceState, string> = {
  DRAFT: 'Brouillon',
  ISSUED: 'Émise',
};
export const invoiceKindLabels: Record<InvoiceKind, string> = {
  INVOICE: 'Facture',
  CREDIT_NOTE: 'Avoir',
};

export const ISSUED_INVOICE_FROZEN_MESSAGE = 'Une facture émise ne se modifie plus : créez un avoir.';
export const ISSUED_INVOICE_UNDELETABLE_MESSAGE =
  "Une facture émise ne se supprime pas : créez un avoir pour l'annuler.";
export const ISSUED_CREDIT_NOTE_FROZEN_MESSAGE =
  'Un avoir émis ne se modifie plus et ne se supprime pas : établissez une nouvelle facture si besoin.';
export const alreadyIssuedMessage = (kind: InvoiceKind, code: string | null) =>
  `${kind === 'CREDIT_NOTE' ? 'Cet avoir est déjà émis' : 'Cette facture est déjà émise'} (${code}).`;

/** Where the seller's mentions are filled in, as the screens name it. */
export const SELLER_SETTINGS_PLACE = 'Paramètres › Compte › Entité juridique';

/** French articles for the seller mentions missingSellerMentions names. */
const ARTICLES: Record<string, string> = {
  'raison sociale': 'la raison sociale',
  'adresse du siège': "l'adresse du siège",
  'numéro de TVA intracommunautaire': 'le numéro de TVA intracommunautaire',
  'forme juridique': 'la forme juridique',
  'capital social': 'le capital social',
  'ville du RCS ou numéro au RM': 'la ville du RCS ou le numéro au RM',
  IBAN: "l'IBAN",
  BIC: 'le BIC',
};
const withArticle = (mention: string) => ARTICLES[mention] ?? mention;

/** What a document must hold to be issued, and what the seller lacks (missingSellerMentions). */
export interface IssueCheck {
  kind: InvoiceKind;
  lineCount: number;
  /** The total including VAT, in cents. */
  totalTTCCents: bigint;
  missingSellerMentions: string[];
  /** What the buyer lacks (missingBuyerMentions: a French company's SIREN), named on its customer card. */
  missingBuyerMentions?: string[];
  /** The buyer's address is mandatory (CGI ann. II art. 242 nonies A): neither billing nor main address. */
  buyerAddressMissing?: boolean;
}

/**
 * Why a draft cannot be issued, in one French sentence naming everything missing; null when it
 * can. A number once given cannot be taken back, so an empty or zero invoice never gets one.
 */
export function issueBlocker(check: IssueCheck): string | null {
  const document = check.kind === 'CREDIT_NOTE' ? "l'avoir" : 'la facture';
  const reasons: string[] = [];
  if (check.lineCount === 0) reasons.push(`${document} n'a aucune ligne`);
  else if (check.totalTTCCents <= 0n) reasons.push(`le total de ${document} est nul`);
  if (check.missingSellerMentions.length)
    reasons.push(
      `il manque ${check.missingSellerMentions.map(withArticle).join(', ')} (${SELLER_SETTINGS_PLACE})`,
    );
  if (check.missingBuyerMentions?.length)
    reasons.push(`il manque le ${check.missingBuyerMentions.join(', ')} (fiche du client)`);
  if (check.buyerAddressMissing) reasons.push("il manque l'adresse du client (fiche du client)");
  return reasons.length ? `Impossible d'émettre : ${reasons.join(' ; ')}` : null;
}

/**
 * The date an issued document takes: today in Paris, never before the last document of its
 * sequence (numbers and dates must tell the same order) nor, for a credit note, its invoice.
 */
export const issueDate = (todayInParis: string, ...notBefore: Array<string | null | undefined>): string =>
  notBefore.reduce<string>((latest, date) => (date && date > latest ? date : latest), todayInParis);

/** Today's date in Paris (yyyy-MM-dd): an invoice issued at 00:30 in Paris is dated that day. */
export const parisToday = (instant: Date | number = Date.now()): string => parisDay(new Date(instant));

/** The PDF's file name: « Facture FC-000012.pdf », « Avoir AV-000003.pdf », « Brouillon facture 57.pdf ». */
export function invoiceFileName(document: {
  id: number;
  kind: InvoiceKind;
  state: InvoiceState;
  code: string | null;
}): string {
  const label = invoiceKindLabels[document.kind];
  return document.state === 'ISSUED' && document.code
    ? `${label} ${document.code}.pdf`
    : `Brouillon ${label.toLowerCase()} ${document.id}.pdf`;
}
