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
import type { VehicleEventKind, VehicleEventSource } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { trucks } from './fleet.ts';
import { missions } from './missions.ts';

/**
 * What a vehicle or its driver reported that event rules watch: driving events from Webfleet
 * (speeding, harsh braking, acceleration, steering, codes) and the drivers' report events.
 * Each is kept, then evaluated against the account's rules by a job.
 */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    kind: text('kind').$type<VehicleEventKind>().notNull(),
    source: text('source').$type<VehicleEventSource>().notNull(),
    /** km/h, for SPEED (and what the others measured when the source says). */
    speed: integer('speed'),
    /** 1 (light) to 5 (severe), for BREAKING, ACCELERATION and STEERING. */
    severity: integer('severity'),
    /** The vehicle's event code, for CODE. */
    code: text('code'),
    /** The driver's report text, for REPORT. */
    text: text('text'),
    /** True when the vehicle was outside its mission's area (rules may fire on those only). */
    outOfRange: boolean('out_of_range').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_events_account_idx').on(t.accountId, t.occurredAt)],
);
