import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The first answer to each Idempotency-Key a user sent (plugins/idempotency.ts): a second call
 * with the same key within 24 hours gets this answer again and creates nothing. A row without
 * `status_code` is a call still running (while its lease lasts). Only a hash of the request is kept, never its body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** 'POST /api/factures': the route the key was first used on (read in logs and tests). */
    route: text('route').notNull(),
    /** SHA-256 of the method, the address and the body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    /**
     * Until when the call holding an unanswered key is known to run: it moves this forward while
     * it runs. Past it (the instance was killed before answering: nothing committed), a retry
     * takes the key over instead of waiting for an answer that will never come.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key').on(t.accountId, t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
