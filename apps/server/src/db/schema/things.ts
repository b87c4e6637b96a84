import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Connected objects (Abeeway trackers) and what they last reported. */
export const things = pgTable(
  'things',
  {
    id: serial('id').primaryKey(),
    /** Null: not associated with any account yet (a supervisor assigns it). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** LoRaWAN device EUI, upper-case hexadecimal: how uplinks name the tracker. */
    abeewayId: text('abeeway_id').notNull().unique(),
    infoDateTime: timestamp('info_date_time', { withTimezone: true }),
    rssi: doublePrecision('rssi'),
    snr: doublePrecision('snr'),
    temperature: doublePrecision('temperature'),
    batteryLevel: integer('battery_level'),
    positionLatitude: doublePrecision('position_latitude'),
    positionLongitude: doublePrecision('position_longitude'),
    locationDateTime: timestamp('location_date_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('things_account_idx').on(t.accountId, t.name)],
);

/** Keys with which an account's LoRaWAN network server posts uplinks; only their SHA-256 is kept. */
export const iotIngestionKeys = pgTable('iot_ingestion_keys', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
