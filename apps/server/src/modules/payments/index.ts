/**
 * Payments (encaissements, issue 29 §1). Other modules record a payment only through `recordPayment` (the yard
 * release, the driver app, payment links); an invoice whose last euro arrives publishes INVOICE_PAID on the
 * event bus, with its invoiceId. A list reads what remains and the payment state in its own query through
 * `remainingSql` and `paymentStateSql` (what remained at a past day: `remainingOnSql`), and words it with
 * `paymentStatus` through `invoicePaymentState`. The FEC reads the journal of each method with
 * `accountPaymentJournals`, the journals' payments with `fecPaymentBatch` and the 411 lettering with
 * `invoiceLetterings`.
 */
export { paymentRoutes } from './payments.routes.ts';
export { paymentStateSql, remainingOnSql, remainingSql } from './payments.repository.ts';
export {
  accountPaymentJournals,
  fecPaymentBatch,
  invoiceLetterings,
  type FecPaymentRow,
  type PaymentKey,
} from './payments-fec.repository.ts';
export {
  invoicePaymentState,
  invoiceRemainingCents,
  recordPayment,
  type RecordPaymentInput,
} from './payments.service.ts';
