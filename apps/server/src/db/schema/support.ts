import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Errors users reported to support from the error dialog. */
export const errorNotifications = pgTable('error_notifications', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  userId: integer('user_id').notNull(),
  folderId: integer('folder_id'),
  body: jsonb('body').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
