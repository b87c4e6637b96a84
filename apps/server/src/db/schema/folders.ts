import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Folders (dossiers). The folders module extends this table with the full entity. */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    externalNumber: text('external_number'),
    folderState: text('folder_state').notNull(),
    creationOrigine: text('creation_origine').notNull(),
    assistanceProvider: text('assistance_provider'),
    version: integer('version').notNull().default(1),
    creationDateTime: timestamp('creation_date_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('folders_account_state_idx').on(t.accountId, t.folderState)],
);

/** Messages exchanged with the driver about a folder. */
export const folderMessages = pgTable(
  'folder_messages',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    creationDateTime: timestamp('creation_date_time', { withTimezone: true }).notNull().defaultNow(),
    /** BACKOFFICE for messages the operator wrote; anything else came from outside. */
    provenance: text('provenance').notNull(),
    author: text('author'),
    message: text('message').notNull(),
    markAsRead: boolean('mark_as_read').notNull().default(false),
  },
  (t) => [index('folder_messages_folder_idx').on(t.folderId)],
);
