import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Tow trucks of an account, with their last known position. */
export const trucks = pgTable(
  'trucks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    licensePlate: text('license_plate'),
    serialNumber: text('serial_number'),
    ttwId: text('ttw_id'),
    positionText: text('position_text'),
    positionLatitude: doublePrecision('position_latitude'),
    positionLongitude: doublePrecision('position_longitude'),
    positionDateTime: timestamp('position_date_time', { withTimezone: true }),
  },
  (t) => [index('trucks_account_idx').on(t.accountId)],
);

/** Drivers and technicians of an account. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
  },
  (t) => [index('agents_account_idx').on(t.accountId)],
);

/** Text messages sent to a truck's on-board terminal. */
export const truckMessages = pgTable('truck_messages', {
  id: serial('id').primaryKey(),
  truckId: integer('truck_id')
    .notNull()
    .references(() => trucks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  text: text('text').notNull(),
  /** SENT once the truck adapter accepted it, FAILED otherwise. */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
