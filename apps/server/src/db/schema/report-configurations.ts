import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportFrequency, ReportType } from '@plateau/contracts';
import { accounts } from './accounts.ts';

/**
 * A scheduled report of an account (spec 3 §3 Report configuration), and the outcome of its last
 * scheduled run. The SFTP password is sealed with the secret box.
 */
export const reportConfigurations = pgTable(
  'report_configurations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<ReportType>().notNull(),
    frequency: text('frequency').$type<ReportFrequency>().notNull(),
    sendByEmail: boolean('send_by_email').notNull().default(false),
    email: text('email'),
    ccEmail: text('cc_email'),
    sendBySftp: boolean('send_by_sftp').notNull().default(false),
    sftpLogin: text('sftp_login'),
    sftpPasswordSealed: text('sftp_password_sealed'),
    sftpServer: text('sftp_server'),
    sftpPort: integer('sftp_port'),
    sftpRemoteDirectory: text('sftp_remote_directory'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The scheduled day last handled (sent, or given up after its retries). */
    lastRunDay: date('last_run_day', { mode: 'string' }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastRunStatus: text('last_run_status').$type<'OK' | 'ERROR'>(),
    lastRunError: text('last_run_error'),
    /** Failed attempts at the current scheduled day, and when the next one may start. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('report_configurations_account_idx').on(t.accountId)],
);
