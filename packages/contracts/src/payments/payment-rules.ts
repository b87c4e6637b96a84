import { formatCents } from '../rules/money.ts';
import { CASH_CEILING_FOR_BUSINESS, datedValueOn } from './payment-law-data.ts';

/** What an invoice still owes: its total, less its credit notes and its payments not cancelled. Never below 0. */
export function remainingCents(input: {
  totalTtcCents: bigint;
  creditedTtcCents: readonly bigint[];
  paidCents: readonly bigint[];
}): bigint {
  const credited = input.creditedTtcCents.reduce((sum, cents) => sum + cents, 0n);
  const paid = input.paidCents.reduce((sum, cents) => sum + cents, 0n);
  const remaining = input.totalTtcCents - credited - paid;
  return remaining > 0n ? remaining : 0n;
}

export type PaymentState = 'PAID' | 'PARTLY_PAID' | 'OVERDUE' | 'TO_PAY';

export interface PaymentStatus {
  state: PaymentState;
  remainingCents: bigint;
  daysLate: number;
  label: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Whole days from the due day to today (ISO days, Paris calendar decided by the caller); 0 when not late. */
export const daysLate = (dueDay: string, today: string) => Math.max(0, dayNumber(today) - dayNumber(dueDay));

/**
 * The payment state an invoice shows. Late wins over « partly paid »: what the operator must act on first.
 * A fully credited invoice is « Payée » too: nothing is owed any more.
 */
export function paymentStatus(input: {
  totalTtcCents: bigint;
  remainingCents: bigint;
  dueDay: string;
  today: string;
}): PaymentStatus {
  const { remainingCents: remaining } = input;
  if (remaining <= 0n) return { state: 'PAID', remainingCents: 0n, daysLate: 0, label: 'Payée' };
  const late = daysLate(input.dueDay, input.today);
  if (late > 0) {
    const label = `En retard de ${late} jour${late > 1 ? 's' : ''}`;
    return { state: 'OVERDUE', remainingCents: remaining, daysLate: late, label };
  }
  if (remaining < input.totalTtcCents) {
    const label = `Partiellement payée (reste ${formatCents(remaining)})`;
    return { state: 'PARTLY_PAID', remainingCents: remaining, daysLate: 0, label };
  }
  return { state: 'TO_PAY', remainingCents: remaining, daysLate: 0, label: 'À régler' };
}

/**
 * The French refusal of a cash payment above the legal ceiling for a business customer, or null when allowed.
 * The ceiling applies to the whole debt paid in cash, so the invoice's earlier cash payments count.
 */
export function cashCeilingIssue(input: {
  isBusinessCustomer: boolean;
  cashCents: bigint;
  earlierCashCents: bigint;
  day: string;
}): string | null {
  if (!input.isBusinessCustomer) return null;
  const ceiling = datedValueOn(CASH_CEILING_FOR_BUSINESS, input.day);
  if (!ceiling || input.cashCents + input.earlierCashCents <= ceiling.cents) return null;
  return `Paiement en espèces refusé : un client professionnel ne peut pas régler plus de ${formatCents(ceiling.cents)} en espèces (${ceiling.rule}).`;
}

/** The French refusal of an amount above what the invoice still owes, or null. */
export function overPaymentIssue(amountCents: bigint, remaining: bigint): string | null {
  if (amountCents <= 0n) return 'Le montant du paiement doit être supérieur à 0.';
  if (amountCents > remaining)
    return `Le montant dépasse le reste à payer de la facture (${formatCents(remaining)}).`;
  return null;
}
