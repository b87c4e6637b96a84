import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConnectorKind } from '@plateau/contracts';
import { accounts } from './accounts.ts';

/**
 * An account's configuration of one connector (spec 3 §3 Connector configurations). The plain
 * fields are in `settings`; passwords and tokens in `secrets`, each sealed by app.secretBox.
 */
export const connectorConfigurations = pgTable(
  'connector_configurations',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConnectorKind>().notNull(),
    active: boolean('active').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/** What the scheduled poll of one connector of one account last did (shown on the tab). */
export const connectorStates = pgTable(
  'connector_states',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConnectorKind>().notNull(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** Where the next poll resumes (e.g. the last Webfleet message or event seen). */
    cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);
