/**
 * Invoices, as other modules may use them. The driver app issues a folder's invoice when its driver takes a payment
 * on the spot (issue 29 §2) and mails its kept PDF with the receipt; the yard's release issues its fees' invoice
 * (`issueInvoiceIn`, issue 31).
 */
export { issueFolderInvoiceIn } from './folder-invoice-issue.ts';
export { invoicePdf } from './invoice-pdf.service.ts';
export { issueInvoiceIn } from './invoice-issue-in.ts';
export type { InvoiceDraft } from './invoice-build.ts';
