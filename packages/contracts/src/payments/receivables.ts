import { z } from 'zod';
import { dateField } from '../fields.ts';

/** GET /api/factures/encours: the receivables at a day (yyyy-MM-dd; today in Paris when left out). */
export const ReceivablesQuery = z.object({ date: dateField.optional() }).strict();
export type ReceivablesQuery = z.infer<typeof ReceivablesQuery>;

export const RECEIVABLES_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const RECEIVABLES_FORMAT_MESSAGE = 'Format d’export inconnu : xlsx ou csv.';
export const ReceivablesExportQuery = ReceivablesQuery.extend({
  format: z.enum(RECEIVABLES_EXPORT_FORMATS, { error: RECEIVABLES_FORMAT_MESSAGE }).default('xlsx'),
}).strict();
export type ReceivablesExportQuery = z.infer<typeof ReceivablesExportQuery>;

/** Money as the API's decimal text ('120.50'), never a binary float. */
const money = z.string();

/** What is owed by age: not due yet, then days past the due day. */
export const AgingAmounts = z.object({
  notDue: money,
  late1to30: money,
  late31to60: money,
  late61to90: money,
  lateOver90: money,
});

export const ReceivableFigures = AgingAmounts.extend({
  /** What remains on the open invoices: the sum of the five ages. */
  total: money,
  openInvoices: z.number().int(),
});

export const CustomerReceivableRow = ReceivableFigures.extend({
  customerId: z.number().int(),
  customerName: z.string(),
  oldestDueDate: z.string(),
});
export type CustomerReceivableRow = z.infer<typeof CustomerReceivableRow>;

/** How long customers take to pay, over the 12 months that end on the day. */
export const DaysToPay = z.object({
  /** From the day after `periodStart`… */
  periodStart: z.string(),
  /** …to this day, included. */
  periodEnd: z.string(),
  /** Days from issue to the completing payment, weighted by the amount paid; null when nothing was paid. */
  averageDaysToPay: z.number().nullable(),
  /** The invoices completed in the period that average counts. */
  paidInvoices: z.number().int(),
  /** Encours ÷ CA TTC des 12 mois × jours; null without sales. */
  dso: z.number().nullable(),
  /** The sales (TTC, credit notes deducted) of the period, the DSO's denominator. */
  salesTTC: money,
});
export type DaysToPay = z.infer<typeof DaysToPay>;

export const Receivables = z.object({
  date: z.string(),
  rows: z.array(CustomerReceivableRow),
  totals: ReceivableFigures,
  daysToPay: DaysToPay,
});
export type Receivables = z.infer<typeof Receivables>;
