import {
  boolean,
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
import type { DepositState } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';
import { invoices } from './invoices.ts';

const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * An account's approved platform (« Plateforme agréée », XP Z12-013 Flow Service): its URL, the
 * Bearer token sealed by app.secretBox and the host it was typed for (a token never follows the
 * URL to another host), and the cursor of the status poll (the last flow's updatedAt).
 */
export const eInvoicingSettings = pgTable('e_invoicing_settings', {
  accountId: accountId().primaryKey(),
  url: text('url').notNull(),
  tokenSealed: text('token_sealed'),
  tokenHost: text('token_host'),
  active: boolean('active').notNull().default(true),
  cursor: text('cursor'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** SHA-256 of the 256-bit token in the webhook's address given to the platform; null: no webhook. */
  webhookTokenHash: text('webhook_token_hash').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The deposit of one issued invoice or credit note on the platform: queued in the issuing
 * transaction (an outbox), taken by the deposit job, retried with a growing wait. The tracking id
 * (account + number) makes a second deposit of the same document impossible on both sides.
 */
export const eInvoiceDeposits = pgTable(
  'e_invoice_deposits',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    trackingId: text('tracking_id').notNull(),
    state: text('state').$type<DepositState>().notNull(),
    flowId: text('flow_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('e_invoice_deposits_invoice_idx').on(t.invoiceId),
    uniqueIndex('e_invoice_deposits_tracking_idx').on(t.accountId, t.trackingId),
    index('e_invoice_deposits_pending_idx').on(t.state, t.nextAttemptAt),
  ],
);

/** A supplier's invoice received from the platform (« Factures reçues »): kept as received, never changed. */
export const receivedInvoices = pgTable(
  'received_invoices',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    flowId: text('flow_id').notNull(),
    number: text('number').notNull(),
    supplierName: text('supplier_name'),
    supplierSiren: text('supplier_siren'),
    issueDate: date('issue_date'),
    totalHT: numeric('total_ht', { precision: 14, scale: 2 }),
    totalTTC: numeric('total_ttc', { precision: 14, scale: 2 }),
    currency: text('currency').notNull().default('EUR'),
    xml: text('xml').notNull(),
    readableView: bytea('readable_view'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('received_invoices_flow_idx').on(t.accountId, t.flowId),
    index('received_invoices_supplier_number_idx').on(t.accountId, t.supplierSiren, t.number),
  ],
);

/**
 * One life-cycle status (CDAR 200–213) of an invoice we issued or of one we received, with its
 * CDAR as proof. `statusKey` names the status (document, code, instant): the same status
 * delivered twice, or by two instances polling at once, is one row.
 */
export const eInvoiceStatuses = pgTable(
  'e_invoice_statuses',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    receivedInvoiceId: integer('received_invoice_id').references(() => receivedInvoices.id, {
      onDelete: 'cascade',
    }),
    code: text('code').notNull(),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** IN: from the platform or the buyer; OUT: sent by us. */
    direction: text('direction').$type<'IN' | 'OUT'>().notNull(),
    statusKey: text('status_key').notNull(),
    flowId: text('flow_id'),
    cdar: text('cdar'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_invoice_statuses_key_idx').on(t.accountId, t.statusKey),
    index('e_invoice_statuses_invoice_idx').on(t.invoiceId),
    index('e_invoice_statuses_received_idx').on(t.receivedInvoiceId),
  ],
);
