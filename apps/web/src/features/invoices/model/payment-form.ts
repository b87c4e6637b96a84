import {
  amountField,
  CHEQUE_NUMBER_REQUIRED_MESSAGE,
  decimalTextToCents,
  numberToCents,
  overPaymentIssue,
  toAmountText,
  TRANSFER_REFERENCE_REQUIRED_MESSAGE,
  type PaymentMethod,
  type RecordPaymentRequest,
} from '@plateau/contracts';
import type { z } from 'zod';

/** « Enregistrer un paiement » as typed: the amount as the text shown ('120,00'), never a float. */
export interface PaymentForm {
  date: string | null;
  amount: string;
  method: PaymentMethod | null;
  reference: string;
  receivedBy: string;
}
export type PaymentFormIssues = Partial<Record<keyof PaymentForm, string>>;

/** The field that names a payment: required for a cheque and a transfer (the server's rule), none for cash. */
export const referenceFieldOf = (
  method: PaymentMethod | null,
): { label: string; required: boolean } | null => {
  switch (method) {
    case 'CHEQUE':
      return { label: 'Numéro du chèque', required: true };
    case 'TRANSFER':
      return { label: 'Référence du virement', required: true };
    case 'CARD':
      return { label: 'Numéro du ticket de carte bancaire', required: false };
    case 'DIRECT_DEBIT':
      return { label: 'Référence du prélèvement', required: false };
    case 'ASSISTANCE_CHEQUE':
      return { label: 'Numéro de la lettre-chèque', required: false };
    default:
      return null;
  }
};

/** What remains (the API's euros) as the amount field shows it: '120,00'. */
export const amountShown = (euros: number) => (toAmountText(euros) ?? '').replace('.', ',');

/** Today's payment, of what remains: the usual case is an invoice paid in full. */
export const initialPaymentForm = (remaining: number, today: string): PaymentForm => ({
  date: today,
  amount: amountShown(remaining),
  method: null,
  reference: '',
  receivedBy: '',
});

/** What keeps the form from being sent, by field, in French; empty when it may go. */
export function paymentFormIssues(form: PaymentForm, remaining: number): PaymentFormIssues {
  const issues: PaymentFormIssues = {};
  if (!form.date) issues.date = 'La date du paiement est obligatoire.';
  const amount = amountField.safeParse(form.amount.trim());
  if (!form.amount.trim()) issues.amount = 'Le montant est obligatoire.';
  else if (!amount.success) issues.amount = amount.error.issues[0]!.message;
  else {
    const over = overPaymentIssue(decimalTextToCents(amount.data), numberToCents(remaining));
    if (over) issues.amount = over;
  }
  if (!form.method) issues.method = 'Choisissez le mode de paiement.';
  if (!form.reference.trim() && form.method === 'CHEQUE') issues.reference = CHEQUE_NUMBER_REQUIRED_MESSAGE;
  if (!form.reference.trim() && form.method === 'TRANSFER')
    issues.reference = TRANSFER_REFERENCE_REQUIRED_MESSAGE;
  return issues;
}

/** The request of a valid form: the amount as its decimal text, no reference for cash. */
export function paymentBody(form: PaymentForm): z.input<typeof RecordPaymentRequest> {
  const reference = referenceFieldOf(form.method) ? form.reference.trim() : '';
  return {
    date: form.date!,
    amount: toAmountText(form.amount.trim())!,
    method: form.method!,
    ...(reference ? { reference } : {}),
    ...(form.receivedBy.trim() ? { receivedBy: form.receivedBy.trim() } : {}),
  };
}
