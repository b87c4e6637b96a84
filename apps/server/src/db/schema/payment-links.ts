import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentLinkChannel, PaymentLinkOutcome } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { invoices } from './invoices.ts';
import { users } from './users.ts';

/**
 * An account's card payment provider (Stripe): its secret key and its webhook endpoint's signing secret, both
 * sealed by app.secretBox like every connector secret. Where the provider is (PAYMENT_PROVIDER_URL) is the server's.
 */
export const paymentProviderSettings = pgTable('payment_provider_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secretKeySealed: text('secret_key_sealed').notNull(),
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment link of an issued invoice (issue 29 §3), sent by SMS or e-mail: only the hash of its 256-bit token is
 * kept; it answers until `expiresAt`. `providerPaymentId` is its last checkout at the provider, `lastOutcome` what
 * the provider's webhook said of it (the payment itself is a row of `payments`, keyed by the provider's id).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    tokenHash: text('token_hash').notNull().unique(),
    channel: text('channel').$type<PaymentLinkChannel>().notNull(),
    recipient: text('recipient').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    lastOutcome: text('last_outcome').$type<PaymentLinkOutcome>(),
    lastOutcomeAt: timestamp('last_outcome_at', { withTimezone: true }),
  },
  (t) => [index('payment_links_invoice_idx').on(t.accountId, t.invoiceId)],
);
