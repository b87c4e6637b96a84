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
import type { Place } from '@plateau/contracts';
import { accounts } from './accounts.ts';

/** The place panel's fields of a favourite place, as the panel writes them (contracts' Place). */
export type StoredPlace = Omit<Place, 'id' | 'date' | 'label'>;

/** Favourite destinations of an account ('Mes destinations'). */
export const favouritePlaces = pgTable(
  'favourite_places',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    place: jsonb('place').$type<StoredPlace>().notNull(),
    /** Synchronised from Nomad: the list shows it, nobody edits or deletes it here. */
    readOnly: boolean('read_only').notNull().default(false),
    /** The place's id on Nomad, for synchronised places. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('favourite_places_account_idx').on(t.accountId, t.label),
    uniqueIndex('favourite_places_external_idx').on(t.accountId, t.externalId),
  ],
);
