import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { missions } from './missions.ts';

/**
 * The customer's tracking link of a mission (/suivi/{token}, sent by SMS as #STATUS_URL): one
 * unguessable token per mission; the page stops answering 24 h after the mission ends.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .unique()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** 32 random bytes, base64url: the only key to the page. */
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_links_account_idx').on(t.accountId)],
);
