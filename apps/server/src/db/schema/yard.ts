import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  YardCategory,
  YardCondition,
  YardFeeLine,
  YardFeeRates,
  YardHandover,
  YardOwner,
  YardRelease,
} from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { folders } from './folders.ts';

/** A release as kept (without its signature); releases kept before the invoice have no billing fields. */
type YardBillingFields = 'customerId' | 'paymentReference' | 'takerAddress';
export type YardStoredRelease = Omit<YardRelease, 'signature' | YardBillingFields> &
  Partial<Pick<YardRelease, YardBillingFields>> & {
    invoiceId: number | null;
    invoiceCode?: string | null;
    paidCents?: number | null;
  };

const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** The yard's settings of an account: which regulated zone its fourrière is in, its private storage price. */
export const yardSettings = pgTable('yard_settings', {
  accountId: accountId().primaryKey(),
  zone: text('zone').notNull().default('NATIONAL'),
  privateDailyCents: integer('private_daily_cents').notNull().default(1500),
});

/**
 * The account's own tariff table, one row per period and category; empty until an administrator edits it
 * (the regulated table of its zone applies meanwhile). A new arrêté is a new period.
 */
export const yardTariffRates = pgTable(
  'yard_tariff_rates',
  {
    accountId: accountId(),
    validFrom: date('valid_from').notNull(),
    category: text('category').$type<YardCategory>().notNull(),
    source: text('source').notNull(),
    rates: jsonb('rates').$type<YardFeeRates>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.validFrom, t.category] })],
);

/** The places of the yard, by row. */
export const yardPlaces = pgTable(
  'yard_places',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    rowLabel: text('row_label').notNull(),
    placeLabel: text('place_label').notNull(),
  },
  (t) => [uniqueIndex('yard_places_label_idx').on(t.accountId, t.rowLabel, t.placeLabel)],
);

/** A vehicle in the yard: its entry, condition, notice, and how it left (release or hand-over). */
export const yardEntries = pgTable(
  'yard_entries',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('PRESENT'),
    authority: text('authority'),
    officerName: text('officer_name').notNull().default(''),
    pvNumber: text('pv_number').notNull().default(''),
    reason: text('reason').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    vehicleRemoved: boolean('vehicle_removed').notNull(),
    immobilisation: boolean('immobilisation').notNull(),
    expertise: boolean('expertise').notNull(),
    lowValue: boolean('low_value').notNull(),
    plate: text('plate').notNull(),
    vin: text('vin').notNull().default(''),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    category: text('category').$type<YardCategory>().notNull(),
    colour: text('colour').notNull().default(''),
    mileage: integer('mileage'),
    keysKept: boolean('keys_kept').notNull().default(false),
    placeId: integer('place_id').references(() => yardPlaces.id, { onDelete: 'set null' }),
    privateDailyCents: integer('private_daily_cents'),
    owner: jsonb('owner').$type<YardOwner>().notNull(),
    condition: jsonb('condition').$type<YardCondition>(),
    noticeSentOn: date('notice_sent_on'),
    noticeSentBy: text('notice_sent_by'),
    abandonmentDay: date('abandonment_day'),
    /** The last deadline alert sent ('DAY_BEFORE' then 'DUE'), so the job sends each once. */
    alertSent: text('alert_sent'),
    /** The last alert whose e-mail went out: behind alertSent, the next run sends it again. */
    alertMailed: text('alert_mailed'),
    release: jsonb('release').$type<YardStoredRelease>(),
    releaseSignature: text('release_signature'),
    releaseFees: jsonb('release_fees').$type<YardFeeLine[]>(),
    handover: jsonb('handover').$type<
      Omit<YardHandover, 'customerId'> & {
        customerId?: number | null;
        invoiceId?: number | null;
        invoiceCode?: string | null;
      }
    >(),
    exitAt: timestamp('exit_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('yard_entries_account_idx').on(t.accountId, t.status, t.removedAt),
    index('yard_entries_deadline_idx').on(t.status, t.abandonmentDay),
  ],
);

/** Holds that block the release until lifted (police evidence, insurer's expert, judicial). */
export const yardHolds = pgTable(
  'yard_holds',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => yardEntries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    placedBy: text('placed_by').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    liftedBy: text('lifted_by'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('yard_holds_entry_idx').on(t.entryId)],
);
