import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CsvImportProblem } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';

/**
 * A CSV file waiting for its import job. The bytes (up to 10 MB) stay here rather than in the
 * job's JSON payload: pg-boss copies payloads into its job and archive tables, and base64 would
 * add a third. The job reads the row by id and deletes it when done.
 */
export const folderImports = pgTable('folder_imports', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  filename: text('filename').notNull(),
  /** The answer to the modal's question: qualified lines make CREATED folders, else QUICK_CREATED. */
  qualified: boolean('qualified').notNull(),
  content: bytea('content').notNull(),
  /** A refused file: what the user reads in full (its content is then emptied). */
  problems: jsonb('problems').$type<CsvImportProblem[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
