import {
  date,
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
import type { EReportKind, EReportLine, EReportState, EReportingRhythm } from '@plateau/contracts';
import { accounts } from './accounts.ts';

/** The e-reporting rhythm of an account's VAT regime (three times a month, monthly, every two months). */
export const eReportingSettings = pgTable('e_reporting_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  rhythm: text('rhythm').$type<EReportingRhythm>().notNull().default('MONTHLY'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One e-reporting flow of a closed period: the B2C and international sales, or the payments,
 * summed per day and VAT rate (`lines`), sent to the platform once (tracking id per account, kind
 * and period). An empty period is kept as EMPTY and nothing is sent.
 */
export const eReports = pgTable(
  'e_reports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EReportKind>().notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    state: text('state').$type<EReportState>().notNull(),
    lines: jsonb('lines').$type<EReportLine[]>().notNull(),
    totalBase: numeric('total_base', { precision: 14, scale: 2 }).notNull(),
    totalVat: numeric('total_vat', { precision: 14, scale: 2 }).notNull(),
    trackingId: text('tracking_id').notNull(),
    flowId: text('flow_id'),
    /** The platform's acknowledgement of the flow, kept as proof. */
    acknowledgement: jsonb('acknowledgement'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('e_reports_period_idx').on(t.accountId, t.kind, t.periodStart),
    index('e_reports_state_idx').on(t.state),
  ],
);
