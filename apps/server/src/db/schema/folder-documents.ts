import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentContentType } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { folders } from './folders.ts';

/** PostgreSQL bytea as a Node Buffer (PGlite hands back a Uint8Array: wrapped without a copy). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A folder's documents (photos, papers, the technician's report). The bytes live in the
 * database, apart from the folder row, so that every server instance and every backup holds
 * them; the folder row and the list never read this table. The thumbnail (about 320 px, JPEG)
 * is made once at upload, for images only.
 */
export const folderDocuments = pgTable(
  'folder_documents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** Judged from the bytes at upload (sniffDocumentType), never from the name. */
    contentType: text('content_type').$type<DocumentContentType>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    thumbnail: bytea('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
  },
  (t) => [index('folder_documents_folder_idx').on(t.accountId, t.folderId, t.id)],
);
