import { z } from 'zod';
import type { PricedItem } from './valorisation-totals.ts';
import { itemTotals } from './valorisation-totals.ts';
import { lineNetCents } from './invoice-amounts.ts';
import { parseDecimal, toAmountText } from './decimal-amount.ts';
import { decimalPlaces } from './money.ts';

/**
 * The bounds of every amount, price, quantity and rate a request may carry (issue 18 §5), so that
 * what the contracts accept always fits the columns it ends in, computed totals included: a
 * quantity of 1 000 000 at 10 000 000 € was accepted and overflowed numeric(14,2), a 500.
 *
 * The columns (apps/server/src/db/schema; a server test checks these bounds against them):
 *  - invoice_lines.quantity numeric(12,3): below 10^9;
 *  - invoice_lines.montant_ht, articles.montant_ht numeric(12,2): below 10^10 €;
 *  - invoices and invoice_lines total_ht / total_tva / total_ttc numeric(14,2): below 10^12 €;
 *  - vat_rates.taux, invoice_lines.tva_rate numeric(5,2): below 1000 %.
 * A valorisation is stored as JSON, but invoicing a folder turns it into invoice lines: it gets
 * the same bounds. A line's HT is at most MAX_LINE_HT, a document's HT at most MAX_DOCUMENT_HT,
 * and its TTC at most MAX_DOCUMENT_TTC since no VAT rate exceeds MAX_VAT_RATE.
 */
export const MAX_UNIT_PRICE = 10_000_000;
export const MAX_QUANTITY = 1_000_000;
export const MAX_VAT_RATE = 100;
export const MAX_LINE_HT = 100_000_000;
export const MAX_DOCUMENT_HT = 1_000_000_000;
export const MAX_DOCUMENT_TTC = MAX_DOCUMENT_HT * (1 + MAX_VAT_RATE / 100);

const CENTS = 100n;
export const MAX_LINE_HT_CENTS = BigInt(MAX_LINE_HT) * CENTS;
export const MAX_DOCUMENT_HT_CENTS = BigInt(MAX_DOCUMENT_HT) * CENTS;

const fr = (value: number) => value.toLocaleString('fr-FR');

export const decimalRangeMessage = (label: string, min: number, max: number, decimals: number) =>
  `${label} : nombre attendu entre ${fr(min)} et ${fr(max)}, avec au plus ${decimals} décimales`;
export const LINE_HT_TOO_LARGE_MESSAGE = `Le montant HT d'une ligne (quantité × prix unitaire) ne doit pas dépasser ${fr(MAX_LINE_HT)} €`;
export const INVOICE_HT_TOO_LARGE_MESSAGE = `Le total HT de la facture ne doit pas dépasser ${fr(MAX_DOCUMENT_HT)} €`;
export const INVOICE_HT_NEGATIVE_MESSAGE =
  'Le total HT de la facture ne peut pas être négatif : pour rembourser un client, faites un avoir';
export const VALORISATION_HT_TOO_LARGE_MESSAGE = `Le total HT de la valorisation ne doit pas dépasser ${fr(MAX_DOCUMENT_HT)} €`;
export const AMOUNT_INVALID_MESSAGE = `Montant non valide : nombre positif attendu, au plus ${fr(MAX_UNIT_PRICE)} €, deux décimales au plus`;
export const RATE_INVALID_MESSAGE = `Taux non valide : pourcentage entre 0 et ${MAX_VAT_RATE} attendu, deux décimales au plus`;

/** A JSON number between min and max, with at most `decimals` decimals as it was written. */
export const boundedNumber = (label: string, min: number, max: number, decimals: number) => {
  const message = decimalRangeMessage(label, min, max, decimals);
  return z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => decimalPlaces(value) <= decimals, message);
};

/** A unit price in euros (an invoice line's, a valorisation line's). */
export const unitPriceField = (label: string, decimals: number) =>
  boundedNumber(label, 0, MAX_UNIT_PRICE, decimals);

/** A quantity (an invoice line's, a valorisation line's). */
export const quantityField = (label: string, min: number, decimals: number) =>
  boundedNumber(label, min, MAX_QUANTITY, decimals);

/** A VAT rate in percent as a JSON number (a valorisation line's). */
export const vatRateNumberField = (label: string, decimals: number) =>
  boundedNumber(label, 0, MAX_VAT_RATE, decimals);

/** A line's fixed HT, when it has no price and quantity (a valorisation line's). */
export const lineTotalField = (label: string, decimals: number) =>
  boundedNumber(label, 0, MAX_LINE_HT, decimals);

/** True when `value` is a plain decimal, 0 ≤ value ≤ max, with at most two decimals. */
const decimalWithin = (value: string | number, max: number): boolean => {
  const decimal = parseDecimal(typeof value === 'string' ? value.trim() : value);
  if (!decimal || decimal.units < 0n || decimal.scale > 2) return false;
  return decimal.units <= BigInt(max) * 10n ** BigInt(decimal.scale);
};

const decimalInput = z.union([z.string().max(30), z.number()]);

/**
 * An amount of a referential (an article's price): a decimal string ('12.5', '12,50') or a JSON
 * number, positive, at most two decimals and MAX_UNIT_PRICE; becomes '12.50'.
 */
export const amountField = decimalInput
  .refine((value) => decimalWithin(value, MAX_UNIT_PRICE), AMOUNT_INVALID_MESSAGE)
  .transform((value) => toAmountText(value)!);

/** A VAT code's rate in percent, 0 to MAX_VAT_RATE, at most two decimals; becomes '5.50'. */
export const rateField = decimalInput
  .refine((value) => decimalWithin(value, MAX_VAT_RATE), RATE_INVALID_MESSAGE)
  .transform((value) => toAmountText(value)!);

/** What the document bounds read of an invoice line. */
export interface InvoiceLineAmounts {
  quantity: number;
  montantHT: number;
}

/**
 * The French reason an invoice's lines do not fit, or null: a line whose HT (either sign: a
 * deduction has a negative quantity) is beyond MAX_LINE_HT, lines whose HT add up above
 * MAX_DOCUMENT_HT, or below zero (a refund is a credit note). The server checks it again before saving, for
 * the invoices it builds itself (from a folder).
 */
export function invoiceBoundsIssue(lines: readonly InvoiceLineAmounts[]): {
  index: number | null;
  message: string;
} | null {
  let total = 0n;
  for (const [index, line] of lines.entries()) {
    const ht = lineNetCents(line.quantity, line.montantHT);
    if (ht > MAX_LINE_HT_CENTS || -ht > MAX_LINE_HT_CENTS)
      return { index, message: LINE_HT_TOO_LARGE_MESSAGE };
    total += ht;
  }
  if (total < 0n) return { index: null, message: INVOICE_HT_NEGATIVE_MESSAGE };
  return total > MAX_DOCUMENT_HT_CENTS ? { index: null, message: INVOICE_HT_TOO_LARGE_MESSAGE } : null;
}

/**
 * The same for a valorisation: each line's HT (price × quantity, or its fixed total), and the
 * included lines' HT added up whatever their sign (a negative line is invoiced apart).
 */
export function valorisationBoundsIssue(items: readonly PricedItem[]): {
  index: number | null;
  message: string;
} | null {
  let total = 0n;
  for (const [index, item] of items.entries()) {
    const { htCents } = itemTotals({ ...item, valorisationNegative: false, tauxTva: 0 });
    if (htCents > MAX_LINE_HT_CENTS) return { index, message: LINE_HT_TOO_LARGE_MESSAGE };
    if (item.inclus) total += htCents;
  }
  return total > MAX_DOCUMENT_HT_CENTS ? { index: null, message: VALORISATION_HT_TOO_LARGE_MESSAGE } : null;
}

/** Adds a bounds issue to a zod context, on the line it is about. */
export function reportBoundsIssue(
  ctx: z.RefinementCtx,
  issue: { index: number | null; message: string } | null,
) {
  if (!issue) return;
  ctx.addIssue({ code: 'custom', message: issue.message, path: issue.index === null ? [] : [issue.index] });
}
