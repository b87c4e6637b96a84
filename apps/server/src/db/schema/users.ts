import { integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { agents, trucks } from './fleet.ts';

// Users sit in their own file: they point at the fleet (a driver's agent and truck), which points at accounts.
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  login: text('login').notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Carried by the access tokens; a changed password bumps it, which refuses the tokens issued before. */
  sessionEpoch: integer('session_epoch').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A CHAUFFEUR's agent (driver) and default truck, and when their app last called (issue 21). */
  agentId: integer('agent_id').references((): AnyPgColumn => agents.id, { onDelete: 'set null' }),
  truckId: integer('truck_id').references((): AnyPgColumn => trucks.id, { onDelete: 'set null' }),
  driverAppSeenAt: timestamp('driver_app_seen_at', { withTimezone: true }),
});
