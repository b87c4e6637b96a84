import { bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';

/**
 * The journal of sensitive acts (issue 23 §5): append-only. A trigger of migration 0028 refuses
 * any UPDATE, DELETE or TRUNCATE, whoever writes; no foreign key, so deleting an account keeps it.
 * Its texts never hold a searched person's data whole (see journal.service maskTerm).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    act: text('act').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_account_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A person's export (RGPD art. 15 and 20): made by a job, downloaded once READY. */
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    query: text('query').notNull(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'READY' | 'FAILED'>().notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    filename: text('filename'),
    content: bytea('content'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('personal_data_exports_account_idx').on(t.accountId, t.id)],
);

/**
 * Numbers that receive no more customer SMS from an account (STOP, or an operator's choice).
 * Only the SHA-256 of the number in E.164 is kept: matching needs nothing more, and an erased
 * person's number is not readable here.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phoneHash: text('phone_hash').notNull(),
    source: text('source').$type<'STOP' | 'OPERATOR'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.phoneHash] })],
);

/** Per account retention periods (issue 23 §4); an account without a row has the defaults. */
export const retentionSettings = pgTable('retention_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  closedFolderMonths: integer('closed_folder_months').notNull().default(36),
  positionMonths: integer('position_months').notNull().default(2),
  smsNumberMonths: integer('sms_number_months').notNull().default(12),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Positions received outside work (issue 23 §7), counted per account and day, never stored. */
export const droppedPositions = pgTable(
  'dropped_positions',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
