import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './folder-documents.ts';
import { yardEntries } from './yard.ts';

/**
 * The photos attached to a vehicle's condition sheet: the entry's own (a police requisition has no folder), with
 * the JPEG thumbnail made once at upload (the sheet's grid and its PDF draw it). They show the vehicle, not its
 * owner, so they stay when the owner's identity is erased and go with the entry.
 */
export const yardEntryPhotos = pgTable(
  'yard_entry_photos',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    yardEntryId: integer('yard_entry_id')
      .notNull()
      .references(() => yardEntries.id, { onDelete: 'cascade' }),
    /** Judged from the bytes at upload, never from the request's header. */
    contentType: text('content_type').notNull(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who added it. */
    createdBy: integer('created_by'),
  },
  (t) => [index('yard_entry_photos_entry_idx').on(t.accountId, t.yardEntryId, t.id)],
);
