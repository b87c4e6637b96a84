import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReminderOutcome, ReminderSettings, ReminderStep } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';
import { invoices } from './invoices.ts';

/** An account's reminder steps (issue 29 §4); an account without a row has the defaults (contracts). */
export const reminderSettings = pgTable('reminder_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  steps: jsonb('steps').$type<ReminderSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The journal of reminders: one row per invoice and step, taken (PENDING) before anything is sent, so the
 * unique key makes each step go out once even when two instances run the nightly job. A formal notice keeps
 * its letter (PDF) and the amounts it claimed.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    step: text('step').$type<ReminderStep>().notNull(),
    outcome: text('outcome').$type<ReminderOutcome>().notNull(),
    recipient: text('recipient'),
    error: text('error'),
    /** What remained, and for a formal notice the penalties and the indemnity claimed (exact decimal text). */
    remaining: numeric('remaining', { precision: 14, scale: 2 }),
    penalties: numeric('penalties', { precision: 14, scale: 2 }),
    indemnity: numeric('indemnity', { precision: 14, scale: 2 }),
    letterFilename: text('letter_filename'),
    letter: bytea('letter'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail left (or was refused): the « sent date » the invoice page shows. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoice_reminders_invoice_step_idx').on(t.invoiceId, t.step),
    index('invoice_reminders_account_idx').on(t.accountId, t.createdAt),
  ],
);
