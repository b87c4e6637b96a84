import { PaymentStateFilterCode } from '@plateau/contracts';

/** What « Encours clients » shows beside its table, worded in French. */

const days = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « 32,5 jours », « 1 jour », or « — » when it cannot be computed (nothing paid, no sales). */
export function formatDays(value: number | null): string {
  if (value === null) return '—';
  return `${days.format(value)} jour${Math.abs(value) >= 2 ? 's' : ''}`;
}

/** « aucune facture soldée », « 1 facture soldée », « 3 factures soldées ». */
export function settledInvoices(count: number): string {
  if (count === 0) return 'aucune facture soldée';
  return `${count} facture${count > 1 ? 's' : ''} soldée${count > 1 ? 's' : ''}`;
}

/** The invoice list opened on one customer's invoices that are not paid yet. */
export const unpaidInvoicesPath = (customerId: number) =>
  `/factures?customerId=${customerId}&paymentState=UNPAID`;

/** The filters the invoice list reads from its address (a link from « Encours clients »). */
export function listFiltersOf(params: URLSearchParams): {
  customerId?: number;
  paymentState?: PaymentStateFilterCode;
} {
  const customerId = Number(params.get('customerId'));
  const paymentState = PaymentStateFilterCode.safeParse(params.get('paymentState'));
  return {
    ...(Number.isInteger(customerId) && customerId > 0 ? { customerId } : {}),
    ...(paymentState.success ? { paymentState: paymentState.data } : {}),
  };
}
