import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EventRuleType, NotificationMissionType, SmsKind, SmsStatus } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { trucks } from './fleet.ts';
import { missions } from './missions.ts';
import { vehicleEvents } from './vehicle-events.ts';

/**
 * The customer SMS configuration of each mission type (missionType set, one per type, made with
 * defaults on first read) and the event rules (missionType null), in one table as the spec's
 * single list has them (spec 3 §3).
 */
export const notificationConfigurations = pgTable(
  'notification_configurations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    missionType: text('mission_type').$type<NotificationMissionType>(),
    name: text('name'),
    type: text('type').$type<EventRuleType>(),
    notifyClientOnCreation: boolean('notify_client_on_creation').notNull().default(false),
    notifyClientOnStart: boolean('notify_client_on_start').notNull().default(false),
    notifyClientOnApproaching: boolean('notify_client_on_approaching').notNull().default(false),
    notifyClientOnLate: boolean('notify_client_on_late').notNull().default(false),
    smsTextOnCreation: text('sms_text_on_creation'),
    /** For an event rule: the SMS its destinations receive. */
    smsTextOnStart: text('sms_text_on_start'),
    smsTextOnApproaching: text('sms_text_on_approaching'),
    smsTextOnLate: text('sms_text_on_late'),
    notifyMinuteBeforeArriving: integer('notify_minute_before_arriving'),
    containTextOnReportEvent: text('contain_text_on_report_event'),
    severity: integer('severity'),
    speed: integer('speed'),
    code: text('code'),
    destinationPhonesOnReportEvent: jsonb('destination_phones_on_report_event')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    destinationEmailsOnReportEvent: jsonb('destination_emails_on_report_event')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    outOfRangeOnly: boolean('out_of_range_only').notNull().default(false),
    /**
     * When each customer SMS was last switched on (null while off): only what happens after it is
     * texted, so switching one on sends nothing about earlier missions. An event rule fires for
     * events after its createdAt.
     */
    creationEnabledAt: timestamp('creation_enabled_at', { withTimezone: true }),
    startEnabledAt: timestamp('start_enabled_at', { withTimezone: true }),
    approachingEnabledAt: timestamp('approaching_enabled_at', { withTimezone: true }),
    lateEnabledAt: timestamp('late_enabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_configurations_account_idx').on(t.accountId),
    uniqueIndex('notification_configurations_mission_type_idx')
      .on(t.accountId, t.missionType)
      .where(sql`${t.missionType} is not null`),
  ],
);

/**
 * The 'Journal des SMS': every SMS Plateau meant to send and what became of it. `dedupKey` makes
 * each one at most once: 'mission:{id}:{kind}' for a customer, 'match:{id}:{phone}' for a rule.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    kind: text('kind').$type<SmsKind>().notNull(),
    dedupKey: text('dedup_key').notNull(),
    phone: text('phone').notNull(),
    sender: text('sender'),
    text: text('text').notNull(),
    status: text('status').$type<SmsStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_messages_dedup_idx').on(t.accountId, t.dedupKey),
    index('sms_messages_account_created_idx').on(t.accountId, t.createdAt),
    index('sms_messages_held_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'HELD'`),
  ],
);

/** Each time an event fired a rule: listed under the rules, with the vehicle and time. */
export const eventRuleMatches = pgTable(
  'event_rule_matches',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => notificationConfigurations.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => vehicleEvents.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_rule_matches_event_rule_idx').on(t.eventId, t.ruleId),
    index('event_rule_matches_account_idx').on(t.accountId, t.matchedAt),
  ],
);
