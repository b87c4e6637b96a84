import { z } from 'zod';
import { dateField, idParam, intParam, textField } from '../fields.ts';
import { PaymentStateCode } from '../payments/payments.ts';
import { Invoice, INVOICE_MAX_PAGE_SIZE } from './invoice.ts';
import { InvoiceKind, InvoiceState } from './invoice-life-cycle.ts';

/**
 * Where an issued invoice stands with its payments (issue 29 §1): the state, its French label as
 * `paymentStatus` words it (« Partiellement payée (reste 120,00 €) ») and what remains, as the
 * API's money text ('120.00').
 */
export const InvoicePaymentState = z.object({
  state: PaymentStateCode,
  label: z.string(),
  remaining: z.string(),
});
export type InvoicePaymentState = z.infer<typeof InvoicePaymentState>;

export const InvoiceRow = Invoice.pick({
  id: true,
  kind: true,
  state: true,
  code: true,
  date: true,
  dueDate: true,
  totalHT: true,
  totalTTC: true,
  createdAt: true,
}).extend({
  companyName: z.string().nullable(),
  /**
   * Its customer was erased (issue 23 §3, issue 28 §2): still listed, kept 10 years for the law,
   * its buyer's name no longer shown in the list.
   */
  restricted: z.boolean(),
  /** An issued invoice's payment state; null for a draft and a credit note. */
  payment: InvoicePaymentState.nullable(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

export const InvoiceList = z.object({ rows: z.array(InvoiceRow), total: z.number().int() });
export type InvoiceList = z.infer<typeof InvoiceList>;

/** The list's order: the invoice's date (then its number), or its due date. */
export const InvoiceSort = z.enum(['date', 'dueDate']);
export type InvoiceSort = z.infer<typeof InvoiceSort>;

/**
 * The list's payment filter: one payment state, or UNPAID — every issued invoice not paid yet, whatever its
 * state (to pay, partly paid, late): what « Encours clients » opens the list on.
 */
export const PaymentStateFilterCode = z.enum([...PaymentStateCode.options, 'UNPAID']);
export type PaymentStateFilterCode = z.infer<typeof PaymentStateFilterCode>;
export const UNPAID_FILTER_LABEL = 'Non soldée';

export const InvoiceListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(INVOICE_MAX_PAGE_SIZE).default(10),
    page: intParam(1, 100_000).default(1),
    sort: InvoiceSort.default('date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    startDate: dateField.optional(),
    endDate: dateField.optional(),
    code: textField(50).optional(),
    state: InvoiceState.optional(),
    kind: InvoiceKind.optional(),
    /** The current life-cycle status on the approved platform (200–213). */
    platformStatus: z
      .string()
      .regex(/^2(0\d|1[0-3])$/, 'Statut de plateforme inconnu (200 à 213)')
      .optional(),
    /** Issued invoices in this payment state only (UNPAID: any but paid). */
    paymentState: PaymentStateFilterCode.optional(),
    /** One customer's invoices (« Encours clients » opens the list on a customer). */
    customerId: idParam.optional(),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
