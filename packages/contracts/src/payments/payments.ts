import { z } from 'zod';
import { dateField, idField, idParam, textField } from '../fields.ts';
import { amountField } from '../rules/amount-bounds.ts';

/** How a payment was received (issue 29 §1). */
export const PaymentMethod = z.enum([
  'CARD',
  'CASH',
  'CHEQUE',
  'TRANSFER',
  'DIRECT_DEBIT',
  'ASSISTANCE_CHEQUE',
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  CARD: 'Carte bancaire',
  CASH: 'Espèces',
  CHEQUE: 'Chèque',
  TRANSFER: 'Virement',
  DIRECT_DEBIT: 'Prélèvement',
  ASSISTANCE_CHEQUE: "Lettre-chèque d'assisteur",
};

/** Where a payment came from: typed in the back office, taken by a driver, or paid through a payment link. */
export const PaymentSource = z.enum(['MANUAL', 'DRIVER', 'LINK']);
export type PaymentSource = z.infer<typeof PaymentSource>;

/** Cash lands in the cash journal (530), everything else at the bank (512). */
export const paymentJournalOf = (method: PaymentMethod): 'BANQUE' | 'CAISSE' =>
  method === 'CASH' ? 'CAISSE' : 'BANQUE';

export const CHEQUE_NUMBER_REQUIRED_MESSAGE = 'Le numéro du chèque est obligatoire.';
export const TRANSFER_REFERENCE_REQUIRED_MESSAGE = 'La référence du virement est obligatoire.';

export const RecordPaymentRequest = z
  .object({
    date: dateField,
    amount: amountField,
    method: PaymentMethod,
    /** The cheque's number, the transfer's reference, the card receipt's number. */
    reference: textField(100).optional(),
    receivedBy: textField(120).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const missing = !body.reference?.trim();
    if (missing && body.method === 'CHEQUE')
      ctx.addIssue({ code: 'custom', path: ['reference'], message: CHEQUE_NUMBER_REQUIRED_MESSAGE });
    if (missing && body.method === 'TRANSFER')
      ctx.addIssue({ code: 'custom', path: ['reference'], message: TRANSFER_REFERENCE_REQUIRED_MESSAGE });
  });
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequest>;

export const CancelPaymentRequest = z.object({ reason: textField(500).min(3) }).strict();
export type CancelPaymentRequest = z.infer<typeof CancelPaymentRequest>;

export const Payment = z.object({
  id: idField,
  invoiceId: idField,
  date: z.string(),
  amount: z.number(),
  method: PaymentMethod,
  reference: z.string().nullable(),
  receivedBy: z.string().nullable(),
  source: PaymentSource,
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentStateCode = z.enum(['PAID', 'PARTLY_PAID', 'OVERDUE', 'TO_PAY']);
export const paymentStateFilterLabels: Record<z.infer<typeof PaymentStateCode>, string> = {
  PAID: 'Payée',
  PARTLY_PAID: 'Partiellement payée',
  OVERDUE: 'En retard',
  TO_PAY: 'À régler',
};

export const InvoicePaymentParams = z.object({ id: idParam, paymentId: idParam }).strict();
/** An invoice's payments with what remains and the state it shows (« Partiellement payée (reste 120,00 €) »). */
export const PaymentList = z.object({
  data: z.array(Payment),
  remaining: z.number(),
  state: z.enum(['PAID', 'PARTLY_PAID', 'OVERDUE', 'TO_PAY']),
  label: z.string(),
});
export type PaymentList = z.infer<typeof PaymentList>;
