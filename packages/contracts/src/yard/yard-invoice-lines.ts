import { formatCents } from '../rules/money.ts';
import type { IsoDay } from '../calendar-law/public-holidays.ts';
import type { YardFeeLine } from './yard-fees.ts';
import type { YardPaymentMethod } from './yard-codes.ts';
import type { PaymentMethod } from '../payments/payments.ts';

/**
 * The VAT on the fourrière's and the storage's fees, as dated data: the normal rate (CGI art. 278, 20 % since
 * 1 January 2014). The regulated maxima (arrêté du 14 novembre 2001) are amounts taxes included.
 */
export const YARD_FEES_VAT = [{ from: '2014-01-01', percent: 20, source: 'CGI, art. 278' }] as const;

export const yardFeesVatPercent = (day: IsoDay): number =>
  ([...YARD_FEES_VAT].reverse().find((rate) => rate.from <= day) ?? YARD_FEES_VAT[0]).percent;

export interface YardInvoiceLine {
  nom: string;
  htCents: number;
}

/**
 * The invoice's lines of a release's fees, one per fee line (« Garde journalière — 3 j × 6,75 € TTC »): the HT is
 * the TTC without the VAT, rounded down to the cent, so the invoice never bills above the regulated maximum
 * (the VAT recomputed on it may leave the total a cent under the fees).
 */
export function yardInvoiceLines(lines: readonly YardFeeLine[], vatPercent: number): YardInvoiceLine[] {
  return lines
    .filter((line) => line.totalCents > 0)
    .map((line) => ({
      nom:
        line.quantity === 1
          ? line.label
          : `${line.label} — ${line.quantity} j × ${formatCents(BigInt(line.unitCents))} TTC`,
      htCents: Math.floor((line.totalCents * 100) / (100 + vatPercent)),
    }));
}

/** The payments module's method of the yard's. */
export const YARD_TO_PAYMENT_METHOD: Record<YardPaymentMethod, PaymentMethod> = {
  CARTE: 'CARD',
  ESPECES: 'CASH',
  CHEQUE: 'CHEQUE',
  VIREMENT: 'TRANSFER',
};
