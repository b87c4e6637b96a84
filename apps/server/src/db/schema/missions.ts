import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AssistanceProvider,
  MissionKind,
  MissionState,
  MissionStatistic,
  MissionSteps,
  Place,
} from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { agents, trucks } from './fleet.ts';
import { folders } from './folders.ts';

/** A position the truck reported while on the mission; the KML route draws them. */
export interface MissionPosition {
  latitude: number;
  longitude: number;
  dateTime: string;
}

/** The intervention mission of a folder, and its optional relivraison (re-delivery) mission. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    /** Copied from the folder so that tenancy needs no join. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The folder's assistance company, kept equal to it by database triggers (migration 0019) on
     * every insert and folder change: the dashboard groups and scopes a month of missions by it
     * without joining a million folders.
     */
    assistanceProvider: text('assistance_provider').$type<AssistanceProvider>(),
    kind: text('kind').$type<MissionKind>().notNull(),
    orderNo: text('order_no').notNull(),
    missionState: text('mission_state').$type<MissionState>().notNull(),
    missionDateTime: timestamp('mission_date_time', { withTimezone: true }),
    creationDateTime: timestamp('creation_date_time', { withTimezone: true }).notNull().defaultNow(),
    sentDateTime: timestamp('sent_date_time', { withTimezone: true }),
    externalMissionNo: text('external_mission_no'),
    truckId: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    contactInfo: text('contact_info'),
    contactPhone: text('contact_phone'),
    text: text('text'),
    destinationPlace: jsonb('destination_place').$type<Partial<Place>>(),
    statistic: jsonb('statistic').$type<MissionStatistic>(),
    /** The driver's steps as the terminal reported them (time and position of each). */
    steps: jsonb('steps')
      .$type<MissionSteps>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The km the positions covered, kept when retention deletes them (issue 23 §4). */
    positionsKm: doublePrecision('positions_km'),
    positions: jsonb('positions')
      .$type<MissionPosition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the driver app's latest step was recorded: it may be undone for 2 minutes (issue 21). */
    stepRecordedAt: timestamp('step_recorded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('missions_folder_kind_idx').on(t.folderId, t.kind),
    index('missions_account_date_idx').on(t.accountId, t.missionDateTime),
    // The assistance company's dashboard: its missions of a period, across operators.
    index('missions_provider_date_idx')
      .on(t.assistanceProvider, t.missionDateTime)
      .where(sql`${t.truckId} is not null`),
    // The vehicle map: the mission each truck holds now (fleet/current-missions.repository.ts).
    index('missions_truck_on_the_road_idx')
      .on(t.accountId, t.truckId, t.missionDateTime)
      .where(
        sql`${t.truckId} is not null and ${t.missionState} in ('MISSION_STARTED', 'MISSION_RESUMED', 'MISSION_MODIFIED')`,
      ),
  ],
);
