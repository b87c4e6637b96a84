/**
 * Payments (encaissements, issue 29 §1). Other modules record a payment only through `recordPayment` (the yard
 * release, the driver app, payment links); an invoice whose last euro arrives publishes INVOICE_PAID on the
 * event bus, with its invoiceId.
 */
export { paymentRoutes } from './payments.routes.ts';
export { invoiceRemainingCents, recordPayment, type RecordPaymentInput } from './payments.service.ts';
