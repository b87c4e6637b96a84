import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountLegalEntity, Address, OpenHourField } from '@plateau/contracts';

export type SmsOpenHours = Partial<Record<OpenHourField, string | null>>;

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  businessNature: text('business_nature').notNull(),
  assistanceProvider: text('assistance_provider'),
  place: jsonb('place').$type<Address>(),
  /** > 0 when the account is connected to the Nomad driver application. */
  nomadConfigurationId: integer('nomad_configuration_id').notNull().default(0),
  ttwActive: boolean('ttw_active').notNull().default(false),
  nomadActive: boolean('nomad_active').notNull().default(false),
  praxedoActive: boolean('praxedo_active').notNull().default(false),
  interventionAverageArrivalMinute: integer('intervention_average_arrival_minute'),
  interventionAverageOnPlaceMinute: integer('intervention_average_on_place_minute'),
  /** false once a supervisor deleted it: it can no longer sign in, its data is kept. */
  active: boolean('active').notNull().default(true),
  legalEntity: jsonb('legal_entity').$type<AccountLegalEntity>(),
  // Mission and SMS settings (migration 0015, spec 3 §3 Account).
  autoSynchUnassigneeDrivers: boolean('auto_synch_unassignee_drivers').notNull().default(false),
  toleranceArrivalMinute: integer('tolerance_arrival_minute'),
  interventionArrivalMinute: integer('intervention_arrival_minute'),
  statusAutoDetection: boolean('status_auto_detection').notNull().default(false),
  arrivalDetectionMinute: integer('arrival_detection_minute'),
  note: text('note'),
  smsSender: text('sms_sender'),
  smsWithOutStart: boolean('sms_with_out_start').notNull().default(false),
  /** The hours SMS may be sent, per weekday ('08h00-12h00;14h00-20h00'); a missing day has none set. */
  smsOpenHours: jsonb('sms_open_hours').$type<SmsOpenHours>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which client accounts a SUPERVISOR account manages. */
export const accountSupervisions = pgTable(
  'account_supervisions',
  {
    supervisorAccountId: integer('supervisor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.supervisorAccountId, t.accountId] })],
);

/** What a write may set on an account: every column but its id and creation time. */
export type AccountInsert = typeof accounts.$inferInsert;
export type AccountColumns = Partial<Omit<AccountInsert, 'id' | 'createdAt'>>;
