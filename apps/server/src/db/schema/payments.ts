import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod, PaymentSource } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { invoices } from './invoices.ts';
import { users } from './users.ts';

/**
 * Payments received against issued invoices (encaissements, issue 29 §1). Never edited: a mistaken payment is
 * cancelled (reason, who, when) and stays listed, so the bank and cash journals keep their history.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    date: date('date').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The cheque's number, the transfer's reference, the card receipt's number. */
    reference: text('reference'),
    receivedBy: text('received_by'),
    source: text('source').$type<PaymentSource>().notNull().default('MANUAL'),
    /** The payment provider's id of a payment link's payment: a replayed webhook finds it and records nothing. */
    providerPaymentId: text('provider_payment_id').unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_account_date_idx').on(t.accountId, t.date),
    uniqueIndex('payments_account_id_idx').on(t.accountId, t.id),
  ],
);
