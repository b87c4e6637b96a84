import { boolean, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CashReceiptChannel } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';
import { missions } from './missions.ts';
import { payments } from './payments.ts';

/** The report a driver fills on the spot, signed by the customer (issue 21): one per mission. */
export const driverReports = pgTable('driver_reports', {
  missionId: integer('mission_id')
    .primaryKey()
    .references(() => missions.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  km: real('km'),
  lieuInterventionCorrect: boolean('lieu_intervention_correct'),
  lieuLivraisonCorrect: boolean('lieu_livraison_correct'),
  remarks: text('remarks'),
  signerName: text('signer_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  signaturePng: bytea('signature_png').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment a driver took on the spot (issue 29 §2): the customer's signature, and where the receipt went. The
 * request's Idempotency-Key is kept for good (unique per account): a queued « Encaisser » sent again days later,
 * after the idempotency store forgot it, still finds its payment and records nothing.
 */
export const driverPayments = pgTable(
  'driver_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    requestKey: text('request_key').notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signaturePng: bytea('signature_png').notNull(),
    receiptChannel: text('receipt_channel').$type<CashReceiptChannel>(),
    receiptTo: text('receipt_to'),
    /** The e-mail receipt's fate (an SMS receipt is followed in the SMS journal). */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    receiptError: text('receipt_error'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('driver_payments_request_key_idx').on(t.accountId, t.requestKey)],
);
