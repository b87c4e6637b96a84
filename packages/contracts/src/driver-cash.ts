import { z } from 'zod';
import { dateTimeField, signaturePngField, textField } from './fields.ts';
import { amountField } from './rules/amount-bounds.ts';
import { formatCents } from './rules/money.ts';
import {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  isValidPhone,
  PHONE_INVALID_MESSAGE,
} from './rules/phone-email.ts';
import { valorisationTotals, type PricedItem } from './rules/valorisation-totals.ts';

/**
 * « Encaisser » in the driver app (issue 29 §2): the customer pays on the spot, by card on the truck's terminal,
 * in cash or by cheque, and signs; the server issues the folder's invoice if needed and records the payment on it.
 */
export const DriverCashMethod = z.enum(['CARD', 'CASH', 'CHEQUE'], { error: 'Moyen de paiement non valide' });
export type DriverCashMethod = z.infer<typeof DriverCashMethod>;

export const driverCashMethodLabels: Record<DriverCashMethod, string> = {
  CARD: 'Carte bancaire',
  CASH: 'Espèces',
  CHEQUE: 'Chèque',
};

/** What the driver types as the payment's reference, per method (none for cash). */
export const driverCashReferenceLabels: Record<DriverCashMethod, string | null> = {
  CARD: 'N° du ticket du terminal',
  CASH: null,
  CHEQUE: 'N° du chèque',
};

export const CASH_REFERENCE_REQUIRED: Record<DriverCashMethod, string | null> = {
  CARD: 'Le numéro du ticket de carte bancaire est obligatoire.',
  CASH: null,
  CHEQUE: 'Le numéro du chèque est obligatoire.',
};

export const CashReceiptChannel = z.enum(['SMS', 'EMAIL'], { error: "Moyen d'envoi du reçu non valide" });
export type CashReceiptChannel = z.infer<typeof CashReceiptChannel>;

/** POST /api/driver/missions/{id}/cash: what was received, the customer's signature, where to send the receipt. */
export const DriverCashRequest = z
  .object({
    amount: amountField,
    method: DriverCashMethod,
    /** The card terminal's receipt number, the cheque's number. */
    reference: textField(100).optional(),
    signerName: textField(100).min(1, 'Le nom du signataire est obligatoire'),
    signedAt: dateTimeField,
    signaturePng: signaturePngField,
    receipt: z
      .object({ channel: CashReceiptChannel, to: textField(254).min(1, 'Le destinataire du reçu est vide') })
      .strict()
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((body, ctx) => {
    const required = CASH_REFERENCE_REQUIRED[body.method];
    if (required && !body.reference?.trim())
      ctx.addIssue({ code: 'custom', path: ['reference'], message: required });
    const receipt = body.receipt;
    if (receipt?.channel === 'SMS' && !isValidPhone(receipt.to))
      ctx.addIssue({ code: 'custom', path: ['receipt', 'to'], message: PHONE_INVALID_MESSAGE });
    if (receipt?.channel === 'EMAIL' && !isValidEmail(receipt.to))
      ctx.addIssue({ code: 'custom', path: ['receipt', 'to'], message: EMAIL_INVALID_MESSAGE });
  });
export type DriverCashRequest = z.infer<typeof DriverCashRequest>;

/** What the driver reads before « Encaisser »: the amount, the invoice it goes on, or why nothing is collected. */
export const DriverMissionCash = z.object({
  /** TTC in euros: what the issued invoice still owes, else the folder's valued lines; null when unknown. */
  amountDue: z.number().nullable(),
  invoiceCode: z.string().nullable(),
  /** Why « Encaisser » is not offered (an assisteur pays, nothing valued, already paid), or null. */
  refusal: z.string().nullable(),
});
export type DriverMissionCash = z.infer<typeof DriverMissionCash>;

/** What the rule reads of a folder and of its invoice. */
export interface RoadsideCashFolder {
  assistanceProvider: string | null;
  estFacturable: boolean;
  valorisationState: string | null;
  valorisation: { nature: string; items: readonly PricedItem[] } | null;
  /** Its invoice: a draft's total, or an issued one's remainder. */
  invoice: { code: string | null; state: 'DRAFT' | 'ISSUED'; amountCents: bigint } | null;
}

export const CASH_ASSISTEUR_MESSAGE =
  "Ce dossier est réglé par l'assisteur : rien à encaisser auprès du client.";
export const CASH_NOT_BILLABLE_MESSAGE = "Ce dossier n'est pas facturable : rien à encaisser.";
export const CASH_NOTHING_VALUED_MESSAGE =
  "Le dossier n'a aucune ligne valorisée : demandez au bureau de le chiffrer avant d'encaisser.";
export const cashPaidMessage = (code: string) => `La facture ${code} est réglée : plus rien à encaisser.`;

/** The valorisation « Facturer » bills: accepted or validated, or priced by the operator's grid (issue 32). */
const billedValorisation = (folder: RoadsideCashFolder) =>
  folder.valorisation &&
  folder.valorisation.items.length > 0 &&
  (folder.valorisationState === 'ACCEPTEE' ||
    folder.valorisationState === 'VALIDEE' ||
    folder.valorisation.nature === 'PRESTATAIRE');

/**
 * What the driver may collect on a folder: its issued invoice's remainder, else its draft's total, else the total
 * TTC of the valued lines its invoice will bill. An assisteur's folder is billed to the assisteur, never to the
 * motorist on the roadside.
 */
export function roadsideCash(folder: RoadsideCashFolder): {
  amountDueCents: bigint | null;
  invoiceCode: string | null;
  refusal: string | null;
} {
  const none = (refusal: string) => ({ amountDueCents: null, invoiceCode: null, refusal });
  if (folder.assistanceProvider) return none(CASH_ASSISTEUR_MESSAGE);
  const invoice = folder.invoice;
  if (invoice?.state === 'ISSUED') {
    const code = invoice.code ?? '';
    const paid = invoice.amountCents <= 0n;
    return {
      amountDueCents: invoice.amountCents,
      invoiceCode: code,
      refusal: paid ? cashPaidMessage(code) : null,
    };
  }
  if (!folder.estFacturable) return none(CASH_NOT_BILLABLE_MESSAGE);
  const due = invoice
    ? invoice.amountCents
    : billedValorisation(folder)
      ? valorisationTotals(folder.valorisation!.items).ttcCents
      : 0n;
  if (due <= 0n) return none(CASH_NOTHING_VALUED_MESSAGE);
  return { amountDueCents: due, invoiceCode: null, refusal: null };
}

/** The receipt's text, short enough for one SMS: the amount, how, and the invoice it settles. */
export function cashReceiptText(input: {
  accountName: string;
  amountCents: bigint;
  method: DriverCashMethod;
  invoiceCode: string;
  day: string;
}): string {
  const [year, month, date] = input.day.split('-');
  const how = driverCashMethodLabels[input.method].toLowerCase();
  return `${input.accountName} : nous avons bien reçu ${formatCents(input.amountCents)} (${how}) le ${date}/${month}/${year}, facture ${input.invoiceCode}. Merci.`;
}
